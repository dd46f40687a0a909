@testable import ArrangeSolver
import Testing
import TestSupport

/// The solver's direct mode (`SolverState+Direct.swift`): what keeps it,
/// what hands the system to the components (``SolverState/materialize()``),
/// what only looks at a materialized copy, and how the public API reads
/// the same both ways.
@Suite("The solver's direct mode")
struct SolverStateDirectTests {
    /// Three labels stacked in a root of edited height `H` (level 1000):
    /// each label 8 below the one before (the first 16 below the root's
    /// top), its height hugging (250) and resisting compression (750) at
    /// 17, 34 and 51; the root's bottom 16 below the last, at least
    /// (required), and the content height `C` wished 0 (level 1).
    static func stack(_ twin: DirectTwin) -> (H: Variable, tops: [Variable], heights: [Variable], C: Variable, rows: [Constraint]) {
        let H = twin.variable("H"), C = twin.variable("C")
        let tops = (0..<3).map { twin.variable("t\($0)") }, heights = (0..<3).map { twin.variable("h\($0)") }
        var rows: [Constraint] = [tops[0] == 16, (C == 0).with(.level(1)), C == tops[2] + heights[2] + 16, H >= C]
        for i in 1..<3 { rows.append(tops[i] == tops[i - 1] + heights[i - 1] + 8) }
        for (i, m) in [17.0, 34, 51].enumerated() { rows += [(heights[i] <= m).with(.level(250)), (heights[i] >= m).with(.level(750))] }
        twin.both {
            try $0.addEditVariable(H, strength: .level(1000))
            try $0.suggestValue(600, for: H)
            try $0.add(rows)
        }
        return (H, tops, heights, C, rows)
    }

    @Test("a stack of labels resolves directly: t = 16, 41, 83; C = 83 + 51 + 16 = 150; the same bits as the general path")
    func stackResolves() throws {
        let twin = DirectTwin()
        let (H, tops, heights, C, _) = Self.stack(twin)
        #expect(twin.direct.isDirect)
        // t1 = 16 + 17 + 8 = 41, t2 = 41 + 34 + 8 = 83.
        #expect(tops.map { twin.direct[$0] } == [16, 41, 83] && heights.map { twin.direct[$0] } == [17, 34, 51])
        #expect(twin.direct[C] == 150 && twin.direct[H] == 600)
        #expect(twin.bitIdentical)
    }

    @Test("a removal materializes, and every remaining value is within 1e-9 of the general path's")
    func removalMaterializes() throws {
        let twin = DirectTwin()
        let (H, tops, heights, C, rows) = Self.stack(twin)
        // Without the first label's hugging, its compression and the wish C == 0 still hold it at 17.
        twin.both { try $0.remove(rows[6]) }
        #expect(!twin.direct.isDirect && !twin.direct.contains(rows[6]))
        #expect(twin.apart([H, C] + tops + heights).isEmpty)
        #expect(twin.direct[heights[0]] == 17 && twin.direct[C] == 150)
        #expect(SolverChecks.requiredHold(in: twin.direct).isEmpty)
    }

    @Test("removing a constraint that is not installed throws the same error both ways and leaves the solver direct, bit for bit")
    func failedRemoval() throws {
        let twin = DirectTwin()
        let (H, _, _, _, _) = Self.stack(twin)
        let before = twin.direct.state
        let stranger: Constraint = H == 1
        let (a, b) = twin.both { try $0.remove(stranger) }
        #expect(a?.kind == .unknownConstraint && a?.description == b?.description)
        #expect(twin.direct.isDirect && twin.direct.state.hasSameContent(as: before))
    }

