import Testing
import ArrangeSolver
@testable import Arrange

@Suite("Resolved constraints keep each relation beside its solver constraint")
struct ResolvedConstraintsTests {
    /// A group of three calls on `a` and `b` (4, 3 and 2 constraints), the
    /// handle of the second, and the root (which keeps the tree and the group).
    func threeCalls() throws -> (Item, ConstraintGroup, ConstraintHandle) {
        let (root, items) = screen("a", "b")
        var middle: ConstraintHandle!
        let group = try root.arrange { make in
            make.size(items) == (10, 20)
            middle = make.xPlace(items[0], 5, items[1], make.wall)
            make.yTop(items)
        }
        return (root, group, middle)
    }

    @Test("a build keeps one relation per solver constraint, in order, and makes fresh objects of them")
    func build() throws {
        let (root, items) = screen("a", "b")
        let group = try root.arrange { make in
            make.size(items) == (10, 20)
            make.xPlace(items[0], 5, items[1], make.wall)
        }
        let resolved = group.resolved
        #expect(resolved.count == 7 && resolved.lowered(handles: group.handles).count == 7 && resolved.solverConstraints.count == 7)
        let made = resolved.layoutConstraints(handles: group.handles)
        #expect(made.map(\.relation) == group.constraints.map(\.relation))
        #expect(zip(made, resolved.solverConstraints).allSatisfy { $0.constraint === $1 })
        #expect(zip(made, group.constraints).allSatisfy { $0 !== $1 })
        #expect(made.map(\.relation).suffix(3) == ["a.left == root.left", "b.left == a.right + 5", "b.right <= root.right"])
    }

    @Test("a list made from layout constraint objects gives back their relations and solver constraints")
    func fromObjects() throws {
        let (root, items) = screen("a")
        let group = try root.arrange { make in make.equal(items) }
        let copy = ResolvedConstraints(group.constraints)
        #expect(copy.count == 4)
        #expect(copy.lowered(handles: []).map(\.relationDescription) == group.constraints.map(\.relation))
        #expect(zip(copy.solverConstraints, group.constraints).allSatisfy { $0 === $1.constraint })
        #expect(ResolvedConstraints().count == 0 && ResolvedConstraints().layoutConstraints().isEmpty)
    }

    @Test("the constraints of one declaration are found by binary search, and replaced in place")
    func declarationRange() throws {
        let (root, group, middle) = try threeCalls()
        defer { withExtendedLifetime(root) {} }
        var resolved = group.resolved
        #expect(resolved.range(ofDeclaration: 0) == 0..<4 && resolved.range(ofDeclaration: 1) == 4..<7 && resolved.range(ofDeclaration: 2) == 7..<9)
        #expect(resolved.range(ofDeclaration: 3) == 9..<9)
        resolved.replaceSubrange(4..<7, with: ResolvedConstraints())
        #expect(resolved.count == 6 && resolved.range(ofDeclaration: 1) == 4..<4 && resolved.range(ofDeclaration: 2) == 4..<6)
        #expect(group.resolved.layoutConstraints(handles: group.handles)[5].handle === middle)
    }

    @Test("a group's list keeps where each relation came from, not the relation, and lowers it again bit for bit")
    func relowered() throws {
        let (root, items) = screen("a", "b")
        root.layoutDirection = .rightToLeft
        let group = try root.arrange { make in
            make.size(items) == (10, 20)
            make.xPlace(make.flexible, items[0], 5, make.flexible, items[1], make.flexible)
            make.install(items[0].top == items[1].bottom + 3)
        }
        let resolved = group.resolved
        // One run per call: its relations are consecutive parts of one lowering.
        #expect(resolved.relowers && resolved.runs.count == 3)
        var lowering = Lowering(direction: .rightToLeft)
        let fresh = lowering.lower(group.declarations)
        #expect(resolved.count == fresh.count && fresh.count > 5)
        let again = resolved.lowered(handles: group.handles)
        #expect(again.map(\.relationDescription) == fresh.map(\.relationDescription))
        #expect(again.map(\.provenance) == fresh.map(\.provenance))
        #expect(again.map(\.priority) == fresh.map(\.priority))
        #expect(again.map { [$0.lhs.highestSpacer, $0.rhs.highestSpacer] } == fresh.map { [$0.lhs.highestSpacer, $0.rhs.highestSpacer] })
        #expect(resolved.lowered(in: 4..<6, handles: group.handles).map(\.relationDescription) == fresh[4..<6].map(\.relationDescription))
        #expect(group.constraints.map(\.relation) == fresh.map(\.relationDescription))
    }

