/// Which way leading and trailing point in a subtree.
///
/// Any item can set it for its subtree (``Item/requestedLayoutDirection``);
/// the others follow their parent's, and a root without one is left to
/// right. It decides what the `leading` and `trailing` anchors mean and
/// which way their constants count, in which order `xPlace` reads its list,
/// and on which side leading and trailing insets lie.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Leading is left; `xPlace` reads left to right. The default.
    case leftToRight
    /// Leading is right; `xPlace` reads right to left.
    case rightToLeft
}
