@testable import ArrangeSolver
import Testing

@Suite("Journals take a pure addition back exactly, free lists included")
struct SolverStateJournalTests {
    @Test("an addition that reused a free component and free slots, and absorbed a component, is taken back to the same free lists")
    func freeListsRestored() throws {
        let solver = Solver()
        let (a, b, c, d, e) = (solver.makeVariable("a"), solver.makeVariable("b"), solver.makeVariable("c"),
                               solver.makeVariable("d"), solver.makeVariable("e"))
        let b20 = Constraint(Expression(b), .equal, Expression(20))
        let c30 = Constraint(Expression(c), .equal, Expression(30))
        // One call each: components 0…3 and slots 0…3, in this order.
        for constraint in [Constraint(Expression(a), .equal, Expression(10)), b20, c30, Constraint(Expression(d), .equal, Expression(40))] {
            try solver.add([constraint])
        }
        // Removing b's and c's frees components 1 and 2 and slots 1 and 2 (in that order).
        try solver.replace([b20, c30], with: [])
        let before = solver.debugDescription
        // e == 5 takes component 2 and slot 2 (the last free ones); a + d >= 0
        // joins components 0 and 3, freeing one of them, and takes slot 1.
        let kept = try solver.replace([], with: [Constraint(Expression(e), .equal, Expression(5)),
                                                 Constraint(Expression([Term(a), Term(d)]), .greaterThanOrEqual, Expression(0))],
                                      keepingIf: { _ in false })
        #expect(!kept)
        #expect(solver.debugDescription == before)
        // The free lists are back: e == 5 alone takes component 2 again, not 1.
        try solver.add([Constraint(Expression(e), .equal, Expression(5))])
        #expect(solver[e] == 5)
        #expect(solver.debugDescription.contains("e = 5.0  (component 2)"))
    }

    @Test("an addition that installs pending edit variables is taken back with them pending again, as a twin that never made it")
    func pendingEditsRestored() throws {
        /// x with a strong edit suggested 30 (pending: installed with the next change) and x >= 10.
        func make() throws -> (Solver, Variable) {
            let solver = Solver()
            let x = solver.makeVariable("x")
            try solver.add([Constraint(Expression(x), .greaterThanOrEqual, Expression(10))])
            try solver.addEditVariable(x, strength: .strong)
            try solver.suggestValue(30, for: x)
            return (solver, x)
        }
        let (solver, x) = try make()
        let (twin, y) = try make()
        // The edit constraint x == 30 goes in with x <= 20 (required): x = 20; then all is taken back.
        let kept = try solver.replace([], with: [Constraint(Expression(x), .lessThanOrEqual, Expression(20))], keepingIf: { s in
            s[x] == 20
        })
        #expect(kept)
        let taken = try twin.replace([], with: [Constraint(Expression(y), .lessThanOrEqual, Expression(20))], keepingIf: { _ in false })
        #expect(!taken)
        // The twin's edit is pending again: a new suggestion is what the next change installs.
        try twin.suggestValue(40, for: y)
        try twin.add([Constraint(Expression(y), .lessThanOrEqual, Expression(100))])
        #expect(twin[y] == 40)   // 10 <= 40 <= 100: the strong edit holds
        #expect(twin.hasEditVariable(y))
        // Taking it back again leaves the twin as a fresh one with the same calls.
        let (fresh, z) = try make()
        try fresh.suggestValue(40, for: z)
        try fresh.add([Constraint(Expression(z), .lessThanOrEqual, Expression(100))])
        #expect(twin.debugDescription == fresh.debugDescription)
    }

