extension Make {
    /// Adds to the current insets and returns the previous ones.
    ///
    /// Insets are read when a verb is called, so later verbs see the sum:
    /// `insetEdges(edge: 30); equal(blue); insetEdges(edge: 30); equal(red)`
    /// puts red 30 inside blue. Name the physical edges
    /// (`insetEdges(top:left:bottom:right:)`) or the reading-direction ones
    /// (`insetEdges(top:leading:bottom:trailing:)`, which lie on the right
    /// and left when the reference is right-to-left), or both.
    @discardableResult
    public func insetEdges(top: Double = 0, left: Double = 0, leading: Double = 0, bottom: Double = 0, right: Double = 0, trailing: Double = 0,
                           fileID: String = #fileID, line: Int = #line) -> EdgeInsets {
        let previous = insets
        let location = CallSite(fileID: fileID, line: line)
        // Argument numbers follow the common spellings: top 1, left or leading 2, bottom 3, right or trailing 4.
        let values: [(Double, Int)] = [(top, 1), (left, 2), (leading, 2), (bottom, 3), (right, 4), (trailing, 4)]
        guard values.allSatisfy({ checkFinite($0.0, verb: "insetEdges", argument: $0.1, at: location) }) else {
            return previous
        }
        let more = EdgeInsets(top: top, left: left, leading: leading, bottom: bottom, right: right, trailing: trailing)
        guard checkSums(previous.overflow(adding: more), verb: "insetEdges", at: location) else { return previous }
        setInsets(previous + more)
        return previous
    }

    /// Adds `edge` to all four (physical) insets and returns the previous ones.
    @discardableResult
    public func insetEdges(edge: Double, fileID: String = #fileID, line: Int = #line) -> EdgeInsets {
        insetEdges(top: edge, left: edge, bottom: edge, right: edge, fileID: fileID, line: line)
    }

    /// Sets the insets back (usually to what `insetEdges` returned); `.zero` by default.
    public func resetEdges(_ insets: EdgeInsets = .zero, fileID: String = #fileID, line: Int = #line) {
        let location = CallSite(fileID: fileID, line: line)
        let values = [insets.top, insets.left, insets.bottom, insets.right, insets.leading, insets.trailing]
        guard values.allSatisfy({ checkFinite($0, verb: "resetEdges", argument: 1, at: location) }),
              checkSums(insets.overflow, verb: "resetEdges", at: location) else { return }
        setInsets(insets)
    }
}
