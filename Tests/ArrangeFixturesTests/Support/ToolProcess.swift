import Foundation

/// Runs the built `arrange` executable as a subprocess.
enum ToolProcess {
    /// What a run printed and how it exited.
    struct Output {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// The `arrange` executable next to the test bundle (SwiftPM builds every
    /// product into the same folder), or under `.build/debug`; nil if not built.
    static let executable: URL? = {
        let fm = FileManager.default
        var candidates: [URL] = []
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("arrange"))
            folder.deleteLastPathComponent()
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("arrange"))
        candidates.append(PackagePaths.root.appendingPathComponent(".build/debug/arrange"))
        return candidates.first { fm.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `arrange arguments…` in `directory` (the package root by default).
    static func run(_ arguments: [String], in directory: URL = PackagePaths.root, environment: [String: String] = [:]) throws -> Output {
        guard let executable else {
            throw NSError(domain: "ToolProcess", code: 1, userInfo: [NSLocalizedDescriptionKey:
                "the arrange executable was not found next to the tests or in .build/debug; run 'swift build' first"])
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["ARRANGE_RECORD"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
                      status: process.terminationStatus)
    }
}
