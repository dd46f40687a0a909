import Arrange

/// `arrange-bench --flex --frames`: a workload's frames in the format of
/// `flex_bench.py --frames NAME`, which `check_frames.py` reads:
///
///     {"workload": NAME, "engine": "arrange",
///      "layout": {"size": [W1, H1], "frames": [[ITEM, x, y, w, h], ...]},
///      "resize": {"size": [W2, H2], "frames": [[ITEM, x, y, w, h], ...]}}
///
/// x and y are in the root's coordinates (an item's ``Item/frame`` is in its
/// parent's, so the parents' origins are added up), the items in the
/// docstring's order (``FlexLayout/items``): the root is not one.
enum FlexFrames {
    /// The frames of one workload as one JSON line: laid out at its first
    /// size, then resized to its second.
    ///
    /// - Precondition: `name` is one of ``FlexWorkloads/names``.
    static func line(_ name: String) throws -> String {
        guard let flex = FlexWorkloads.layout(named: name) else { preconditionFailure("no flex workload \(name)") }
        try flex.root.resize(width: flex.firstSize.width, height: flex.firstSize.height)
        try flex.arrange()
        let layout = state(flex, size: flex.firstSize)
        try flex.root.resize(width: flex.secondSize.width, height: flex.secondSize.height)
        let resize = state(flex, size: flex.secondSize)
        return Measurement.jsonLine([("workload", name), ("engine", "arrange"), ("layout", layout), ("resize", resize)])
    }

    /// `{"size": [W, H], "frames": [[ITEM, x, y, w, h], ...]}` of the layout as it is now.
    static func state(_ flex: FlexLayout, size: GivenSize) -> [(String, Any)] {
        let frames: [Any] = rootFrames(flex.items, root: flex.root).map { item, frame in
            [item.name, frame.x, frame.y, frame.width, frame.height] as [Any]
        }
        return [("size", [size.width as Any, size.height as Any] as [Any]), ("frames", frames)]
    }

    /// Each item's frame in the root's coordinates, in order.
    ///
    /// An item's origin is its ``Item/frame`` origin plus its parent's origin
    /// in the root's coordinates; each item's is found once (memoised), so a
    /// deep chain costs one frame read per item.
    static func rootFrames(_ items: [Item], root: Item) -> [(item: Item, frame: Rect)] {
        var origins: [ObjectIdentifier: Point] = [ObjectIdentifier(root): Point(x: 0, y: 0)]
        func origin(of item: Item) -> Point {
            // The item's ancestors up to the first whose origin is known, then down again.
            var chain: [Item] = []
            var current: Item? = item
            while let next = current, origins[ObjectIdentifier(next)] == nil {
                chain.append(next)
                current = next.parent
            }
            var base = current.flatMap { origins[ObjectIdentifier($0)] } ?? Point(x: 0, y: 0)  // a root: the origin
            for link in chain.reversed() {
                let f = link.frame
                base = Point(x: base.x + f.x, y: base.y + f.y)
                origins[ObjectIdentifier(link)] = base
            }
            return base
        }
        return items.map { item in
            let o = origin(of: item)
            let f = item.frame
            return (item, Rect(x: o.x, y: o.y, width: f.width, height: f.height))
        }
    }
}
