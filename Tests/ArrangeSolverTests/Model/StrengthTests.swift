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

    @Test("kiwi's strengths live on level 0 and strict levels above them, required above all")
    func levels() {
        #expect(Strength.strong.level == 0 && Strength.weak.level == 0 && Strength(value: 7).level == 0)
        #expect(Strength.level(250).level == 250 && Strength.level(250).weight == 1)
        #expect(Strength.level(250, weight: 2).weight == 2)
        #expect(Strength.level(1) > .strong)
        #expect(Strength.level(251) > .level(250, weight: 1000))
        #expect(Strength.level(250, weight: 2) > .level(250))
        #expect(Strength.required > .level(Strength.maximumLevel))
        #expect(Strength.level(999).isStrict && !Strength.strong.isStrict && !Strength.required.isStrict)
    }

    @Test("a strict level is clamped to 1…maximumLevel and a bad weight becomes 0")
    func levelClamping() {
        #expect(Strength.level(0).level == 1 && Strength.level(-5).level == 1)
        #expect(Strength.level(Int.max).level == Strength.maximumLevel)
        #expect(!Strength.level(Int.max).isRequired)
        #expect(Strength.level(3, weight: -1).weight == 0)
        #expect(Strength.level(3, weight: .nan).weight == 0)
        #expect(Strength.level(3, weight: .infinity).weight == 0)
    }

    @Test("a strict level describes itself with its weight when it is not 1")
    func describesLevels() {
        #expect(Strength.level(250).description == "level 250")
        #expect(Strength.level(250, weight: 2).description == "level 250 × 2.0")
    }
}
