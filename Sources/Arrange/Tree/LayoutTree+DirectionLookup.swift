import ArrangeSolver

// The effective layout direction of the items a lowering names, for
// leading/trailing: each item's nearest ancestor (or itself) with a
// direction of its own, remembered along the way.
extension LayoutTree {
    /// The effective layout direction of items, remembered along the way:
    /// each item's ancestors are walked at most once per lowering, so a deep
    /// tree (a verb per level) lowers in linear time, not O(depth²).
    ///
    /// The first ``directionShortWalk`` ancestors are walked without
    /// remembering anything (no allocation, no hashing): most items are
    /// that near the root or an item with a direction of its own.
    ///
    /// The last item looked up past the short walk (or through the last
    /// one) is remembered too, with its direction (the tree does not change
    /// while a lowering runs): a deep tree arranged level by level asks
    /// next for its child, whose walk stops there a step up, without hashing.
    static func directionLookup() -> (ItemReference) -> LayoutDirection {
        directionLookup(memo: DirectionMemo())
    }

    /// ``directionLookup()`` remembering in the tree's own memo, emptied
    /// first (made once per tree, not once per lowering: an `arrange` per
    /// table cell would make one each). For one lowering at a time: the
    /// next call empties the memo.
    func reusedDirectionLookup() -> (ItemReference) -> LayoutDirection {
        guard let (memo, lookup) = directionMemo else {
            let memo = DirectionMemo()
            let lookup = Self.directionLookup(memo: memo)
            directionMemo = (memo, lookup)
            return lookup
        }
        memo.reset()
        return lookup
    }

    /// ``directionLookup()`` with `memo` (empty).
    private static func directionLookup(memo: DirectionMemo) -> (ItemReference) -> LayoutDirection {
        { ref in
            ref.withItem { item in
                var near = Unmanaged.passUnretained(item)
                for _ in 0..<directionShortWalk {
                    if let d = near._withUnsafeGuaranteedRef({ $0.ownDirection }) { return d }
                    if let last = memo.last, near.toOpaque() == last.address {
                        memo.last = (Unmanaged.passUnretained(item).toOpaque(), last.direction)
                        return last.direction
                    }
                    guard let parent = near._withUnsafeGuaranteedRef({ $0.parentLink }) else { return .leftToRight }
                    near = parent
                }
                var walked: [ObjectIdentifier] = []
                var current = item
                var direction = LayoutDirection.leftToRight
                while true {
                    if let d = memo.known[ObjectIdentifier(current)] { direction = d; break }
                    walked.append(ObjectIdentifier(current))
                    if let d = current.requestedLayoutDirection { direction = d; break }
                    guard let parent = current.parent else { break }
                    current = parent
                }
                for id in walked { memo.known[id] = direction }
                memo.last = (Unmanaged.passUnretained(item).toOpaque(), direction)
                return direction
            }
        }
    }

    /// What one ``directionLookup()`` remembers. A class with unchecked
    /// fields, not captured variables: only the lookup touches it, one
    /// call at a time, so a dynamic exclusivity check per call is waste.
    final class DirectionMemo {
        /// Directions of items past the short walk (lookups only).
        @exclusivity(unchecked) var known: [ObjectIdentifier: LayoutDirection] = [:]
        /// The last item looked up past the short walk or through the last one.
        @exclusivity(unchecked) var last: (address: UnsafeMutableRawPointer, direction: LayoutDirection)?

        /// Forgets everything (the tree may have changed since), keeping the storage.
        func reset() {
            if !known.isEmpty { known.removeAll(keepingCapacity: true) }
            last = nil
        }
    }

    /// How many items ``directionLookup()`` walks up before it remembers what it finds.
    static let directionShortWalk = 8
}
