/// Where ``Lowering`` puts each primitive constraint as it makes it: an
/// array (tests, descriptions), or the tree's resolver, which turns it into a
/// solver constraint at once instead of keeping an intermediate list.
protocol LoweringSink {
    /// Takes one lowered constraint.
    mutating func accept(_ constraint: consuming LoweredConstraint)
}

extension Array: LoweringSink where Element == LoweredConstraint {
    /// Appends it.
    mutating func accept(_ constraint: consuming LoweredConstraint) {
        append(constraint)
    }
}
