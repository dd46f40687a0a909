import Testing
import Arrange

@Suite("barriers: values")
struct BarrierTests {
    @Test("a barrier reads as its edge, items and shift")
    func description() throws {
        let (root, items) = screen("name", "email")
        try root.arrange { make in
            let labels = make.barrier(.trailing, of: items)
            #expect((labels + 8).description == "barrier(trailing of name, email) + 8")
            #expect((labels + 8 - 10).description == "barrier(trailing of name, email) - 2")
            #expect(make.barrier(.bottom, of: items[0]).description == "barrier(bottom of name)")
        }
    }
}
