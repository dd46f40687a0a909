import Arrange

/// A fixture's first layout, to be timed alone: its trees built (items made
/// and added to their parents, nothing solved), then ``run()`` gives the
/// root its size, runs the leading `arrange` steps and reads every frame.
///
/// `arrange-bench --screens` times it on the bundled screens; the
/// interpreter's work (each call's JSON values turned into make calls, items
/// found by name) is inside the clock, as a user's own code would be.
package struct FirstLayout {
    /// The root of the fixture's tree.
    package let root: Item
    /// The items of the root's tree other than the root, parents first.
    package let items: [Item]
    /// The session that built the trees and runs the steps.
    private var session: Session
    /// The root's size, if the fixture gives it one.
    private let size: SizeValue?
    /// The steps of the first layout: the `arrange` steps before any other kind.
    private let steps: [Step]

    /// Builds the fixture's trees.
    package init(_ fixture: Fixture) {
        var session = Session(fixture: fixture)
        root = session.build(fixture.root)
        for other in fixture.otherTrees { _ = session.build(other) }
        let built = session.items
        items = fixture.root.preorder.dropFirst().map { built[$0.name]! }
        self.session = session
        size = fixture.root.size
        steps = Array(fixture.steps.prefix { if case .arrange = $0.action { true } else { false } })
    }

    /// How many `arrange` steps the first layout runs.
    package var stepCount: Int { steps.count }

    /// Lays the tree out for the first time and returns the sum of every
    /// frame's x, y, width and height (so that the reads stay).
    ///
    /// Throws the first error of a step, as ``FixtureRunner/play(_:rootSize:pixelScale:through:)`` reports it.
    package mutating func run() throws(ArrangeError) -> Double {
        if let size { try root.resize(to: Size(width: size.width, height: size.height)) }
        for step in steps { try session.perform(step) }
        var sum = 0.0
        for item in items {
            let f = item.frame
            sum += f.x + f.y + f.width + f.height
        }
        return sum
    }
}
