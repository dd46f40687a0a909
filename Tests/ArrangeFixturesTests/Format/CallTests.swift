@testable import ArrangeFixtures
import Testing

@Suite("Call")
struct CallTests {
    @Test("the alignment verbs are SPEC.md's and the baseline verbs, spelt as in Swift")
    func alignVerbs() {
        #expect(AlignVerb.allCases.map(\.rawValue) == ["xLeft", "xRight", "xLeading", "xTrailing", "xCenter", "yTop", "yBottom", "yCenter", "center", "xEqual", "yEqual", "equal",
                                                       "yFirstBaseline", "yLastBaseline"])
    }

    @Test("relations are written as in Swift")
    func relations() {
        #expect(RelationValue.allCases.map(\.rawValue) == ["<=", "==", ">="])
    }

    @Test("anchors know their axis and whether they are sizes")
    func anchors() {
        #expect(AnchorName.allCases.filter { $0.axis == .horizontal }.map(\.rawValue) == ["left", "right", "leading", "trailing", "centerX", "width",
                                                                                          "leftMargin", "rightMargin", "leadingMargin", "trailingMargin", "centerXWithinMargins"])
        #expect(AnchorName.allCases.filter { $0.axis == .vertical }.map(\.rawValue) == ["top", "bottom", "centerY", "height", "firstBaseline", "lastBaseline",
                                                                                        "topMargin", "bottomMargin", "centerYWithinMargins"])
        #expect(AnchorName.allCases.filter(\.isSize) == [.width, .height])
    }
}
