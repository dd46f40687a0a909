@testable import ArrangeSolver
import Testing
import TestSupport

/// Replaying the tape (`DirectSystem+Replay.swift`): suggested values and
/// changed constants recomputed by the same substitutions; what no longer
/// proves an optimum going to the components, with the simplex method's
/// values; and every refused change taken back bit for bit.
@Suite("Replaying the direct system's tape")
struct DirectSystemReplayTests {
    /// A bar between two margins of a root whose width `W` is edited (level
    /// 1000): `left == 20`, `right == W − 20` (the gap row), `width == right − left`.
    static func bar(_ twin: DirectTwin, rootWidth: Double) -> (W: Variable, left: Variable, right: Variable, width: Variable, gap: Constraint) {
        let (W, left, right, width) = (twin.variable("W"), twin.variable("left"), twin.variable("right"), twin.variable("width"))
        let gap: Constraint = right == W - 20
        let rows: [Constraint] = [left == 20, gap, width == right - left]
        twin.both {
            try $0.addEditVariable(W, strength: .level(1000))
            try $0.suggestValue(rootWidth, for: W)
            try $0.add(rows)
        }
        return (W, left, right, width, gap)
    }

    /// A label at `x == 20` in a root of edited width `W` (level 1000),
    /// ending at least 20 before its right (required), its width `w` at
    /// least 0 (required), at least 80 (compression, 750) and at most 80
    /// (hugging, 250).
    static func label(_ twin: DirectTwin, rootWidth: Double) -> (W: Variable, x: Variable, w: Variable, place: Constraint, hugging: Constraint) {
        let (W, x, w) = (twin.variable("W"), twin.variable("x"), twin.variable("w"))
        let place: Constraint = x == 20, hugging = (w <= 80).with(.level(250))
        let rows: [Constraint] = [place, x + w <= W - 20, w >= 0, (w >= 80).with(.level(750)), hugging]
        twin.both {
            try $0.addEditVariable(W, strength: .level(1000))
            try $0.suggestValue(rootWidth, for: W)
            try $0.add(rows)
        }
        return (W, x, w, place, hugging)
    }

    @Test("a suggestion replays the tape: W = 375 then 320 gives right = 300 and width = 300 − 20 = 280, still direct")
    func suggestionReplays() throws {
        let twin = DirectTwin()
        let (W, left, right, width, _) = Self.bar(twin, rootWidth: 375)
        #expect(twin.direct.isDirect && twin.direct[right] == 355 && twin.direct[width] == 335)
        twin.both { try $0.suggestValue(320, for: W) }
        #expect(twin.direct.isDirect)
        #expect(twin.direct[W] == 320 && twin.direct[left] == 20 && twin.direct[right] == 300 && twin.direct[width] == 280)
        #expect(twin.bitIdentical)
    }

    @Test("a suggestion refused by its caller (keepingIf false) is taken back bit for bit, and the solver stays direct")
    func suggestionUndone() throws {
        let twin = DirectTwin()
        let (W, _, _, width, _) = Self.bar(twin, rootWidth: 375)
        let before = twin.direct.state
        var seen = 0.0
        let kept = try twin.direct.suggestValues([(W, 500)]) { solver in
            seen = solver[width]
            return false
        }
        #expect(!kept && seen == 460)   // 500 − 20 − 20
        #expect(twin.direct.isDirect && twin.direct.state.hasSameContent(as: before))
    }

    @Test("a constant change replays the tape: the gap row right == W − 20 becomes right == W − 50, so right = 325 and width = 305")
    func constantChangeReplays() throws {
        let twin = DirectTwin()
        let (_, _, right, width, gap) = Self.bar(twin, rootWidth: 375)
        // The gap row's expression is right − W + 20: its constant 20 becomes 50.
        twin.both { try $0.setConstant(50, of: gap) }
        #expect(twin.direct.isDirect && twin.direct[right] == 325 && twin.direct[width] == 305)
        #expect(twin.bitIdentical)
        #expect(twin.direct.constraints.map(\.description) == twin.general.constraints.map(\.description))
    }

    @Test("a constant change refused by its caller (keepingIf false) is taken back bit for bit, and the solver stays direct")
    func constantChangeUndone() throws {
        let twin = DirectTwin()
        let (_, _, _, width, gap) = Self.bar(twin, rootWidth: 375)
        let before = twin.direct.state
        var seen = 0.0
        let kept = try twin.direct.replaceConstants([gap], with: [gap.withConstant(100)]) { solver in
            seen = solver[width]
            return false
        }
        #expect(!kept && seen == 255)   // right = 375 − 100 = 275, width = 275 − 20
        #expect(twin.direct.isDirect && twin.direct.state.hasSameContent(as: before) && twin.direct.contains(gap))
    }

    @Test("a suggestion that compresses the label (W = 100) breaks the proof: the components give w = 100 − 20 − 20 = 60")
    func suggestionBreaksTheProof() throws {
        let twin = DirectTwin()
        let (W, x, w, _, _) = Self.label(twin, rootWidth: 375)
        #expect(twin.direct.isDirect && twin.direct[w] == 80)
        twin.both { try $0.suggestValue(100, for: W) }
        // x + w <= W − 20 with x = 20: w <= 60; the compression (750) loses to the width (1000).
        #expect(!twin.direct.isDirect)
        #expect(twin.direct[W] == 100 && twin.direct[x] == 20 && twin.direct[w] == 60)
        #expect(twin.bitIdentical)
    }

    @Test("a suggestion that breaks the proof, refused by its caller, leaves the solver direct, bit for bit")
    func brokenSuggestionUndone() throws {
        let twin = DirectTwin()
        let (W, _, w, _, _) = Self.label(twin, rootWidth: 375)
        let before = twin.direct.state
        var seen = 0.0
        let kept = try twin.direct.suggestValues([(W, 100)]) { solver in
            seen = solver[w]
            return false
        }
        #expect(!kept && seen == 60)
        #expect(twin.direct.isDirect && twin.direct.state.hasSameContent(as: before))
    }

    @Test("a constant change that parts the bounds that met (hugging ≤ 90 against compression ≥ 80) goes to the components, w undetermined both ways")
    func boundsPart() throws {
        let twin = DirectTwin()
        let (_, _, w, _, hugging) = Self.label(twin, rootWidth: 375)
        twin.both { try $0.setConstant(-90, of: hugging) }   // w − 90 <= 0
        #expect(!twin.direct.isDirect)
        #expect(twin.direct[w] >= 80 && twin.direct[w] <= 90 && twin.bitIdentical)
        #expect(twin.direct.undeterminedVariables() == [w] && twin.general.undeterminedVariables() == [w])
    }

    @Test("a constant change that no layout allows (W <= 375, x = 400: w <= −45 against w >= 0) throws the same error both ways and leaves the solver direct")
    func constantConflict() throws {
        let twin = DirectTwin()
        let (W, x, _, place, _) = Self.label(twin, rootWidth: 375)
        let widest: Constraint = W <= 375
        twin.both { try $0.add(widest) }
        let before = twin.direct.state
        let (a, b) = twin.both { try $0.setConstant(-400, of: place) }
        #expect(a?.kind == .unsatisfiable && a?.description == b?.description)
        #expect(twin.direct.isDirect && twin.direct.state.hasSameContent(as: before) && twin.direct[x] == 20)
    }
}
