/// The device-pixel grid of a tree with a ``Item/pixelScale``: the rule
/// that puts an exact edge, in points, on it.
///
/// Edges are rounded, never sizes: an item's left edge is `round(left)`, its
/// right edge `round(left + width)`, both in device pixels (`points ×
/// scale`), and its width is their difference. Two items that share an
/// exact edge share its rounded one, so siblings tile with no gap and no
/// overlap, and 100 points split three ways at scale 1 read 33, 34 and 33.
///
/// - Halves round up (towards +∞, negatives too: −2.5 px becomes −2), so
///   moving a whole layout by whole pixels moves every rounded edge by as
///   many: the rule commutes with translation.
/// - A value within ``tolerance`` of a half counts as the half, and one
///   within it of a whole pixel as that pixel: solver noise (a half computed
///   as 0.49999999999997) never decides.
/// - An item with content (an intrinsic size or a measure function) has
///   its far edge (right, bottom) rounded outward: at least its rounded near
///   edge plus its exact extent, rounded up (``outwardFarEdge(near:nearPoints:extent:)``),
///   so rounding never makes text narrower than the width it was given.
struct PixelGrid: Hashable, Sendable {
    /// Device pixels per point: positive and finite.
    let scale: Double

    /// How close (in device pixels, relative beyond 1: `1e-9 × max(1, |v|)`)
    /// a value must be to a half or a whole pixel to count as it: the
    /// tolerance the rest of Arrange compares frames with.
    static let tolerance = 1e-9

    /// Whether `scale` can be a grid: positive, finite, and at most 10⁶
    /// (far beyond any display; larger scales would push frames past the
    /// precision the tolerance assumes).
    static func isValid(_ scale: Double) -> Bool {
        scale.isFinite && scale > 0 && scale <= 1_000_000
    }

    /// `pixels` rounded to a whole pixel: halves (and anything within the
    /// tolerance below a half) up.
    static func round(pixels v: Double) -> Double {
        let floor = v.rounded(.down)
        let slack = tolerance * Swift.max(1, Swift.abs(v))
        return v - floor >= 0.5 - slack ? floor + 1 : floor
    }

    /// `pixels` rounded up to a whole pixel, unless within the tolerance above one.
    static func roundUp(pixels v: Double) -> Double {
        let floor = v.rounded(.down)
        let slack = tolerance * Swift.max(1, Swift.abs(v))
        return v - floor <= slack ? floor : floor + 1
    }

    /// An edge at `points`, in whole device pixels.
    func edge(_ points: Double) -> Double {
        Self.round(pixels: points * scale)
    }

    /// The far edge (right or bottom), in device pixels, of an item with
    /// content whose exact near edge `nearPoints` rounded to `near` pixels
    /// and whose exact extent is `extent` points: the larger of the far edge
    /// rounded as any other and the near edge plus the extent rounded up,
    /// so that the rounded extent is never below the exact one.
    func outwardFarEdge(near: Double, nearPoints: Double, extent: Double) -> Double {
        Swift.max(edge(nearPoints + extent), Self.roundUp(pixels: near + extent * scale))
    }
}
