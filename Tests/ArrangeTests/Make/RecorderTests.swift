import Testing
import Arrange

@Suite("A recording checks tree membership once per item, and again after the tree changes")
struct RecorderTests {
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
}
