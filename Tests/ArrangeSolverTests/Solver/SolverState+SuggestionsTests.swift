@testable import ArrangeSolver
import Testing

@Suite("Several suggestions in one call")
struct SolverStateSuggestionsTests {
    /// A solver with `W` editable (strong) at 375 and `x == W − 20`, on the
    /// general path or in its direct mode.
    func solver(direct: Bool) throws -> (Solver, Variable, Variable) {
        let s = Tuning.$directResolution.withValue(direct) { Solver() }
        let w = s.makeVariable("W"), x = s.makeVariable("x")
        try s.addEditVariable(w, strength: .strong)
        try s.suggestValue(375, for: w)
        try s.add(x == w - 20)
        return (s, w, x)
    }

    @Test("a variable suggested twice in one call takes its last value, on either path, as two calls would",
          arguments: [false, true])
    func repeatedVariableTakesTheLastValue(direct: Bool) throws {
        let (s, w, x) = try solver(direct: direct)
        try s.suggestValues([(w, 100), (w, 400)])
        // x = W − 20 = 400 − 20; the general path once counted the row's change twice (375 + 25 + 300).
        #expect(s[w] == 400 && s[x] == 380)
        #expect((s.state.direct != nil) == direct)
    }

    @Test("a refused call of repeated suggestions puts every value back, bit for bit", arguments: [false, true])
    func repeatedSuggestionsTakenBack(direct: Bool) throws {
        let (s, w, x) = try solver(direct: direct)
        let before = [s[w].bitPattern, s[x].bitPattern]
        let kept = try s.suggestValues([(w, 100), (w, 400), (w, 250)]) { _ in false }
        #expect(!kept)
        #expect([s[w].bitPattern, s[x].bitPattern] == before)
    }
}
