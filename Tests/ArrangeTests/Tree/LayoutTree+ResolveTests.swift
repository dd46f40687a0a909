import Testing
import ArrangeSolver
@testable import Arrange

@Suite("The tree resolves forms into normalised solver expressions")
struct LayoutTreeTests {
    @Test("normalize sorts by variable, merges repeats and drops zeros, like Expression.normalized")
    func normalize() {
        let solver = Solver()
        let v = (0..<4).map { solver.makeVariable("v\($0)") }
        var terms = [Term(v[3], 1), Term(v[1], 2), Term(v[3], -1), Term(v[0], 0.5), Term(v[1], 1), Term(v[2], 0)]
        let expected = Expression(terms).normalized().terms
        LayoutTree.normalize(&terms)
        #expect(terms == expected)
        #expect(terms.map(\.variable) == [v[0], v[1]] && terms.map(\.coefficient) == [0.5, 3])
        var single = [Term(v[2], 0)]
        LayoutTree.normalize(&single)
        #expect(single.isEmpty)
    }

    @Test("two terms normalise as Expression.normalized does: in order, swapped, merged, cancelled, either one zero")
    func normalizeTwo() {
        let solver = Solver()
        let v = (0..<2).map { solver.makeVariable("v\($0)") }
        // Every pair of variables (equal or not, either order) with coefficients 0, 1, -1 and 2.5.
        let coefficients = [0, 1, -1, 2.5]
        for first in v { for second in v { for a in coefficients { for b in coefficients {
            var terms = [Term(first, a), Term(second, b)]
            let expected = Expression(terms).normalized().terms
            LayoutTree.normalize(&terms)
            #expect(terms == expected, "\(first.id)·\(a), \(second.id)·\(b)")
        } } } }
        // By hand: v1 − v0 sorts to −v0 + v1; 2.5·v1 + v1 merges to 3.5·v1; v0 − v0 cancels.
        var swapped = [Term(v[1], 1), Term(v[0], -1)]
        LayoutTree.normalize(&swapped)
        #expect(swapped == [Term(v[0], -1), Term(v[1], 1)])
        var merged = [Term(v[1], 2.5), Term(v[1], 1)]
        LayoutTree.normalize(&merged)
        #expect(merged == [Term(v[1], 3.5)])
        var cancelled = [Term(v[0], 1), Term(v[0], -1)]
        LayoutTree.normalize(&cancelled)
        #expect(cancelled.isEmpty)
    }

    @Test("installed constraints arrive normalised: right edges become left + width")
    func resolved() throws {
        let (root, items) = screen("a")
        let group = try root.arrange { make in make.xRight(items) }
        let expression = group.constraints[0].constraint.expression
        #expect(expression == expression.normalized())
        // a.left + a.width − root.width: the root's left is 0, never a term.
        #expect(expression.terms.count == 3)
    }

    @Test("constraints are built from the resolved terms as they are: each as the normalising initialiser makes it")
    func resolvedAsNormalised() throws {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        // b before a: b's variables are made first, so a.left − b.left − b.width (b.left == a.right + 12) has to be sorted.
        let group = try root.arrange { make in
            make.xPlace(16, b, 12, a, make.wall, c, 16)
            make.size(a, b, c) == (40, 20)
            make.yCenter(a, b, c)
        }
        // xPlace: b's left, a's left, the wall gap, c's right (4); size: 3 × 2; yCenter: 3.
        #expect(group.constraints.count == 13)
        for constraint in group.constraints.map(\.constraint) {
            #expect(constraint.expression == Constraint(constraint.expression, constraint.relation).expression)
        }
        // b.left = 16, a.left = 16 + 40 + 12 = 68, c.right = 375 − 16 = 359 so c.left = 319; tops 603/2 − 20/2 = 291.5.
        expectFrame(b, 16, 291.5, 40, 20)
        expectFrame(a, 68, 291.5, 40, 20)
        expectFrame(c, 319, 291.5, 40, 20)
    }

    @Test("terms become an array of the same terms whatever their number")
    func arrays() {
        let solver = Solver()
        let terms = (0..<6).map { Term(solver.makeVariable("v\($0)"), Double($0) + 0.5) }
        for count in 0...terms.count {
            let array = terms[..<count].withUnsafeBufferPointer { LayoutTree.array(of: $0) }
            #expect(array == Array(terms[..<count]), "\(count) terms")
        }
    }

