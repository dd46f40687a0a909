import Testing
import Arrange

@Suite("Timing curves map time to progress")
struct TimingCurveTests {
    @Test("linear is the identity, clamped to 0…1")
    func linear() {
        #expect([-1, 0, 0.25, 1, 2].map { TimingCurve.linear.progress(at: $0) } == [0, 0, 0.25, 1, 1])
        #expect(TimingCurve.linear.progress(at: .nan) == 0)
    }

    @Test("every curve starts at 0 and ends at 1")
    func ends() {
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut, .cubicBezier(x1: 0.1, y1: 0.7, x2: 0.9, y2: 0.2)] {
            #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1, "\(curve)")
        }
    }

    @Test("easeInOut is UIKit's cubic-bezier(0.42, 0, 0.58, 1): symmetric, slow at both ends")
    func easeInOut() {
        let c = TimingCurve.easeInOut
        #expect(Swift.abs(c.progress(at: 0.5) - 0.5) < 1e-9)
        #expect(Swift.abs(c.progress(at: 0.2) + c.progress(at: 0.8) - 1) < 1e-9)
        #expect(c.progress(at: 0.1) < 0.1 && c.progress(at: 0.9) > 0.9)
        // At the Bézier's own parameter s = 0.25: x = 0.274375, y = 0.15625.
        #expect(Swift.abs(c.progress(at: 0.274375) - 0.15625) < 1e-9)
    }

    @Test("easeIn starts slowly, easeOut ends slowly, and both increase")
    func monotonic() {
        let ts = (0...20).map { Double($0) / 20 }
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut] {
            let p = ts.map { curve.progress(at: $0) }
            #expect(zip(p, p.dropFirst()).allSatisfy { $0 <= $1 }, "\(curve)")
        }
        #expect(TimingCurve.easeIn.progress(at: 0.3) < 0.3 && TimingCurve.easeOut.progress(at: 0.3) > 0.3)
    }

    @Test("a Bézier with control points on the diagonal is linear")
    func diagonal() {
        let c = TimingCurve.cubicBezier(x1: 0.25, y1: 0.25, x2: 0.75, y2: 0.75)
        for t in [0.1, 0.37, 0.5, 0.93] { #expect(Swift.abs(c.progress(at: t) - t) < 1e-9) }
    }
}
