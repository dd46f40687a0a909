/// The names of a solver's variables, by id: only the names given are
/// stored.
///
/// Most variables have none: a layout tree names its items' variables on
/// demand, from their items (four per item, tens of thousands in a large
/// first layout), so an array of strings cost 16 bytes per variable, and a
/// string appended each time, for names never shown.
struct VariableNames: Equatable, Sequence {
    /// How many variables there are (named or not).
    private(set) var count = 0
    /// The names given, by variable id (lookup only, never iterated).
    private var given: [Int: String] = [:]

    /// The name of variable `id`: the one given, or empty.
    subscript(id: Int) -> String { given[id] ?? "" }

    /// Adds the next variable's name (empty for none).
    @inline(__always)
    mutating func append(_ name: String) {
        if !name.isEmpty { given[count] = name }
        count += 1
    }

    /// The names in id order.
    func makeIterator() -> some IteratorProtocol<String> {
        (0..<count).lazy.map { self[$0] }.makeIterator()
    }
}
