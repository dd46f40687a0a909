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
}
