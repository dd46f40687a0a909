// Rectangles between two others, for animations.
extension Rect {
    /// The rectangle `progress` of the way from this one to `other`, each
    /// of x, y, width and height on its own (0 gives this one, 1 `other`).
    public func interpolated(to other: Rect, progress p: Double) -> Rect {
        if p == 0 { return self }
        if p == 1 { return other }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        return Rect(x: mix(x, other.x), y: mix(y, other.y), width: mix(width, other.width), height: mix(height, other.height))
    }
}
