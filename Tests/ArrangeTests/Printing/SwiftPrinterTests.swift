import Testing
@testable import Arrange

@Suite("A live tree printed as Swift reads like the make DSL that built it")
struct SwiftPrinterTests {
    @Test("items, sizes, insets, ref, place lists, installs, priorities and identifiers print as calls")
    func printsCalls() throws {
        let root = Item("root"), card = Item("card"), icon = Item("icon", intrinsicSize: Size(width: 20, height: 20))
        let a = Item("a"), b = Item("b")
        root.addChildren(card, a, b)
        card.addChild(icon)
        root.size = Size(width: 300, height: 200)
        icon.hugging = AxisPriorities(horizontal: 300, vertical: 250)
        try root.arrange { make in
            make.insetEdges(edge: 10)
            make.width(card) == make.w / 2
            make.height(card) == 100 ~ .high
            make.xLeft(card); make.yTop(card)
            let inner = make.ref(card)
            inner.center(icon)
            make.resetEdges(.zero)
            make.size(a, b) == (20, 20)
            make.xPlace(make.flexible, a, make.flexible * 2, b, make.flexible)
            (make.install(a.top == card.bottom + 8)).identifier = "gap"
            make.install(b.top == a.top)
        }
        #expect(root.swiftCode() == """
        let root = Item("root")
        let card = Item("card")
        let icon = Item("icon", intrinsicSize: Size(width: 20, height: 20))
        let a = Item("a")
        let b = Item("b")
        root.addChildren(card, a, b)
        card.addChildren(icon)
        icon.hugging = AxisPriorities(horizontal: 300, vertical: 250)
        root.size = Size(width: 300, height: 200)
        try root.arrange { make in
            make.resetEdges(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
            make.width(card) == make.w * 0.5
            make.height(card) == 100 ~ 750
            make.xLeft(card)
            make.yTop(card)
            let inner1 = make.ref(card)
            inner1.center(icon)
            make.resetEdges(EdgeInsets())
            make.width(a, b) == 20
            make.height(a, b) == 20
            make.xPlace(make.flexible, a, make.flexible * 2, b, make.flexible)
            (make.install(a.top == card.bottom + 8)).identifier = "gap"
            make.install(b.top == a.top)
        }

        """)
    }

    @Test("names that are not Swift identifiers, or repeat, get variable names of their own")
    func variableNames() {
        #expect(SwiftPrinter.variableNames(["root", "two words", "root", "make"]).values == ["root", "item1", "item2", "item3"])
        #expect(SwiftPrinter.quoted("a\"b\\c\n") == "\"a\\\"b\\\\c\\n\"")
        #expect(SwiftPrinter.extent("make.w", scale: 1, shift: -4) == "make.w - 4")
    }
}
