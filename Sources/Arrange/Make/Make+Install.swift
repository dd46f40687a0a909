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
        if relation.hiddenConstant == nil, !LinearForm.mixEdgeFamilies(relation.lhs, relation.rhs), relation.priority.isValid, relation.lhs.isFinite,
           relation.rhs.isFinite, allBelong(relation.lhs), allBelong(relation.rhs) {
            return record("install", .relation(lhs: relation.lhs, relation: relation.relation, rhs: relation.rhs), priority: relation.priority, at: location)
        }
        guard check(relation, priority: relation.priority, at: location) else { return rejected("install", at: location) }
        if let hidden = relation.hiddenConstant { return recordWhenHidden(relation, constant: hidden, at: location) }
        return record("install", .relation(lhs: relation.lhs, relation: relation.relation, rhs: relation.rhs), priority: relation.priority, at: location)
    }

    /// Installs several relations, each as its own call (with its own
    /// priority and handle), in order: `make.install(a.top == b.top, a.left == b.right + 8)`.
    @discardableResult
    public func install(_ first: AnchorRelation, _ second: AnchorRelation, _ more: AnchorRelation..., fileID: String = #fileID, line: Int = #line) -> [Declared] {
        install([first, second] + more, fileID: fileID, line: line)
    }

    /// Installs a list of relations, each as its own call, in order:
    /// `make.install([a.top == b.top, a.left == b.right + 8])`.
    @discardableResult
    public func install(_ relations: [AnchorRelation], fileID: String = #fileID, line: Int = #line) -> [Declared] {
        relations.map { install($0, fileID: fileID, line: line) }
    }

    /// Installs the relations of a compound anchor as one call, with one
    /// priority and one handle: `make.install(card.edges == screen.edges.inset(16))`,
    /// `make.install(thumb.size == photo.size / 2)`,
    /// `make.install(badge.center == avatar.center + Point(x: 10, y: -10))`.
    /// The handle names each number by the anchor its part sets
    /// (`setConstant(40, on: .bottom)`).
    @discardableResult
    public func install(_ relation: CompoundRelation, fileID: String = #fileID, line: Int = #line) -> Declared {
        let location = CallSite(fileID: fileID, line: line)
        var ok = true
        for part in relation.parts { ok = check(part.relation, priority: .required, at: location) && ok }
        if !relation.priority.isValid {
            recorder.fail(relation.priority.invalidError(at: location))
            ok = false
        }
        guard ok else { return rejected("install", at: location) }
        let parts = relation.parts.map {
            Declaration.RelationPart(attribute: $0.attribute, lhs: $0.relation.lhs, relation: $0.relation.relation, rhs: $0.relation.rhs)
        }
        return record("install", .relations(parts), priority: relation.priority, at: location)
    }

    /// Records an error for each problem of a relation (an item from another
    /// tree, a non-finite number, mixed edge families, an invalid priority);
    /// true if it has none.
    func check(_ relation: AnchorRelation, priority: Priority, verb: String = "install", at location: CallSite) -> Bool {
        var ok = checkTree(relation.lhs, verb: verb, at: location)
        ok = checkTree(relation.rhs, verb: verb, at: location) && ok
        for form in [relation.lhs, relation.rhs] where !form.isFinite {
            let bad = ([form.constant] + form.terms.map(\.coefficient)).first { !$0.isFinite } ?? .nan
            ok = checkFinite(bad, verb: verb, argument: 1, at: location) && ok
        }
        ok = checkEdgeFamilies(relation.lhs, relation.relation, relation.rhs, verb: verb, at: location) && ok
        if !priority.isValid {
            recorder.fail(priority.invalidError(at: location))
            ok = false
        }
        return ok
    }
}
