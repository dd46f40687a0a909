import Testing
@testable import Arrange

@Suite("Numbers print as people write them")
struct NumberFormattingTests {
    @Test("integers without a fraction, others round-tripping")
    func numbers() {
        #expect(formatNumber(20) == "20" && formatNumber(-4) == "-4" && formatNumber(-0.0) == "0")
        #expect(formatNumber(0.5) == "0.5" && formatNumber(251.5) == "251.5")
        #expect(formatNumber(.nan) == "nan" && formatNumber(.infinity) == "inf" && formatNumber(1e300) == "1e+300")
    }
}
