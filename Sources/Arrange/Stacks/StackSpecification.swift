/// A stack as recorded by `xStack`/`yStack`: what the lowering needs
/// (``Lowering/lowerStack(_:_:into:)``), its items held unretained.
struct StackSpecification {
    /// The axis items follow.
    var axis: Axis
    /// The items in order (leading to trailing, top to bottom).
    var items: [ItemReference]
    /// The gap after each item but the last (`spacing`, or the custom spacing after it).
    var gaps: [Double]
    /// The spacing given (the gaps that differ are custom spacings).
    var spacing: Double
    var distribution: StackDistribution
    var alignment: StackAlignment
    /// Each item's intrinsic size along the axis when the stack was declared
    /// (0 for none): the proportions of `fillProportionally`.
    var intrinsic: [Double]
}
