import Testing
@testable import Arrange

@Suite("flow lowers its recorded lines to chains, line tops and pulls")
struct LoweringFlowTests {
    let root = Item("root")
    let a = Item("a"), b = Item("b"), c = Item("c")
    init() { root.addChildren(a, b, c) }

    /// The constraints of a flow of a, b, c with the line starts `starts`.
    func lowered(_ starts: [Int], alignment: FlowAlignment = .leading, direction: LayoutDirection = .leftToRight) throws -> [String] {
        var declarations = try root.record { make in
            make.insetEdges(edge: 5)
            make.flow(a, b, c, spacing: 8, lineSpacing: 4, alignment: alignment)
        }
        guard case var .flow(spec) = declarations[0].payload else { Issue.record("not a flow"); return [] }
        spec.lineStarts = starts
        declarations[0].payload = .flow(spec)
        var lowering = Lowering(direction: direction)
        return lowering.lower(declarations).map { $0.relationDescription + ($0.priority.isRequired ? "" : " ~ \($0.priority)") }
    }

    @Test("recorded on one line when the width is not known, else with the lines of the given width")
    func recorded() throws {
        var declarations = try root.record { make in make.flow(a, b, c) }
        guard case let .flow(spec) = declarations[0].payload else { Issue.record("not a flow"); return }
        #expect(spec.lineStarts == [0])                      // no intrinsic widths, no width
        for item in [a, b, c] { item.intrinsicSize = Size(width: 40, height: 10) }
        try root.resize(width: 100)
        declarations = try root.record { make in make.flow(a, b, c, spacing: 10) }
        guard case let .flow(given) = declarations[0].payload else { Issue.record("not a flow"); return }
        #expect(given.lineStarts == [0, 2])                  // 40 + 10 + 40 = 90 fits 100, + 10 + 40 does not
    }

    @Test("two lines, leading: a chain from the leading edge, line 2 below every item of line 1 and pulled up")
    func twoLines() throws {
        #expect(try lowered([0, 2]) == [
            "b.left - a.right == 8", "a.left == root.left + 5",
            "a.top == root.top + 5", "b.top == root.top + 5",
            "c.left == root.left + 5",
            "root.right - c.right - 5 >= 0 ~ 900", "c.left - root.left - 5 >= 0 ~ 900",
            "c.top >= a.bottom + 4", "c.top >= b.bottom + 4", "c.top <= root.top + 5 ~ 0",
            "c.bottom <= root.bottom - 5 ~ 900",
        ])
    }

    @Test("justified: the line's gaps equal its first; right to left, the chain runs leftwards")
    func justifiedRightToLeft() throws {
        let out = try lowered([0], alignment: .justified, direction: .rightToLeft)
        #expect(out.contains("c.right - b.left == b.right - a.left") == false)   // one line of three, the last line: it leads
        #expect(out.contains("a.right == root.right - 5"))
        #expect(out.contains("a.left - b.right == 8"))
    }

    @Test("the bound on the constraints lowered holds")
    func bound() throws {
        let declarations = try root.record { make in make.flow(a, b, c, alignment: .justified) }
        var lowering = Lowering(direction: .leftToRight)
        #expect(lowering.lower(declarations).count <= declarations[0].constraintCountBound)
    }
}
