/// The solver's edit variables and their edits, by variable (lookups only,
/// never iterated to choose anything).
///
/// A solver has a few: a tree's root has two (its width and height). A
/// dictionary cost every new solver an allocation of its storage and a
/// type-metadata lookup the runtime does not cache (about 1,800
/// instructions of a 160,000-instruction first layout of a toolbar), and
/// each lookup a hash. Up to ``Tuning/editIndexFrom`` edits they are a list
/// searched in order; from there on, an index by variable finds them.
struct EditTable: Equatable {
    /// The edit variables, in the order they were added (a removal closes the gap).
    private var variables: [Variable] = []
    /// Their edits, in the same order.
    private var entries: [Edit] = []
    /// Each variable's position, once there are ``Tuning/editIndexFrom`` of them.
    private var index: [Variable: Int]?

    /// None.
    init() {}

    /// How many edit variables there are.
    var count: Int { variables.count }

    /// Whether there is none.
    var isEmpty: Bool { variables.isEmpty }

    /// The position of `v`'s edit, if it has one.
    private func position(of v: Variable) -> Int? {
        if let index { return index[v] }
        return variables.firstIndex(of: v)
    }

    /// `v`'s edit, if it is an edit variable; setting nil removes it.
    subscript(v: Variable) -> Edit? {
        get { position(of: v).map { entries[$0] } }
        set {
            switch (position(of: v), newValue) {
            case let (p?, edit?):
                entries[p] = edit
            case let (p?, nil):
                variables.remove(at: p)
                entries.remove(at: p)
                if index != nil { rebuildIndex() }
            case let (nil, edit?):
                if variables.isEmpty {
                    // Room for a second at once: a root's width and height.
                    variables.reserveCapacity(2)
                    entries.reserveCapacity(2)
                }
                variables.append(v)
                entries.append(edit)
                if index != nil {
                    index![v] = variables.count - 1
                } else if variables.count >= Tuning.editIndexFrom {
                    rebuildIndex()
                }
            case (nil, nil):
                break
            }
        }
    }

    /// The index by variable, made afresh from the list.
    private mutating func rebuildIndex() {
        var made: [Variable: Int] = [:]
        made.reserveCapacity(variables.count)
        for (p, v) in variables.enumerated() { made[v] = p }
        index = made
    }

    /// The same edit variables with the same edits, whatever the order they were added in.
    static func == (a: EditTable, b: EditTable) -> Bool {
        a.count == b.count && a.variables.indices.allSatisfy { b[a.variables[$0]] == a.entries[$0] }
    }
}
