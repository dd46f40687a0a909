import ArrangeSolver
import Testing

@Suite("debugDescription")
struct DebugDescriptionTests {
    func sample() throws -> Solver {
        let solver = Solver()
        let (left, width, right) = (solver.makeVariable("left"), solver.makeVariable("width"), solver.makeVariable("right"))
        _ = solver.makeVariable("unused")
        try solver.add([left == 10, right == left + width, (width == 80).with(.weak), width >= 0])
        try solver.addEditVariable(right, strength: .strong)
        try solver.suggestValue(120, for: right)
        return solver
    }

    @Test("the dump names every variable with its current value")
    func namesAndValues() throws {
        let solver = try sample()
        let dump = solver.debugDescription
        for (name, value) in [("left", "10.0"), ("width", "110.0"), ("right", "120.0"), ("unused", "0.0")] {
            #expect(dump.contains(name) && dump.contains(value), "\(name) = \(value) missing from:\n\(dump)")
        }
    }

    @Test("the dump counts the constraints and shows their strengths")
    func countsAndStrengths() throws {
        let dump = try sample().debugDescription
        #expect(dump.contains("4 constraints") || dump.contains("5 constraints"), "\(dump)")
        #expect(dump.contains("weak") && dump.contains("required") && dump.contains("edit"), "\(dump)")
    }

    @Test("the dump is one line per fact, and the same for the same calls")
    func stable() throws {
        let a = try sample().debugDescription, b = try sample().debugDescription
        #expect(a == b)
        #expect(a.split(separator: "\n").count > 4)
        #expect(!Solver().debugDescription.isEmpty)
    }
}
