extension LayoutTree {
    /// The values nothing fixes, item by item (depth first, parents first;
    /// per item horizontal before vertical, position before size), then the
    /// flexible spacer units, then the rejected changes.
    func diagnostics() -> [Diagnostic] {
        let free = Set(solver.undeterminedVariables().map(\.id))
        var result: [Diagnostic] = []
        for item in root.subtree {
            let vars = owns(item) ? item.variables : nil
            let checks: [(Axis, Aspect, Int?)] = [
                (.horizontal, .position, vars?.left.id), (.horizontal, .size, vars?.width.id),
                (.vertical, .position, vars?.top.id), (.vertical, .size, vars?.height.id),
            ]
            for (axis, aspect, id) in checks where id.map(free.contains) ?? true {
                result.append(.ambiguous(item.name, axis: axis, aspect: aspect))
            }
        }
        for (id, owner) in owners.enumerated() {
            if case let .spacer(provenance) = owner, free.contains(id) {
                result.append(Diagnostic(subject: "flexible spacer of \(provenance.verb) at \(provenance.location.map(\.description) ?? "?")",
                                         kind: .ambiguous(axis: provenance.verb == "yPlace" ? .vertical : .horizontal, aspect: .size),
                                         message: "the flexible spacers of \(provenance.verb) at \(provenance.location.map(\.description) ?? "?") have no fixed size; give the list an end or a wall"))
            }
        }
        return result + rejections
    }
}

extension Item {
    /// Everything worth knowing about the tree's layout: sizes and positions
    /// that nothing fixes (never silently 0) and changes from outside that
    /// could not be applied.
    ///
    /// - Complexity: one solver query plus O(items).
    public var diagnostics: [Diagnostic] {
        root.tree.diagnostics()
    }
}
