import ArrangeFixtures
import ArrangeSolver
import Foundation
import Testing

/// Every fixture again with the solver's resolved start basis switched off
/// (``Tuning/resolvesStart``): the crash's basis and the pivots it takes
/// must reach the same frames the fixture pins, so both starts agree on
/// every fixture (`GoldenFixtureTests` runs them resolved).
@Suite("Golden fixtures from the crash's start basis")
struct GoldenFixtureCrashStartTests {
    @Test("each fixture's frames and errors are as expected when every batch starts from the crash",
          arguments: GoldenFixtureTests.fixtures)
    func fixtureHoldsFromTheCrash(_ path: String) throws {
        let artefacts = PackagePaths.root.appendingPathComponent(".build/arrange-artefacts-crash").path
        let report = Tuning.$resolvesStart.withValue(false) {
            FixtureCheck.check(path: PackagePaths.root.appendingPathComponent(path).path, mode: .never, artefacts: artefacts)
        }
        switch report.status {
        case .passed:
            break
        case .knownIssue, .disabled:
            withKnownIssue { Issue.record(Comment(rawValue: report.text)) }
        default:
            Issue.record(Comment(rawValue: report.text))
        }
    }
}
