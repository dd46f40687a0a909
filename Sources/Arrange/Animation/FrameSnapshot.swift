/// The frames of an item and its subtree at one moment: what
/// ``FrameTransition`` interpolates between.
///
/// Frames are in each item's parent's coordinates (``Item/frame``), so an
/// interpolated frame moves with its parent, as a view's frame animates in
/// its superview.
public struct FrameSnapshot {
    /// The items, depth first, parents before children.
    public let items: [Item]
    /// Their frames, in the same order.
    public let frames: [Rect]
    /// Each item's position in ``items`` (lookups only).
    private let positions: [ObjectIdentifier: Int]

    /// The frames of `item` and its subtree now.
    ///
    /// - Complexity: O(n) for n items, plus a frame read each.
    public init(_ item: Item) {
        let items = item.subtree
        self.items = items
        self.frames = items.map(\.frame)
        var positions: [ObjectIdentifier: Int] = [:]
        positions.reserveCapacity(items.count)
        for (n, item) in items.enumerated() { positions[ObjectIdentifier(item)] = n }
        self.positions = positions
    }

    /// The frame `item` had, or nil if it was not in the subtree.
    public subscript(item: Item) -> Rect? {
        positions[ObjectIdentifier(item)].map { frames[$0] }
    }
}

extension Item {
    /// The frames of this item and its subtree now (see ``FrameSnapshot``).
    public func frameSnapshot() -> FrameSnapshot {
        FrameSnapshot(self)
    }
}
