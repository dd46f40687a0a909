import Arrange

/// A fixture played through Arrange (``FixtureRunner/play(_:rootSize:through:)``):
/// the live tree after the last step run, and what each step gave.
package struct PlayedFixture {
    /// The root of the fixture's tree.
    package var root: Item
    /// Every item of every tree, by name (lookups only).
    package var items: [String: Item]
    /// The named groups installed by the steps, by name (lookups only).
    package var groups: [String: ConstraintGroup]
    /// Each step's outcome, in order.
    package var outcomes: [StepOutcome]
}
