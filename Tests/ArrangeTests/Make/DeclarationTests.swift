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
}
