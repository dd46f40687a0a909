/// The frames before and after a change, to read the frames in between:
/// what UIKit shows while it animates a constant change, for headless use
/// (rendering each frame of an animation, or checking one).
///
/// ```swift
/// let transition = try FrameTransition(of: root) { try top.setConstant(20) }
/// for step in 0...30 {
///     let frames = transition.frames(at: Double(step) / 30, curve: .easeInOut)
///     draw(frames)
/// }
/// ```
///
/// The whole tree (the root) or one subtree (any item) can be taken. Each
/// frame is interpolated in its parent's coordinates, component by
/// component: `from + (to − from) × curve.progress(at: t)`. An item in only
/// one of the snapshots (added or removed by the change) keeps its one frame.
public struct FrameTransition {
    /// The frames before the change.
    public let from: FrameSnapshot
    /// The frames after it.
    public let to: FrameSnapshot

    /// A transition between two snapshots (usually of the same item).
    public init(from: FrameSnapshot, to: FrameSnapshot) {
        self.from = from
        self.to = to
    }

    /// Takes the frames of `item`'s subtree, runs `change`, and takes them
    /// again. If `change` throws, the error propagates (and an Arrange change
    /// that throws has changed nothing).
    public init<E: Error>(of item: Item, _ change: () throws(E) -> Void) throws(E) {
        let before = FrameSnapshot(item)
        try change()
        self.init(from: before, to: FrameSnapshot(item))
    }

    /// `item`'s frame at time `t` (0 is before the change, 1 after; clamped),
    /// or nil if it is in neither snapshot.
    public func frame(of item: Item, at t: Double, curve: TimingCurve = .linear) -> Rect? {
        switch (from[item], to[item]) {
        case let (a?, b?): return a.interpolated(to: b, progress: curve.progress(at: t))
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return nil
        }
    }

    /// Every item's frame at time `t`: the items of both snapshots.
    public func frames(at t: Double, curve: TimingCurve = .linear) -> [Item: Rect] {
        let p = curve.progress(at: t)
        var result: [Item: Rect] = [:]
        result.reserveCapacity(to.items.count)
        for (item, frame) in zip(from.items, from.frames) { result[item] = frame }
        for (item, b) in zip(to.items, to.frames) {
            result[item] = from[item].map { $0.interpolated(to: b, progress: p) } ?? b
        }
        return result
    }
}
