import Testing
@testable import Arrange

@Suite("Measured content is measured once per proposal")
struct MeasuredContentTests {
    @Test("the natural size and each distinct width are measured once")
    func cache() {
        let content = MeasuredContent(.text(meetingText, font: testFont))
        #expect(content.naturalSize == Size(width: 488, height: 20))
        #expect(content.naturalSize == Size(width: 488, height: 20))
        #expect(content.size(at: 248) == Size(width: 224, height: 60))
        #expect(content.size(at: 248) == Size(width: 224, height: 60))
        #expect(content.calls == 2)
        // The target keeps the natural width (hugging and compression act on it) and the height at the width.
        #expect(content.target(at: 128) == Size(width: 488, height: 80))
        #expect(content.calls == 3)
    }

    @Test("the cache starts again when full rather than grow")
    func bounded() {
        let content = MeasuredContent(Measure { width in Size(width: 1, height: width ?? 0) })
        for n in 0...MeasuredContent.cacheLimit { _ = content.size(at: Double(n)) }
        #expect(content.calls == MeasuredContent.cacheLimit + 1)
        _ = content.size(at: Double(MeasuredContent.cacheLimit))   // measured after the restart: remembered
        _ = content.size(at: 0)                                    // forgotten: measured again
        #expect(content.calls == MeasuredContent.cacheLimit + 2)
    }

    @Test("every width remembered is found, the oldest as the latest; -0 and +0 are distinct proposals")
    func rememberedInAnyOrder() {
        let content = MeasuredContent(Measure { width in Size(width: 1, height: width ?? 0) })
        for n in 0..<10 { _ = content.size(at: Double(n)) }
        #expect(content.calls == 10)
        // 0 (the oldest), 9 (the latest) and 5 again: remembered, no call.
        #expect(content.size(at: 0) == Size(width: 1, height: 0) && content.size(at: 9) == Size(width: 1, height: 9))
        #expect(content.size(at: 5) == Size(width: 1, height: 5) && content.calls == 10)
        // Proposals are keyed by bit pattern, as before: -0 is a new one.
        _ = content.size(at: -0.0)
        #expect(content.calls == 11)
    }

    @Test("sizes with a NaN, infinite or negative number are not valid")
    func invalid() {
        let content = MeasuredContent(Measure { width in Size(width: width == nil ? .nan : 1, height: -(width ?? 0)) })
        #expect(content.naturalSize == nil)
        #expect(content.size(at: 0) == Size(width: 1, height: 0))
        #expect(content.size(at: 5) == nil)
        #expect(content.target(at: 0) == nil)
    }

    @Test("a measure that reports its natural width is asked once for a target: the width and the natural width in one call")
    func oneCallForTarget() {
        let content = MeasuredContent(.text(meetingText, font: testFont))
        #expect(content.measure.reportsNatural && content.measuresOnceAtFirst)
        // 248: 31 columns, three lines (60 high); the natural width 61 × 8 = 488.
        #expect(content.target(at: 248) == Size(width: 488, height: 60))
        #expect(content.calls == 1)
        #expect(content.target(at: 248) == Size(width: 488, height: 60) && content.calls == 1)
        // A plain function is asked twice: no limit, then the width.
        let plain = MeasuredContent(Measure { width in testFont.size(of: meetingText, width: width) })
        #expect(!plain.measuresOnceAtFirst)
        #expect(plain.target(at: 248) == Size(width: 488, height: 60) && plain.calls == 2)
        // A natural width that is not a valid number gives no target.
        let bad = MeasuredContent(Measure(reportingNatural: { _ in (Size(width: 1, height: 1), -.infinity) }))
        #expect(bad.target(at: 5) == nil)
    }
}
