@testable import ArrangeFixtures
import Testing

@Suite("FixtureDecoder: grids")
struct FixtureDecoderGridTests {
    typealias Helper = DecoderTestHelper

    @Test("a grid call reads its rows, cells, columns, spacings and alignments")
    func reads() throws {
        let fixture = try Helper.decode(#"""
        [{"arrange": "root", "calls": [{"grid": [["a", null], [{"item": "b", "columns": 2, "alignment": "fill", "rowAlignment": "top"}, {"columns": 3}]],
          "columns": ["fit", 40, "flexible", {"flexible": 2}], "spacing": 8, "rowSpacing": 2, "alignment": "trailing", "rowAlignment": "firstBaseline",
          "identifier": "g"}], "expect": {"frames": {}}}]
        """#)
        guard case let .arrange(_, _, calls) = fixture.steps[0].action, case let .grid(g) = calls[0].kind else {
            Issue.record("not a grid"); return
        }
        #expect(g.rows.count == 2 && g.rows[0].map(\.item) == ["a", nil] && g.rows[1][0].item == "b" && g.rows[1][0].columns == 2)
        #expect(g.rows[1][0].alignment == "fill" && g.rows[1][0].rowAlignment == "top" && g.rows[1][1].item == nil && g.rows[1][1].columns == 3)
        #expect(g.columns.count == 4 && g.spacing == 8 && g.rowSpacing == 2 && g.alignment == "trailing" && g.rowAlignment == "firstBaseline")
        #expect(calls[0].identifier == "g")
    }

    @Test("bad rows, cells, columns and alignments point at the key", arguments: [
        (#"{"grid": "a"}"#, "$.steps[0].calls[0].grid"),
        (#"{"grid": ["a"]}"#, "$.steps[0].calls[0].grid[0]"),
        (#"{"grid": [["zed"]]}"#, "$.steps[0].calls[0].grid[0][0]"),
        (#"{"grid": [[{"item": "a", "span": 2}]]}"#, "$.steps[0].calls[0].grid[0][0].span"),
        (#"{"grid": [[{"item": "a", "columns": 1.5}]]}"#, "$.steps[0].calls[0].grid[0][0].columns"),
        (#"{"grid": [[{"item": "a", "alignment": "top"}]]}"#, "$.steps[0].calls[0].grid[0][0].alignment"),
        (#"{"grid": [["a"]], "columns": ["wide"]}"#, "$.steps[0].calls[0].columns[0]"),
        (#"{"grid": [["a"]], "rowAlignment": "leading"}"#, "$.steps[0].calls[0].rowAlignment"),
        (#"{"grid": [["a"]], "gap": 3}"#, "$.steps[0].calls[0].gap"),
    ])
    func malformed(_ call: String, _ path: String) {
        let found = Helper.malformed(#"[{"arrange": "root", "calls": ["# + call + #"]}]"#)
        #expect(found?.path == path, "\(String(describing: found))")
    }
}
