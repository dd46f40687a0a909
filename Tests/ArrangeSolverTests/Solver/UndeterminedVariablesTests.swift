import ArrangeSolver
import Testing
import TestSupport

@Suite("Undetermined variables")
struct UndeterminedVariablesTests {
    @Test("every variable of a new solver is undetermined, sorted by id")
    func fresh() {
        let solver = Solver()
        let vs = (0..<4).map { solver.makeVariable("v\($0)") }
        #expect(solver.undeterminedVariables() == vs)
    }

    @Test("a variable fixed by an equality is determined; untouched ones are not")
    func fixedByEquality() throws {
        let solver = Solver()
        let (x, y, z) = (solver.makeVariable("x"), solver.makeVariable("y"), solver.makeVariable("z"))
        try solver.add(x == 5)
        #expect(solver.undeterminedVariables() == [y, z])
        try solver.add(z == x + 1)
        #expect(solver.undeterminedVariables() == [y])
    }

    @Test("a sum fixes neither of its two variables")
    func freeDirection() throws {
        let solver = Solver()
        let (x, y, s) = (solver.makeVariable("x"), solver.makeVariable("y"), solver.makeVariable("s"))
        try solver.add([x + y == 10, s == 3])
        #expect(solver.undeterminedVariables() == [x, y])
    }

    @Test("a weak wish fixes a free direction")
    func weakFixes() throws {
        let solver = Solver()
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        try solver.add([x + y == 10, (x == y).with(.weak)])
        #expect(solver.undeterminedVariables().isEmpty)
        #expect(solver[x] == 5 && solver[y] == 5)
    }

    @Test("a variable that may take any value between two bounds is undetermined")
    func slackBetweenBounds() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add([x >= 0, x <= 10])
        #expect(solver.undeterminedVariables() == [x])
        try solver.add((x == 4).with(.weak))
        #expect(solver.undeterminedVariables().isEmpty)
    }

    @Test("both coordinates of a two-dimensional feasible polygon are undetermined")
    func polygon() throws {
        // Found by a soak run (seed 611 of matchesReference; missed at main
        // 6f84913, fixed by fdacd58). x1 is fixed at −13; then (x0, x2) may
        // be anywhere in a polygon with x2 from 10 to 12 and x0 from
        // 8.5 + x2/2 up to min(x2 + 5.5, 39 − 2·x2, 20.5 − x2/2); the one soft
        // row holds everywhere in it. The solver's vertex (15.5, −13, 10) is
        // degenerate: three rows are tight there.
        let solver = Solver()
        let x = (0..<3).map { solver.makeVariable("x\($0)") }
        try solver.add([
            -x[2] + 10 <= 0,
            x[1] - 2 * x[2] + 2 * x[0] + 2 <= 0,
            2 * x[2] + x[0] - 39 <= 0,
            x[0] + 0.5 * x[2] - 20.5 <= 0,
            x[1] - x[2] + 2 * x[0] - 4 >= 0,
            3 * x[1] + 39 == 0,
            (-x[0] + 2 * x[1] + x[2] - 29 <= 0).with(Strength(value: 2)),
        ])
        #expect(solver.undeterminedVariables() == [x[0], x[2]], "values \(x.map { solver[$0] })")
    }

    @Test("an edit variable fixes its variable")
    func editFixes() throws {
        let solver = Solver()
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        try solver.add(y == x + 2)
        #expect(solver.undeterminedVariables() == [x, y])
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.undeterminedVariables().isEmpty)
        try solver.removeEditVariable(x)
        #expect(solver.undeterminedVariables() == [x, y])
    }

    @Test("a variable is undetermined exactly when it can move over the reference's optimal solutions", arguments: propertySeeds(200))
    func matchesReference(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 120_000 + seed)
        let system = SystemGenerator(variables: 2...5, rows: 1...7).feasible(using: &rng)
        let solver = Solver()
        let (variables, constraints) = system.instantiate(in: solver)
        try solver.add(constraints)
        var problem = constraints
        if seed % 2 == 0 {  // half the cases also drag one variable with an edit
            let v = variables.randomElement(using: &rng)!
            let value = Double(Int.random(in: -30...30, using: &rng))
            try solver.addEditVariable(v, strength: .medium)
            try solver.suggestValue(value, for: v)
            problem.append((v == value).with(.medium))
        }
        let expected = try variables.filter { v in
            let range = try #require(ReferenceSolver.optimalRange(of: v, in: problem))
            return range.upperBound - range.lowerBound > 1e-6
        }
        #expect(solver.undeterminedVariables() == expected, "\(system)")
    }
}
