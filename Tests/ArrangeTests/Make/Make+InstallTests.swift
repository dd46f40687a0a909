import Testing
import Arrange

@Suite("install takes one relation, several, a list, or a compound anchor")
struct MakeInstallTests {
    @Test("install(r1, r2) and install([r1, r2]) make one call each, with their own priorities")
    func several() throws {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        var pair: [ConstraintHandle] = [], list: [ConstraintHandle] = []
        try root.arrange { make in
            make.xLeft(a); make.yTop(a); make.size(a, b, c) == (50, 20)
            pair = make.install(b.left == a.right + 8, b.top == a.top)
            list = make.install([c.left == b.right + 8, c.top == b.bottom ~ .high])
        }
        expectFrame(b, 58, 0, 50, 20)
        expectFrame(c, 116, 20, 50, 20)
        #expect(pair.count == 2 && list.count == 2)
        #expect(list[1].priority == .high && pair[0].constant == 8)
    }
}
