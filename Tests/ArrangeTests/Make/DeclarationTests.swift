import ArrangeSolver
import Testing
@testable import Arrange

@Suite("A declaration bounds the constraints it lowers to")
struct DeclarationTests {
    @Test("each declaration's bound holds what lowering makes of it, exactly for place lists")
    func bounds() throws {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        let declarations = try root.record { make in
            make.xPlace(16, a, 12, b, make.wall, c, 16)             // a, b, wall gap c, trailing: 4
            make.yPlace(a, make.flexible, b, make.flexible * 2, c) // a, b, c, trailing, unit >= 0: 5
            make.xPlace(a, 8, make.wall)                            // a, wall gap before the end: 2
            make.xPlace(make.wall)                                  // nothing placed: 0 (bound 1)
            make.yCenter(a, b, c)
            make.size(a, b) == (10, 20)
        }
        let tree = root.tree
        for (index, declaration) in declarations.enumerated() {
            var spacers: [Variable] = []
            let count = tree.build([declaration], spacers: &spacers).count
            #expect(count <= declaration.constraintCountBound, "declaration \(index)")
            if index < 3 { #expect(count == declaration.constraintCountBound, "declaration \(index)") }
        }
        #expect(declarations.prefix(4).map(\.constraintCountBound) == [4, 5, 2, 1])
    }

    @Test("a declaration is at most 177 bytes: its large payloads are boxed, its small fields packed beside larger ones")
    func size() {
        // Every handle keeps one (two per row of a list): 249 bytes before.
        #expect(MemoryLayout<Declaration.Payload>.size <= 32)
        #expect(MemoryLayout<Declaration>.size <= 177)
        // A boxed payload reads back as recorded.
        let a = Item("a")
        let payload = Declaration.Payload.relation(lhs: LinearForm(a, .width), relation: .equal, rhs: LinearForm(constant: 7))
        guard case let .relation(lhs, relation, rhs) = payload else { Issue.record("not a relation"); return }
        #expect(lhs.description(naming: { $0.name }) == "a.width" && relation == .equal && rhs.constant == 7)
    }
}
