/// How a flow breaks its items into lines (ConstraintLayout Flow's `flow_wrapMode`).
public enum FlowWrap: String, Sendable, CaseIterable {
    /// Each line takes as many items as fit, as text wraps (`flow_wrapMode="chain"`,
    /// CSS `flex-wrap: wrap`): lines are independent of each other.
    case chain
    /// Items in columns aligned across lines (`flow_wrapMode="aligned"`): as
    /// many columns as fit, each as wide as its widest item, every line
    /// holding that many items in reading order (the last fewer). A grid
    /// whose column count follows the width.
    case aligned
}
