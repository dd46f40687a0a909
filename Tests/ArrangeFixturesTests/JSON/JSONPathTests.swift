@testable import ArrangeFixtures
import Testing

@Suite("JSONPath")
struct JSONPathTests {
    @Test("a path reads like the JSON it points into")
    func readsNaturally() {
        let path = JSONPath.root.appending("steps").appending(2).appending("calls").appending(0).appending("xPlace")
        #expect(path.description == "$.steps[2].calls[0].xPlace")
    }

    @Test("keys that are not identifiers are quoted")
    func quotesOddKeys() {
        #expect(JSONPath.root.appending("calls").appending(0).appending("==").description == #"$.calls[0]["=="]"#)
    }

    @Test("appending shares the parent, so naming every value of a deep document is linear")
    func appendsInConstantTime() {
        var path = JSONPath.root
        for level in 0..<100_000 { path = level.isMultiple(of: 2) ? path.appending("children") : path.appending(0) }
        #expect(path.count == 100_000)
        #expect(path == JSONPath(components: path.components))
        #expect(path.hashValue == JSONPath(components: path.components).hashValue)
        #expect(path != path.appending(1))
        #expect(path.appending("a") != path.appending("b"))
    }

    @Test("a long path is described by its start and end, on one bounded line")
    func describesLongPathsBriefly() {
        var path = JSONPath.root.appending("root")
        for _ in 0..<10_000 { path = path.appending("children").appending(0) }
        #expect(path.appending("name").description
            == "$.root.children[0].children[0].children…(19988 more)…[0].children[0].children[0].children[0].name")
        let odd = JSONPath.root.appending("line\nbreak" + String(repeating: "x", count: 1_000_000))
        #expect(odd.description.count < 80)
        #expect(!odd.description.contains("\n"))
    }
}
