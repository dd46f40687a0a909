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

    @Test("content measured while strict mode refused it is measured at the next frame read after strict mode is turned off, not at a later resize")
    func measuresAfterStrictModeEnds() throws {
        // Found by the fuzzer (seed 89): the label's measured size waited for
        // the next solver change, so a resize there and back changed frames.
        let root = Item("root")
        root.size = Size(width: 300, height: 200)
        root.rejectsAmbiguity = true
        let label = Item("label", measure: .text("hhhhhh", font: MonospacedFont(advance: 8, lineHeight: 15)))
        root.addChild(label)
        // Nothing places the label: its measured size would leave values unfixed, so strict mode refuses it.
        #expect(label.frame.size == Size(width: 0, height: 0))
        root.rejectsAmbiguity = false
        // Unwrapped, 6 glyphs × 8 = 48 wide; at 48 wide the text is one line, 15 high.
        #expect(label.frame.size == Size(width: 48, height: 15))
        let before = frameBits([root, label])
        try root.resize(to: Size(width: 400, height: 300))
        try root.resize(to: Size(width: 300, height: 200))
        #expect(frameBits([root, label]) == before)
    }
}