    @Test("basicRow(of:) leaves a direct solver direct, its values the same bits, and answers what the general path answers")
    func basicRowLooksAtACopy() throws {
        let twin = DirectTwin()
        let (_, tops, _, C, _) = Self.stack(twin)
        let before = twin.direct.valueBits
        let expression = C - tops[1]
        let a = twin.direct.basicRow(of: expression), b = twin.general.basicRow(of: expression)
        #expect(twin.direct.isDirect && twin.direct.valueBits == before)
        #expect(a.unpinned == b.unpinned)
        #expect(a.terms.map(\.constraint.description) == b.terms.map(\.constraint.description))
        #expect(a.terms.map(\.multiplier) == b.terms.map(\.multiplier) && a.terms.map(\.contribution) == b.terms.map(\.contribution))
        #expect(a.terms.map(\.isEdit) == b.terms.map(\.isEdit))
        // C − t1 = (83 − 41) + 51 + 16 = 109, made of the terms' contributions.
        #expect(a.terms.reduce(expression.constant) { $0 + $1.contribution } == 109)
    }

    @Test("debugDescription leaves a direct solver direct, its values the same bits, and dumps what the general path dumps")
    func dumpLooksAtACopy() throws {
        let twin = DirectTwin()
        _ = Self.stack(twin)
        let before = twin.direct.state
        let dump = twin.direct.debugDescription
        #expect(twin.direct.isDirect && twin.direct.state.hasSameContent(as: before))
        #expect(dump == twin.general.debugDescription)
    }

    @Test("reset() starts a solver direct again after a removal took it to the components; and not when the direct mode is off")
    func resetStartsDirect() throws {
        let twin = DirectTwin()
        let (a, b) = (twin.variable("a"), twin.variable("b"))
        let first: Constraint = a == 1
        twin.both { try $0.add(first) }
        twin.both { try $0.remove(first) }   // a removal: the components
        #expect(!twin.direct.isDirect)
        twin.reset()
        #expect(twin.direct.isDirect && !twin.general.isDirect)
        let rows: [Constraint] = [a == 4, b == a * 2]
        twin.both { try $0.add(rows) }
        #expect(twin.direct.isDirect && twin.direct[b] == 8 && twin.bitIdentical)
        Tuning.$directResolution.withValue(false) { twin.direct.reset() }
        #expect(!twin.direct.isDirect)
    }

    @Test("removeEditVariable works in direct mode: an installed edit goes with the components, a waiting one keeps the solver direct")
    func removeEditVariable() throws {
        let twin = DirectTwin()
        let (H, _, _, C, _) = Self.stack(twin)
        let spare = twin.variable("spare")
        twin.both { try $0.addEditVariable(spare, strength: .strong) }
        // Waiting (never installed): removed without a change to the system.
        twin.both { try $0.removeEditVariable(spare) }
        #expect(twin.direct.isDirect && !twin.direct.hasEditVariable(spare))
        // Installed: the system goes to the components; H is then free above C = 150.
        twin.both { try $0.removeEditVariable(H) }
        #expect(!twin.direct.isDirect && !twin.direct.hasEditVariable(H))
        #expect(twin.direct[C] == 150 && twin.bitIdentical)
        let (a, b) = twin.both { try $0.removeEditVariable(H) }
        #expect(a?.kind == .unknownEditVariable && a?.description == b?.description)
    }

