import Foundation

/// Writes pictures of fixture outcomes to disk.
public enum PictureFile {
    /// The SVG of `outcome`, titled with the fixture's file and description;
    /// `expected` frames that differ are outlined in red.
    public static func svg(of outcome: StepOutcome, fixture: Fixture, expected: [ExpectedFrame] = []) -> String {
        let name = URL(fileURLWithPath: fixture.file).pathComponents.suffix(2).joined(separator: "/")
        return SVGRenderer(title: fixture.description ?? name, subtitle: "\(name), step \(outcome.index + 1): \(outcome.label)",
                           error: outcome.error.map { "\($0.kind): \($0.message)" },
                           ambiguous: Set(outcome.ambiguous), expected: expected).render(outcome.snapshot)
    }

    /// Writes `text` to `path`, creating missing folders.
    public static func write(_ text: String, to path: String) throws(FixtureError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw .unreadable(file: path, reason: "cannot write: \(error.localizedDescription)")
        }
    }

    /// Where `arrange solve` puts the picture of `fixturePath` by default:
    /// `NAME.svg` in the current directory.
    public static func defaultPath(for fixturePath: String) -> String {
        URL(fileURLWithPath: fixturePath).deletingPathExtension().lastPathComponent + ".svg"
    }

    /// Where a mismatch's picture goes: `ARTEFACTS/FOLDER/NAME-stepN.svg`
    /// (FOLDER: the fixture's folder name, so features do not collide).
    public static func artefactPath(for fixturePath: String, step: Int, in artefacts: String) -> String {
        let url = URL(fileURLWithPath: fixturePath).deletingPathExtension()
        let folder = url.deletingLastPathComponent().lastPathComponent
        return (artefacts.hasSuffix("/") ? artefacts : artefacts + "/") + "\(folder)/\(url.lastPathComponent)-step\(step + 1).svg"
    }
}
