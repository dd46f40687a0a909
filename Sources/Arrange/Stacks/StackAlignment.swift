/// Where a stack places its items across its axis: UIStackView's
/// `UIStackView.Alignment`.
///
/// `top` and `leading` are one case, as are `bottom` and `trailing`: in a
/// vertical stack `leading`/`trailing` follow the reading direction.
public enum StackAlignment: String, Sendable, CaseIterable {
    /// Every item spans the stack across its axis.
    case fill
    /// Items on the stack's top (horizontal stack) or leading edge (vertical stack).
    case leading
    /// Items centred across the axis.
    case center
    /// Items on the stack's bottom (horizontal stack) or trailing edge (vertical stack).
    case trailing
    /// Items' first baselines on one line (horizontal stacks only).
    case firstBaseline
    /// Items' last baselines on one line (horizontal stacks only).
    case lastBaseline

    /// `leading` under its horizontal-stack name.
    public static var top: StackAlignment { .leading }
    /// `trailing` under its horizontal-stack name.
    public static var bottom: StackAlignment { .trailing }
}
