import Testing
import Arrange

@Suite("Values nothing fixes are reported, never silently 0")
struct DiagnosticsTests {
    @Test("an item with a size but no position is reported per axis")
    func position() throws {
        let (root, items) = screen("a")
        let group = try root.arrange { make in make.size(items) == (10, 10) }
        let expected = [
            Diagnostic(subject: "a", kind: .ambiguous(axis: .horizontal, aspect: .position),
                       message: "a: nothing fixes its x position (horizontal position); add a constraint for it"),
            Diagnostic(subject: "a", kind: .ambiguous(axis: .vertical, aspect: .position),
                       message: "a: nothing fixes its y position (vertical position); add a constraint for it"),
        ]
        #expect(root.diagnostics == expected)
        #expect(group.diagnostics == expected)
    }

    @Test("an item nothing mentions is reported on all four values")
    func untouched() throws {
        let (root, _) = screen("lonely")
        #expect(root.diagnostics.count == 4)
        #expect(root.diagnostics.allSatisfy { $0.subject == "lonely" })
    }

    @Test("flexible spacers with nothing to fill are reported")
    func spacer() throws {
        let (root, items) = screen("a", "b")
        try root.arrange { make in
            make.size(items) == (10, 10); make.yTop(items)
            make.xPlace(items[0], make.flexible, make.wall, items[1], 0)
        }
        #expect(root.diagnostics.contains { $0.subject.hasPrefix("flexible spacer of xPlace at ") })
    }

    @Test("a flexible spacer between items of free width is reported with them")
    func freeSpacer() throws {
        let (root, items) = screen("a", "b")
        try root.arrange { make in
            make.height(items) == 10; make.yTop(items)
            make.xPlace(items[0], make.flexible, items[1])
        }
        let subjects = root.diagnostics.map(\.subject)
        #expect(subjects.contains("a") && subjects.contains("b"))
        #expect(subjects.contains { $0.hasPrefix("flexible spacer of xPlace at ArrangeTests/DiagnosticsTests.swift:") })
    }
}
