import Testing
import Arrange

@Suite("Intrinsic sizes hug and resist compression, per axis, adjustably")
struct IntrinsicSizeTests {
    @Test("an item with only a position takes its intrinsic size")
    func natural() throws {
        let (root, _) = screen()
        let label = Item("label", intrinsicSize: Size(width: 120, height: 20))
        root.addChild(label)
        try root.arrange { make in make.xLeft(label); make.yTop(label) }
        expectFrame(label, 0, 0, 120, 20)
        #expect(root.diagnostics.isEmpty)
    }

    @Test("when space runs short, the lower compression resistance gives way")
    func compression() throws {
        let root = Item("root"), a = Item("a", intrinsicSize: Size(width: 100, height: 10)), b = Item("b", intrinsicSize: Size(width: 100, height: 10))
        root.addChildren(a, b)
        root.size = Size(width: 200, height: 50)
        b.compressionResistance = AxisPriorities(horizontal: 800, vertical: .high)
        try root.arrange { make in
            make.yTop(a, b)
            make.xPlace(10, a, 10, b, 10)
        }
        expectFrame(a, 10, 0, 70, 10)
        expectFrame(b, 90, 0, 100, 10)
    }

    @Test("when space is plenty, the lower hugging grows; changing the intrinsic size re-solves")
    func hugging() throws {
        let root = Item("root"), a = Item("a", intrinsicSize: Size(width: 100, height: 10)), b = Item("b", intrinsicSize: Size(width: 100, height: 10))
        root.addChildren(a, b)
        root.size = Size(width: 375, height: 50)
        try root.arrange { make in
            make.yTop(a, b); make.height(a, b) == 10
            make.xPlace(10, a, 10, b, 10)
        }
        a.hugging = AxisPriorities(horizontal: 200, vertical: .low)
        expectFrame(a, 10, 0, 245, 10)
        expectFrame(b, 265, 0, 100, 10)
        b.intrinsicSize = Size(width: 150, height: 10)
        expectFrame(a, 10, 0, 195, 10)
        expectFrame(b, 215, 0, 150, 10)
        b.intrinsicSize = nil
        expectFrame(a, 10, 0, 100, 10)
        expectFrame(b, 120, 0, 245, 10)
    }
}
