@testable import ArrangeSolver
import Testing
import TestSupport

/// One row read in place (`DirectSystem+Rows.swift`): the value that
/// makes it hold, whether it holds (to rounding), whether a violated row
/// is proved harmless by its variables' pins, and weightless rows.
@Suite("The direct system's rows")
struct DirectSystemRowsTests {
    /// A label in a column: its top 16 below the root's, its height `h` at
    /// most 17 (hugging, level 250) and at least 17 (compression
    /// resistance, level 750), the root's height `H` 16 below it, and a
    /// wish for `H` at `wish`.
    static func column(_ twin: DirectTwin, wish: Strength) -> (top: Variable, height: Variable, root: Variable) {
        let (t, h, H) = (twin.variable("t"), twin.variable("h"), twin.variable("H"))
        twin.both { try $0.add([(H == 0).with(wish), t == 16, (h <= 17).with(.level(250)), (h >= 17).with(.level(750)), H == t + h + 16]) }
        return (t, h, H)
    }

    @Test("a label's hugging (≤ 17, level 250) and compression resistance (≥ 17, level 750) pin its height at 17, directly")
    func huggingAndCompressionPin() throws {
        let twin = DirectTwin()
        let w = twin.variable("w")
        twin.both { try $0.add([(w <= 17).with(.level(250)), (w >= 17).with(.level(750))]) }
        #expect(twin.direct.isDirect && twin.direct[w] == 17 && twin.general[w] == 17)
        // A move up breaks the hugging (250), a move down the compression (750): the lower is its pin.
        #expect(twin.direct.state.direct!.pins[w.id] == 250)
    }

    @Test("a weak wish below pinned heights (the root's height 0 at level 1) is violated, and the system stays direct: H = 16 + 17 + 16 = 49")
    func weakWishBelowPins() throws {
        let twin = DirectTwin()
        let (t, h, H) = Self.column(twin, wish: .level(1))
        #expect(twin.direct.isDirect)
        #expect(twin.direct[t] == 16 && twin.direct[h] == 17 && twin.direct[H] == 49)
        #expect(twin.bitIdentical)
        #expect(SolverChecks.optimal(twin.direct).isEmpty)
    }

    @Test("a wish at the level of the pin it fights (H == 0 at level 250, against the hugging) goes to the components, which keep h = 17, H = 49")
    func wishAtThePinLevel() throws {
        // Growing h costs the hugging and the wish (both 250), shrinking it the
        // compression (750): h = 17 and H = 49, the wish violated by 49.
        let twin = DirectTwin()
        let (_, h, H) = Self.column(twin, wish: .level(250))
        #expect(!twin.direct.isDirect)
        #expect(twin.direct[h] == 17 && twin.direct[H] == 49 && twin.general[H] == 49)
        #expect(twin.bitIdentical)
    }

    @Test("a weightless wish (weight 0) neither fixes its variable nor blocks the proof when violated")
    func weightlessWish() throws {
        let twin = DirectTwin()
        let x = twin.variable("x")
        // Were the level-900 wish to fix x at 20, the level-1 wish would be violated
        // with x pinned at 900 only: it costs nothing, so x = 10.
        twin.both { try $0.add([(x == 20).with(.level(900, weight: 0)), (x == 10).with(.level(1))]) }
        #expect(twin.direct.isDirect && twin.direct[x] == 10 && twin.general[x] == 10)
        // A weightless row alone fixes nothing: y is undetermined both ways.
        let y = twin.variable("y")
        twin.both { try $0.add((y == 3).with(.level(900, weight: 0))) }
        #expect(!twin.direct.isDirect)
        #expect(twin.direct.undeterminedVariables() == [y] && twin.general.undeterminedVariables() == [y])
        #expect(twin.bitIdentical)
    }

    @Test("a redundant required row that holds to rounding (s = 0.1 + 0.2 against s == 0.3) is checked as holding, directly")
    func holdsToRounding() throws {
        let twin = DirectTwin()
        let (x, y, s) = (twin.variable("x"), twin.variable("y"), twin.variable("s"))
        twin.both { try $0.add([x == 0.1, y == 0.2, s == x + y, s == 0.3]) }
        #expect(twin.direct.isDirect)
        // 0.1 + 0.2 is 0.30000000000000004 in binary; the two rows meet to 1e-13.
        #expect(abs(twin.direct[s] - 0.3) <= 1e-15)
        #expect(twin.apart([x, y, s]).isEmpty)
    }

    @Test("a required row broken by more than rounding (x == 1 then x == 1 + 1e-6) is the same conflict both ways, the direct solver unchanged")
    func brokenBeyondRounding() throws {
        let twin = DirectTwin()
        let x = twin.variable("x")
        let first: Constraint = x == 1, second: Constraint = x == 1 + 1e-6
        twin.both { try $0.add(first) }
        let before = twin.direct.state
        let (a, b) = twin.both { try $0.add(second) }
        #expect(a != nil && a?.description == b?.description)
        #expect(twin.direct.isDirect && twin.direct.state.hasSameContent(as: before))
        #expect(twin.direct[x] == 1)
    }

    @Test("a required row off by 1e-7 beside values of 1e6 (x == 1e6, y == 1e6 + 1e-7, x == y) is a conflict both ways, not rounding")
    func conflictBesideLargeValues() throws {
        // The direct checks once allowed 1e-13 of the terms' magnitude (2e-7
        // here) and kept this directly; the simplex method refuses it.
        for (m, d) in [(1e6, 1e-7), (1e9, 1e-4), (1e12, 0.1)] {
            let twin = DirectTwin()
            let (x, y) = (twin.variable("x"), twin.variable("y"))
            let rows: [Constraint] = [x == m, y == m + d]
            for last in [x == y, x >= y] as [Constraint] {
                let (a, b) = twin.both { try $0.add(rows + [last]) }
                #expect(a?.kind == .unsatisfiable && a?.description == b?.description, "\(m) + \(d): \(last)")
            }
        }
    }

    @Test("a redundant required row off by d beside values of m ends the same way both ways, for m up to 1e15 and d from 1e-16 m to 1e-2 m")
    func sameOutcomeAtEveryScale() throws {
        var disagreements: [String] = []
        for m in [1.0, 1e3, 1e6, 1e9, 1e12, 1e15] {
            for e in -16 ... -2 {
                for k in [1.0, 3] {
                    var d = k * m
                    for _ in e ..< 0 { d /= 10 }
                    let twin = DirectTwin()
                    let (x, y) = (twin.variable("x"), twin.variable("y"))
                    for last in [x == y, x >= y] as [Constraint] {
                        let rows: [Constraint] = [x == m, y == m + d, last]
                        let (a, b) = twin.both { try $0.add(rows) }
                        if (a == nil) != (b == nil) { disagreements.append("m \(m), d \(d), \(last): \(a == nil ? "held" : "refused") directly") }
                        twin.reset()
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
    }

    @Test("a row violated with a variable pinned at its own level, not above, is not proved: x == 2 and x == 3 at level 100 go to the components")
    func violatedAtItsOwnLevel() throws {
        let twin = DirectTwin()
        let x = twin.variable("x")
        twin.both { try $0.add([(x == 2).with(.level(100)), (x == 3).with(.level(100, weight: 2))]) }
        // The heavier wish wins its level: x = 3 (cost 1 against 2 the other way).
        #expect(!twin.direct.isDirect && twin.direct[x] == 3 && twin.bitIdentical)
    }
}
