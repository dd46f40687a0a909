/// How a stack sizes and spaces its items along its axis: UIStackView's
/// `UIStackView.Distribution`.
///
/// Every distribution keeps the first visible item's leading (top) edge on
/// the stack's and the last one's trailing (bottom) edge on the stack's.
public enum StackDistribution: String, Sendable, CaseIterable {
    /// Items keep their sizes and the spacing is exact; the items' hugging
    /// and compression-resistance priorities decide who stretches and who
    /// shrinks, and among equals the last item (UIStackView: "based on their
    /// index in the arranged subviews").
    case fill
    /// Every item the same size along the axis.
    case fillEqually
    /// Each item's size along the axis in proportion to its intrinsic size
    /// on that axis (an item with none counts as 0).
    case fillProportionally
    /// Items keep their sizes; every gap the same, at least its spacing.
    case equalSpacing
    /// Items keep their sizes; their centres equally far apart, every gap at
    /// least its spacing.
    case equalCentering
}
