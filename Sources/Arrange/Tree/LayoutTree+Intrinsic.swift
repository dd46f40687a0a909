import ArrangeSolver

extension LayoutTree {
    /// Hugging (`width <= w`) and compression resistance (`width >= w`) per axis,
    /// resolved, for an item with a finite intrinsic size; none otherwise.
    func intrinsicConstraints(for item: Item) -> [LayoutConstraint] {
        guard let size = item.intrinsicSize, size.isFinite else { return [] }
        var lowered: [LoweredConstraint] = []
        for axis in Axis.allCases {
            let attribute: Attribute = axis == .horizontal ? .width : .height
            let value = axis == .horizontal ? size.width : size.height
            lowered.append(LoweredConstraint(lhs: LinearForm(item, attribute), relation: .lessThanOrEqual, rhs: LinearForm(constant: value),
                                             priority: item.hugging[axis], verb: "hugging"))
            lowered.append(LoweredConstraint(lhs: LinearForm(item, attribute), relation: .greaterThanOrEqual, rhs: LinearForm(constant: value),
                                             priority: item.compressionResistance[axis], verb: "compression resistance"))
        }
        let resolved = resolve(lowered)
        intrinsic[ObjectIdentifier(item)] = resolved
        return resolved
    }

    /// Re-installs an item's intrinsic-size constraints after a change.
    func updateIntrinsic(of item: Item) {
        let old = intrinsic[ObjectIdentifier(item)] ?? []
        let new = intrinsicConstraints(for: item)
        if let size = item.intrinsicSize, !size.isFinite {
            rejections.append(Diagnostic(subject: item.name, kind: .rejectedChange,
                                         message: "\(item.name): intrinsic size \(size) is not finite; it is ignored"))
        }
        do {
            try commit(removing: old, adding: new)
        } catch {
            intrinsic[ObjectIdentifier(item)] = old
            rejections.append(Diagnostic(rejected: "intrinsic size of \(item.name)", error))
        }
    }
}

extension Item {
    /// Re-solves after a change of intrinsic size or its priorities.
    func intrinsicDidChange() {
        if let tree = root.ownedTree { tree.updateIntrinsic(of: self) }
    }
}
