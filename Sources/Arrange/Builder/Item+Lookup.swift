// Finding items by name (SwiftLayout's `identifying` / `equalTo("plus")`),
// and by path when names repeat (`screen/cell/label`).
extension Item {
    // `path` itself is in Items/Item+Path.swift.
    /// The items of this subtree (this item included) whose path ends with
    /// `path`, depth first, parents before children.
    ///
    /// `path` is a name (`"label"`) or names joined by `/` (`"cell/label"`):
    /// an item matches when its name is the last one, its parent's the one
    /// before, and so on (the chain may reach above this item). An invalid
    /// path (empty, or with an empty segment) matches nothing.
    ///
    /// - Complexity: O(subtree × segments).
    public func items(matching path: String) -> [Item] {
        guard let segments = Self.segments(of: path) else { return [] }
        return subtree.filter { $0.hasPath(segments) }
    }

    /// The one item of this subtree (this item included) whose path ends
    /// with `path` (a name, or names joined by `/`; see ``items(matching:)``).
    ///
    /// ```swift
    /// let label = try screen.item("cell/label")
    /// ```
    ///
    /// - Throws: ``ArrangeError/layout(_:)`` with
    ///   ``LayoutError/noSuchItem(path:scope:at:)`` when none matches,
    ///   ``LayoutError/ambiguousItem(path:scope:matches:at:)`` (listing
    ///   the full paths) when several do, ``LayoutError/invalidPath(_:at:)``
    ///   for an empty path or segment.
    public func item(_ path: String, fileID: String = #fileID, line: Int = #line) throws(ArrangeError) -> Item {
        try item(path, at: CallSite(fileID: fileID, line: line))
    }

    /// ``item(_:fileID:line:)`` with the call site given.
    func item(_ path: String, at location: CallSite?) throws(ArrangeError) -> Item {
        guard Self.segments(of: path) != nil else { throw .layout(.invalidPath(path, at: location)) }
        let found = items(matching: path)
        guard let first = found.first else { throw .layout(.noSuchItem(path: path, scope: name, at: location)) }
        guard found.count == 1 else {
            throw .layout(.ambiguousItem(path: path, scope: name, matches: found.map(\.path), at: location))
        }
        return first
    }

    /// The names of a path, last first; nil if it is empty or has an empty segment.
    static func segments(of path: String) -> [Substring]? {
        if !path.utf8.contains(UInt8(ascii: "/")) { return path.isEmpty ? nil : [path[...]] }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !segments.isEmpty, !segments.contains(where: \.isEmpty) else { return nil }
        return segments.reversed()
    }

    /// Whether the item's name is `segments[0]`, its parent's `segments[1]`, and so on.
    func hasPath(_ segments: [Substring]) -> Bool {
        var item: Item? = self
        for segment in segments {
            guard let current = item, current.name == segment else { return false }
            item = current.parent
        }
        return true
    }
}
