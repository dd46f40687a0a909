import Arrange

/// A fixture played through Arrange (``FixtureRunner/play(_:rootSize:through:)``):
/// the live tree after the last step run, and what each step gave.
public struct PlayedFixture {
    /// The root of the fixture's tree.
    public var root: Item
    /// Every item of every tree, by name (lookups only).
    public var items: [String: Item]
    /// The named groups installed by the steps, by name (lookups only).
    public var groups: [String: ConstraintGroup]
    /// Each step's outcome, in order.
    public var outcomes: [StepOutcome]
}
