/// Where ``Lowering`` puts each primitive constraint as it makes it: an
/// array (tests, descriptions), or the tree's resolver, which turns it into a
/// solver constraint at once instead of keeping an intermediate list.
protocol LoweringSink {
    /// Takes one lowered constraint.
    mutating func accept(_ constraint: consuming LoweredConstraint)
    /// Takes one lowered constraint that is measured in root coordinates:
    /// its anchors are physical and its position coefficients cancel
    /// (every alignment to `R` and every place-list constraint), so that
    /// no measurement frame needs finding (``LayoutTree/measurementFrame(_:_:)``
    /// would give ``MeasurementFrame/plain``).
    mutating func acceptInRootFrame(_ constraint: consuming LoweredConstraint)
}

extension LoweringSink {
    /// ``accept(_:)``: a sink that finds no frames needs no hint.
    mutating func acceptInRootFrame(_ constraint: consuming LoweredConstraint) {
        accept(constraint)
    }
}

extension Array: LoweringSink where Element == LoweredConstraint {
    /// Appends it.
    mutating func accept(_ constraint: consuming LoweredConstraint) {
        append(constraint)
    }
}
