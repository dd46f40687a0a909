@testable import ArrangeSolver
import Testing

@Suite("A solver stores the names given to its variables, and nothing for the others")
struct VariableNamesTests {
    @Test("names read back by id, empty for a variable made without one, in id order")
    func readBack() {
        var names = VariableNames()
        names.append("x")
        names.append("")
        names.append("spacer 1")
        #expect(names.count == 3)
        #expect(names[0] == "x" && names[1] == "" && names[2] == "spacer 1")
        #expect(Array(names) == ["x", "", "spacer 1"])
    }

    @Test("two lists are equal when every id has the same name")
    func equality() {
        var a = VariableNames(), b = VariableNames()
        a.append("x"); a.append("")
        b.append("x")
        #expect(a != b)
        b.append("")
        #expect(a == b)
        b.append("")
        a.append("y")
        #expect(a != b)
    }

    @Test("a solver's unnamed variables read as empty names, its named ones as given, after a reset too")
    func solverNames() {
        let solver = Solver()
        let x = solver.makeVariable("x"), anonymous = solver.makeVariable(), y = solver.makeVariable("y")
        #expect(solver.variableCount == 3)
        #expect(solver.name(of: x) == "x" && solver.name(of: anonymous) == "" && solver.name(of: y) == "y")
        solver.reset()
        #expect(solver.variableCount == 3 && solver.name(of: y) == "y" && solver.name(of: anonymous) == "")
    }

    @Test("once most variables are named, the names go into an array, and read back the same")
    func dense() {
        var names = VariableNames()
        // 20 variables, every one named but the fourth: past 16, more than half are.
        for id in 0..<20 { names.append(id == 3 ? "" : "v\(id)") }
        #expect(names.count == 20)
        #expect(Array(names) == (0..<20).map { $0 == 3 ? "" : "v\($0)" })
        names.append("")
        #expect(names[20] == "" && names[19] == "v19" && names.count == 21)
    }

    @Test("unnamed variables added as a batch read as empty names, before and after the names go into an array")
    func unnamedBatch() {
        var names = VariableNames()
        names.append("x")
        names.appendUnnamed(4)
        #expect(names.count == 5)
        #expect(Array(names) == ["x", "", "", "", ""])
        // 17 named on top (ids 5…21): 18 of 22 named, past 16 and more than half, so the array form.
        for id in 5..<22 { names.append("v\(id)") }
        names.appendUnnamed(3)
        #expect(names.count == 25)
        #expect(names[21] == "v21" && names[22] == "" && names[24] == "")
        #expect(Array(names) == ["x", "", "", "", ""] + (5..<22).map { "v\($0)" } + ["", "", ""])
    }
}
