import Foundation

/// Where the package's files are, found from this source file's path, so
/// tests work from any working directory.
enum PackagePaths {
    /// The package root (the folder holding Package.swift).
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    /// `Fixtures/`.
    static let fixtures = root.appendingPathComponent("Fixtures")

    /// `Fixtures/_malformed/`.
    static let malformed = fixtures.appendingPathComponent("_malformed")

    /// Every golden fixture, as paths relative to the package root, sorted.
    static var goldenFixtures: [String] {
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: fixtures.path) else { return [] }
        var out: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasPrefix("_") { continue }
            if relative.hasSuffix(".json") { out.append("Fixtures/" + relative) }
        }
        return out.sorted()
    }

    /// A file `name` holding `text` (with `permissions`, when given) in a fresh temporary folder.
    static func temporaryFile(_ name: String, containing text: String, permissions: Int? = nil) throws -> URL {
        let file = try temporaryFolder().appendingPathComponent(name)
        try text.write(to: file, atomically: false, encoding: .utf8)
        if let permissions { try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: file.path) }
        return file
    }

    /// A fresh empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
