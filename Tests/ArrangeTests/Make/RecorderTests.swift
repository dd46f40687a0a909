import Testing
@testable import Arrange

@Suite("Recording reports every mistake of a closure at once")
struct RecorderTests {
    @Test("declarations are numbered in the order recorded, within the first room for handles and past it")
    func numbering() {
        let root = Item("root")
        let recorder = Recorder(root: root)
        let count = Recorder.initialHandleCapacity * 2 + 1
        let handles = (0..<count).map { i in
            recorder.append(Declaration(verb: "v\(i)", payload: .relation(lhs: LinearForm(root, .width), relation: .equal, rhs: LinearForm(constant: Double(i))),
                                        reference: ItemReference(root), insets: EdgeInsets(), priority: .required, location: CallSite(fileID: #fileID, line: #line)))
        }
        #expect(recorder.handles.count == count)
        #expect(recorder.handles.map { ObjectIdentifier($0) } == handles.map { ObjectIdentifier($0) })
        #expect(recorder.declarations.map(\.index) == (0..<Int32(count)).map { $0 })
        #expect(recorder.declarations.map(\.verb) == (0..<count).map { "v\($0)" })
    }

    @Test("a NaN width with priority 1001 on one line reports both, and installs nothing")
    func nanAndPriorityOnOneLine() throws {
        let (root, items) = screen("a", "b")
        let a = items[0], b = items[1]
        try root.arrange { make in make.size(a, b) == (10, 10); make.xLeft(a, b); make.yTop(a, b) }
        let before = frameBits([root, a, b])
        var line = 0
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in
                line = #line; make.width(a) == .nan ~ 1001
            }
        }
        let site = CallSite(fileID: #fileID, line: line)
        #expect(error == .multiple([.nonFinite(verb: "width", argument: nil, value: .nan, at: site), .invalidPriority(1001, at: site)])
                || error?.description.contains("2 mistakes") == true)
        guard case let .multiple(errors)? = error else { Issue.record("expected .multiple, got \(String(describing: error))"); return }
        #expect(errors.count == 2)
        #expect(errors.last == .invalidPriority(1001, at: site))
        #expect(frameBits([root, a, b]) == before)
    }

    @Test("mistakes on several lines are listed in the order written, each with its file:line")
    func severalLines() throws {
        let (root, items) = screen("a")
        let stranger = Item("stranger")
        var first = 0, second = 0, third = 0
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in
                first = #line; make.width(items[0]) == [1, 2]
                second = #line; make.xLeft(stranger)
                third = #line; make.install(items[0].left == items[0].right ~ 0)
            }
        }
        guard case let .multiple(errors)? = error else { Issue.record("expected .multiple"); return }
        #expect(errors.count == 3)
        let lines = error!.description.split(separator: "\n").map(String.init)
        #expect(lines[0] == "3 mistakes in one arrange closure; nothing was installed; fix each:")
        #expect(lines[1] == "  - width at \(#fileID):\(first): 1 item(s) but 2 value(s); give one value per item, or a single value for all")
        #expect(lines[2] == "  - xLeft at \(#fileID):\(second): stranger is not in root's tree: add it with root.addChild(stranger) (or to an item inside root)")
        #expect(lines[3] == "  - priority 0 at \(#fileID):\(third) is outside 1…1000")
    }

    @Test("one mistake is thrown as itself, and a mistake made twice by one call counts once")
    func single() throws {
        let (root, items) = screen("a")
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in
                make.insetEdges(edge: 1.5e308)
                make.insetEdges(edge: 1.5e308)
                make.equal(items[0])
            }
        }
        guard case .nonFiniteSum? = error else { Issue.record("expected one nonFiniteSum, got \(String(describing: error))"); return }
    }

    @Test("a `~` on a handle after its closure returned does nothing, rejected or not")
    func tildeAfterClosure() throws {
        let (root, items) = screen("a")
        var rejected: ConstraintHandle?
        _ = try? root.arrange { make in rejected = make.width(items[0]) == .infinity }
        let handle = try #require(rejected)
        _ = handle ~ 1001
        #expect(handle.priority == .required)
    }
}

@Suite("A recording checks tree membership once per item, and again after the tree changes")
struct RecorderMembershipTests {
    /// A chain of `depth` items under `root`, each the child of the one before.
    func chain(_ prefix: String, depth: Int, under root: Item) -> [Item] {
        var parent = root
        return (0..<depth).map { index in
            let item = Item("\(prefix)\(index)")
            parent.addChild(item)
            parent = item
            return item
        }
    }

    @Test("items far below the root belong, items far below another root do not")
    func deepItems() throws {
        let root = Item("root"), other = Item("other")
        let deep = chain("n", depth: 30, under: root)
        let foreign = chain("f", depth: 30, under: other)
        root.size = Size(width: 300, height: 300)
        try root.arrange { make in
            // Each level 2 inside its parent (the nest/D recipe).
            for (index, item) in deep.enumerated() {
                let m = make.ref(index == 0 ? root : deep[index - 1])
                m.insetEdges(edge: 2)
                m.equal(item)
            }
        }
        // n29 is 300 − 2 · 2 · 30 = 180 wide, 2 right of n28 (its parent's coordinates).
        #expect(deep[29].frame == Rect(x: 2, y: 2, width: 180, height: 180))
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in
                make.width(deep[29]) == 10   // remembered on the way down from deep[29]
                make.width(foreign[29]) == 10
            }
        }
        #expect(error.map { if case .foreignItem("f29", "other", "root", _, _) = $0 { true } else { false } } == true)
    }

    @Test("a deep item taken out of the tree during the closure is refused at its next verb")
    func treeChangesDuringRecording() throws {
        let root = Item("root")
        let deep = chain("n", depth: 30, under: root)
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in
                make.height(deep[29]) == 10   // found in the tree and remembered
                deep[10].removeFromParent()   // n10…n29 now form their own tree
                make.width(deep[29]) == 10
            }
        }
        #expect(error.map { if case .foreignItem("n29", "n10", "root", "width", _) = $0 { true } else { false } } == true)
    }

    @Test("adding a child that has no children checks only that it is not the parent itself")
    func leafChild() {
        let root = Item("root")
        let deep = chain("n", depth: 30, under: root)
        let leaf = Item("leaf")
        deep[29].addChild(leaf)
        #expect(leaf.parent === deep[29] && leaf.root === root && leaf.isDescendant(of: deep[3]) && !deep[3].isDescendant(of: leaf))
    }

    @Test("membership checks agree with the parent links in any order: top down, bottom up, and on a branch off a remembered chain")
    func membershipInAnyOrder() {
        let root = Item("root"), other = Item("other")
        let deep = chain("n", depth: 40, under: root)
        let branch = chain("b", depth: 20, under: deep[15])      // b19 is 36 levels deep
        let foreign = chain("f", depth: 40, under: other)
        for order in [Array(deep.indices), deep.indices.reversed()] {
            let recorder = Recorder(root: root)
            for index in order {
                #expect(recorder.isInTree(deep[index]), "n\(index)")
                #expect(!recorder.isInTree(foreign[index]), "f\(index)")
            }
            #expect(branch.allSatisfy(recorder.isInTree))
            #expect(!recorder.isInTree(other))
            recorder.finish()
        }
    }
}
