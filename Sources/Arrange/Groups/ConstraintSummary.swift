/// A readable, `Sendable` snapshot of one primitive constraint: its relation in
/// item terms, its priority and its provenance. Errors carry these.
public struct ConstraintSummary: Hashable, Sendable {
    /// The relation in item terms, for example `blue.right == root.right - 20`.
    public var relation: String
    /// Its priority.
    public var priority: Priority
    /// Where it came from.
    public var provenance: Provenance
    /// The identifier given to its handle (``ConstraintHandle/identifier``), if any.
    public var identifier: String?

    /// Creates a summary.
    public init(relation: String, priority: Priority, provenance: Provenance, identifier: String? = nil) {
        self.relation = relation
        self.priority = priority
        self.provenance = provenance
        self.identifier = identifier
    }
}

extension ConstraintSummary: CustomStringConvertible {
    /// For example `blue.right == root.right - 20 — xPlace argument 5 (blue, root) at App/Screen.swift:12`,
    /// or with an identifier `'title-below-avatar' title.top == avatar.bottom + 8 — install (title, avatar) at …`.
    public var description: String {
        (identifier.map { "'\($0)' " } ?? "") + relation + (priority.isRequired ? "" : " ~ \(priority)") + " — \(provenance)"
    }
}
