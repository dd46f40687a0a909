// Strict levels: a lexicographic objective, one slot per level present.
//
// The objective is a vector with one entry per strict level present in the
// component (``Component/levels``, highest first), compared
// lexicographically: the Cassowary paper's symbolic weights. Each cost
// column costs its weight on its own slot and nothing on the others, so
// reduced costs are vectors too: `d[j·K + s]` for column `j` and slot `s`
// (`K` slots). A column is attractive when its first significant entry
// (highest level first) is negative; the dual ratio test compares ratios
// level by level. With one level (kiwi's strengths, or any component whose
// costs share a level) everything reduces to the ordinary scalar method.
extension Component {
    /// How many slots the objective has: the levels present.
    @inline(__always)
    var levelCount: Int { levels.count }

    /// Whether any column costs anything (without costs, every feasible basis is optimal).
    @inline(__always)
    var hasCosts: Bool { !levels.isEmpty }

    /// The slot of `level`, inserting it (and shifting the slots of the
    /// levels below it) if the component has no cost on it yet.
    ///
    /// - Complexity: O(levels), plus O(columns) when a level is inserted
    ///   above an existing one (rare: once per level per component).
    mutating func slot(forLevel level: Int) -> Int32 {
        if levels.isEmpty {
            // The first cost of a component, with room for a few more
            // levels (a label's hugging and compression are two).
            levels.reserveCapacity(4)
            levelScale.reserveCapacity(4)
        }
        var s = 0
        while s < levels.count && levels[s] > level { s += 1 }
        if s < levels.count && levels[s] == level { return Int32(s) }
        // Inserted by an append and swaps: a handful of elements, where
        // `insert(_:at:)` goes through a general range replacement.
        levels.append(level)
        levelScale.append(0)
        var k = levels.count - 1
        while k > s {
            levels.swapAt(k, k - 1)
            levelScale.swapAt(k, k - 1)
            k -= 1
        }
        if s < levels.count - 1 {
            let shifted = Int32(s)
            for k in costs.indices where costs[k].slot >= shifted { costs[k].slot += 1 }
        }
        return Int32(s)
    }

    /// Points every cost (of the rows' errors) at the slot of its level in
    /// `newLevels` (which holds every level a cost is still on), and makes
    /// those the component's levels.
    mutating func remapLevels(to newLevels: [Int], scale newScale: [Double]) {
        if newLevels == levels { levelScale = newScale; return }
        let old = levels
        for k in costs.indices { costs[k].slot = Int32(newLevels.firstIndex(of: old[Int(costs[k].slot)])!) }
        levels = newLevels
        levelScale = newScale
    }

    /// Drops the costs no row has any more and the levels no cost is on
    /// (after rows left), and recomputes each level's scale.
    mutating func pruneLevels() {
        var costUsed = [Bool](repeating: false, count: costs.count)
        for i in 0..<rowCount where rows[i].costIndex >= 0 { costUsed[Int(rows[i].costIndex)] = true }
        var newIndex = [Int32](repeating: -1, count: costs.count)
        var keptCosts: [Cost] = []
        for k in costs.indices where costUsed[k] { newIndex[k] = Int32(keptCosts.count); keptCosts.append(costs[k]) }
        costs = keptCosts
        for i in 0..<rowCount where rows[i].costIndex >= 0 { rows[i].costIndex = newIndex[Int(rows[i].costIndex)] }
        var used = [Bool](repeating: false, count: levels.count)
        var scale = [Double](repeating: 0, count: levels.count)
        for cost in costs {
            let s = Int(cost.slot)
            used[s] = true
            scale[s] = Swift.max(scale[s], cost.weight)
        }
        var kept: [Int] = [], keptScale: [Double] = []
        for s in levels.indices where used[s] { kept.append(levels[s]); keptScale.append(scale[s]) }
        remapLevels(to: kept, scale: keptScale)
    }

    /// Column `j`'s cost on slot `s`.
    @inline(__always)
    func cost(_ j: Int, slot s: Int) -> Double {
        let c = columns[j]
        guard c.isError else { return 0 }
        let k = rows[Int(c.ownerRow)].costIndex
        return k >= 0 && Int(costs[Int(k)].slot) == s ? costs[Int(k)].weight : 0
    }

    /// The dual feasibility tolerance of column `j` on slot `s`.
    @inline(__always)
    func dualTolerance(_ j: Int, slot s: Int) -> Double {
        Tolerance.dual(cost: cost(j, slot: s), scale: levelScale[s])
    }

    /// The first slot on which column `j`'s reduced cost (in `d`, `K` a
    /// column) is significant, and that entry; nil if it is zero on every slot.
    @inline(__always)
    func leadingReducedCost(_ j: Int, _ d: UnsafeBufferPointer<Double>, levels K: Int) -> (slot: Int, value: Double)? {
        let base = j * K
        for s in 0..<K where Swift.abs(d[base + s]) > dualTolerance(j, slot: s) { return (s, d[base + s]) }
        return nil
    }
}
