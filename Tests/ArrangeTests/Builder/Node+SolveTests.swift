import Testing
import Arrange

@Suite("A node solves to frames in a fresh tree of a given size")
struct NodeSolveTests {
    @Test("the root takes the size, and the layout's errors are thrown")
    func solve() throws {
        let layout = Node("root") { Node("a"); Arrangement { make in make.equal(make["a"]); make.width(make["a"]) <= 50 ~ .high } }
        // equal (required) beats the width at 750: a fills the 80×40 root.
        #expect(try layout.solve(in: Size(width: 80, height: 40))["a"] == Rect(x: 0, y: 0, width: 80, height: 40))
        let bad = Node("root") { Node("a"); Arrangement { make in make.equal(make["a"]); make.width(make["a"]) == 50 } }
        #expect(throws: ArrangeError.self) { try bad.solve(in: Size(width: 80, height: 40)) }
    }
}
