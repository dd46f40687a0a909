/// One installed constraint: where its row lives (24 bytes, and as many
/// optional: one per constraint).
struct Record {
    /// The constraint (for edit variables, the internal `v == value` constraint).
    var constraint: Constraint
    /// The component holding its row.
    var component: Int32
    /// Its row in that component.
    var row: Int32
    /// The serial, complemented (negative) for an edit constraint: a
    /// separate flag would pad the record to 32 bytes.
    private let order: Int

    init(constraint: Constraint, component: Int32, row: Int32, serial: Int, isEdit: Bool) {
        self.constraint = constraint
        self.component = component
        self.row = row
        order = isEdit ? ~serial : serial
    }

    /// Installation order.
    var serial: Int { order >= 0 ? order : ~order }
    /// Whether this is the edit constraint of a variable.
    var isEdit: Bool { order < 0 }
}

/// An edit variable: its constraint's slot once installed; until then
/// (it is installed with the next change or read) its strength and value.
struct Edit: Equatable {
    var slot: Int?
    var strength: Strength
    var value: Double
}

/// Everything a ``Solver`` knows, as one value: a failing call restores the
/// copy it took on entry, so "nothing changes on error" holds exactly (the
/// arrays are copy-on-write, so only what the call touched is copied).
@usableFromInline
struct SolverState {
    var names = VariableNames()
    @usableFromInline var values: [Double] = []
    /// The component of each variable, or −1 if no constraint mentions it.
    var variableComponent: [Int32] = []
    /// The variable's column in its component.
    var variableColumn: [Int32] = []
    var components: [Component?] = []
    var freeComponents: [Int] = []
    var slots: [Record?] = []
    var freeSlots: [Int] = []
    /// The slot of each installed constraint, by identity (lookup only,
    /// never iterated).
    var records = ConstraintIndex()
    /// Edit variables (lookup only, never iterated).
    var edits = EditTable()
    /// Edit variables not installed yet, in the order they were added.
    @usableFromInline var pendingEdits: [Variable] = []
    var serial = 0
    /// The system while it resolves directly (``DirectSystem``); nil once
    /// it went to the components (``materialize()``), and for a state made
    /// on its own (the solver's tests of its components).
    var direct: DirectSystem?

    /// An empty state; with `direct`, in its direct mode.
    init(direct: Bool = false) {
        if direct { self.direct = DirectSystem(firstSerial: 0) }
    }
    /// Scratch space for factorisations and simplex runs (contents never matter between calls).
    var workspace = Workspace()

    mutating func makeVariable(_ name: String) -> Variable {
        names.append(name); values.append(0); variableComponent.append(-1); variableColumn.append(-1)
        return Variable(id: names.count - 1)
    }

    /// `count` unnamed variables (names counted, not stored); returns the first id.
    mutating func makeVariables(count: Int) -> Int {
        let first = names.count
        names.appendUnnamed(count)
        // Plain appends: `append(contentsOf: repeatElement(…))` is a general, unspecialised call per table.
        for _ in 0..<count {
            values.append(0); variableComponent.append(-1); variableColumn.append(-1)
        }
        return first
    }

    func installedConstraints() -> [Constraint] {
        slots.compactMap { $0 }.filter { !$0.isEdit }.sorted { $0.serial < $1.serial }.map(\.constraint)
    }

    func displayName(_ v: Variable) -> String {
        v.id >= 0 && v.id < names.count ? names[v.id] : ""
    }
}
