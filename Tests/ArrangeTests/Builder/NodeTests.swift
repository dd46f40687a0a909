import Testing
import Arrange

@Suite("A node is a Sendable value: name, intrinsic size, children and arrangements")
struct NodeTests {
    @Test("the block's children and arrangements are kept in order, apart")
    func content() {
        let node = Node("card", intrinsicSize: Size(width: 10, height: 20)) {
            Node("a")
            Arrangement { make in make.size(make["a"]) == (1, 1) }
            Node("b")
            Arrangement { make in make.size(make["b"]) == (1, 1) }
        }
        #expect(node.name == "card")
        #expect(node.intrinsicSize == Size(width: 10, height: 20))
        #expect(node.children.map(\.name) == ["a", "b"])
        #expect(node.arrangements.count == 2)
        #expect(node.arrangements[0].location.fileID == #fileID)
        #expect(node.arrangements[1].location.line == node.arrangements[0].location.line + 2)
        #expect(node.count == 3)
        #expect(Node("leaf").children.isEmpty)
    }

    @Test("an arrangement that throws fails the apply as bodyFailed, changing nothing")
    func throwing() throws {
        struct Oops: Error {}
        let host = LayoutHost(root: Item("root"))
        #expect(throws: ArrangeError.bodyFailed("Oops()")) {
            try host.apply(Node("root") { Node("a"); Arrangement { _ in throw Oops() } })
        }
        #expect(host.root.children.isEmpty)
    }
}
