@testable import ArrangeSolver
import Testing

@Suite("The edit table finds each edit variable's edit, through a list or, past a few, an index")
struct EditTableTests {
    /// An edit of strength `.strong` holding `value`.
    private func edit(_ value: Double, slot: Int? = nil) -> Edit {
        Edit(slot: slot, strength: .strong, value: value)
    }

    @Test("edits set, changed and removed read back as a dictionary would, below and past the index's threshold", arguments: [2, Tuning.editIndexFrom + 5])
    func readsAsADictionary(count: Int) {
        var table = EditTable()
        var reference: [Variable: Edit] = [:]
        let variables = (0..<count).map { Variable(id: 3 * $0 + 1) }
        for (k, v) in variables.enumerated() {
            table[v] = edit(Double(k))
            reference[v] = edit(Double(k))
        }
        // Change every other one, remove every third, put the first back.
        for (k, v) in variables.enumerated() where k % 2 == 0 {
            table[v]!.value = -Double(k)
            table[v]!.slot = k
            reference[v]!.value = -Double(k)
            reference[v]!.slot = k
        }
        for (k, v) in variables.enumerated() where k % 3 == 0 {
            table[v] = nil
            reference[v] = nil
        }
        table[variables[0]] = edit(42)
        reference[variables[0]] = edit(42)
        #expect(table.count == reference.count && !table.isEmpty)
        for id in 0..<(3 * count + 2) {
            let v = Variable(id: id)
            #expect(table[v] == reference[v], "variable \(id)")
        }
        table[Variable(id: 0)] = nil   // not an edit variable: nothing happens
        #expect(table.count == reference.count)
    }

    @Test("two tables are equal when they hold the same edits, whatever the order they were added in")
    func equalityIgnoresOrder() {
        var a = EditTable(), b = EditTable()
        a[Variable(id: 1)] = edit(1)
        a[Variable(id: 2)] = edit(2)
        b[Variable(id: 2)] = edit(2)
        b[Variable(id: 1)] = edit(1)
        #expect(a == b)
        b[Variable(id: 1)]!.value = 3
        #expect(a != b)
        b[Variable(id: 1)] = nil
        #expect(a != b && EditTable().isEmpty)
    }
}
