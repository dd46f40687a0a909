extension Item {
    /// Sets a property that resolving constraints reads (baselines, margins)
    /// and lowers the tree's arrangements again, as a direction change does;
    /// if they cannot hold, puts the old value back and throws (nothing changes).
    ///
    /// Inlined, so that each caller's key path is a property access: read
    /// through a key path at run time, it cost about 780 instructions a
    /// call (a screen sets baselines on its labels as it is made).
    @inline(__always)
    func changeLowered<Value: Equatable>(_ property: ReferenceWritableKeyPath<Item, Value>, to value: Value) throws(ArrangeError) {
        let previous = self[keyPath: property]
        guard value != previous else { return }
        self[keyPath: property] = value
        guard let tree = root.ownedTree, !tree.groups.isEmpty else { return }
        do throws(ArrangeError) { try tree.relowerAll() } catch {
            self[keyPath: property] = previous
            throw error
        }
    }
}

extension EdgeInsets {
    /// The first of the six insets that is NaN, infinite or beyond ±1e100
    /// (the largest a layout can solve), if any.
    var firstUnsolvable: Double? {
        [top, left, bottom, right, leading, trailing].first { !$0.isFinite || Swift.abs($0) > 1e100 }
    }
}
