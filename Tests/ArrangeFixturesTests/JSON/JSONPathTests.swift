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
}
