@testable import ArrangeSolver
import Testing
import TestSupport

/// Resolving a batch (`DirectSystem+Resolve.swift`): Kahn's order,
/// required equalities first, then the strongest level; inequalities that
/// bound, and bounds that meet; and what does not resolve (an ambiguous
/// variable, a cycle, a required conflict) going to the components.
@Suite("Resolving a batch directly")
struct DirectSystemResolveTests {
    @Test("required equalities go first: a weak wish that is ready first (x == 5) does not fix x, the required chain does (x = y = 7)")
    func requiredEqualitiesFirst() throws {
        let twin = DirectTwin()
        let (x, y) = (twin.variable("x"), twin.variable("y"))
        twin.both { try $0.add([(x == 5).with(.weak), x == y, y == 7]) }
        #expect(twin.direct.isDirect && twin.direct[x] == 7 && twin.direct[y] == 7 && twin.bitIdentical)
    }

    @Test("the strongest level fixes first: x == 1 at level 100 and x == 2 at level 200 give x = 2, directly")
    func strongestLevelFirst() throws {
        let twin = DirectTwin()
        let x = twin.variable("x")
        twin.both { try $0.add([(x == 1).with(.level(100)), (x == 2).with(.level(200))]) }
        // The level-100 wish is violated by 1, x pinned at 200 above it.
        #expect(twin.direct.isDirect && twin.direct[x] == 2 && twin.general[x] == 2)
    }

    @Test("a required bound keeps a weaker wish out of reach (x <= 100, x == 200 weak): x goes to the components, at 100")
    func boundKeepsWishOut() throws {
        let twin = DirectTwin()
        let x = twin.variable("x")
        twin.both { try $0.add([x <= 100, (x == 200).with(.weak)]) }
        #expect(!twin.direct.isDirect && twin.direct[x] == 100 && twin.bitIdentical)
    }

    @Test("a wish inside its required bounds fixes its variable directly (0 <= x <= 100, x == 40 at level 300)")
    func wishInsideBounds() throws {
        let twin = DirectTwin()
        let x = twin.variable("x")
        twin.both { try $0.add([x >= 0, x <= 100, (x == 40).with(.level(300))]) }
        #expect(twin.direct.isDirect && twin.direct[x] == 40 && twin.general[x] == 40)
    }

    @Test("two required bounds that meet (x >= 3, 2x <= 6) pin x at 3, directly")
    func requiredBoundsMeet() throws {
        let twin = DirectTwin()
        let (x, y) = (twin.variable("x"), twin.variable("y"))
        twin.both { try $0.add([x >= 3, x * 2 <= 6, (y == x * 10).with(.level(5))]) }
        #expect(twin.direct.isDirect && twin.direct[x] == 3 && twin.direct[y] == 30 && twin.bitIdentical)
        #expect(twin.direct.state.direct!.pins[x.id] == Int32(Strength.requiredLevel))
    }

    @Test("an ambiguous variable (only x >= 0) goes to the components, and the undetermined variables are the same both ways")
    func ambiguousVariable() throws {
        let twin = DirectTwin()
        let (x, y) = (twin.variable("x"), twin.variable("y"))
        twin.both { try $0.add([x >= 0, y == 2]) }
        #expect(!twin.direct.isDirect)
        #expect(twin.direct.undeterminedVariables() == [x])
        #expect(twin.general.undeterminedVariables() == [x])
        #expect(twin.bitIdentical && twin.direct[y] == 2)
    }

    @Test("a cycle closed only by a wish (a == b, a + b == 10 at level 500) goes to the components, with a = b = 5")
    func cycleClosedByAWish() throws {
        let twin = DirectTwin()
        let (a, b) = (twin.variable("a"), twin.variable("b"))
        twin.both { try $0.add([a == b, (a + b == 10).with(.level(500))]) }
        #expect(!twin.direct.isDirect)
        #expect(twin.direct[a] == 5 && twin.direct[b] == 5 && twin.bitIdentical)
    }

    @Test("a required cycle (a == b, a + b == 10) gives a = b = 5 both ways, whichever path takes it")
    func requiredCycle() throws {
        // a is the cycle's parameter p, b = p, and a + b = 2p = 10 closes it
        // (DirectSystem+ParametersTests has more).
        let twin = DirectTwin()
        let (a, b) = (twin.variable("a"), twin.variable("b"))
        twin.both { try $0.add([a == b, a + b == 10]) }
        #expect(twin.direct.isDirect)
        #expect(twin.direct[a] == 5 && twin.direct[b] == 5)
        #expect(twin.apart([a, b]).isEmpty && twin.direct.undeterminedVariables() == twin.general.undeterminedVariables())
    }

    @Test("a required conflict throws the same error both ways (message and constraints named) and leaves the direct solver direct, bit for bit")
    func requiredConflict() throws {
        let twin = DirectTwin()
        let (x, y, z) = (twin.variable("x"), twin.variable("y"), twin.variable("z"))
        let base: [Constraint] = [x == 10, y == x + 5, (z == 0).with(.weak)]
        twin.both { try $0.add(base) }
        let before = twin.direct.state
        let failing: [Constraint] = [z == y * 2, z == 20]   // z = 30 and z = 20
        let (a, b) = twin.both { try $0.add(failing) }
        guard case let .unsatisfiable(ca, conflictsA)? = a, case let .unsatisfiable(cb, conflictsB)? = b else {
            Issue.record("expected two unsatisfiable errors, got \(String(describing: a)) and \(String(describing: b))")
            return
        }
        #expect(a?.description == b?.description)
        #expect(ca === cb && conflictsA.map(ObjectIdentifier.init) == conflictsB.map(ObjectIdentifier.init))
        #expect(twin.direct.isDirect && twin.direct.state.hasSameContent(as: before))
        #expect(twin.bitIdentical && twin.direct[y] == 15 && twin.direct[z] == 0)
    }
}
