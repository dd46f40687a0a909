import Testing
import Arrange

@Suite("firstBaseline and lastBaseline anchors")
struct ItemBaselinesTests {
    /// title (100×30 at y 10, baselines 24 below the top and 6 above the
    /// bottom), subtitle (80×16, baselines 12 and 4) and icon (20×20, none).
    func row() -> (Item, Item, Item, Item) {
        let (root, items) = screen("title", "subtitle", "icon")
        let (title, subtitle, icon) = (items[0], items[1], items[2])
        title.baselineOffsets = BaselineOffsets(first: 24, last: 6)
        subtitle.baselineOffsets = BaselineOffsets(first: 12, last: 4)
        return (root, title, subtitle, icon)
    }

    @Test("first baselines line up: title's at 10 + 24 = 34, so subtitle's top is 34 − 12 = 22")
    func firstBaselines() throws {
        let (root, title, subtitle, icon) = row()
        try root.arrange { make in
            make.size(title) == (100, 30); make.size(subtitle) == (80, 16); make.size(icon) == (20, 20)
            make.xLeft(title, subtitle, icon)
            make.install(title.top == root.top + 10)
            make.install(subtitle.firstBaseline == title.firstBaseline)
            make.install(icon.firstBaseline == title.lastBaseline)     // no baseline: the bottom
        }
        expectFrame(subtitle, 0, 22, 80, 16)
        expectFrame(icon, 0, 14, 20, 20)     // title's last baseline 40 − 6 = 34 is icon's bottom
    }

    @Test("align(.firstBaseline, …) and make.ref(title).yLastBaseline(…)")
    func verbs() throws {
        let (root, title, subtitle, icon) = row()
        try root.arrange { make in
            make.size(title) == (100, 30); make.size(subtitle) == (80, 16); make.size(icon) == (20, 20)
            make.xLeft(title, subtitle, icon)
            make.install(title.top == root.top + 10)
            make.align(.firstBaseline, title, subtitle)
            make.ref(title).yLastBaseline(icon)
        }
        expectFrame(subtitle, 0, 22, 80, 16)
        expectFrame(icon, 0, 14, 20, 20)
    }

    @Test("the last baseline follows a growing item's bottom")
    func lastFollowsBottom() throws {
        let (root, items) = screen("body", "caption")
        let (body, caption) = (items[0], items[1])
        body.baselineOffsets = BaselineOffsets(first: 14, last: 5)
        caption.baselineOffsets = BaselineOffsets(first: 10, last: 3)
        var height: ConstraintHandle!
        try root.arrange { make in
            make.xLeft(body, caption); make.yTop(body); make.width(body, caption) == 100
            height = make.height(body) == 60
            make.height(caption) == 14
            make.install(caption.lastBaseline == body.lastBaseline)
        }
        expectFrame(caption, 0, 44, 100, 14)     // body's last baseline 60 − 5 = 55 = caption's bottom − 3
        try height.setConstant(80)
        expectFrame(caption, 0, 64, 100, 14)
    }

    /// title (100×30) at y 10, subtitle (80×16) on title's first baseline.
    func arrangeFirstBaselines(_ root: Item, _ title: Item, _ subtitle: Item) throws {
        try root.arrange { make in
            make.size(title) == (100, 30); make.size(subtitle) == (80, 16)
            make.xLeft(title, subtitle)
            make.install(title.top == root.top + 10)
            make.install(subtitle.firstBaseline == title.firstBaseline)
        }
    }

    @Test("changing offsets re-solves; nil falls back to the bottom")
    func change() throws {
        let (root, title, subtitle, _) = row()
        try arrangeFirstBaselines(root, title, subtitle)
        title.baselineOffsets = BaselineOffsets(first: 20, last: 10)
        expectFrame(subtitle, 0, 18, 80, 16)     // 10 + 20 − 12
        title.baselineOffsets = nil
        expectFrame(subtitle, 0, 28, 80, 16)     // title's bottom 40 − 12
    }

    @Test("non-finite offsets are refused, the old ones stay")
    func refused() throws {
        let (root, title, subtitle, _) = row()
        try arrangeFirstBaselines(root, title, subtitle)
        #expect(throws: ArrangeError.self) { try title.setBaselineOffsets(BaselineOffsets(first: .nan, last: 0)) }
        title.baselineOffsets = BaselineOffsets(first: .infinity, last: 0)
        #expect(title.baselineOffsets == BaselineOffsets(first: 24, last: 6))
        #expect(root.diagnostics.contains { $0.message.contains("baseline offsets") })
        expectFrame(subtitle, 0, 22, 80, 16)
    }

    @Test("a baseline relation that cannot hold is refused and nothing changes")
    func conflict() throws {
        let (root, title, subtitle, _) = row()
        try root.arrange { make in
            make.size(title) == (100, 30); make.size(subtitle) == (80, 16)
            make.xLeft(title, subtitle)
            make.install(title.top == root.top + 10, subtitle.top == root.top + 22)
            make.install(subtitle.firstBaseline == title.firstBaseline)
        }
        #expect(throws: ArrangeError.self) { try subtitle.setBaselineOffsets(BaselineOffsets(first: 10, last: 4)) }
        #expect(subtitle.baselineOffsets == BaselineOffsets(first: 12, last: 4))
        expectFrame(subtitle, 0, 22, 80, 16)
    }
}
