@testable import ArrangeFixtures
import Testing

@Suite("Palette")
struct PaletteTests {
    @Test("the first twenty items get twenty different colours")
    func distinct() {
        let fills = (0..<20).map { Palette.colors($0).fill.hex }
        #expect(Set(fills).count == 20)
    }

    @Test("neighbours in declaration order differ clearly in hue")
    func neighboursDiffer() {
        for i in 0..<19 {
            let a = Palette.colors(i).fill, b = Palette.colors(i + 1).fill
            let distance = abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue)
            #expect(distance > 0.2, "items \(i) and \(i + 1) look alike")
        }
    }

    @Test("HSL converts to the expected sRGB")
    func convertsHSL() {
        #expect(Palette.hsl(0, 1, 0.5).hex == "#ff0000")
        #expect(Palette.hsl(120, 1, 0.5).hex == "#00ff00")
        #expect(Palette.hsl(240, 1, 0.25).hex == "#000080")
    }
}
