import Testing
import Arrange

@Suite("compound relations read as their parts")
struct CompoundRelationTests {
    @Test("description lists the parts and the priority")
    func description() {
        let a = Item("a"), b = Item("b")
        #expect((a.size == b.size / 2 ~ .low).description == "a.width == 0.5 * b.width, a.height == 0.5 * b.height ~ low")
        #expect((a.center == b.center).priority == .required)
    }
}
