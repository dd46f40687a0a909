extension Make {
    /// The item whose path ends with `path` (a name, or names joined by
    /// `/`), found in the reference item's subtree, else in the whole tree:
    /// `make.install(make["title"].top == make["logo"].bottom + 8)`.
    ///
    /// Not found, found more than once in the scope it was found in, or an
    /// invalid path: the closure fails with ``ArrangeError/layout(_:)``
    /// (this call's `file:line`) and installs nothing; the subscript then
    /// returns a stand-in item outside the tree, which the verbs given it
    /// ignore.
    public subscript(_ path: String, fileID: String = #fileID, line: Int = #line) -> Item {
        let location = CallSite(fileID: fileID, line: line)
        guard let segments = Item.segments(of: path) else { return missing(.invalidPath(path, at: location), path) }
        var scope = reference
        var found = recorder.names.items(segments, in: scope)
        if found.isEmpty && scope !== recorder.root {
            scope = recorder.root
            found = recorder.names.items(segments, in: scope)
        }
        if found.count == 1 { return found[0] }
        if found.isEmpty { return missing(.noSuchItem(path: path, scope: scope.name, at: location), path) }
        return missing(.ambiguousItem(path: path, scope: scope.name, matches: found.map(\.path), at: location), path)
    }

    /// Records the error and returns a stand-in item outside the tree.
    private func missing(_ error: LayoutError, _ path: String) -> Item {
        recorder.fail(.layout(error))
        let standIn = Item(path)
        recorder.standIns.insert(ObjectIdentifier(standIn))
        recorder.standInItems.append(standIn)
        return standIn
    }
}
