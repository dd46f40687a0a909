// Items one after another with a gap (Cartography's `distribute(by:horizontally:)`).
extension Make {
    /// Each item `gap` after the previous one, and nothing else:
    /// `make.distribute(by: 10, .horizontal, a, b, c)` makes
    /// `b.leading == a.trailing + 10` and `c.leading == b.trailing + 10`
    /// (`.vertical`: `b.top == a.bottom + 10`).
    ///
    /// Horizontal chains follow the layout direction of the items' nearest
    /// common ancestor, as free relations in `leading`/`trailing` do: right
    /// to left, `b` lies `gap` to the left of `a`. Unlike `xPlace`, nothing
    /// ties the chain to `R`: place the first item (or the last) yourself.
    /// The gap is the handle's one number (`try h.setConstant(20)`); an item
    /// twice in the list is an error, as in a place list.
    @discardableResult public func distribute(by gap: Double, _ axis: Axis, _ items: Item..., fileID: String = #fileID, line: Int = #line) -> Declared {
        distribute(by: gap, axis, items, fileID: fileID, line: line)
    }

    /// Each item `gap` after the previous one: `make.distribute(by: 8, .vertical, rows)`.
    @discardableResult public func distribute(by gap: Double, _ axis: Axis, _ items: [Item], fileID: String = #fileID, line: Int = #line) -> Declared {
        let location = CallSite(fileID: fileID, line: line)
        var ok = checkTree(items, verb: "distribute", at: location)
        ok = checkFinite(gap, verb: "distribute", argument: 1, at: location) && ok
        var firstIndex: [ObjectIdentifier: Int] = [:]   // lookups only
        for (index, item) in items.enumerated() {
            if let first = firstIndex[ObjectIdentifier(item)] {
                recorder.fail(.duplicateInPlaceList(item: item.name, verb: "distribute", arguments: [first + 3, index + 3], at: location))
                ok = false
            } else {
                firstIndex[ObjectIdentifier(item)] = index
            }
        }
        guard ok else { return rejected("distribute", at: location) }
        return record("distribute", .distribute(axis: axis, gap: gap, items: items.map(ItemReference.init)), at: location)
    }
}
