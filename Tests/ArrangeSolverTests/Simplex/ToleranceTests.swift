import ArrangeSolver
import Testing
import TestSupport

/// Feasibility is judged relative to the magnitudes a component works with:
/// a value that should be 0 but is computed from coordinates of 10⁹ is
/// off by their last bits, and that is not a conflict.
@Suite("Tolerances scale with the magnitudes")
struct ToleranceTests {
    /// AutoLayoutKit's `xPlace(flexible * 2, c, flexible)` with `equal(c)`:
    /// the spacer unit is exactly 0, but computed as a difference of widths.
    @Test("a spacer that must be 0 between coordinates of 7·10⁶ … 10¹³ is not a false conflict", arguments: [6.99e6, 6.99e7, 6.99e8, 6.99e9, 6.99e10, 1e12, 1e13])
    func largeCoordinates(width: Double) throws {
        let solver = Solver()
        let (rootWidth, left, w, unit) = (solver.makeVariable("root.width"), solver.makeVariable("c.left"), solver.makeVariable("c.width"), solver.makeVariable("unit"))
        try solver.add([(rootWidth <= 50).with(.level(250)), (rootWidth >= 50).with(.level(750))])
        try solver.add([w == width, unit >= 0, left == 2 * unit, left + w + unit == rootWidth, left + w == rootWidth, left == 0])
        // Exact to 10⁻¹² of the largest magnitude (the documented contract).
        let slack = 1e-12 * width
        #expect(abs(solver[rootWidth] - width) <= slack)
        #expect(abs(solver[unit]) <= slack)
        for c in solver.constraints where c.strength.isRequired {
            #expect(violation(of: c, values: { solver[$0] }) <= slack, "\(c)")
        }
    }

    @Test("a root 8.56·10¹⁴ wide that a relation caps at 17 is refused as a conflict, not a broken invariant")
    func hugeEditAgainstACap() throws {
        let solver = Solver()
        let width = solver.makeVariable("root.width")
        try solver.add(width <= width * 0.001 + 17)
        try solver.addEditVariable(width, strength: .level(1000))
        try solver.suggestValue(8.56e14, for: width)
        #expect(abs(solver[width] - 17 / 0.999) <= 1e-9)
        let error = capturedError { try solver.add(width == 8.56e14) }
        #expect(error?.kind == .unsatisfiable)
    }

    /// Found by the fuzzer (hostile seed 51): a required width of 10¹⁵ once
    /// loosened every relation of its component to 10⁻¹² of it (1000 points).
    /// Each value's tolerance now follows the magnitudes it is computed from.
    @Test("one required constant of 10¹⁵ does not loosen a small relation of its component (moved by the dual simplex method)")
    func hugeConstantKeepsSmallRelationsExact() throws {
        let solver = Solver()
        let (big, a) = (solver.makeVariable("big"), solver.makeVariable("a"))
        try solver.add([big >= 1e15, big - a >= 0, (a == 5).with(.weak)])
        #expect(solver[a] == 5)
        try solver.add(a >= 5.5)   // 0.5 out: far beyond rounding of a's own terms
        #expect(solver[a] == 5.5)
        #expect(solver[big] == 1e15)
    }

    @Test("one required constant of 10¹⁵ does not let the primal ratio test overshoot a small bound")
    func hugeConstantKeepsSmallBoundsExact() throws {
        let solver = Solver()
        let (big, a) = (solver.makeVariable("big"), solver.makeVariable("a"))
        try solver.add([big >= 1e15, big - a >= 0, a <= 10, 2 * a <= 20.5, a >= 0])
        // a = 500 is wished after the bounds: the primal method walks a up to
        // its first bound, 10 (2a ≤ 20.5 allows 10.25, and a ≤ 10 must hold exactly).
        try solver.add((a == 500).with(.weak))
        #expect(solver[a] == 10)
    }
}
