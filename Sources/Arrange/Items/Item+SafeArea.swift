import ArrangeSolver

// A root's safe area, given from outside. The tree's side (its four
// insets as edit variables) is Tree/LayoutTree+SafeArea.swift.
extension Item {
    /// The safe area of a root, given from outside (a status bar, a notch, a
    /// home indicator): insets from its edges (physical `top left bottom
    /// right`; leading and trailing resolve by the root's direction). Nil
    /// (the default) is no safe area.
    ///
    /// The root's margin anchors (`leftMargin` … `edgesWithinMargins`, and
    /// ``Make/refWithinMargins(_:fileID:line:)`` on the root) are measured
    /// from the safe area, then the root's ``margins``, as UIKit's layout
    /// margins are by default. A change re-solves incrementally (the insets
    /// are edit variables, as the root size is); the first one lowers the
    /// arrangements again. A change the layout cannot take is refused: the
    /// old insets stay and ``diagnostics`` says why (``setSafeAreaInsets(_:)``
    /// throws instead). On an item that is not a root the insets are kept
    /// and apply when it becomes one.
    public var safeAreaInsets: EdgeInsets? {
        get { requestedSafeArea }
        set {
            do throws(ArrangeError) { try setSafeAreaInsets(newValue) } catch {
                reject("safe area \(newValue.map(\.description) ?? "nil") of \(Snippet.text(name))", error)
            }
        }
    }

    /// Gives a root its safe-area insets (nil removes them) and re-solves, or throws and changes nothing.
    public func setSafeAreaInsets(_ insets: EdgeInsets?) throws(ArrangeError) {
        if let bad = insets?.firstUnsolvable {
            throw .nonFinite(verb: "safeAreaInsets of \(name)", argument: nil, value: bad, at: CallSite(fileID: "(safeAreaInsets)", line: 0))
        }
        guard parent == nil, let tree = ownedTree else {
            requestedSafeArea = insets
            return
        }
        try tree.applySafeArea(insets)
        requestedSafeArea = insets
    }
}
