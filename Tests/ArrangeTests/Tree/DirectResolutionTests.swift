import ArrangeSolver
import Testing
@testable import Arrange

@Suite("Direct resolution fixes what required equalities determine, by substitution")
struct DirectResolutionTests {
    let solver = Solver()

    @Test("a chain given last to first resolves in dependency order from its seed")
    func chainInAnyOrder() {
        let (x0, x1, x2) = (solver.makeVariable("x0"), solver.makeVariable("x1"), solver.makeVariable("x2"))
        // x2 == x1 + 5, x1 == x0 + 10, x0 = 0: x1 = 10, x2 = 15.
        let resolution = DirectResolution(seeds: [(x0, 0)], constraints: [x2 == x1 + 5, x1 == x0 + 10])
        #expect(resolution[x1] == 10)
        #expect(resolution[x2] == 15)
        #expect(resolution.resolvedCount == 2)
    }

    @Test("a coefficient divides: 2x + 4 == 375 gives x = 185.5")
    func coefficient() {
        let (w, x) = (solver.makeVariable("w"), solver.makeVariable("x"))
        let resolution = DirectResolution(seeds: [(w, 375)], constraints: [2 * x + 4 == w])
        #expect(resolution[x] == 185.5)
    }

    @Test("an equality of two unknowns, an inequality and a non-required equality fix nothing")
    func leftToTheSolver() {
        let (a, b, c, d) = (solver.makeVariable("a"), solver.makeVariable("b"), solver.makeVariable("c"), solver.makeVariable("d"))
        let weak = (d == 7).with(.strong)
        let resolution = DirectResolution(seeds: [], constraints: [a == b, c >= 5, weak])
        #expect(resolution[a] == nil && resolution[b] == nil && resolution[c] == nil && resolution[d] == nil)
        #expect(resolution.resolvedCount == 0)
    }

    @Test("a value fixed twice keeps the first; the solver sees both and reports the conflict")
    func fixedTwice() {
        let (r, x) = (solver.makeVariable("r"), solver.makeVariable("x"))
        let resolution = DirectResolution(seeds: [(r, 100)], constraints: [x == r + 1, x == r + 2])
        #expect(resolution[x] == 101)
        #expect(resolution.resolvedCount == 1)
    }
}
