import ArrangeSolver

// A measured item's intrinsic record moved to a new size in place: the
// measuring passes' step, which must cost little per label (Content/README.md).
extension IntrinsicRecords.Record {
    /// The constant of an entry that holds `value`: what
    /// ``LayoutTree/intrinsicRecord(for:size:)`` makes (`0 − value + 0`, so
    /// that 0 gives +0 there and here alike).
    static func constant(holding value: Double) -> Double {
        0 - value + 0
    }

    /// This record holding `size` instead: each entry whose constant
    /// changes is made again with ``Constraint/withConstant(_:)`` (the same
    /// terms, relation and strength), the others are kept as they are;
    /// `changed` gets the positions of the new ones. Nil when the record is
    /// not an item's four hugging and compression-resistance entries (then
    /// make it again with ``LayoutTree/intrinsicRecord(for:size:)``).
    ///
    /// The same record as ``LayoutTree/intrinsicRecord(for:size:)`` makes
    /// for `size` (its priorities are the item's: a priority change
    /// re-installs the record), with the unchanged constraints kept, as the
    /// measuring pass keeps them, and like that record it is one made
    /// after the tree (``creationIndex`` −1).
    ///
    /// - Complexity: O(1); one allocation per changed entry and one for the entries.
    func holding(_ size: Size, changed: inout [Int]) -> Self? {
        guard entries.count == 4, size.isSolvable else { return nil }
        var moved = self
        moved.creationIndex = -1
        for n in 0..<4 {
            let before = entries[n]
            let value = before.attribute == .width ? size.width : size.height
            let constant = Self.constant(holding: value)
            guard before.constraint.constant != constant else { continue }
            moved.entries[n] = Entry(constraint: before.constraint.withConstant(constant), value: value, priority: before.priority,
                                     attribute: before.attribute, relation: before.relation)
            changed.append(n)
        }
        return moved
    }
}
