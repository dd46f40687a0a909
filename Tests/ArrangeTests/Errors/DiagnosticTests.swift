import Testing
@testable import Arrange

@Suite("Diagnostics read in one bounded line each, whatever the names hold")
struct BoundedDiagnosticsTests {
    @Test("a megabyte name and a name with a newline are cut and escaped in messages, kept whole as subjects")
    func boundedNames() throws {
        let huge = String(repeating: "h", count: 1 << 20)
        let cut = String(repeating: "h", count: Snippet.textLimit) + "…"
        let root = Item("root"), a = Item(huge), b = Item("b\nc")
        root.addChildren(a, b)
        root.size = Size(width: 100, height: 100)
        let first = #line + 1
        try root.arrange { make in make.size(a, b) == (10, 10); make.yTop(a, b); make.xLeft(b) }
        try root.arrange { make in make.size(a) == (10, 10) }
        let calls = "size at \(#fileID):\(first + 1) repeats size at \(#fileID):\(first)"
        let diagnostics = root.diagnostics
        #expect(diagnostics.map(\.subject) == [huge, "\(huge).width == 10", "\(huge).height == 10"])
        #expect(diagnostics.map(\.description) == [
            "\(cut): nothing fixes its x position (horizontal position); touched only by size at \(#fileID):\(first), size at \(#fileID):\(first + 1); one more constraint fixes it: make.xLeft(\(cut)), make.xCenter(\(cut)) or make.install(\(cut).left == …)",
            "duplicate constraint \(cut).width == 10: \(calls); it changes nothing, remove one",
            "duplicate constraint \(cut).height == 10: \(calls); it changes nothing, remove one",
        ])
        b.intrinsicSize = Size(width: .infinity, height: 1)
        #expect(root.diagnostics.last?.description == "intrinsic size inf×1 of b\\nc was not applied: item 'b\\nc': intrinsic size inf×1 has a NaN or infinite number, or one beyond ±1e100 (the largest a layout can solve)")
    }

    @Test("a size squeezed by very many calls names the first eight and counts the rest")
    func boundedCalls() {
        let summaries = (1...30).map { ConstraintSummary(relation: "r", priority: .required, provenance: Provenance(verb: "width", location: CallSite(fileID: "F.swift", line: $0))) }
        let message = Diagnostic.negativeSize("a", axis: .horizontal, size: -3, squeezedBy: summaries).message
        #expect(message == "a: its width is -3, below zero; squeezed by " + (1...8).map { "width at F.swift:\($0)" }.joined(separator: ", ") + " and 22 more; make room, or lower the priority of one of them")
    }
}
