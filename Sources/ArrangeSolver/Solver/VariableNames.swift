/// The names of a solver's variables, by id: only the names given are
/// stored while few are.
///
/// Most variables of a layout tree have none: it names its items' variables
/// on demand, from their items (four per item, tens of thousands in a large
/// first layout), so an array of strings cost 16 bytes per variable, and a
/// string appended each time, for names never shown. A solver whose
/// variables are mostly named (kiwi's use) keeps them in an array, as a
/// table by id would cost it more in time and space.
struct VariableNames: Equatable, Sequence {
    /// How many variables there are (named or not).
    private(set) var count = 0
    /// Whether the names are in ``dense`` (most variables have one).
    private var isDense = false
    /// Every variable's name (empty for none), once ``isDense``.
    private var dense: [String] = []
    /// The names given, by variable id, while few are (lookup only, never iterated).
    private var sparse: [Int: String] = [:]

    /// The name of variable `id`: the one given, or empty.
    subscript(id: Int) -> String {
        isDense ? dense[id] : sparse[id] ?? ""
    }

    /// Adds the next variable's name (empty for none).
    @inline(__always)
    mutating func append(_ name: String) {
        if isDense {
            dense.append(name)
        } else if !name.isEmpty {
            sparse[count] = name
            if count >= Tuning.denseNamesFrom && 2 * sparse.count > count { makeDense() }
        }
        count += 1
    }

    /// Adds `n` variables without names.
    @inline(__always)
    mutating func appendUnnamed(_ n: Int) {
        if isDense { dense.append(contentsOf: repeatElement("", count: n)) }
        count += n
    }

    /// Moves the names into an array: most variables have one.
    private mutating func makeDense() {
        dense = [String](repeating: "", count: count + 1)
        for id in 0...count { if let name = sparse[id] { dense[id] = name } }
        sparse = [:]
        isDense = true
    }

    /// The names in id order.
    func makeIterator() -> some IteratorProtocol<String> {
        (0..<count).lazy.map { self[$0] }.makeIterator()
    }

    /// Whether every id has the same name, however each list stores them.
    static func == (a: VariableNames, b: VariableNames) -> Bool {
        a.count == b.count && (0..<a.count).allSatisfy { a[$0] == b[$0] }
    }
}
