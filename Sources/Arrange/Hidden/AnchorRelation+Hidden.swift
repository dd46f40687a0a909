extension AnchorRelation {
    /// The same relation, whose constant becomes `constant` while an item on
    /// its right side is hidden: ConstraintLayout's `goneMargin`.
    ///
    /// `make.install((b.left == a.right + 8).whenHidden(16))`: 8 after `a`,
    /// or 16 from where `a` collapsed while `a` is hidden. The handle's
    /// number stays the visible constant.
    public func whenHidden(_ constant: Double) -> AnchorRelation {
        var copy = self
        copy.hiddenConstant = constant
        return copy
    }
}

extension Make {
    /// Records `install` of a relation with a constant for when an item is hidden (finite, or an error).
    func recordWhenHidden(_ relation: AnchorRelation, constant: Double, at location: CallSite) -> Declared {
        guard checkFinite(constant, verb: "install", argument: nil, at: location) else { return rejected("install", at: location) }
        return record("install", .relation(lhs: relation.lhs, relation: relation.relation, rhs: relation.rhs), priority: relation.priority,
                      hiddenConstant: constant, at: location)
    }
}
