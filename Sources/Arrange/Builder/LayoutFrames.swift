/// The frames of a tree as a `Sendable` value, keyed by path: what a layout
/// solved on one actor hands back to another.
///
/// ```swift
/// let frames = try layout.solve(in: Size(width: 375, height: 603))
/// frames["screen/header/logo"]   // by full path
/// frames["logo"]                 // or by a name (or path end) that only one item has
/// ```
///
/// Frames are in each item's parent's coordinates, as ``Item/frame``.
public struct LayoutFrames: Hashable, Sendable {
    /// One item's path and frame.
    public struct Entry: Hashable, Sendable {
        /// The item's full path (``Item/path``).
        public var path: String
        /// Its frame, in its parent's coordinates.
        public var frame: Rect

        /// An entry.
        public init(path: String, frame: Rect) {
            self.path = path
            self.frame = frame
        }
    }

    /// Every item's frame, depth first, parents before children.
    public let entries: [Entry]
    /// Entry positions by full path (lookups only).
    private let positions: [String: Int]

    /// The frames of `item`'s subtree (the item included), read now.
    ///
    /// - Complexity: O(subtree × depth) for the paths, plus the frame reads.
    public init(of item: Item) {
        let base = item.parent?.path
        var entries: [Entry] = []
        var stack: [(Item, String)] = [(item, base.map { $0 + "/" + item.name } ?? item.name)]
        while let (current, path) = stack.popLast() {
            entries.append(Entry(path: path, frame: current.frame))
            for child in current.children.reversed() { stack.append((child, path + "/" + child.name)) }
        }
        self.init(entries: entries)
    }

    /// Frames from entries (the first of repeated paths wins a lookup).
    public init(entries: [Entry]) {
        self.entries = entries
        var positions: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where positions[entry.path] == nil { positions[entry.path] = index }
        self.positions = positions
    }

    /// The full paths, in order.
    public var paths: [String] { entries.map(\.path) }

    /// The frame at a full path, else of the one item whose path ends with
    /// `path` (`"logo"`, `"header/logo"`); nil if none does, or several.
    public subscript(_ path: String) -> Rect? {
        if let index = positions[path] { return entries[index].frame }
        let suffix = "/" + path
        let found = entries.filter { $0.path.hasSuffix(suffix) }
        return found.count == 1 ? found[0].frame : nil
    }

    /// The frames at progress `t` (0: these, 1: `other`) along `curve`,
    /// matched by path; an item in one of the two keeps its one frame (as
    /// ``FrameTransition`` does). Order: these entries, then `other`'s new ones.
    public func interpolated(to other: LayoutFrames, at t: Double, curve: TimingCurve = .linear) -> LayoutFrames {
        let p = curve.progress(at: t)
        var result = entries.map { entry in
            Entry(path: entry.path, frame: other.positions[entry.path].map { entry.frame.interpolated(to: other.entries[$0].frame, progress: p) } ?? entry.frame)
        }
        result += other.entries.filter { positions[$0.path] == nil }
        return LayoutFrames(entries: result)
    }
}

extension LayoutHost {
    /// Every item's frame, by path (``LayoutFrames``), read now.
    public var frames: LayoutFrames { LayoutFrames(of: root) }
}
