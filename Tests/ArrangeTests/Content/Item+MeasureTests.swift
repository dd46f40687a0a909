import Testing
@testable import Arrange

@Suite("An item's measure function gives its intrinsic size")
struct ItemMeasureTests {
    @Test("an item with only a position takes its natural size: one line of text")
    func natural() throws {
        let root = Item("root"), label = Item("label", measure: .text("Hello, world", font: testFont))
        root.addChild(label)
        root.size = Size(width: 375, height: 603)
        try root.arrange { make in make.xLeft(label); make.yTop(label) }
        expectFrame(label, 0, 0, 96, 20)   // 12 glyphs × 8
        #expect(label.measure?.name.hasPrefix("text Hello") == true)
    }

    @Test("setting a measure function re-solves; nil takes the intrinsic size back")
    func setter() throws {
        let root = Item("root"), label = Item("label", intrinsicSize: Size(width: 50, height: 10))
        root.addChild(label)
        root.size = Size(width: 100, height: 100)
        try root.arrange { make in make.xEqual(label); make.yTop(label) }
        expectFrame(label, 0, 0, 100, 10)
        label.measure = .text(meetingText, font: testFont)
        // 100 / 8 = 12 columns: "Meeting" / "moved to" / "Thursday at" /
        // "three, room" / "4B, bring" / "the slides", 6 lines = 120.
        expectFrame(label, 0, 0, 100, 120)
        label.measure = nil
        expectFrame(label, 0, 0, 100, 10)
    }

    @Test("hugging and compression resistance apply to measured sizes")
    func priorities() throws {
        let root = Item("root"), label = Item("label", measure: .text(meetingText, font: testFont))
        root.addChild(label)
        root.size = Size(width: 128, height: 603)
        try root.arrange { make in
            make.xEqual(label); make.yTop(label)
            make.height(label) <= 30 ~ 500
        }
        expectFrame(label, 0, 0, 128, 80)   // compression resistance (750) beats 500: 4 lines
        label.compressionResistance = AxisPriorities(horizontal: .high, vertical: 400)
        expectFrame(label, 0, 0, 128, 30)   // now 500 wins
    }

    @Test("a measure function the layout cannot take is refused and listed")
    func refused() throws {
        let root = Item("root"), label = Item("label")
        root.addChild(label)
        root.size = Size(width: 100, height: 100)
        label.hugging = AxisPriorities(horizontal: .required, vertical: .low)
        try root.arrange { make in make.xEqual(label); make.yTop(label); make.height(label) == 10 }
        label.measure = .text("Hello, world", font: testFont)   // would hug at 96 wide: required, against 100
        #expect(label.measure == nil)
        #expect(root.diagnostics.contains { $0.kind == .rejectedChange && $0.message.contains("measure text") })
        expectFrame(label, 0, 0, 100, 10)
    }

    @Test("a measured item moved into another tree is measured at the width it gets there")
    func moved() throws {
        let narrow = Item("narrow"), wide = Item("wide")
        let label = Item("label", measure: .text(meetingText, font: testFont))
        narrow.addChild(label)
        narrow.size = Size(width: 128, height: 400)
        wide.size = Size(width: 248, height: 400)
        try narrow.arrange { make in make.xEqual(label); make.yTop(label) }
        expectFrame(label, 0, 0, 128, 80)   // 16 columns: 4 lines
        _ = wide.frame   // a tree with a solver already
        wide.addChild(label)
        try wide.arrange { make in make.xEqual(label); make.yTop(label) }
        expectFrame(label, 0, 0, 248, 60)   // 31 columns: 3 lines
    }
}
