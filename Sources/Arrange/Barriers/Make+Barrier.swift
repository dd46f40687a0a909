extension Make {
    /// Installs a relation to a barrier: `make.install(field.leading == labels + 8)`.
    ///
    /// One call, one handle; its one number is the barrier's shift (`8`).
    /// Fails with ``ArrangeError/unsupportedRelation(relation:verb:reason:at:)``
    /// for a barrier of no items or a relation "within" the barrier, and as
    /// `install` does for items of another tree, non-finite numbers and
    /// `leading`/`trailing` mixed with `left`/`right`.
    @discardableResult
    public func install(_ relation: BarrierRelation, fileID: String = #fileID, line: Int = #line) -> Declared {
        let location = CallSite(fileID: fileID, line: line)
        var ok = checkTree(relation.lhs, verb: "install", at: location)
        ok = checkTree(relation.items, verb: "install", at: location) && ok
        ok = checkFinite(relation.constant, verb: "install", argument: 1, at: location) && ok
        for value in [relation.lhs.constant] + relation.lhs.terms.map(\.coefficient) where !value.isFinite {
            ok = checkFinite(value, verb: "install", argument: 1, at: location) && ok
        }
        if let first = relation.items.first {
            ok = checkEdgeFamilies(relation.lhs, relation.relation, LinearForm(first, relation.edge), verb: "install", at: location) && ok
        }
        if !relation.priority.isValid {
            recorder.fail(relation.priority.invalidError(at: location))
            ok = false
        }
        if relation.items.isEmpty || relation.isWithin {
            let reason = relation.items.isEmpty
                ? "the barrier follows no item; name at least one"
                : "it asks for at most the furthest of several edges, an either-or that linear constraints cannot state; relate the position to the one item's edge you mean, or keep it at or beyond the barrier"
            recorder.fail(.unsupportedRelation(relation: relation.description, verb: "install", reason: reason, at: location))
            ok = false
        }
        guard ok else { return rejected("install", at: location) }
        return record("install", .barrier(lhs: relation.lhs, relation: relation.relation, edge: relation.edge,
                                          items: relation.items.map(ItemReference.init), constant: relation.constant),
                      priority: relation.priority, at: location)
    }
}
