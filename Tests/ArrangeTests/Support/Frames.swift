import Testing
@testable import Arrange

/// Expects `item.frame` to be `(x, y, width, height)` within 1e-9.
func expectFrame(_ item: Item, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let expected = Rect(x: x, y: y, width: width, height: height)
    #expect(item.frame.isApproximatelyEqual(to: expected, tolerance: 1e-9),
            "\(item.name): frame \(item.frame), expected \(expected)", sourceLocation: sourceLocation)
}

/// The frames of items, to compare a state before and after a failed call.
func snapshot(_ items: [Item]) -> [Rect] { items.map(\.frame) }

/// The frames of items as bit patterns: a failed call must not change even
/// the last bit of any, nor 0.0 into −0.0.
func frameBits(_ items: [Item]) -> [[UInt64]] {
    items.map { item in
        let f = item.frame
        return [f.x, f.y, f.width, f.height].map(\.bitPattern)
    }
}

/// A 375×603 root (the AutoLayoutKit README screen) with children of the given names.
func screen(_ names: String..., width: Double = 375, height: Double = 603) -> (Item, [Item]) {
    let root = Item("root")
    let children = names.map { Item($0) }
    root.addChildren(children)
    root.size = Size(width: width, height: height)
    return (root, children)
}

/// What the closure lowers to, one relation per line (with `~ priority` when not required).
func lowered(_ root: Item, direction: LayoutDirection = .leftToRight, _ body: (Make) -> Void) throws -> [String] {
    let declarations = try root.record(body)
    var lowering = Lowering(direction: direction)
    return lowering.lower(declarations).map { $0.relationDescription + ($0.priority.isRequired ? "" : " ~ \($0.priority)") }
}
