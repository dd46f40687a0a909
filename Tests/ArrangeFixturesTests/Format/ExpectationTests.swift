@testable import ArrangeFixtures
import Testing

@Suite("Expectation")
struct ExpectationTests {
    @Test("frames are rounded to three decimals and never to -0")
    func roundsFrames() {
        #expect(Frame.round(33.33333) == 33.333)
        #expect(Frame.round(-0.0001) == 0)
        #expect(Frame.round(2.0005) == 2.001)
        #expect(Frame(x: 1.23456, y: 0, width: 10, height: 1 / 3).rounded == Frame(x: 1.235, y: 0, width: 10, height: 0.333))
    }

    @Test("huge values are kept as they are: rounding them must not overflow to infinity")
    func keepsHugeValues() {
        #expect(Frame.round(1e308) == 1e308)
        #expect(Frame.round(-1.2e29) == -1.2e29)
        #expect(Frame.round(.infinity) == .infinity)
    }

    @Test("a frame is written as [x, y, width, height]")
    func writesFrames() {
        #expect(Frame(x: 20, y: 251.5, width: 100, height: 100).json == .array([.number(20), .number(251.5), .number(100), .number(100)]))
        #expect(Frame(x: 20, y: 251.5, width: 100, height: 100).description == "(20, 251.5, 100, 100)")
    }

    @Test("an expectation without frames, error or ambiguity checks nothing")
    func emptiness() {
        #expect(Expectation().isEmpty)
        #expect(!Expectation(ambiguous: []).isEmpty)
    }
}
