import Testing
import Arrange

/// A screen with a, b and c (100×100, a and b in a row), its group, and its frames.
private func arrangedScreen() throws -> (root: Item, items: [Item], group: ConstraintGroup, frames: [Rect]) {
    let (root, items) = screen("a", "b", "c")
    let group = try root.arrange { make in
        make.size(items) == (100, 100)
        make.yTop(items)
        make.xPlace(10, items[0], 10, items[1], make.wall)
        make.xRight(items[2])
    }
    return (root, items, group, snapshot([root] + items))
}

/// Expects the failed call to have changed nothing.
private func expectUnchanged(_ s: (root: Item, items: [Item], group: ConstraintGroup, frames: [Rect]),
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(snapshot([s.root] + s.items) == s.frames, sourceLocation: sourceLocation)
    #expect(s.group.isInstalled && s.group.constraints.count == 13, sourceLocation: sourceLocation)
}

@Suite("Every mistake is a clear error, and a failed arrange changes nothing")
struct ArrangeErrorTests {
    @Test("conflicting required constraints name each member with verb, items and file:line")
    func conflict() throws {
        let s = try arrangedScreen()
        var line = 0
        let error = #expect(throws: ArrangeError.self) {
            try s.root.arrange { make in line = #line; make.width(s.items[0]) == 50 }
        }
        guard case let .conflict(members)? = error else { Issue.record("expected a conflict"); return }
        #expect(members.count == 2)
        #expect(members.map(\.relation) == ["a.width == 100", "a.width == 50"])
        #expect(members.last?.provenance.location == CallSite(fileID: #fileID, line: line))
        #expect(members.first?.provenance.verb == "size")
        #expect(error?.description.contains("a.width == 50 — width argument 1 (a) at \(#fileID):\(line)") == true)
        expectUnchanged(s)
    }

