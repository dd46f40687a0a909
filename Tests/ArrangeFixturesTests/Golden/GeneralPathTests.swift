import Arrange
import ArrangeFixtures
import Foundation
import Testing

/// Every fixture played twice, through the direct path (the default) and
/// with the general path forced (``LayoutPath/forcesGeneral``): the same
/// errors, diagnostics and ambiguity, and the same frames to 1e-9 relative
/// (Tree/README.md, "Direct resolution"). The figures are printed.
@Suite("Golden fixtures, both paths")
struct GeneralPathTests {
    /// Whether `a` and `b` agree to 1e-9 relative to their magnitude (at least 1).
    static func close(_ a: Double, _ b: Double) -> Bool {
        a.bitPattern == b.bitPattern || Swift.abs(a - b) <= 1e-9 * Swift.max(1, Swift.abs(a), Swift.abs(b))
    }

    /// The first disagreement between two plays of one fixture, or nil.
    static func disagreement(_ direct: [StepOutcome], _ general: [StepOutcome]) -> String? {
        guard direct.count == general.count else { return "\(direct.count) steps against \(general.count)" }
        for (d, g) in zip(direct, general) {
            if d.error != g.error { return "step \(d.index): error \(d.error.map(\.message) ?? "none") against \(g.error.map(\.message) ?? "none")" }
            if d.ambiguous != g.ambiguous || d.diagnostics != g.diagnostics || d.notices != g.notices {
                return "step \(d.index): diagnostics \(d.diagnostics) against \(g.diagnostics)"
            }
            if (d.fittingSize == nil) != (g.fittingSize == nil) { return "step \(d.index): a fitting size on one path only" }
            if let a = d.fittingSize, let b = g.fittingSize, !(close(a.width, b.width) && close(a.height, b.height)) {
                return "step \(d.index): fitting size \(a) against \(b)"
            }
            guard d.snapshot.entries.count == g.snapshot.entries.count else { return "step \(d.index): item counts differ" }
            for (x, y) in zip(d.snapshot.entries, g.snapshot.entries) {
                let (a, b) = (x.frame, y.frame)
                guard x.path == y.path, close(a.x, b.x), close(a.y, b.y), close(a.width, b.width), close(a.height, b.height) else {
                    return "step \(d.index): \(x.path) at \(a) against \(y.path) at \(b)"
                }
            }
        }
        return nil
    }

    @Test("every fixture gives the same frames, errors and diagnostics through the direct and the general path")
    func everyFixtureAgrees() throws {
        var layouts = 0, frames = 0, bitIdentical = 0, disagreements: [String] = []
        for path in PackagePaths.goldenFixtures {
            guard let fixture = try? FixtureDecoder.load(path: PackagePaths.root.appendingPathComponent(path).path) else { continue }
            let direct = try? FixtureRunner.run(fixture)
            let general = LayoutPath.$forcesGeneral.withValue(true) { try? FixtureRunner.run(fixture) }
            guard let direct, let general else {
                if (direct == nil) != (general == nil) { disagreements.append("\(path): played on one path only") }
                continue
            }
            if let difference = Self.disagreement(direct, general) { disagreements.append("\(path): \(difference)") }
            layouts += direct.count
            for (d, g) in zip(direct, general) {
                for (x, y) in zip(d.snapshot.entries, g.snapshot.entries) {
                    frames += 1
                    if x.frame == y.frame { bitIdentical += 1 }
                }
            }
        }
        print("differential (fixtures): \(layouts) layouts, \(frames) frames compared, \(bitIdentical) bit for bit, \(disagreements.count) disagreements")
        #expect(layouts >= 200, "too few layouts compared: \(layouts)")
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreement(s), first: \(disagreements.first ?? "")")
    }
}
