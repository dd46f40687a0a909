@testable import ArrangeSolver
import Testing
import TestSupport

/// The direct system's tape (`DirectSystem.swift`): what a resolved batch
/// leaves, how a batch is taken back, and which variables nothing fixes.
@Suite("The direct system's tape")
struct DirectSystemTests {
    @Test("a chain of equalities resolves and stays direct, at the values of substitution, the same as the general path's")
    func chainStaysDirect() throws {
        let twin = DirectTwin()
        let (a, b, c, d) = (twin.variable("a"), twin.variable("b"), twin.variable("c"), twin.variable("d"))
        // a = 10; b = a + 20 = 30; c = 2b = 60; d = c − a = 50.
        twin.both { try $0.add([d == c - a, c == b * 2, b == a + 20, a == 10]) }
        #expect(twin.direct.isDirect)
        #expect(twin.direct[a] == 10 && twin.direct[b] == 30 && twin.direct[c] == 60 && twin.direct[d] == 50)
        #expect(twin.bitIdentical)
        // One step per variable, in an order each row allows (a before b before c before d).
        let steps = twin.direct.state.direct!.steps.map { Int($0.variable) }
        #expect(steps == [a.id, b.id, c.id, d.id])
    }

    @Test("a chain added one row per call keeps one batch end per call, and later variables grow the pins")
    func chainOverSeveralCalls() throws {
        let twin = DirectTwin()
        let x = twin.variable("x")
        twin.both { try $0.add(x == 4) }
        // Made after the first batch: the pins grow to reach it.
        let y = twin.variable("y"), z = twin.variable("z")
        twin.both { try $0.add([y == x * 3]) }    // y = 12
        twin.both { try $0.add([z == y - x - 1]) }  // z = 12 − 4 − 1 = 7
        #expect(twin.direct.isDirect && twin.direct[y] == 12 && twin.direct[z] == 7 && twin.bitIdentical)
        #expect(twin.direct.state.direct!.batchEnds == [1, 2, 3])
    }

    @Test("a batch that does not resolve and fails leaves the tape, the records and every value as they were")
    func failedBatchLeavesTheTape() throws {
        let twin = DirectTwin()
        let (x, y) = (twin.variable("x"), twin.variable("y"))
        twin.both { try $0.add([x == 10, (y == x + 5).with(.level(500))]) }
        let before = twin.direct.state
        // y ≥ 20 (required) against x = 10, y ≤ x + 5 (required): infeasible.
        let failing: [Constraint] = [y >= 20, y <= x + 5]
        let (e1, e2) = twin.both { try $0.add(failing) }
        #expect(e1?.kind == .unsatisfiable && e2?.kind == .unsatisfiable)
        #expect(twin.direct.isDirect && twin.direct.state.hasSameContent(as: before))
        #expect(twin.direct.state.direct == before.direct)
        #expect(!twin.direct.contains(failing[0]) && !twin.direct.contains(failing[1]))
    }

    @Test("a batch taken back by its caller (keepingIf false) leaves the tape and the serials as they were, bit for bit")
    func batchTakenBack() throws {
        let twin = DirectTwin()
        let (x, y, z) = (twin.variable("x"), twin.variable("y"), twin.variable("z"))
        let base: [Constraint] = [x == 3, y == x + 1], later: Constraint = z == y * 2
        twin.both { try $0.add(base) }
        let before = twin.direct.state
        var seen = 0.0
        let kept = try twin.direct.replace([], with: [later]) { solver in
            seen = solver[z]
            return false
        }
        #expect(!kept && seen == 8)   // z = 2 · 4, resolved directly before the caller said no
        #expect(twin.direct.isDirect && twin.direct.state.hasSameContent(as: before))
        // The next batch gets the serial the refused one had: the same as the general path's.
        twin.both { try $0.add(later) }
        #expect(twin.direct[z] == 8 && twin.bitIdentical)
        #expect(twin.direct.constraints.map(ObjectIdentifier.init) == twin.general.constraints.map(ObjectIdentifier.init))
    }

    @Test("a variable in no constraint is the only undetermined one in direct mode, as on the general path")
    func unfixedVariables() throws {
        let twin = DirectTwin()
        let (x, free, y) = (twin.variable("x"), twin.variable("free"), twin.variable("y"))
        twin.both { try $0.add([x == 1, y == x + 1]) }
        #expect(twin.direct.isDirect)
        #expect(twin.direct.undeterminedVariables() == [free])
        #expect(twin.general.undeterminedVariables() == [free])
        #expect(twin.direct[free] == 0 && twin.general[free] == 0)
    }
}
