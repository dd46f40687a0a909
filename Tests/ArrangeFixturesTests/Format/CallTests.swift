@testable import ArrangeFixtures
import Testing

@Suite("Call")
struct CallTests {
    @Test("the alignment verbs are SPEC.md's, spelt as in Swift")
    func alignVerbs() {
        #expect(AlignVerb.allCases.map(\.rawValue) == ["xLeft", "xRight", "xLeading", "xTrailing", "xCenter", "yTop", "yBottom", "yCenter", "center", "xEqual", "yEqual", "equal"])
    }

    @Test("relations are written as in Swift")
    func relations() {
        #expect(RelationValue.allCases.map(\.rawValue) == ["<=", "==", ">="])
    }

    @Test("anchors know their axis and whether they are sizes")
    func anchors() {
        #expect(AnchorName.allCases.filter { $0.axis == .horizontal }.map(\.rawValue) == ["left", "right", "leading", "trailing", "centerX", "width"])
        #expect(AnchorName.allCases.filter(\.isSize) == [.width, .height])
    }
}
