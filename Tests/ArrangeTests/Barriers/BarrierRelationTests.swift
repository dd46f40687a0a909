import Testing
import Arrange

@Suite("barriers: relations and their lowering")
struct BarrierRelationTests {
    @Test("== lowers to one inequality per item and a pull per item at the lowest strength")
    func lowering() throws {
        let (root, items) = screen("a", "b", "x")
        var handle: ConstraintHandle!
        try root.arrange { make in
            make.size(items) == (10, 10); make.xLeft(items[0], items[1]); make.yTop(items)
            handle = make.install(items[2].left == make.barrier(.right, of: items[0], items[1]) + 4 ~ .high)
        }
        let constraints = handle.constraints
        #expect(constraints.map(\.relation) == ["x.left >= a.right + 4", "x.left >= b.right + 4", "x.left <= a.right + 4", "x.left <= b.right + 4"])
        #expect(constraints.map(\.priority.value) == [750, 750, 0, 0])
        #expect(constraints[2].constraint.strength == .weak)
        #expect(constraints.map { $0.provenance.role } == ["beyond the barrier", "beyond the barrier", "barrier pull", "barrier pull"])
    }

    @Test("reversed operands mean the same; the description names the barrier")
    func flipped() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            let barrier = make.barrier(.trailing, of: a)
            #expect((barrier <= b.leading).description == "b.leading >= barrier(trailing of a)")
            #expect((barrier >= b.leading).description == "b.leading <= barrier(trailing of a)")
            #expect((b.leading == barrier ~ .low).description == "b.leading == barrier(trailing of a) ~ low")
        }
    }
}
