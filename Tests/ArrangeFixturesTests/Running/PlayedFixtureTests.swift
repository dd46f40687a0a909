import Arrange
@testable import ArrangeFixtures
import Testing

@Suite("A played fixture keeps its live tree")
struct PlayedFixtureTests {
    @Test("items and groups are found by name after the steps run, with each step's outcome")
    func keepsTree() throws {
        let fixture = try FixtureDecoder.load(path: PackagePaths.fixtures.appendingPathComponent("screens/login-form.json").path)
        let played = try FixtureRunner.play(fixture)
        #expect(played.outcomes.count == fixture.steps.count)
        #expect(played.root.name == "screen")
        let icon = try #require(played.items["emailIcon"])
        #expect(icon.frame == Rect(x: 12, y: 12, width: 20, height: 20))
        // Through step 1 only: the later items are not arranged yet.
        let first = try FixtureRunner.play(fixture, through: 0)
        #expect(first.outcomes.count == 1)
    }
}
