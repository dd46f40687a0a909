import Testing
@testable import Arrange

@Suite("Resolved constraints keep each relation beside its solver constraint")
struct ResolvedConstraintsTests {
    @Test("a build keeps one relation per solver constraint, in order, and makes fresh objects of them")
    func build() throws {
        let (root, items) = screen("a", "b")
        let group = try root.arrange { make in
            make.size(items) == (10, 20)
            make.xPlace(items[0], 5, items[1], make.wall)
        }
        let resolved = group.resolved
        #expect(resolved.count == 7 && resolved.lowered.count == 7 && resolved.solverConstraints.count == 7)
        let made = resolved.layoutConstraints()
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
        #expect(copy.lowered.map(\.relationDescription) == group.constraints.map(\.relation))
        #expect(zip(copy.solverConstraints, group.constraints).allSatisfy { $0 === $1.constraint })
        #expect(ResolvedConstraints().count == 0 && ResolvedConstraints().layoutConstraints().isEmpty)
    }

    @Test("the constraints of one declaration are found by binary search, and replaced in place")
    func declarationRange() throws {
        let (root, items) = screen("a", "b")
        var middle: ConstraintHandle!
        let group = try root.arrange { make in
            make.size(items) == (10, 20)
            middle = make.xPlace(items[0], 5, items[1], make.wall)
            make.yTop(items)
        }
        var resolved = group.resolved
        #expect(resolved.range(ofDeclaration: 0) == 0..<4 && resolved.range(ofDeclaration: 1) == 4..<7 && resolved.range(ofDeclaration: 2) == 7..<9)
        #expect(resolved.range(ofDeclaration: 3) == 9..<9)
        resolved.replaceSubrange(4..<7, with: ResolvedConstraints())
        #expect(resolved.count == 6 && resolved.range(ofDeclaration: 1) == 4..<4 && resolved.range(ofDeclaration: 2) == 4..<6)
        #expect(group.resolved.layoutConstraints(handles: group.handles)[5].handle === middle)
    }
}
