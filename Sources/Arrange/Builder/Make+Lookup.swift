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
        do throws(ArrangeError) {
            if !reference.items(matching: path).isEmpty || reference === recorder.root {
                return try reference.item(path, at: location)
            }
            return try recorder.root.item(path, at: location)
        } catch {
            recorder.fail(error)
            return Item(path)
        }
    }
}
