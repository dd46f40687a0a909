import Testing
@testable import Arrange

@Suite("The pixel grid rounds edges half up, with a tolerance, negatives alike")
struct PixelGridTests {
    @Test("a value rounds to the nearest pixel, and a half rounds up")
    func halves() {
        #expect(PixelGrid.round(pixels: 2.4) == 2)
        #expect(PixelGrid.round(pixels: 2.5) == 3)   // half up
        #expect(PixelGrid.round(pixels: 2.6) == 3)
        #expect(PixelGrid.round(pixels: 3) == 3)
    }

    @Test("a value within 1e-9 of a half counts as the half; one further away does not")
    func tolerance() {
        #expect(PixelGrid.round(pixels: 2.5 - 1e-10) == 3)   // noise below the half: the half, up
        #expect(PixelGrid.round(pixels: 2.5 - 1e-8) == 2)    // a real difference: down
        #expect(PixelGrid.round(pixels: 0.49999999999997) == 1)
        // Relative beyond one pixel: at 10⁶ pixels the noise of a solved value is larger.
        #expect(PixelGrid.round(pixels: 1_000_000.5 - 1e-4) == 1_000_001)
        #expect(PixelGrid.round(pixels: 1_000_000.5 - 1e-2) == 1_000_000)
    }

    @Test("negative values round the same way: a half goes up, towards +∞")
    func negatives() {
        #expect(PixelGrid.round(pixels: -2.5) == -2)
        #expect(PixelGrid.round(pixels: -2.5 - 1e-10) == -2)   // within the tolerance: the half
        #expect(PixelGrid.round(pixels: -2.6) == -3)
        #expect(PixelGrid.round(pixels: -2.4) == -2)
        #expect(PixelGrid.round(pixels: -0.5) == 0)
        // Moving by whole pixels moves the rounded value by as many (the rule commutes with translation).
        for v in stride(from: -3.0, through: 3.0, by: 0.125) {
            #expect(PixelGrid.round(pixels: v - 7) == PixelGrid.round(pixels: v) - 7)
        }
    }

    @Test("rounding up keeps whole pixels (within the tolerance) and raises anything more")
    func roundUp() {
        #expect(PixelGrid.roundUp(pixels: 288) == 288)
        #expect(PixelGrid.roundUp(pixels: 288 + 1e-12) == 288)   // 288.0000000000001 is 288
        #expect(PixelGrid.roundUp(pixels: 287.99976) == 288)
        #expect(PixelGrid.roundUp(pixels: 288.001) == 289)
        #expect(PixelGrid.roundUp(pixels: -1.5) == -1)
    }

    @Test("an edge in points is rounded in device pixels: 0.25 pt is 0.75 px at scale 3, so 1 px")
    func edges() {
        #expect(PixelGrid(scale: 3).edge(0.25) == 1)
        #expect(PixelGrid(scale: 2).edge(0.25) == 1)     // 0.5 px: half up
        #expect(PixelGrid(scale: 1).edge(0.25) == 0)
        #expect(PixelGrid(scale: 3).edge(100.0 / 3) == 100)
    }

    @Test("a far edge rounded outward keeps the rounded extent at least the exact one")
    func outward() {
        let grid = PixelGrid(scale: 1)
        // Near edge 10.6 → 11; exact extent 20.3: 11 + 20.3 = 31.3 → 32, above round(30.9) = 31.
        #expect(grid.outwardFarEdge(near: 11, nearPoints: 10.6, extent: 20.3) == 32)
        // Near edge 10.4 → 10; 10 + 20.3 = 30.3 → 31, equal to round(30.7) = 31.
        #expect(grid.outwardFarEdge(near: 10, nearPoints: 10.4, extent: 20.3) == 31)
        // A whole extent on a whole edge stays: 10 + 20 = 30.
        #expect(grid.outwardFarEdge(near: 10, nearPoints: 10, extent: 20) == 30)
    }

    @Test("a scale must be positive, finite and at most 10⁶")
    func validity() {
        #expect(PixelGrid.isValid(1) && PixelGrid.isValid(3) && PixelGrid.isValid(0.5) && PixelGrid.isValid(1_000_000))
        #expect(!PixelGrid.isValid(0) && !PixelGrid.isValid(-2) && !PixelGrid.isValid(.nan) && !PixelGrid.isValid(.infinity) && !PixelGrid.isValid(1e7))
    }
}
