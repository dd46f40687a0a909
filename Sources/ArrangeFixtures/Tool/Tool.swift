/// The `arrange` command-line tool, as a function from arguments and
/// environment to output and an exit code (the executable only prints it).
public enum Tool {
    /// What a run printed and how it ended.
    public struct Result: Sendable, Equatable {
        /// Standard output.
        public var stdout = ""
        /// Standard error.
        public var stderr = ""
        /// 0 success, 1 a layout error or golden mismatch, 2 malformed input or usage.
        public var exitCode: Int32 = 0

        mutating func fail(_ code: Int32) { exitCode = max(exitCode, code) }
    }

    /// Runs the tool on `arguments` (without the program name).
    public static func run(_ arguments: [String], environment: [String: String]) -> Result {
        var result = Result()
        let command: ToolCommand
        do { command = try ArgumentParser.parse(arguments) } catch {
            result.stderr = "\(error)\n"
            result.exitCode = 2
            return result
        }
        switch command {
        case let .help(sub): result.stdout = Usage.text(sub)
        case let .solve(options): solve(options, into: &result)
        case let .check(files): check(files, environment: environment, into: &result)
        case let .render(options): render(options, into: &result)
        case let .format(files): format(files, into: &result)
        }
        return result
    }

    /// Loads and runs one fixture; reports malformed input (exit 2) and
    /// out-of-range steps. Returns the outcomes to show (all, or step N only).
    private static func play(_ file: String, size: SizeValue?, step: Int?, into result: inout Result) -> (Fixture, [StepOutcome])? {
        do {
            let fixture = try FixtureDecoder.load(path: file)
            if let reason = fixture.disabled {
                result.stderr += "\(file): disabled, not run: \(reason)\n"
                result.fail(1)
                return nil
            }
            if let step, step > fixture.steps.count {
                result.stderr += "\(file): --step \(step) is out of range: the fixture has \(fixture.steps.count) step\(fixture.steps.count == 1 ? "" : "s")\n"
                result.fail(2)
                return nil
            }
            let outcomes = try FixtureRunner.run(fixture, rootSize: size, through: step.map { $0 - 1 })
            return (fixture, step.map { [outcomes[$0 - 1]] } ?? outcomes)
        } catch {
            result.stderr += "\(error)\n"
            result.fail(2)
            return nil
        }
    }

    private static func solve(_ options: SolveOptions, into result: inout Result) {
        var jsonFixtures: [(file: String, outcomes: [StepOutcome])] = []
        let files = FixtureCheck.expand(options.files)
        if options.output != nil, files.count > 1 {
            result.stderr += "arrange solve: -o names one picture, but the folders given hold \(files.count) fixtures\n"
            result.exitCode = 2
            return
        }
        for file in files {
            guard let (fixture, outcomes) = play(file, size: options.size, step: options.step, into: &result) else { continue }
            if outcomes.contains(where: { $0.error != nil }) { result.fail(1) }
            if options.json {
                jsonFixtures.append((file, outcomes))
            } else {
                if !result.stdout.isEmpty { result.stdout += "\n" }
                result.stdout += FrameTable.render(file: file, description: fixture.description, outcomes: outcomes)
            }
            guard !options.noPicture, let last = outcomes.last else { continue }
            let path = options.output ?? PictureFile.defaultPath(for: file)
            do {
                try PictureFile.write(PictureFile.svg(of: last, fixture: fixture), to: path)
                let line = "picture of step \(last.index + 1): \(path)\n"
                if options.json { result.stderr += line } else { result.stdout += "\n" + line }
            } catch {
                result.stderr += "\(error)\n"
                result.fail(2)
            }
        }
        if options.json { result.stdout = FrameJSON.render(jsonFixtures) }
    }

    private static func check(_ files: [String], environment: [String: String], into result: inout Result) {
        let mode: RecordMode
        do { mode = try RecordMode.from(environment: environment) } catch {
            result.stderr = "arrange check: \(error)\n"
            result.exitCode = 2
            return
        }
        let artefacts = environment["ARRANGE_ARTEFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? ".build/arrange-artefacts"
        let paths = FixtureCheck.expand(files)
        var passed = 0
        for path in paths {
            let report = FixtureCheck.check(path: path, mode: mode, artefacts: artefacts)
            result.stdout += report.text + "\n"
            switch report.status {
            case .passed, .knownIssue, .disabled: passed += 1
            case .malformed: result.fail(2)
            default: result.fail(1)
            }
        }
        result.stdout += "\(passed) of \(paths.count) fixture\(paths.count == 1 ? "" : "s") passed\n"
    }

    private static func render(_ options: RenderOptions, into result: inout Result) {
        guard let (fixture, outcomes) = play(options.file, size: options.size, step: options.step, into: &result),
              let last = outcomes.last else { return }
        if last.error != nil { result.fail(1); result.stderr += "step \(last.index + 1): \(last.error!.kind): \(last.error!.message)\n" }
        do {
            try PictureFile.write(PictureFile.svg(of: last, fixture: fixture), to: options.output)
            result.stdout += "picture of step \(last.index + 1): \(options.output)\n"
        } catch {
            result.stderr += "\(error)\n"
            result.fail(2)
        }
    }

    private static func format(_ files: [String], into result: inout Result) {
        for path in FixtureCheck.expand(files) {
            do {
                let fixture = try FixtureDecoder.load(path: path)
                let text = Recorder.writer.write(fixture.document)
                try PictureFile.write(text, to: path)
                result.stdout += "formatted \(path)\n"
            } catch {
                result.stderr += "\(error)\n"
                result.fail(2)
            }
        }
    }
}
