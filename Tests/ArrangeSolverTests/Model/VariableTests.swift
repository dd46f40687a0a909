import ArrangeSolver
import Testing

@Suite("Variable")
struct VariableTests {
    @Test("a solver numbers its variables densely from zero in creation order")
    func denseIds() {
        let solver = Solver()
        let vs = (0..<5).map { solver.makeVariable("v\($0)") }
        #expect(vs.map(\.id) == [0, 1, 2, 3, 4])
        #expect(solver.variableCount == 5)
        #expect(vs.sorted(by: >).map(\.id) == [4, 3, 2, 1, 0])
    }

    @Test("a variable keeps the name it was made with, and reads 0 until constrained")
    func nameAndValue() {
        let solver = Solver()
        let named = solver.makeVariable("width")
        let anonymous = solver.makeVariable()
        #expect(solver.name(of: named) == "width")
        #expect(solver.name(of: anonymous) == "")
        #expect(solver.value(of: named) == 0)
        #expect(solver[anonymous] == 0)
    }

    @Test("a variable describes itself by id")
    func describes() {
        let solver = Solver()
        _ = solver.makeVariable()
        #expect(solver.makeVariable("x").description == "v1")
    }
}
