import ArrangeFixtures
import ArrangeSolver
import Foundation
import Testing

/// Every fixture again with each of the solver's two start bases forced
/// (``Tuning/resolvedStartRows``): every group of several rows whose crash
/// leaves a value out of bounds resolved (2), and every group crashed
/// (`Int.max`). Both must reach the frames and errors the fixture pins, so
/// the two starts agree on every fixture (`GoldenFixtureTests` runs the
/// default: only groups of 64 rows or more resolved).
@Suite("Golden fixtures from either start basis")
struct GoldenFixtureStartTests {
    @Test("each fixture's frames and errors are as expected when every group may start resolved, and when every group starts from the crash",
          arguments: GoldenFixtureTests.fixtures, [2, Int.max])
    func fixtureHoldsFromEitherStart(_ path: String, resolvedFrom rows: Int) throws {
        let artefacts = PackagePaths.root.appendingPathComponent(".build/arrange-artefacts-start-\(rows)").path
        let report = Tuning.$resolvedStartRows.withValue(rows) {
            FixtureCheck.check(path: PackagePaths.root.appendingPathComponent(path).path, mode: .never, artefacts: artefacts)
        }
        GoldenFixtureTests.record(report)
    }
}
