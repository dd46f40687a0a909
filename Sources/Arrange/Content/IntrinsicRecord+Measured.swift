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

    /// This record holding `size` instead, and which of its entries
    /// changed (bit `n` for entry `n`): each entry whose constant changes is
    /// made again with ``Constraint/withConstant(_:)`` (the same terms,
    /// relation and strength), the others are kept as they are. Nil when the
    /// record is not an item's four hugging and compression-resistance
    /// entries (then make it again with ``LayoutTree/intrinsicRecord(for:size:)``).
    ///
    /// The same record as ``LayoutTree/intrinsicRecord(for:size:)`` makes
    /// for `size` (its priorities are the item's: a priority change
    /// re-installs the record), with the unchanged constraints kept, as the
    /// measuring pass keeps them, and like that record it is one made
    /// after the tree (``creationIndex`` −1). An entry's constant is
    /// `0 − value + 0`, so comparing the values (read from the entries, not
    /// from the constraints) compares the constants.
    ///
    /// - Complexity: O(1); one allocation per changed entry and one for the entries.
    func holding(_ size: Size) -> (record: Self, changed: UInt8)? {
        guard entries.count == 4, size.isSolvable else { return nil }
        var changed: UInt8 = 0
        for n in 0..<4 where entries[n].value != (entries[n].attribute == .width ? size.width : size.height) {
            changed |= 1 << n
        }
        var moved = self
        moved.creationIndex = -1
        guard changed != 0 else { return (moved, 0) }
        moved.entries = (0..<4).map { n in
            let before = entries[n]
            guard changed & (1 << n) != 0 else { return before }
            let value = before.attribute == .width ? size.width : size.height
            return Entry(constraint: before.constraint.withConstant(Self.constant(holding: value)), value: value, priority: before.priority,
                         attribute: before.attribute, relation: before.relation)
        }
        return (moved, changed)
    }
}