    @Test("a group's relations resolved from their sides in place make the constraints their lowered relations make, spacer units included")
    func resolvedInPlace() throws {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        let handles = try root.recordHandles { make in
            make.insetEdges(edge: 16)
            make.xPlace(a, make.flexible, b, make.flexible * 2, c)
            make.size(a, b, c) == (40, 20)
            make.yCenter(a, b, c)
            make.install(a.top >= b.bottom + 4)
        }
        let tree = root.tree
        // In place (a group's build: only where each relation came from is kept), then from each relation.
        var inPlaceUnits: [Variable] = [], keptUnits: [Variable] = []
        let inPlace = tree.build(enabledOf: handles, spacers: &inPlaceUnits)
        let kept = tree.build(handles.compactMap(\.declaration), spacers: &keptUnits)
        #expect(inPlace.relowers && !kept.relowers)
        // xPlace: a's left, the unit >= 0, b's left, c's left, c's right (5); size: 3 × 2; yCenter: 3; install: 1.
        #expect(inPlace.count == 15 && kept.count == 15)
        // One unit each, named by the call that made it.
        #expect(inPlaceUnits.count == 1 && keptUnits.count == 1)
        let unitName = { (v: Variable) -> String? in
            if case let .spacer(provenance)? = tree.owners[v.id] { provenance.description } else { nil }
        }
        #expect(unitName(inPlaceUnits[0]) == unitName(keptUnits[0]))
        #expect(unitName(inPlaceUnits[0])?.hasPrefix("xPlace argument 2 [flexible spacer unit] at ") == true)
        // The same terms (the units swapped, so sorted by name: the two units' ids differ), constants, relations and strengths.
        func terms(_ c: Constraint, unit: Variable) -> [String] {
            c.expression.terms.map { "\($0.variable == unit ? "unit" : "v\($0.variable.id)") \($0.coefficient)" }.sorted()
        }
        for (x, y) in zip(inPlace.solverConstraints, kept.solverConstraints) {
            #expect(terms(x, unit: inPlaceUnits[0]) == terms(y, unit: keptUnits[0]))
            #expect(x.expression.constant == y.expression.constant && x.relation == y.relation && x.strength == y.strength)
        }
        // By hand: a's left is 16 from the root's, which is 0 and written as 0 (issue 26): a.left − 16.
        #expect(terms(inPlace.solverConstraints[0], unit: inPlaceUnits[0]) == ["v\(a.variables!.left.id) 1.0"])
        #expect(inPlace.solverConstraints[0].expression.constant == -16)
    }

    @Test("a relation on the root's own edges conflicts with its size alone, never with a hidden origin (issue 26)")
    func rootRelationConflictsWithSizeOnly() throws {
        let root = Item("root")
        root.size = Size(width: 300, height: 603)
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in make.install(root.centerY == root.bottom * 3 + 28) }
        }
        // top is 0: h/2 = 3h + 28, so h = −11.2, not the 603 given. Two members: the install, then the height.
        guard case let .rootSizeConflict(_, _, solved, conflicts)? = error else { Issue.record("expected a root-size conflict, got \(String(describing: error))"); return }
        #expect(Swift.abs(solved.height - -11.2) <= 1e-9)
        #expect(conflicts.map(\.provenance.verb) == ["install", "root size"])
        #expect(conflicts.last?.relation == "root.height == 603")
        #expect(!(error?.description.contains("root origin") ?? true))
    }

    @Test("the root's frame is exactly (0, 0, w, h) whatever relation names its left or top (issue 26)")
    func rootFrameIsExactlyAtTheOrigin() throws {
        let root = Item("root"), box = Item("box"), a = Item("a")
        root.size = Size(width: 300, height: 603)
        root.addChild(box)
        box.addChild(a)
        try root.arrange { make in
            make.install(a.centerX == root.left * 1000 + 3, a.top == root.top * 1e6 + 7)
            make.size(a) == (10, 10)
            make.equal(box)
        }
        let frame = root.frame
        #expect([frame.x, frame.y, frame.width, frame.height].map(\.bitPattern) == [0.0, 0, 300, 603].map(\.bitPattern))
        // a's centre is 3 from the root's left (0 × 1000 + 3): x = 3 − 5 = −2, in box at (0, 0); top 7.
        #expect(a.frame == Rect(x: -2, y: 7, width: 10, height: 10))
    }
}
