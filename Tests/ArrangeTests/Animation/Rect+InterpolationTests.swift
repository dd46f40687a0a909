import Testing
import Arrange

@Suite("Rectangles interpolate component by component")
struct RectInterpolationTests {
    @Test("0 gives the first, 1 the second, and in between each component moves on its own")
    func interpolates() {
        let a = Rect(x: 0, y: 10, width: 100, height: 20), b = Rect(x: 40, y: 30, width: 50, height: 60)
        #expect(a.interpolated(to: b, progress: 0) == a && a.interpolated(to: b, progress: 1) == b)
        #expect(a.interpolated(to: b, progress: 0.25) == Rect(x: 10, y: 15, width: 87.5, height: 30))
    }
}
