/// Which way leading and trailing point in a tree.
///
/// Set on the root (``Item/layoutDirection``). It decides what the `leading`
/// and `trailing` anchors mean and in which order `xPlace` reads its list.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Leading is left; `xPlace` reads left to right. The default.
    case leftToRight
    /// Leading is right; `xPlace` reads right to left.
    case rightToLeft
}
