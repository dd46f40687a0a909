import ArrangeSolver
import Testing

@Suite("Strength")
struct StrengthTests {
    @Test("the named strengths have kiwi's values")
    func namedValues() {
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.medium.value == 1_000)
        #expect(Strength.weak.value == 1)
        #expect(Strength.required.value == 1_001_001_000)
    }

    @Test("the named strengths are ordered weak < medium < strong < required")
    func ordering() {
        #expect(Strength.weak < .medium)
        #expect(Strength.medium < .strong)
        #expect(Strength.strong < .required)
        #expect([Strength.required, .weak, .strong, .medium].sorted() == [.weak, .medium, .strong, .required])
    }

    @Test("a strength from digits is strong·10⁶ + medium·10³ + weak, each digit times the weight")
    func digits() {
        #expect(Strength(strong: 1, medium: 2, weak: 3).value == 1_002_003)
        #expect(Strength(strong: 1, medium: 2, weak: 3, weight: 2).value == 2_004_006)
        #expect(Strength(strong: 0, medium: 0.5, weak: 0).value == 500)
    }

    @Test("each digit is clamped to 0…1000 after the weight, as kiwi's create does")
    func digitClamping() {
        #expect(Strength(strong: 2000, medium: 0, weak: 0).value == 1_000_000_000)
        #expect(Strength(strong: 0, medium: 0, weak: -5).value == 0)
        #expect(Strength(strong: 1000, medium: 1000, weak: 1000).value == Strength.required.value)
        #expect(Strength(strong: 1000, medium: 1000, weak: 1000).isRequired)
        #expect(Strength(strong: 600, medium: 0, weak: 0, weight: 2).value == 1_000_000_000)
    }

    @Test("a raw value is clamped to 0…required, and NaN becomes 0")
    func valueClamping() {
        #expect(Strength(value: 42).value == 42)
        #expect(Strength(value: -1).value == 0)
        #expect(Strength(value: 5e12).value == Strength.required.value)
        #expect(Strength(value: .infinity) == .required)
        #expect(Strength(value: -.infinity).value == 0)
        #expect(Strength(value: .nan).value == 0)
    }

    @Test("only the required value counts as required")
    func isRequired() {
        #expect(Strength.required.isRequired)
        #expect(!Strength.strong.isRequired)
        #expect(!Strength(value: Strength.required.value - 1).isRequired)
    }

    @Test("the description names the named strengths and prints others as numbers")
    func describes() {
        #expect(Strength.required.description == "required")
        #expect(Strength.strong.description == "strong")
        #expect(Strength.medium.description == "medium")
        #expect(Strength.weak.description == "weak")
        #expect(Strength(value: 7).description == "strength(7.0)")
    }
}