    @Test("a batch of one-row groups sharing components keeps a journal per component it makes, and is taken back exactly")
    func sharedGroupsTakenBack() throws {
        let solver = Solver()
        let (a, b, c, d) = (solver.makeVariable("a"), solver.makeVariable("b"), solver.makeVariable("c"), solver.makeVariable("d"))
        // 70 one-row groups (x_n == n): the first makes a component, the
        // next 31 join it (sharedComponentRows is 32); then one of 32, one of 6.
        let xs = (0..<70).map { solver.makeVariable("x\($0)") }
        // One component (0) whose slots 1, 2 and 3 are then freed: the
        // batch's first three groups take them, the first making component 1,
        // the next two joining it (their journals are folded into its).
        let sums = [Term(b), Term(c), Term(d)].enumerated().map { Constraint(Expression([Term(a), $1]), .equal, Expression(Double(20 + 10 * $0))) }
        try solver.add([Constraint(Expression(a), .equal, Expression(10))] + sums)
        try solver.replace(sums, with: [])
        let before = solver.debugDescription
        let freeSlots = solver.state.freeSlots, freeComponents = solver.state.freeComponents
        #expect(freeSlots.count == 3 && freeComponents.isEmpty)
        let batch = xs.enumerated().map { Constraint(Expression($1), .equal, Expression(Double($0))) }
        // Taken back whole by the acceptance test (the journals of an undoable batch).
        #expect(try !solver.replace([], with: batch, keepingIf: { _ in false }))
        #expect(solver.debugDescription == before)
        #expect(solver.state.freeSlots == freeSlots && solver.state.freeComponents == freeComponents)
        // Taken back whole when its last group cannot hold (a >= 11 against
        // a == 10); a checked build also compares every array, free lists included.
        let failing = batch + [Constraint(Expression(a), .greaterThanOrEqual, Expression(11))]
        #expect(throws: SolverError.self) { try solver.add(failing) }
        #expect(solver.debugDescription == before)
        #expect(solver.state.freeSlots == freeSlots && solver.state.freeComponents == freeComponents)
        try solver.add(batch)
        #expect(xs.enumerated().allSatisfy { solver[$1] == Double($0) } && solver[a] == 10)
        #expect(solver.debugDescription.contains("x69 = 69.0  (component 3)"))
    }

    @Test("a one-row group folded into the journal of a group after the one that made its shared component is taken back with the batch")
    func foldedGroupAfterAnother() throws {
        let solver = Solver()
        var batch: [Constraint] = []
        // 10 one-row groups: a run, which makes the shared component (its own journal).
        let v = (0..<11).map { solver.makeVariable("v\($0)") }
        for k in 0..<10 { batch.append(Constraint(Expression(v[k]), .equal, Expression(Double(k)))) }
        // 25 two-row groups, each a component of its own with a journal; after
        // the first, one more one-row group: a run of one, which joins the
        // shared component without a journal, folded into the two-row group's.
        // Undoing that journal first must not leave its rows' records behind.
        for g in 0..<25 {
            let (w0, w1) = (solver.makeVariable("w\(g)a"), solver.makeVariable("w\(g)b"))
            batch.append(Constraint(Expression(w0), .equal, Expression(Double(g))))
            batch.append(Constraint(Expression([Term(w1), Term(w0, -1)]), .equal, Expression(1)))
            if g == 0 { batch.append(Constraint(Expression(v[10]), .equal, Expression(10))) }
        }
        let kept = try solver.replace([], with: batch, keepingIf: { s in
            // Installed, with the values each row gives alone: v10 = 10, w0b = w0a + 1 = 1.
            s[v[10]] == 10 && s[v[3]] == 3
        })
        #expect(kept)
        #expect(solver[v[10]] == 10)
        // Now the same batch is taken back (the state had none of it).
        let again = Solver()
        var copy: [Constraint] = []
        let u = (0..<11).map { again.makeVariable("v\($0)") }
        for k in 0..<10 { copy.append(Constraint(Expression(u[k]), .equal, Expression(Double(k)))) }
        for g in 0..<25 {
            let (w0, w1) = (again.makeVariable("w\(g)a"), again.makeVariable("w\(g)b"))
            copy.append(Constraint(Expression(w0), .equal, Expression(Double(g))))
            copy.append(Constraint(Expression([Term(w1), Term(w0, -1)]), .equal, Expression(1)))
            if g == 0 { copy.append(Constraint(Expression(u[10]), .equal, Expression(10))) }
        }
        let empty = again.debugDescription
        #expect(try !again.replace([], with: copy, keepingIf: { _ in false }))
        #expect(again.debugDescription == empty)
        #expect(again.constraints.isEmpty)
        // And it installs again afterwards, every constraint once.
        try again.add(copy)
        #expect(again.constraints.count == copy.count)
        #expect(again[u[10]] == 10)
    }
}
