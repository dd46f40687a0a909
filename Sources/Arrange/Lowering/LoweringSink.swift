import ArrangeSolver

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
    /// Takes `lhs relation rhs`, lowered from `declaration` (its
    /// ``LoweredConstraint`` has the declaration's verb, location and index),
    /// in root coordinates if `inRootFrame` (see ``acceptInRootFrame(_:)``).
    ///
    /// What every verb's lowering calls: a sink that needs only the sides
    /// (a resolver whose relations are lowered again when asked for) reads
    /// them in place, and no ``LoweredConstraint`` is built, copied and
    /// destroyed for it (its strings cost reference counting each time).
    mutating func accept(_ lhs: borrowing LinearForm, _ relation: Relation, _ rhs: borrowing LinearForm, priority: Priority,
                         from declaration: borrowing Declaration, argument: Int?, role: String?, inRootFrame: Bool)
}

extension LoweringSink {
    /// ``accept(_:)``: a sink that finds no frames needs no hint.
    mutating func acceptInRootFrame(_ constraint: consuming LoweredConstraint) {
        accept(constraint)
    }

    /// The ``LoweredConstraint`` of the relation, to ``accept(_:)`` or ``acceptInRootFrame(_:)``.
    mutating func accept(_ lhs: borrowing LinearForm, _ relation: Relation, _ rhs: borrowing LinearForm, priority: Priority,
                         from declaration: borrowing Declaration, argument: Int?, role: String?, inRootFrame: Bool) {
        let c = LoweredConstraint(copy lhs, relation, copy rhs, priority: priority, from: declaration, argument: argument, role: role)
        if inRootFrame { acceptInRootFrame(c) } else { accept(c) }
    }
}

extension Array: LoweringSink where Element == LoweredConstraint {
    /// Appends it.
    mutating func accept(_ constraint: consuming LoweredConstraint) {
        append(constraint)
    }
}
