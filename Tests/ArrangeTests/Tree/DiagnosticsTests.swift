import Testing
import Arrange

@Suite("Values nothing fixes are reported, never silently 0")
struct DiagnosticsTests {
    @Test("an item with a size but no position is reported per axis")
    func position() throws {
        let (root, items) = screen("a")
        let line = #line + 1
        let group = try root.arrange { make in make.size(items) == (10, 10) }
        let size = group.constraints.map(\.summary)
        let expected = [
            Diagnostic(subject: "a", kind: .ambiguous(axis: .horizontal, aspect: .position),
                       message: "a: nothing fixes its x position (horizontal position); touched only by size at \(#fileID):\(line); one more constraint fixes it: make.xLeft(a), make.xCenter(a) or make.install(a.left == …)",
                       constraints: [size[0]]),
            Diagnostic(subject: "a", kind: .ambiguous(axis: .vertical, aspect: .position),
                       message: "a: nothing fixes its y position (vertical position); touched only by size at \(#fileID):\(line); one more constraint fixes it: make.yTop(a), make.yCenter(a) or make.install(a.top == …)",
                       constraints: [size[1]]),
        ]
        #expect(root.diagnostics == expected)
        #expect(group.diagnostics == expected)
    }

    @Test("an item nothing mentions is reported on all four values")
    func untouched() throws {
        let (root, _) = screen("lonely")
        #expect(root.diagnostics.count == 4)
        #expect(root.diagnostics.allSatisfy { $0.subject == "lonely" && $0.constraints.isEmpty })
        #expect(root.diagnostics.map(\.message)[1] == "lonely: nothing fixes its width (horizontal size); no constraint touches it; one more constraint fixes it: make.width(lonely) == …, or both edges: make.xEqual(lonely)")
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

@Suite("Sizes below zero and repeated constraints are told, not hidden")
struct NegativeSizeAndDuplicateTests {
    @Test("an over-full row reports the squeezed item, its width and the verbs that squeeze it")
    func overFullRow() throws {
        let (root, items) = screen("icon", "name", "button", width: 300, height: 100)
        let (icon, name, button) = (items[0], items[1], items[2])
        let label = Item("label")
        name.addChild(label)
        let group = try root.arrange { make in
            make.width(icon, button, fileID: "App/Row.swift", line: 3) == [120, 155]
            make.height(items, fileID: "App/Row.swift", line: 4) == 24
            make.yTop(items, fileID: "App/Row.swift", line: 5)
            make.xPlace(16, icon, 8, name, 8, button, 16, fileID: "App/Row.swift", line: 6)
            make.width(name, fileID: "App/Row.swift", line: 7) >= 0 ~ .low
            make.ref(name).xEqual(label, fileID: "App/Row.swift", line: 8)
            make.ref(name).yEqual(label, fileID: "App/Row.swift", line: 9)
        }
        // 300 - 16 - 120 - 8 - 8 - 155 - 16 = -23; name.left = 16 + 120 + 8 = 144.
        expectFrame(name, 144, 0, -23, 24)
        let negative = root.diagnostics.filter { if case .negativeSize = $0.kind { true } else { false } }
        #expect(negative.map(\.subject) == ["name", "label"])
        #expect(negative[0].kind == .negativeSize(axis: .horizontal))
        // Named: xPlace's two constraints on name's edges. Not: the broken low width >= 0, the vertical verbs, label's xEqual inside name.
        #expect(negative[0].constraints.map(\.relation) == ["name.left == icon.right + 8", "button.left == name.right + 8"])
        #expect(negative[0].message
            == "name: its width is -23, below zero; squeezed by xPlace at App/Row.swift:6; make room, or lower the priority of one of them")
        // label is squeezed by xEqual, which ties it to name.
        #expect(negative[1].constraints.map(\.relation) == ["label.left == name.left", "label.right == name.right"])
        #expect(group.diagnostics.filter { if case .negativeSize = $0.kind { true } else { false } } == negative)
    }

    @Test("a constraint installed twice is accepted and reported with both lines, however it was written")
    func duplicates() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        let first = try root.arrange { make in
            make.size(a, b, fileID: "App/A.swift", line: 1) == (10, 10)
            make.xLeft(a, fileID: "App/A.swift", line: 2)
            make.yTop(a, fileID: "App/A.swift", line: 3)
            make.install(b.top == a.bottom + 4, fileID: "App/A.swift", line: 4)
            make.install(a.bottom + 4 == b.top, fileID: "App/A.swift", line: 5)
            make.install(b.left >= a.right, fileID: "App/A.swift", line: 6)
        }
        let second = try root.arrange { make in
            make.xEqual(a, fileID: "App/B.swift", line: 1) ~ .high
            make.install(a.right <= b.left, fileID: "App/B.swift", line: 2)
            make.install(b.left >= a.right ~ .low, fileID: "App/B.swift", line: 3)
            make.xLeft(a, fileID: "App/B.swift", line: 4)
        }
        let repeats = root.diagnostics.filter { $0.kind == .duplicate }
        // In installation order of the repeat: line 5 repeats line 4 (sides swapped), B:2 repeats A:6 (a <= b is b >= a),
        // B:4 repeats A:2. Not repeats: xEqual at .high (another priority), b.left >= a.right ~ .low.
        #expect(repeats.map(\.message) == [
            "duplicate constraint a.bottom + 4 == b.top: install at App/A.swift:5 repeats install at App/A.swift:4; it changes nothing, remove one",
            "duplicate constraint a.right <= b.left: install at App/B.swift:2 repeats install at App/A.swift:6; it changes nothing, remove one",
            "duplicate constraint a.left == root.left: xLeft at App/B.swift:4 repeats xLeft at App/A.swift:2; it changes nothing, remove one",
        ])
        #expect(repeats[2].constraints.map(\.provenance.location) == [CallSite(fileID: "App/A.swift", line: 2), CallSite(fileID: "App/B.swift", line: 4)])
        #expect(first.diagnostics.filter { $0.kind == .duplicate } == repeats)
        #expect(second.diagnostics.filter { $0.kind == .duplicate } == Array(repeats.dropFirst()))
        second.uninstall()
        #expect(root.diagnostics.filter { $0.kind == .duplicate }.count == 1)
    }

    @Test("leading in a left-to-right tree repeats left")
    func directionalDuplicate() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.size(a, b) == (10, 10); make.yTop(a, b); make.xLeft(a)
            make.install(b.left == a.right + 8, fileID: "App/A.swift", line: 1)
            make.install(b.leading == a.trailing + 8, fileID: "App/A.swift", line: 2)
        }
        #expect(root.diagnostics.filter { $0.kind == .duplicate }.map(\.subject) == ["b.leading == a.trailing + 8"])
        root.layoutDirection = .rightToLeft
        // Right to left they differ: b.left = a.right + 8 and b.right = a.left - 8 cannot both hold, so the flip is rejected.
        #expect(root.diagnostics.contains { $0.kind == .rejectedChange })
        #expect(root.layoutDirection == .leftToRight)
    }
}
