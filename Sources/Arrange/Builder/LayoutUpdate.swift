/// What one ``LayoutHost/apply(_:)`` changed: items added, removed and
/// moved (by path), and how many arrangement constraints it uninstalled,
/// installed and kept.
///
/// An update that changes one constant in a 100-container layout reports
/// `installed == 1`, `uninstalled == 1`: every other constraint was
/// compared and kept, not reinstalled.
public struct LayoutUpdate: Hashable, Sendable {
    /// Paths of the items created, parents before children.
    public var added: [String] = []
    /// Paths of the items removed (each subtree by its top item).
    public var removed: [String] = []
    /// Paths (after the update) of the kept items whose place among their
    /// siblings changed, or that moved to another parent (by ``Node/id``).
    public var moved: [String] = []
    /// Arrangement constraints installed (new, or changed).
    public var installed = 0
    /// Arrangement constraints uninstalled (gone, or changed).
    public var uninstalled = 0
    /// Arrangement constraints compared equal and left installed.
    public var kept = 0
    /// Items whose intrinsic size changed.
    public var resized: [String] = []

    /// Nothing changed.
    public init() {}

    /// Whether the update changed neither items nor constraints.
    public var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && moved.isEmpty && resized.isEmpty && installed == 0 && uninstalled == 0
    }
}
