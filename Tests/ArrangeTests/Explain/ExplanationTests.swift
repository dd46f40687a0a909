import Testing
@testable import Arrange

@Suite("An explanation prints as a derivation: numbers aligned, wins and losses marked")
struct ExplanationTests {
    @Test("contributions are signed and aligned, a won priority and a loss are marked")
    func layout() {
        let site = CallSite(fileID: "App/Card.swift", line: 4)
        func summary(_ relation: String, _ priority: Priority = .required) -> ConstraintSummary {
            ConstraintSummary(relation: relation, priority: priority, provenance: Provenance(verb: "install", items: ["a"], location: site))
        }
        let e = Explanation(item: "a", value: .width, amount: 119.99999999999999,
                            pins: [.init(constraint: summary("a.width == 100", .high), contribution: 100),
                                   .init(constraint: summary("a.width == b.width + 20"), contribution: 20),
                                   .init(constraint: summary("b.left == 0"), contribution: 0)],
                            losses: [.init(constraint: summary("a.width == 50", .low), violation: 70)],
                            isAmbiguous: false, touching: [])
        #expect(e.description == """
        a.width = 120
          = +100  a.width == 100 ~ high — install (a) at App/Card.swift:4 (won)
            +20   a.width == b.width + 20 — install (a) at App/Card.swift:4
            0     b.left == 0 — install (a) at App/Card.swift:4
          lost: a.width == 50 ~ low — install (a) at App/Card.swift:4, violated by 70
        """)
    }

    @Test("numbers within rounding of a whole number print whole; others as Swift prints them")
    func numbers() {
        #expect(Explanation.number(231.25) == "231.25")
        #expect(Explanation.number(12.000000000001) == "12")
        #expect(Explanation.signed(-24) == "-24")
        #expect(Explanation.signed(0) == "0")
    }
}