    @Test("a conflict inside one closure installs nothing")
    func conflictWithinClosure() throws {
        let s = try arrangedScreen()
        #expect(throws: ArrangeError.self) {
            try s.root.arrange { make in
                make.xLeft(s.items[2])
                make.height(s.items[2]) == 100
            }
        }
        expectUnchanged(s)
    }

    @Test("a count mismatch is an error, not a truncation")
    func countMismatch() throws {
        let s = try arrangedScreen()
        let error = #expect(throws: ArrangeError.self) {
            try s.root.arrange { make in make.width(s.items[0], s.items[1]) == [1, 2, 3] }
        }
        guard case let .countMismatch(verb, items, values, _)? = error else { Issue.record("expected a count mismatch"); return }
        #expect(verb == "width" && items == 2 && values == 3)
        #expect(throws: ArrangeError.self) {
            try s.root.arrange { make in make.size(s.items[0], s.items[1]) == [Size(width: 1, height: 1)] }
        }
        expectUnchanged(s)
    }

    @Test("non-finite numbers are errors wherever they appear")
    func nonFinite() throws {
        let s = try arrangedScreen()
        let a = s.items[0]
        let bodies: [(Make) -> Void] = [
            { make in make.width(a) == .nan },
            { make in make.xPlace(Double.infinity, a) },
            { make in make.xPlace(make.flexible * .nan, a) },
            { make in make.insetEdges(edge: .infinity) },
            { make in make.install(a.width == a.width * .infinity) },
            { make in make.height(a) == make.h * .nan },
            { make in make.resetEdges(EdgeInsets(left: .nan)) },
        ]
        for body in bodies {
            let error = #expect(throws: ArrangeError.self) { try s.root.arrange(body) }
            guard case .nonFinite? = error else { Issue.record("expected nonFinite, got \(String(describing: error))"); continue }
        }
        expectUnchanged(s)
    }

    @Test("finite numbers that add up beyond the largest double name the call that added them, never an internal error")
    func overflow() throws {
        let s = try arrangedScreen()
        let (a, b) = (s.items[0], s.items[1])
        let base = #line + 2
        let bodies: [(Make) -> Void] = [
            { make in make.insetEdges(edge: 1.5e308) },
            { make in make.insetEdges(top: 1e308); make.insetEdges(top: 1e308) },
            { make in make.insetEdges(left: 1e308, right: -1e308) },
            { make in make.insetEdges(left: 1e308, leading: 1e308, right: -1e308, trailing: -1e308) },
            { make in make.resetEdges(EdgeInsets(top: 1e308, bottom: 1e308)) },
            { make in make.xPlace(1.5e308, 1.5e308, a) },
            { make in make.insetEdges(left: 1e308); make.yPlace(a); make.xPlace(1e308, a) },
            { make in make.install(a.left + 1e308 == b.left - 1e308) },
            { make in make.install(a.width * 1e308 + a.width * 1e308 == b.width) },
            { make in make.width(a, b) == 1.5e308; make.xPlace(a, b) },   // finite, but two such widths add up to infinity
            { make in make.width(a) == 1e200 },
        ]
        let expected: [(verb: String, argument: Int?, sum: String)] = [
            ("insetEdges", nil, "the insets inside make.w (left + right + leading + trailing) = inf"),
            ("insetEdges", nil, "the top inset 1e+308 + 1e+308"),
            ("insetEdges", nil, "the horizontal centre offset (left - right) / 2 = inf"),
            ("insetEdges", nil, "the left inset with the leading one = inf"),
            ("resetEdges", nil, "the insets inside make.h (top + bottom) = inf"),
            ("xPlace", 3, "a.left == root.left + inf"),
            ("xPlace", 2, "a.left == root.left + inf"),
            ("install", nil, "a.left + 1e+308 == b.left - 1e+308"),
            ("install", nil, "1e+308 * a.width + 1e+308 * a.width == b.width"),
            ("width", 1, "a.width == 1.5e+308"),
            ("width", 1, "a.width == 1e+200"),
        ]
        for (index, body) in bodies.enumerated() {
            let error = #expect(throws: ArrangeError.self) { try s.root.arrange(body) }
            let want = expected[index]
            #expect(error == .nonFiniteSum(verb: want.verb, argument: want.argument, sum: want.sum, at: CallSite(fileID: #fileID, line: base + index)))
        }
        expectUnchanged(s)
        let error = ArrangeError.nonFiniteSum(verb: "xPlace", argument: 3, sum: "a.left == root.left + inf", at: CallSite(fileID: "App/Row.swift", line: 4))
        #expect(error.description == "xPlace at App/Row.swift:4 (argument 3): its numbers go beyond what a layout can solve (±1e100 in a relation, ±1.8e308 in any sum): a.left == root.left + inf; use smaller numbers")
    }

    @Test("an item from another tree is an error naming both trees")
    func foreignItem() throws {
        let s = try arrangedScreen()
        let stranger = Item("stranger"), elsewhere = Item("elsewhere")
        elsewhere.addChild(stranger)
        let error = #expect(throws: ArrangeError.self) {
            try s.root.arrange { make in make.xLeft(stranger) }
        }
        #expect(error.map { if case .foreignItem("stranger", "elsewhere", "root", "xLeft", _) = $0 { true } else { false } } == true)
        #expect(throws: ArrangeError.self) { try s.root.arrange { make in make.install(stranger.left == s.items[0].left) } }
        #expect(throws: ArrangeError.self) { try s.root.arrange { make in make.ref(stranger).xLeft(s.items[0]) } }
        #expect(throws: ArrangeError.self) { try s.root.arrange { make in make.width(s.items[0]) == stranger.width } }
        expectUnchanged(s)
        #expect(elsewhere.children == [stranger])
    }

    @Test("an item arranged inside itself is an error")
    func insideItself() throws {
        let s = try arrangedScreen()
        let error = #expect(throws: ArrangeError.self) { try s.root.arrange { make in make.equal(s.root) } }
        #expect(error.map { if case .arrangedInsideItself("root", "equal", _) = $0 { true } else { false } } == true)
        #expect(throws: ArrangeError.self) { try s.root.arrange { make in make.ref(s.items[0]).xPlace(10, s.items[0]) } }
        #expect(throws: ArrangeError.self) { try s.root.arrange { make in make.width(s.root) == make.w } }
        expectUnchanged(s)
    }

    @Test("an item twice in one place list is an error naming both arguments")
    func duplicateInPlaceList() throws {
        let s = try arrangedScreen()
        let error = #expect(throws: ArrangeError.self) {
            try s.root.arrange { make in make.xPlace(s.items[2], 10, s.items[2]) }
        }
        #expect(error.map { if case .duplicateInPlaceList("c", "xPlace", [1, 3], _) = $0 { true } else { false } } == true)
        expectUnchanged(s)
    }

    @Test("a priority outside 1…1000 is an error")
    func invalidPriority() throws {
        let s = try arrangedScreen()
        #expect(throws: ArrangeError.self) { try s.root.arrange { make in make.width(s.items[2]) == 1 ~ 1001 } }
        #expect(throws: ArrangeError.self) { try s.root.arrange { make in make.install(s.items[2].width == 1 ~ 0) } }
        expectUnchanged(s)
    }

    @Test("an error thrown by the closure installs nothing")
    func bodyThrows() throws {
        struct Oops: Error {}
        let s = try arrangedScreen()
        #expect(throws: ArrangeError.bodyFailed("Oops()")) {
            try s.root.arrange { make in
                make.xLeft(s.items[2])
                throw Oops()
            }
        }
        expectUnchanged(s)
    }

    @Test("a name with a newline or a megabyte of text gives a bounded description, one line per constraint")
    func boundedNames() throws {
        let huge = String(repeating: "h", count: 1 << 20)
        let root = Item("root"), a = Item("two\nlines"), b = Item(huge)
        root.addChildren(a, b)
        root.size = Size(width: 100, height: 100)
        try root.arrange { make in make.width(a) == 10; make.install(a.width == b.width) }
        let error = #expect(throws: ArrangeError.self) { try root.arrange { make in make.width(b) == 20 } }
        guard case let .conflict(members)? = error, let text = error?.description else { Issue.record("expected a conflict"); return }
        #expect(members.contains { $0.relation == "\(huge).width == 20" })   // the payload keeps every name whole
        let lines = text.split(separator: "\n")
        #expect(lines.count == 1 + members.count)
        #expect(lines.allSatisfy { $0.unicodeScalars.count <= Snippet.lineLimit + 1 })
        #expect(text.contains("two\\nlines.width == 10 — width argument 1 (two\\nlines) at "))
        let cut = String(repeating: "h", count: Snippet.textLimit) + "…"
        #expect(text.contains("  - \(cut).width == 20 — width argument 1 (\(cut)) at \(#fileID):"))
        #expect(text.contains("  - two\\nlines.width == \(cut).width — install (two\\nlines, \(cut)) at \(#fileID):"))
        let foreign = ArrangeError.foreignItem(item: huge, tree: "x\ny", expectedTree: "root", verb: "xLeft", at: CallSite(fileID: "F.swift", line: 1))
        #expect(foreign.description == "xLeft at F.swift:1: item '\(cut)' belongs to the tree of 'x\\ny', not to the tree of 'root'; add it to that tree first")
    }

    @Test("a conflict of very many constraints lists the first 20 and says how many more; the payload keeps them all")
    func boundedConflicts() {
        let members = (0..<600).map { ConstraintSummary(relation: "b\($0).width >= 3", priority: .required, provenance: Provenance(verb: "width", items: ["b\($0)"])) }
        let text = ArrangeError.conflict(members).description
        let lines = text.split(separator: "\n")
        #expect(lines.count == 1 + Snippet.constraintLimit + 1)
        #expect(lines[1] == "  - b0.width >= 3 — width (b0)")
        #expect(lines.last == "  … and 580 more")
        #expect(ArrangeError.rootSizeConflict(root: "r", requested: .zero, solved: .zero, conflicts: members).description.hasSuffix("  … and 580 more"))
        let site = CallSite(fileID: String(repeating: "deep/", count: 100) + "File.swift", line: 7)
        #expect(site.description == "…" + String(String(repeating: "deep/", count: 100).suffix(110)) + "File.swift:7")
    }

    @Test("descriptions say what to change")
    func descriptions() {
        let at = CallSite(fileID: "App/Screen.swift", line: 12)
        #expect(ArrangeError.countMismatch(verb: "width", items: 2, values: 3, at: at).description
            == "width at App/Screen.swift:12: 2 item(s) but 3 value(s); give one value per item, or a single value for all")
        #expect(ArrangeError.duplicateInPlaceList(item: "c", verb: "xPlace", arguments: [1, 3], at: at).description.contains("'c' appears twice (arguments 1 and 3)"))
        #expect(ArrangeError.invalidPriority(0, at: at).description == "priority 0 at App/Screen.swift:12 is outside 1…1000")
        #expect(ArrangeError.mixedDirections(relation: "a.leading == b.left + 8", verb: "install", at: at).description
            == "install at App/Screen.swift:12: a.leading == b.left + 8 mixes leading/trailing with left/right; use leading and trailing (they mirror in right-to-left) or left and right (they do not) throughout")
    }

    @Test("handle errors name the verb, the identifier and the call site")
    func handleDescriptions() {
        let at = CallSite(fileID: "App/Card.swift", line: 7)
        #expect(ArrangeError.retiredHandle(verb: "install", identifier: "gap", at: at).description.hasPrefix("'gap' install at App/Card.swift:7: this handle belongs to no group"))
        #expect(ArrangeError.noSuchConstant(verb: "xPlace", identifier: nil, asked: "its one number", available: ["argument 1", "argument 3"], at: at).description
            == "xPlace at App/Card.swift:7: setConstant asked for its one number, which does not name one of its numbers; its numbers are argument 1, argument 3 (setConstant(_:argument:on:))")
        #expect(ArrangeError.groupCannotInstall(reference: "card", reason: "its reference item is gone").description
            == "install() of the group arranged on 'card': its reference item is gone")
    }

    @Test("a root-size conflict names the user's calls first and the root size last, with make.w / 3 as written")
    func rootSizeHeadline() throws {
        let header = Item("header"), tile = Item("tile")
        header.addChild(tile)
        header.size = Size(width: 300, height: 100)
        // Inside #expect, #line (and each verb's default line) is the macro's line.
        var line = 0
        let error = #expect(throws: ArrangeError.self) {
            try header.arrange { make in
                line = #line
                make.width(tile) == make.w / 3
                make.width(tile) == 40
            }
        }
        let lines = error?.description.split(separator: "\n").map(String.init) ?? []
        // tile.width = header.width / 3 = 40 makes header 3 × 40 = 120 wide.
        #expect(lines == [
            "width at \(#fileID):\(line) would make root 'header' 120×100, but its size is 300×100; relax one of these required constraints:",
            "  - tile.width == header.width / 3 — width argument 1 (tile, header) at \(#fileID):\(line)",
            "  - tile.width == 40 — width argument 1 (tile) at \(#fileID):\(line)",
            "  - header.width == 300 — root size (header)",
        ])
    }

    @Test("an item never added reads as a forgotten addChild")
    func forgottenAddChild() throws {
        let header = Item("header"), badge = Item("badge")
        var line = 0
        let error = #expect(throws: ArrangeError.self) {
            try header.arrange { make in line = #line; make.size(badge) == (10, 10) }
        }
        #expect(error?.description == "size at \(#fileID):\(line): badge is not in header's tree: add it with header.addChild(badge) (or to an item inside header)")
    }
}