    @Test("the installed constraints are listed in the same order, and contains answers the same, both ways through every kind of change")
    func constraintsInTheSameOrder() throws {
        let twin = DirectTwin()
        let (H, tops, heights, _, rows) = Self.stack(twin)
        let extra: [Constraint] = [(heights[0] == 20).with(.level(1))], failing: [Constraint] = [tops[0] == 17]
        twin.both { try $0.add(extra) }                        // resolves: a violated wish under pins
        let (a, b) = twin.both { try $0.add(failing) }         // a required conflict
        #expect(a != nil && b != nil)
        let ids = { (s: Solver) in s.constraints.map(ObjectIdentifier.init) }
        #expect(twin.direct.isDirect && ids(twin.direct) == ids(twin.general))
        #expect(ids(twin.direct) == (rows + extra).map(ObjectIdentifier.init))
        for c in rows + extra + failing { #expect(twin.direct.contains(c) == twin.general.contains(c)) }
        // A constant change keeps each row's place.
        let moved = rows[0].withConstant(-20)
        twin.both { try $0.replaceConstants([rows[0]], with: [moved]) }
        #expect(twin.direct.isDirect && ids(twin.direct) == ids(twin.general) && twin.direct.constraints[0] === moved)
        #expect(twin.direct[tops[0]] == 20 && twin.bitIdentical)
        // A removal: to the components, the order kept.
        twin.both { try $0.remove(extra[0]) }
        #expect(!twin.direct.isDirect && ids(twin.direct) == ids(twin.general))
        twin.both { try $0.suggestValue(700, for: H) }
        #expect(twin.bitIdentical && twin.direct[H] == 700)
    }

    @Test("a transaction taken back in direct mode puts the tape back, bit for bit")
    func transactionTakenBack() throws {
        let twin = DirectTwin()
        let (H, tops, _, _, rows) = Self.stack(twin)
        let before = twin.direct.state
        let kept = try twin.direct.transaction { s in
            try s.suggestValue(900, for: H)
            try s.setConstant(-30, of: rows[0])
            try s.remove(rows[1])
            return s[tops[0]] != 30
        }
        #expect(!kept && twin.direct.isDirect && twin.direct.state.hasSameContent(as: before))
    }

    /// A label at `x == 20` in a root of edited width `W` (level 1000,
    /// suggested 375): ending 20 before the root's right (required), its
    /// width `w` hugging (250) and resisting compression (750) at 80.
    static func label(_ twin: DirectTwin) -> (W: Variable, x: Variable, w: Variable, rows: [Constraint]) {
        let (W, x, w) = (twin.variable("W"), twin.variable("x"), twin.variable("w"))
        let rows: [Constraint] = [x == 20, x + w <= W - 20, (w >= 80).with(.level(750)), (w <= 80).with(.level(250))]
        twin.both {
            try $0.addEditVariable(W, strength: .level(1000))
            try $0.suggestValue(375, for: W)
            try $0.add(rows)
        }
        return (W, x, w, rows)
    }

    @Test("edit variables waiting when a batch fails stay waiting, and are installed with the next batch, directly")
    func waitingEditsSurviveAFailedBatch() throws {
        let twin = DirectTwin()
        let (x, W) = (twin.variable("x"), twin.variable("W"))
        twin.both {
            try $0.addEditVariable(W, strength: .level(1000))
            try $0.suggestValue(200, for: W)
        }
        let (a, b) = twin.both { try $0.add([x == 5, x == 6]) }
        #expect(a?.kind == .unsatisfiable && a?.description == b?.description)
        #expect(twin.direct.isDirect && twin.direct.state.pendingEdits == [W] && twin.direct.state.edits[W]?.slot == nil)
        let row: Constraint = x == W - 20
        twin.both { try $0.add(row) }
        #expect(twin.direct.isDirect && twin.direct.state.pendingEdits.isEmpty)
        #expect(twin.direct[x] == 180 && twin.bitIdentical)
    }

    @Test("a batch that does not resolve installs the waiting edits with it on the components, as the general path does")
    func waitingEditsGoWithTheBatch() throws {
        let twin = DirectTwin()
        let (x, W) = (twin.variable("x"), twin.variable("W"))
        twin.both {
            try $0.addEditVariable(W, strength: .level(1000))
            try $0.suggestValue(200, for: W)
        }
        let row: Constraint = x >= W - 20   // x is free above 180
        twin.both { try $0.add(row) }
        #expect(!twin.direct.isDirect && twin.direct[W] == 200 && twin.bitIdentical)
        #expect(twin.direct.undeterminedVariables() == [x] && twin.general.undeterminedVariables() == [x])
    }

    @Test("one call suggesting for an installed and a waiting edit replays the installed one and keeps the other's value for its batch")
    func installedAndWaitingSuggestions() throws {
        let twin = DirectTwin()
        let (W, x, w, _) = Self.label(twin)
        let (H, y) = (twin.variable("H"), twin.variable("y"))
        twin.both { try $0.addEditVariable(H, strength: .level(1000)) }
        twin.both { try $0.suggestValues([(W, 300), (H, 50)]) }
        #expect(twin.direct.isDirect && twin.direct.state.pendingEdits == [H])
        let row: Constraint = y == H + 1
        twin.both { try $0.add(row) }
        #expect(twin.direct.isDirect && twin.direct[y] == 51 && twin.direct[W] == 300 && twin.direct[x] == 20 && twin.direct[w] == 80)
        #expect(twin.bitIdentical)
    }

    @Test("suggesting a variable twice in one call keeps the last value, directly, and a refusal takes both back bit for bit")
    func repeatedSuggestion() throws {
        let twin = DirectTwin()
        let (W, _, w, _) = Self.label(twin)
        let before = twin.direct.state
        #expect(try !twin.direct.suggestValues([(W, 100), (W, 400)]) { _ in false })
        #expect(twin.direct.isDirect && twin.direct.state.hasSameContent(as: before))
        // The general path is given the last value alone: with one edit row
        // twice in a call it moves the basic values by both changes (W reads
        // 675 for 400; the invariant check traps), a fault of its own.
        _ = try twin.direct.suggestValues([(W, 100), (W, 400)])
        try twin.general.suggestValue(400, for: W)
        #expect(twin.direct.isDirect && twin.direct[W] == 400 && twin.direct[w] == 80 && twin.bitIdentical)
    }

    @Test("replace(_:with:) materializes; one that fails (a duplicate) leaves the tape as it was")
    func replaceMaterializes() throws {
        let twin = DirectTwin()
        let (_, x, w, rows) = Self.label(twin)
        let before = twin.direct.state
        let (a, b) = twin.both { try $0.replace([rows[0]], with: [rows[2]]) }
        #expect(a?.kind == .duplicateConstraint && a?.description == b?.description)
        #expect(twin.direct.isDirect && twin.direct.state.hasSameContent(as: before))
        let moved: Constraint = x == 30
        twin.both { try $0.replace([rows[0]], with: [moved]) }
        #expect(!twin.direct.isDirect && twin.direct[x] == 30 && twin.direct[w] == 80 && twin.bitIdentical)
    }

    @Test("a constant change with an edit waiting goes through an update, on the components, as on the general path")
    func constantChangeWithWaitingEdit() throws {
        let twin = DirectTwin()
        let (_, x, _, rows) = Self.label(twin)
        let H = twin.variable("H")
        twin.both { try $0.addEditVariable(H, strength: .strong) }
        twin.both { try $0.setConstant(-30, of: rows[0]) }
        #expect(!twin.direct.isDirect && twin.direct[x] == 30 && twin.bitIdentical)
        #expect(twin.direct.constraints.map(\.description) == twin.general.constraints.map(\.description))
    }

    @Test("duplicate, non-finite, unknown-variable and unknown constraints are refused the same way both ways, the solver left direct")
    func validationErrors() throws {
        let twin = DirectTwin()
        let (_, x, _, rows) = Self.label(twin)
        let before = twin.direct.state
        let stranger = Variable(id: 99)
        let calls: [(SolverError.Kind, (Solver) throws -> Void)] = [
            (.duplicateConstraint, { try $0.add(rows[1]) }),
            (.nonFinite, { try $0.add(x == .infinity) }),
            (.unknownVariable, { try $0.add(x == stranger) }),
            (.unknownConstraint, { _ = try $0.setConstant(5, of: x == 5) }),
            (.unknownEditVariable, { try $0.suggestValue(5, for: x) }),
        ]
        for (kind, call) in calls {
            let (a, b) = twin.both(call)
            #expect(a?.kind == kind && a?.description == b?.description, "\(kind)")
            #expect(twin.direct.isDirect && twin.direct.state.hasSameContent(as: before), "\(kind)")
        }
    }

    @Test("a solver state made on its own has no direct mode; one made with direct: true has")
    func stateInitialisers() {
        #expect(SolverState().direct == nil)
        #expect(SolverState(direct: true).direct != nil)
        #expect(Tuning.$directResolution.withValue(false) { Solver() }.isDirect == false)
        #expect(Solver().isDirect)
    }
}
