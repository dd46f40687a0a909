/// Distinct colours for items: hues a golden angle apart, so neighbours in
/// declaration order never look alike, in the same order on every run.
package enum Palette {
    /// An sRGB colour.
    package struct Color: Sendable, Equatable {
        /// Channels in 0…1.
        package var red: Double, green: Double, blue: Double
        /// `#rrggbb`.
        package var hex: String {
            "#" + [red, green, blue].map { channel in
                let v = Int((max(0, min(1, channel)) * 255).rounded())
                let s = String(v, radix: 16)
                return s.count == 1 ? "0" + s : s
            }.joined()
        }
    }

    /// The fill and stroke colours of the `index`th item (0-based, root excluded).
    package static func colors(_ index: Int) -> (fill: Color, stroke: Color) {
        let hue = (Double(index) * 137.508 + 200).truncatingRemainder(dividingBy: 360)
        return (hsl(hue, 0.70, 0.72), hsl(hue, 0.60, 0.32))
    }

    /// HSL (hue in degrees, saturation and lightness in 0…1) to sRGB.
    package static func hsl(_ h: Double, _ s: Double, _ l: Double) -> Color {
        let c = (1 - abs(2 * l - 1)) * s
        let hp = h / 60
        let x = c * (1 - abs(hp.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch hp {
        case ..<1: (r, g, b) = (c, x, 0)
        case ..<2: (r, g, b) = (x, c, 0)
        case ..<3: (r, g, b) = (0, c, x)
        case ..<4: (r, g, b) = (0, x, c)
        case ..<5: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        let m = l - c / 2
        return Color(red: r + m, green: g + m, blue: b + m)
    }
}
