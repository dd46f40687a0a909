/// Where a primitive constraint came from: the verb, the argument, the items and the line.
public struct Provenance: Hashable, Sendable {
    /// The verb that made it (`xPlace`, `width`, `install`), or the system rule
    /// (`root origin`, `root size`, `hugging`, `compression resistance`).
    public var verb: String
    /// The 1-based position, in the verb's argument list, of the argument that
    /// made it (the item, the number, the wall), or nil for the call as a whole.
    public var argument: Int?
    /// The names of the items it mentions, in order of appearance.
    public var items: [String]
    /// The verb call's `#fileID:#line`, or nil for system rules.
    public var location: CallSite?
    /// What part of the verb's lowering this is, when the verb makes several
    /// kinds (`wall gap`, `spacer unit >= 0`, `trailing edge`).
    public var role: String?

    /// Creates a provenance.
    public init(verb: String, argument: Int? = nil, items: [String] = [], location: CallSite? = nil, role: String? = nil) {
        self.verb = verb
        self.argument = argument
        self.items = items
        self.location = location
        self.role = role
    }
}

extension Provenance: CustomStringConvertible {
    /// For example `xPlace argument 2 (red, root) at App/Screen.swift:12`.
    public var description: String {
        var text = verb
        if let argument { text += " argument \(argument)" }
        if let role { text += " [\(role)]" }
        if !items.isEmpty { text += " (\(items.joined(separator: ", ")))" }
        if let location { text += " at \(location)" }
        return text
    }
}
