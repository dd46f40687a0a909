import Foundation
import Testing
@testable import Arrange

@Suite("Grids, flows and firstFitting print as the Swift that made them")
struct SwiftPrinterChoosingTests {
    /// The expected text is the code of this test, line for line (read
    /// from this file): the printed spellings compile, because this test is
    /// built from them.
    @Test("a grid with spans, empty cells, own alignments and sized columns, a flow with every option, a firstFitting per alternative")
    func printsChoosingCalls() throws {
        // The code the printer must write, from here
        let root = Item("root")
        let g0 = Item("g0", intrinsicSize: Size(width: 30, height: 20))
        let g1 = Item("g1", intrinsicSize: Size(width: 40, height: 10))
        let g2 = Item("g2", intrinsicSize: Size(width: 20, height: 30))
        let g3 = Item("g3", intrinsicSize: Size(width: 90, height: 10))
        let t0 = Item("t0", intrinsicSize: Size(width: 50, height: 20))
        let t1 = Item("t1", intrinsicSize: Size(width: 70, height: 40))
        let cell = Item("cell")
        let icon = Item("icon", intrinsicSize: Size(width: 40, height: 40))
        let title = Item("title", intrinsicSize: Size(width: 150, height: 20))
        root.addChildren(g0, g1, g2, g3, t0, t1, cell)
        cell.addChildren(icon, title)
        root.size = Size(width: 218, height: 400)
        try root.arrange { make in
            make.grid([[g0, make.cell(g1, alignment: .leading)], [make.empty, make.cell(g2, rowAlignment: .top)], [make.cell(g3, columns: 2)]], columns: [.fit, .fixed(80)], spacing: 8, rowSpacing: 4)
            make.flow([t0, t1], spacing: 8, lineSpacing: 6, alignment: .center, rowAlignment: .bottom, wrap: .aligned) ~ 750
            make.xLeft(cell)
            make.yBottom(cell)
            make.width(cell) == make.w
            make.height(cell) == 100
            let inner1 = make.ref(cell)
            inner1.resetEdges(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
            inner1.firstFitting(in: .horizontal, [
                { inner1Alternative in
                    inner1Alternative.xStack([icon, title], spacing: 8, distribution: .fill, alignment: .leading)
                },
                { inner1Alternative in
                    inner1Alternative.yStack([icon, title], spacing: 4, distribution: .fill, alignment: .leading)
                }
            ])
        }
        // to here.
        #expect(root.swiftCode() == (try ownLines(after: "// The code the printer must write, from here", before: "// to here.")), "\(root.swiftCode())")
        // Grid: column 1 max(30, 0) = 30 (g3 spans both), column 2 fixed 80 at 38; rows 20, 30, 10 at 0, 24, 58.
        expectFrame(g1, 38, 5, 40, 10)                   // leading in column 2, centred in row 1 (20 tall)
        expectFrame(g2, 38 + 30, 24, 20, 30)             // centred in column 2 (38…118), top in row 2
        // Flow: 50 + 8 + 70 = 128 fits 218: one line, two columns, centred ((218 − 128)/2 = 45), bottoms on t1's (40).
        expectFrame(t0, 45, 20, 50, 20)
        // The cell is 218 wide, so the row fits (10 + 40 + 8 + 150 + 10 = 218): the title at 58.
        expectFrame(title, 58, 10, 150, 20)
    }

    /// The lines of this file between two marker lines, without the test body's indentation.
    private func ownLines(after start: String, before end: String, file: String = #filePath) throws -> String {
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        let first = try #require(lines.firstIndex { $0.hasSuffix(start) }) + 1
        let last = try #require(lines[first...].firstIndex { $0.hasSuffix(end) })
        return lines[first..<last].map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }.joined(separator: "\n") + "\n"
    }
}
