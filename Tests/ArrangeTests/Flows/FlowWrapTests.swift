import Testing
@testable import Arrange

@Suite("FlowWrap: chain lines, or columns aligned across lines")
struct FlowWrapTests {
    @Test("aligned: every line as many items as the columns that fit, each item in its column; chain: lines as text wraps")
    func wraps() throws {
        // Widths 50 70 40 90 30 60 in 180 (200 less insets 10), spacing 8: chain [t0 t1 t2] [t3 t4] [t5];
        // aligned 2 columns (3 would need 236): [t0 t1] [t2 t3] [t4 t5], t1 and t5 at t3's leading edge, 10 + 50 + 8 = 68.
        for wrap in FlowWrap.allCases {
            let root = Item("root")
            let tags = [50.0, 70, 40, 90, 30, 60].enumerated().map { Item("t\($0.offset)", intrinsicSize: Size(width: $0.element, height: 20)) }
            root.addChildren(tags)
            try root.resize(width: 200)
            try root.arrange { make in
                make.insetEdges(edge: 10)
                make.flow(tags, spacing: 8, lineSpacing: 6, wrap: wrap)
            }
            switch wrap {
            case .chain:
                expectFrame(tags[2], 146, 10, 40, 20)
                expectFrame(tags[5], 10, 62, 60, 20)
            case .aligned:
                expectFrame(tags[1], 68, 10, 70, 20)
                expectFrame(tags[2], 10, 36, 40, 20)
                expectFrame(tags[5], 68, 62, 60, 20)
            }
            #expect(root.frame.height == 92)
        }
    }
}
