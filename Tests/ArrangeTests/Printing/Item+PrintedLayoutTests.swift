import Testing
@testable import Arrange

@Suite("The printed model of a layout holds its calls, and lists what no call can say")
struct ItemPrintedLayoutTests {
    @Test("a constant changed through an alignment's handle is listed as left out; the rest is printed")
    func leftOut() throws {
        let (root, items) = screen("a")
        var edge: ConstraintHandle!
        try root.arrange { make in
            make.size(items) == (10, 10)
            edge = make.xLeft(items[0])
            make.yTop(items[0])
        }
        try edge.setConstant(5)
        let layout = root.printedLayout()
        #expect(layout.steps.count == 1 && layout.steps[0].calls.count == 3)   // width, height, yTop
        #expect(layout.unprintable.count == 1)
        #expect(layout.unprintable[0].hasSuffix("a constant changed through the handle has no call"))
        #expect(root.swiftCode().hasSuffix("// left out: \(layout.unprintable[0])\n"))
    }

    @Test("an item that left the tree drops out of its calls; a relation naming it is not printed")
    func detached() throws {
        let (root, items) = screen("a", "b")
        try root.arrange { make in
            make.size(items) == (10, 10)
            make.xLeft(items)
            make.install(items[1].top == items[0].bottom)
            make.yTop(items[0])
        }
        items[0].removeFromParent()
        let layout = root.printedLayout()
        #expect(layout.unprintable.isEmpty)
        let code = root.swiftCode()
        #expect(code.contains("make.width(b) == 10") && code.contains("make.xLeft(b)"))
        #expect(!code.contains("install") && !code.contains("yTop"))
        #expect(layout.root.children.map(\.name) == ["b"])
    }
}
