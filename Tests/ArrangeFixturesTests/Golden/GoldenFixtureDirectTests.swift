import ArrangeFixtures
import ArrangeSolver
import Foundation
import Testing

/// Every fixture again with the solver's direct mode off
/// (``Tuning/directResolution``): every batch goes to the simplex method
/// from the first one. `GoldenFixtureTests` runs the default (a solver
/// starts direct, keeping a resolved layout as a tape until a change needs
/// the simplex method), so both paths reach the frames and errors each
/// fixture pins down, which were computed by hand.
///
/// Fixtures compare frames rounded to three places; the second test plays
/// each fixture both ways and compares the unrounded frames step by step:
/// bit for bit, or within 1e-9 relative (the two paths are proved to reach
/// the same unique optimum, by different arithmetic).
@Suite("Golden fixtures with the direct mode off")
struct GoldenFixtureDirectTests {
    @Test("each fixture's frames and errors are as expected when every solver takes the general path from its first batch",
          arguments: GoldenFixtureTests.fixtures)
    func fixtureHoldsOnTheGeneralPath(_ path: String) throws {
        let artefacts = PackagePaths.root.appendingPathComponent(".build/arrange-artefacts-general").path
        let report = Tuning.$directResolution.withValue(false) {
            FixtureCheck.check(path: PackagePaths.root.appendingPathComponent(path).path, mode: .never, artefacts: artefacts)
        }
        GoldenFixtureTests.record(report)
    }

    @Test("each fixture plays to the same unrounded frames, errors and ambiguities both ways, step by step",
          arguments: GoldenFixtureTests.fixtures)
    func fixturePlaysTheSameBothWays(_ path: String) throws {
        let fixture = try FixtureDecoder.load(path: PackagePaths.root.appendingPathComponent(path).path)
        guard fixture.disabled == nil else { return }   // it crashes the process: GoldenFixtureTests says why
        let direct = try Tuning.$directResolution.withValue(true) { try FixtureRunner.run(fixture) }
        let general = try Tuning.$directResolution.withValue(false) { try FixtureRunner.run(fixture) }
        #expect(direct.count == general.count)
        var identical = 0, within = 0
        for (a, b) in zip(direct, general) {
            let step = "\(path) step \(a.index) (\(a.label))"
            #expect(a.error == b.error, "\(step): \(a.error.map(\.message) ?? "no error") directly, \(b.error.map(\.message) ?? "no error") generally")
            #expect(a.ambiguous == b.ambiguous && a.notices == b.notices, "\(step): \(a.ambiguous) \(a.notices) directly, \(b.ambiguous) \(b.notices) generally")
            #expect(a.fittingSize == b.fittingSize, "\(step): fitting size \(String(describing: a.fittingSize)) directly, \(String(describing: b.fittingSize)) generally")
            let (ea, eb) = (a.snapshot.entries, b.snapshot.entries)
            #expect(ea.map(\.path) == eb.map(\.path), "\(step): another tree")
            let numbers = { (e: [LayoutSnapshot.Entry]) in e.flatMap { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] } }
            let (na, nb) = (numbers(ea), numbers(eb))
            if na.map(\.bitPattern) == nb.map(\.bitPattern) {
                identical += 1
                continue
            }
            within += 1
            for (n, (u, v)) in zip(na, nb).enumerated() where !(abs(u - v) <= 1e-9 * max(1, abs(u))) {
                #expect(Bool(false), "\(step): \(ea[n / 4].path) number \(n % 4) is \(u) directly, \(v) generally")
            }
        }
        if within > 0 { print("fixture \(path): frames bit-identical after \(identical) steps, within 1e-9 after \(within)") }
    }
}
