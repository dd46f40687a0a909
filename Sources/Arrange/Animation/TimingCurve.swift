/// How an animation's progress follows its time: `t` (0…1) to a fraction
/// of the way from the old frames to the new ones.
///
/// The curves are UIKit's and CSS's: `.easeInOut` is
/// `cubic-bezier(0.42, 0, 0.58, 1)` (`UIView.AnimationCurve.easeInOut`),
/// `.easeIn` `(0.42, 0, 1, 1)`, `.easeOut` `(0, 0, 0.58, 1)`.
public enum TimingCurve: Hashable, Sendable {
    /// Progress equals time.
    case linear
    /// Starts slowly.
    case easeIn
    /// Ends slowly.
    case easeOut
    /// Starts and ends slowly (UIKit's default for animations).
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) with control points
    /// (`x1`, `y1`) and (`x2`, `y2`), as CSS's `cubic-bezier()`; `x1` and
    /// `x2` must lie in 0…1 (they are clamped there).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

    /// The progress at time `t`, clamped to 0…1 (so is the progress of the
    /// named curves; a Bézier with `y` control points outside 0…1 overshoots).
    ///
    /// - Complexity: O(1) (a few Newton steps on the Bézier, then bisection if needed).
    public func progress(at t: Double) -> Double {
        let t = Swift.min(1, Swift.max(0, t.isNaN ? 0 : t))
        switch self {
        case .linear: return t
        case .easeIn: return Self.bezier(t, 0.42, 0, 1, 1)
        case .easeOut: return Self.bezier(t, 0, 0, 0.58, 1)
        case .easeInOut: return Self.bezier(t, 0.42, 0, 0.58, 1)
        case let .cubicBezier(x1, y1, x2, y2):
            return Self.bezier(t, Swift.min(1, Swift.max(0, x1)), y1, Swift.min(1, Swift.max(0, x2)), y2)
        }
    }

    /// The Bézier's `y` where its `x` is `t`: the parameter `s` with
    /// `x(s) = t` is found by Newton's method, falling back to bisection
    /// (`x` is monotonic for control points in 0…1).
    static func bezier(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if t == 0 || t == 1 { return t }
        // B(s) = 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³, as a·s³ + b·s² + c·s.
        func coefficients(_ p1: Double, _ p2: Double) -> (Double, Double, Double) {
            let c = 3 * p1, b = 3 * (p2 - p1) - c
            return (1 - c - b, b, c)
        }
        let (ax, bx, cx) = coefficients(x1, x2)
        let (ay, by, cy) = coefficients(y1, y2)
        func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
        func slope(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
        var s = t
        for _ in 0..<8 {
            let error = x(s) - t
            if Swift.abs(error) < 1e-12 { return ((ay * s + by) * s + cy) * s }
            let d = slope(s)
            if Swift.abs(d) < 1e-9 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = t
        for _ in 0..<64 {
            let value = x(s)
            if Swift.abs(value - t) < 1e-12 { break }
            if value < t { low = s } else { high = s }
            s = (low + high) / 2
        }
        return ((ay * s + by) * s + cy) * s
    }
}
