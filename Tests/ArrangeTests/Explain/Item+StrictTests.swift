import Testing
@testable import Arrange

@Suite("Strict mode turns ambiguity into a thrown error that changes nothing")
struct ItemStrictTests {
    @Test("an arrange that leaves a value unfixed throws .ambiguous, naming what touches it, and installs nothing")
    func throwsOnAmbiguity() throws {
        let (root, items) = screen("a", "b")
        let a = items[0], b = items[1]
        root.rejectsAmbiguity = true
        #expect(b.rejectsAmbiguity)
        // b is unconstrained: the first arrange must place both.
        try root.arrange { make in make.size(a, b) == (10, 10); make.xLeft(a, b); make.yTop(a, b) }
        let before = frameBits([root, a, b])
        let c = Item("c")
        root.addChild(c)
        let line = #line + 1  // inside #expect, a verb's default line is the macro's
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in make.size(c) == (5, 5) }
        }
        guard case let .ambiguous(diagnostics)? = error else { Issue.record("expected .ambiguous, got \(String(describing: error))"); return }
        #expect(diagnostics.map(\.subject) == ["c", "c"])
        #expect(error?.description.split(separator: "\n").first == "strict mode: the layout would leave 2 values unfixed; nothing was changed:")
        #expect(diagnostics[0].message.contains("touched only by size at \(#fileID):\(line)"))
        #expect(frameBits([root, a, b]) == before)
        #expect(root.tree.groups.count == 1)
        // Placing c as well is accepted.
        try root.arrange { make in make.size(c) == (5, 5); make.center(c) }
        #expect(c.frame == Rect(x: 185, y: 299, width: 5, height: 5))
    }

    @Test("without strict mode the same layout installs and lists the ambiguity")
    func lenient() throws {
        let (root, items) = screen("a")
        try root.arrange { make in make.size(items) == (10, 10) }
        #expect(!root.rejectsAmbiguity)
        #expect(root.diagnostics.count == 2)
    }

    @Test("content is measured in strict mode too, and a resize there and back keeps its frames")
    func measuresInStrictMode() throws {
        // Found by the fuzzer (seed 89): the label's measured size waited for
        // the next solver change, so a resize there and back changed frames.
        // Since issue 26 strict mode judges arrangements only: measured
        // content is a content size, installed whatever the mode.
        let root = Item("root")
        root.size = Size(width: 300, height: 200)
        root.rejectsAmbiguity = true
        let label = Item("label", measure: .text("hhhhhh", font: MonospacedFont(advance: 8, lineHeight: 15)))
        root.addChild(label)
        // Unwrapped, 6 glyphs × 8 = 48 wide; at 48 wide the text is one line, 15 high.
        #expect(label.frame.size == Size(width: 48, height: 15))
        root.rejectsAmbiguity = false
        #expect(label.frame.size == Size(width: 48, height: 15))
        let before = frameBits([root, label])
        try root.resize(to: Size(width: 400, height: 300))
        try root.resize(to: Size(width: 300, height: 200))
        #expect(frameBits([root, label]) == before)
    }

    @Test("strict mode set before the safe area accepts a layout whose every value is fixed (issue 26)")
    func strictBeforeSafeArea() throws {
        let root = Item("root"), blue = Item("blue")
        root.addChildren(blue)
        root.rejectsAmbiguity = true
        root.size = Size(width: 375, height: 667)
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        // The safe area is context, not an arrangement: given while blue was unplaced, it is taken.
        #expect(!root.diagnostics.contains { $0.kind == .rejectedChange })
        #expect(root.ownedTree?.safeArea != nil)
        try root.arrange { make in make.insetEdges(top: 28, left: 16, bottom: 28, right: 16); make.equal(blue) }
        // Inside the root's edges: x 16, y 28, width 375 − 32 = 343, height 667 − 56 = 611.
        #expect(blue.frame == Rect(x: 16, y: 28, width: 343, height: 611))
        #expect(root.diagnostics.isEmpty)
    }

    @Test("a safe area refused leaves no spacer behind that strict mode or the diagnostics would name")
    func refusedSafeAreaLeavesNothing() throws {
        let root = Item("root"), blue = Item("blue")
        root.addChild(blue)
        root.size = Size(width: 375, height: 667)
        root.margins = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        // blue's top is on the root's top margin (10) and its bottom at 60, at least 50 high: a safe-area
        // top of 20 would move the margin to 30 and leave blue 30 high.
        try root.arrange { make in
            make.install(blue.top == root.topMargin, blue.bottom == root.top + 60, blue.height >= 50)
            make.xEqual(blue)
        }
        #expect(throws: ArrangeError.self) { try root.setSafeAreaInsets(EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)) }
        root.rejectsAmbiguity = true
        try root.arrange { make in make.install(blue.width >= 0) }
        #expect(root.diagnostics.isEmpty)
        #expect(!root.diagnostics.contains { $0.message.contains("safe area") })
    }

    @Test("intrinsic sizes of items added to a strict root fix their values (issue 26)")
    func intrinsicOfItemsAddedLater() throws {
        let root = Item("root")
        root.size = Size(width: 320, height: 480)
        root.rejectsAmbiguity = true
        let nameLabel = Item("nameLabel", intrinsicSize: Size(width: 60, height: 20))
        let nameField = Item("nameField")
        root.addChildren(nameLabel, nameField)
        #expect(!root.diagnostics.contains { $0.kind == .rejectedChange })
        try root.arrange { make in
            make.install(nameLabel.leading == root.leading + 16, nameLabel.top == root.top + 40)
            make.install(nameField.leading == nameLabel.trailing + 8, nameField.trailing == root.trailing - 16)
            make.install(nameField.centerY == nameLabel.centerY, nameField.height == 30)
        }
        // The label at its intrinsic 60×20, at (16, 40); the field from 16 + 60 + 8 = 84 to
        // 320 − 16 = 304 (220 wide), centred on the label’s 50: y 50 − 15 = 35.
        #expect(nameLabel.frame == Rect(x: 16, y: 40, width: 60, height: 20))
        #expect(nameField.frame == Rect(x: 84, y: 35, width: 220, height: 30))
    }
}
