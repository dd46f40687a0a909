extension Make {
    /// Adds to the current insets and returns the previous ones.
    ///
    /// Insets are read when a verb is called, so later verbs see the sum:
    /// `insetEdges(edge: 30); equal(blue); insetEdges(edge: 30); equal(red)`
    /// puts red 30 inside blue.
    @discardableResult
    public func insetEdges(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0, fileID: String = #fileID, line: Int = #line) -> EdgeInsets {
        let previous = insets
        let location = CallSite(fileID: fileID, line: line)
        let values = [top, left, bottom, right]
        guard values.enumerated().allSatisfy({ checkFinite($0.element, verb: "insetEdges", argument: $0.offset + 1, at: location) }) else {
            return previous
        }
        setInsets(previous + EdgeInsets(top: top, left: left, bottom: bottom, right: right))
        return previous
    }

    /// Adds `edge` to all four insets and returns the previous ones.
    @discardableResult
    public func insetEdges(edge: Double, fileID: String = #fileID, line: Int = #line) -> EdgeInsets {
        insetEdges(top: edge, left: edge, bottom: edge, right: edge, fileID: fileID, line: line)
    }

    /// Sets the insets back (usually to what `insetEdges` returned); `.zero` by default.
    public func resetEdges(_ insets: EdgeInsets = .zero, fileID: String = #fileID, line: Int = #line) {
        let location = CallSite(fileID: fileID, line: line)
        let values = [insets.top, insets.left, insets.bottom, insets.right]
        guard values.allSatisfy({ checkFinite($0, verb: "resetEdges", argument: 1, at: location) }) else { return }
        setInsets(insets)
    }
}
