import Testing
import Arrange
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Faults found before the fuzzer (issue 9), each as a named reproduction,
/// so that they stay fixed.
@Suite("Known faults: named reproductions")
struct KnownFaultTests {
    @Test("(a) clearing an intrinsic size, then moving the item's ancestor to another tree, leaves the root free to resize")
    func clearedIntrinsicThenMovedAncestor() async {
        // In a child process: before the fix the move trapped in debug builds
        // (the tree still listed label's cleared intrinsic constraints and
        // failed to remove them); in release builds the removal was refused and
        // the resize failed with a rootSizeConflict naming box's constraints.
        do {
            await #expect(processExitsWith: .success) {
                let root = Item("root"), box = Item("box"), label = Item("label", intrinsicSize: Size(width: 39, height: 34))
                root.addChild(box)
                box.addChild(label)
                root.size = Size(width: 300, height: 200)
                try root.arrange { make in
                    make.xEqual(box)
                    make.width(box) == 300
                    make.yTop(box)
                    make.height(box) == 50
                }
                label.intrinsicSize = nil
                Item("other").addChild(box)
                // Nothing constrains root any more: box took its constraints along.
                try root.resize(to: Size(width: 400, height: 200))
                guard root.frame == Rect(x: 0, y: 0, width: 400, height: 200), box.children == [label] else { exit(1) }
            }
        }
    }

    @Test("(b) a refused root resize leaves every frame bit-identical")
    func refusedResizeKeepsFrames() throws {
        let root = Item("root"), a = Item("a"), b = Item("b")
        root.addChildren(a, b)
        root.size = Size(width: 375, height: 603)
        try root.arrange { make in
            make.insetEdges(edge: 16.1)
            make.height(a, b) == [44.3, 30.7]
            make.xPlace(make.flexible, a, 8.2, b, make.flexible * 3)
            make.width(a) >= 120.9
            make.width(b) == make.w / 3
            make.yPlace(make.flexible, a, 10.1, b, make.wall)
        }
        let before = [root, a, b].map(\.frame).flatMap { [$0.x, $0.y, $0.width, $0.height].map(\.bitPattern) }
        #expect(throws: ArrangeError.self) { try root.resize(to: Size(width: 100, height: 603)) }
        let after = [root, a, b].map(\.frame).flatMap { [$0.x, $0.y, $0.width, $0.height].map(\.bitPattern) }
        #expect(after == before)
    }

    @Test("(c) insetEdges(edge: 1.5e308) twice reports a non-finite sum naming the call, not an internal error")
    func overflowingInsets() throws {
        let root = Item("root"), a = Item("a")
        root.addChild(a)
        root.size = Size(width: 300, height: 200)
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in
                make.insetEdges(edge: 1.5e308)
                make.insetEdges(edge: 1.5e308)
                make.equal(a)
            }
        }
        guard case let .nonFiniteSum(verb, _, _, _)? = error, verb == "insetEdges" else {
            Issue.record("expected ArrangeError.nonFiniteSum from insetEdges, got \(error.map { "\($0)" } ?? "nothing")")
            return
        }
    }

    @Test("(d) a hugging priority of 5000 is rejected")
    func outOfRangeHugging() throws {
        let root = Item("root"), label = Item("label", intrinsicSize: Size(width: 39, height: 34))
        root.addChild(label)
        root.size = Size(width: 300, height: 200)
        try root.arrange { make in make.yTop(label); make.xLeft(label) }
        label.hugging = AxisPriorities(horizontal: 5000, vertical: .low)
        // Rejected: the value is not taken, and it is reported as not applied.
        let reported = root.diagnostics.contains { $0.kind == .rejectedChange && $0.message.contains("label") }
        #expect(label.hugging.horizontal.isValid && reported, "hugging reads \(label.hugging); diagnostics: \(root.diagnostics)")
        // Not required: a wider label is possible.
        try root.arrange { make in make.width(label) == 100 }
        #expect(label.frame.width == 100)
    }
}