    @Test("a relation lowered again reads neither its items nor its reference, which may have gone")
    func referenceGone() throws {
        let (root, items) = screen("a", "b")
        var group: ConstraintGroup!
        do {
            let card = Item("card")
            root.addChild(card)
            group = try card.arrange { make in make.install(items[0].top == items[1].top + 5) }
            card.removeFromParent()
        }
        #expect(group.reference == nil && group.isInstalled)
        #expect(group.constraints.map(\.relation) == ["a.top == b.top + 5"])
        #expect(group.constraints.map(\.provenance.verb) == ["install"])
        try root.arrange { make in make.install(items[1].top == root.top + 10) }
        // b.top = 10; a.top = b.top + 5 = 15.
        #expect(items[0].frame.y == 15 && items[1].frame.y == 10)
    }

    @Test("replacing entries anywhere, inside one call's run or across calls, keeps every other entry's origin")
    func replaceRuns() throws {
        let (root, group, _) = try threeCalls()
        defer { withExtendedLifetime(root) {} }
        let all = group.resolved.lowered(handles: group.handles).map(\.relationDescription)
        #expect(all.count == 9)
        for range in [0..<0, 5..<6, 4..<7, 2..<5, 3..<9, 0..<9, 9..<9] {
            var resolved = group.resolved
            resolved.replaceSubrange(range, with: ResolvedConstraints(relowering: true))
            var expected = all
            expected.removeSubrange(range)
            #expect(resolved.count == expected.count)
            #expect(resolved.lowered(handles: group.handles).map(\.relationDescription) == expected, "removing \(range)")
        }
        // Entries put back one by one continue the runs they came from.
        var copy = ResolvedConstraints(relowering: true)
        for index in 0..<group.resolved.count {
            copy.append(entry: index, of: group.resolved, resolvedAs: group.resolved.solverConstraints[index])
        }
        #expect(copy.runs == group.resolved.runs)
        // One entry put back in the place of two: the runs around it resume after it.
        var resolved = group.resolved
        var one = ResolvedConstraints(relowering: true)
        one.append(entry: 0, of: group.resolved, resolvedAs: group.resolved.solverConstraints[0])
        resolved.replaceSubrange(5..<7, with: one)
        #expect(resolved.lowered(handles: group.handles).map(\.relationDescription) == Array(all[0..<5]) + [all[0]] + Array(all[7...]))
    }

    @Test("relations added by their declaration's index alone make one run per declaration, each counting its parts")
    func partsByDeclaration() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let constraints = (0..<3).map { Constraint(Expression(x), .equal, Expression(Double($0))) }
        var list = ResolvedConstraints(relowering: true)
        list.begin(declaration: 0, firstSpacer: 0, direction: .leftToRight)
        list.append(partOf: 0, resolvedAs: constraints[0])
        list.append(partOf: 0, resolvedAs: constraints[1])
        list.begin(declaration: 2, firstSpacer: 1, direction: .rightToLeft)
        list.append(partOf: 2, resolvedAs: constraints[2])
        typealias Origin = ResolvedConstraints.Origin
        #expect(list.runs == [
            .init(start: 0, origin: Origin(declaration: 0, part: 0, firstSpacer: 0, direction: .leftToRight)),
            .init(start: 2, origin: Origin(declaration: 2, part: 0, firstSpacer: 1, direction: .rightToLeft)),
        ])
        // The second entry is declaration 0's second part; the third, declaration 2's first.
        #expect(list.origin(at: 1) == Origin(declaration: 0, part: 1, firstSpacer: 0, direction: .leftToRight))
        #expect(list.origin(at: 2) == Origin(declaration: 2, part: 0, firstSpacer: 1, direction: .rightToLeft))
        #expect(list.solverConstraints.map(ObjectIdentifier.init) == constraints.map(ObjectIdentifier.init))
        #expect(list.range(ofDeclaration: 0) == 0..<2 && list.range(ofDeclaration: 1) == 2..<2 && list.range(ofDeclaration: 2) == 2..<3)
    }
}
