extension Make {
    /// Installs a free relation between typed anchors:
    /// `make.install(a.left == b.right + 8)`, `make.install(a.width == 0.5 * b.width ~ .high)`.
    ///
    /// The relation's own priority (set with `~` inside) applies; a `~` on
    /// the returned handle overrides it. Its positions are measured in the
    /// bounds of the nearest common ancestor of its items, and a relation in
    /// `leading`/`trailing` terms reads in that ancestor's direction (its
    /// constants count toward the trailing side); mixing `leading`/`trailing`
    /// with `left`/`right` fails with ``ArrangeError/mixedDirections(relation:verb:at:)``.
    @discardableResult
    public func install(_ relation: AnchorRelation, fileID: String = #fileID, line: Int = #line) -> Declared {
        let location = CallSite(fileID: fileID, line: line)
        // The common case, checked without building anything.
        if !LinearForm.mixEdgeFamilies(relation.lhs, relation.rhs), relation.priority.isValid, relation.lhs.isFinite, relation.rhs.isFinite, allBelong(relation.lhs), allBelong(relation.rhs) {
            return record("install", .relation(lhs: relation.lhs, relation: relation.relation, rhs: relation.rhs), priority: relation.priority, at: location)
        }
        var ok = checkTree(relation.lhs, verb: "install", at: location)
        ok = checkTree(relation.rhs, verb: "install", at: location) && ok
        for form in [relation.lhs, relation.rhs] where !form.isFinite {
            let bad = ([form.constant] + form.terms.map(\.coefficient)).first { !$0.isFinite } ?? .nan
            ok = checkFinite(bad, verb: "install", argument: 1, at: location) && ok
        }
        ok = checkEdgeFamilies(relation.lhs, relation.relation, relation.rhs, verb: "install", at: location) && ok
        if !relation.priority.isValid {
            recorder.fail(.invalidPriority(relation.priority.value, at: location))
            ok = false
        }
        guard ok else { return rejected("install", at: location) }
        return record("install", .relation(lhs: relation.lhs, relation: relation.relation, rhs: relation.rhs), priority: relation.priority, at: location)
    }
}
