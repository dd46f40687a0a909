import Foundation

/// Writes pictures of fixture outcomes to disk, and decides where they may go.
///
/// A picture never replaces an input of the run (not even with `--force`),
/// nor a directory; it replaces a file only when the tool drew that file
/// (it starts with ``SVGRenderer/marker``) or `--force` is given. New
/// files, devices and pipes (`/dev/null`, `/dev/stdout`) are always fine.
package enum PictureFile {
    /// The SVG of `outcome`, titled with the fixture's file and description;
    /// `expected` frames that differ are outlined in red.
    package static func svg(of outcome: StepOutcome, fixture: Fixture, expected: [ExpectedFrame] = []) -> String {
        let name = URL(fileURLWithPath: fixture.file).pathComponents.suffix(2).joined(separator: "/")
        return SVGRenderer(title: fixture.description ?? name, subtitle: "\(name), step \(outcome.index + 1): \(outcome.label)",
                           error: outcome.error.map { "\($0.kind): \($0.message)" },
                           ambiguous: Set(outcome.ambiguous), expected: expected).render(outcome.snapshot)
    }

    /// Writes the picture `svg` to `path`, creating missing folders, unless
    /// ``refusal(toWrite:inputs:force:)`` says no.
    package static func write(_ svg: String, to path: String, inputs: Set<FileStatus.Identity> = [], force: Bool = false) throws(FixtureError) {
        if let refusal = refusal(toWrite: path, inputs: inputs, force: force) { throw refusal }
        try TextFile.write(svg, to: path)
    }

    /// Why a picture may not be written to `path`, or nil when it may: the
    /// file there is one of `inputs` (never, whatever `force` says), a
    /// directory, or a file the tool did not draw (unless `force`).
    package static func refusal(toWrite path: String, inputs: Set<FileStatus.Identity>, force: Bool) -> FixtureError? {
        let status: FileStatus?
        do { status = try FileStatus.of(path) } catch { return .unwritable(file: path, reason: error.description) }
        guard let status else { return nil }
        if inputs.contains(status.identity) {
            return .overwriteRefused(file: path, reason: "it is a fixture this command reads; a picture never replaces an input, even with --force")
        }
        switch status.kind {
        case .characterDevice, .pipe: return nil
        case .directory: return .unwritable(file: path, reason: "it is a directory")
        case .regular:
            if force || isOwnPicture(at: path) { return nil }
            return .overwriteRefused(file: path, reason: "it is not a picture arrange drew; pass --force to replace it")
        case .symbolicLink, .other: return .unwritable(file: path, reason: "it is not a regular file")
        }
    }

    /// Whether the file at `path` starts with ``SVGRenderer/marker``: a picture the tool drew.
    package static func isOwnPicture(at path: String) -> Bool {
        let marker = Array(SVGRenderer.marker.utf8)
        return (try? TextFile.bytes(path, upTo: marker.count)) == marker
    }

    /// Where `arrange solve` puts the picture of `fixturePath` by default:
    /// `NAME.svg` in the current directory.
    package static func defaultPath(for fixturePath: String) -> String {
        URL(fileURLWithPath: fixturePath).deletingPathExtension().lastPathComponent + ".svg"
    }

    /// The default pictures of `fixtures`, solved in one run: `NAME.svg`
    /// each, except that a fixture whose name an earlier, different fixture
    /// of the run already took gets `NAME-2.svg` (or `-3`, … the first free),
    /// so that no picture of the run replaces another. The same file given
    /// twice keeps one picture.
    package static func defaultPaths(for fixtures: [String]) -> [String] {
        var taken: [String: String] = [:]  // picture → the fixture it shows (by identity, else by path)
        var out: [String] = []
        for fixture in fixtures {
            let identity = (try? FileStatus.of(fixture))?.map { "\($0.identity.device):\($0.identity.inode)" } ?? "path:" + fixture
            let url = URL(fileURLWithPath: fixture).deletingPathExtension()
            var candidate = url.lastPathComponent + ".svg"
            var number = 1
            while let owner = taken[candidate], owner != identity {
                number += 1
                candidate = url.lastPathComponent + "-\(number).svg"
            }
            taken[candidate] = identity
            out.append(candidate)
        }
        return out
    }

    /// Where a mismatch's picture goes: `ARTEFACTS/FOLDER/NAME-stepN.svg`
    /// (FOLDER: the fixture's folder name, so features do not collide).
    package static func artefactPath(for fixturePath: String, step: Int, in artefacts: String) -> String {
        let url = URL(fileURLWithPath: fixturePath).deletingPathExtension()
        let folder = url.deletingLastPathComponent().lastPathComponent
        return (artefacts.hasSuffix("/") ? artefacts : artefacts + "/") + "\(folder)/\(url.lastPathComponent)-step\(step + 1).svg"
    }
}
