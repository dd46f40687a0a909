extension Item {
    /// The tree of this item's root as text: each item (indented by depth,
    /// named as ``displayName`` does) with its frame, then under it the
    /// installed constraints that name it first (arrangement constraints in
    /// installation order, then its intrinsic size), each with its verb,
    /// items and `file:line`. SwiftLayout's `LayoutPrinter`, for a debugger
    /// or a log:
    ///
    /// ```
    /// screen (0, 0, 375, 603)
    ///   logo (147.5, 60, 80, 80)
    ///     logo.width == 80 — size argument 1 (logo) at App/Login.swift:12
    /// ```
    ///
    /// Each line is cut as `Snippet/line(_:)`.
    ///
    /// - Complexity: O(items + installed constraints).
    public func treeDescription() -> String {
        let root = self.root
        let tree = root.tree
        var byFirst: [ObjectIdentifier: [LayoutConstraint]] = [:]   // lookup only
        var unnamed: [LayoutConstraint] = []
        for c in tree.groups.flatMap(\.constraints) {
            if let first = c.lowered.references.first { byFirst[first.id, default: []].append(c) } else { unnamed.append(c) }
        }
        var lines: [String] = []
        // Depth first, parents first, without recursion (trees may be deep).
        var stack: [(item: Item, depth: Int)] = [(root, 0)]
        while let (item, depth) = stack.popLast() {
            let indent = String(repeating: "  ", count: depth)
            lines.append(Snippet.line(indent + item.displayName + " " + item.frame.description + (item.isHidden ? " hidden" : "")))
            let own = (byFirst[ObjectIdentifier(item)] ?? []) + (tree.intrinsic[ObjectIdentifier(item)] ?? [])
            for c in own + (depth == 0 ? unnamed : []) { lines.append(Snippet.line(indent + "    " + c.summary.boundedDescription)) }
            for child in item.children.reversed() { stack.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
