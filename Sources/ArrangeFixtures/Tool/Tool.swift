import Foundation

/// The `arrange` command-line tool, as a function from arguments and
/// environment to output and an exit code (the executable only prints it).
package enum Tool {
    /// What a run printed and how it ended.
    package struct Result: Sendable, Equatable {
        /// Standard output.
        package var stdout = ""
        /// Standard error.
        package var stderr = ""
        /// 0 success, 1 a layout error or golden mismatch, 2 malformed input, a bad
        /// command line, a file that cannot be read or written, or nothing to do.
        package var exitCode: Int32 = 0

        mutating func fail(_ code: Int32) { exitCode = max(exitCode, code) }
    }

    /// The stack of the thread the tool runs on: deep enough for fixtures
    /// nested as deeply as the format allows (``FixtureDecoder/maximumDepth``),
    /// whose decoding, playing and freeing recurse once per level. It is
    /// reserved address space; only the pages a run touches are used.
    package static let stackSize = 1 << 30

    /// Runs the tool on `arguments` (without the program name), on a thread
    /// with a ``stackSize`` stack.
    package static func run(_ arguments: [String], environment: [String: String]) -> Result {
        onLargeStack { runHere(arguments, environment: environment) }
    }

    /// Runs `body` on a new thread with a ``stackSize`` stack and waits for
    /// its result; on the current thread when no such thread can be made
    /// (an address-space limit), where only very deep input could fail.
    static func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let work = StackWork { box.value = body() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        let context = Unmanaged.passRetained(work).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0,
              pthread_create(&thread, &attributes, { context in
                  let pointer: UnsafeMutableRawPointer? = context  // optional on Linux, not on Darwin
                  Unmanaged<StackWork>.fromOpaque(pointer!).takeRetainedValue().run()
                  return nil
              }, context) == 0 else {
            Unmanaged<StackWork>.fromOpaque(context).release()
            return body()
        }
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
        return box.value!
    }

    /// Runs the tool on the current thread.
    private static func runHere(_ arguments: [String], environment: [String: String]) -> Result {
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
        case let .explain(options): explain(options, into: &result)
        }
        return result
    }

    /// Loads and runs one fixture; reports malformed input (exit 2) and
    /// out-of-range steps. Returns the outcomes to show (all, or step N only).
    private static func play(_ file: String, size: SizeValue?, scale: Double?, step: Int?, into result: inout Result) -> (Fixture, [StepOutcome])? {
        do {
            let fixture = try FixtureDecoder.load(path: file)
            if let reason = fixture.disabled {
                result.stderr += "\(FixtureError.name(file)): disabled, not run: \(Snippet.line(reason))\n"
                result.fail(1)
                return nil
            }
            if let step, step > fixture.steps.count {
                result.stderr += "\(FixtureError.name(file)): --step \(step) is out of range: the fixture has \(fixture.steps.count) step\(fixture.steps.count == 1 ? "" : "s")\n"
                result.fail(2)
                return nil
            }
            let outcomes = try FixtureRunner.run(fixture, rootSize: size, pixelScale: scale, through: step.map { $0 - 1 })
            return (fixture, step.map { [outcomes[$0 - 1]] } ?? outcomes)
        } catch {
            result.stderr += "\(error)\n"
            result.fail(2)
            return nil
        }
    }

    /// The fixture files `paths` name; reports folders that cannot be read
    /// or hold no fixture (exit code 2). Nil when there is no fixture at all.
    private static func fixtures(_ paths: [String], command: ToolCommand.Subcommand, into result: inout Result) -> [String]? {
        let expansion = FixtureFiles.expand(paths)
        for error in expansion.errors { result.stderr += "\(error)\n" }
        if !expansion.errors.isEmpty { result.fail(2) }
        guard !expansion.files.isEmpty else {
            result.stderr += "arrange \(command.rawValue): no fixture to \(command.rawValue): nothing was done\n"
            result.fail(2)
            return nil
        }
        return expansion.files
    }

    private static func solve(_ options: SolveOptions, into result: inout Result) {
        var jsonFixtures: [(file: String, outcomes: [StepOutcome])] = []
        guard let files = fixtures(options.files, command: .solve, into: &result) else { return }
        if options.output != nil, files.count > 1 {
            result.stderr += "arrange solve: -o names one picture, but the folders given hold \(files.count) fixtures\n"
            result.fail(2)
            return
        }
        // Where each picture goes, checked before anything is solved: a
        // picture never replaces an input, nor a file arrange did not draw
        // (unless --force).
        let inputs = FileStatus.identities(of: files)
        let pictures = options.noPicture ? [] : options.output.map { [$0] } ?? PictureFile.defaultPaths(for: files)
        var refused = false
        for picture in Set(pictures).sorted() {
            if let refusal = PictureFile.refusal(toWrite: picture, inputs: inputs, force: options.force) {
                result.stderr += "\(refusal)\n"
                refused = true
            }
        }
        if refused { result.fail(2); return }
        for (index, file) in files.enumerated() {
            guard let (fixture, outcomes) = play(file, size: options.size, scale: options.scale, step: options.step, into: &result) else { continue }
            if outcomes.contains(where: { $0.error != nil }) { result.fail(1) }
            if options.json {
                jsonFixtures.append((file, outcomes))
            } else {
                if !result.stdout.isEmpty { result.stdout += "\n" }
                result.stdout += FrameTable.render(file: file, description: fixture.description, outcomes: outcomes)
            }
            guard !options.noPicture, let last = outcomes.last else { continue }
            let path = pictures[index]
            do {
                try PictureFile.write(PictureFile.svg(of: last, fixture: fixture), to: path, inputs: inputs, force: options.force)
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
        guard let paths = fixtures(files, command: .check, into: &result) else { return }
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
        let inputs = FileStatus.identities(of: [options.file])
        if let refusal = PictureFile.refusal(toWrite: options.output, inputs: inputs, force: options.force) {
            result.stderr += "\(refusal)\n"
            result.fail(2)
            return
        }
        guard let (fixture, outcomes) = play(options.file, size: options.size, scale: options.scale, step: options.step, into: &result),
              let last = outcomes.last else { return }
        if let error = last.error { result.fail(1); result.stderr += "step \(last.index + 1): \(error.kind): \(error.message)\n" }
        do {
            try PictureFile.write(PictureFile.svg(of: last, fixture: fixture), to: options.output, inputs: inputs, force: options.force)
            result.stdout += "picture of step \(last.index + 1): \(options.output)\n"
        } catch {
            result.stderr += "\(error)\n"
            result.fail(2)
        }
    }

    /// Rewrites each fixture in the canonical layout; one already in it is
    /// not written at all (its time stamp stays).
    private static func format(_ files: [String], into result: inout Result) {
        guard let paths = fixtures(files, command: .format, into: &result) else { return }
        for path in paths {
            do {
                let text = try TextFile.read(path)
                let formatted = Recorder.writer.write(try FixtureDecoder.decode(text, file: path).document)
                if formatted == text {
                    result.stdout += "already formatted \(path)\n"
                    continue
                }
                try TextFile.write(formatted, to: path)
                result.stdout += "formatted \(path)\n"
            } catch {
                result.stderr += "\(error)\n"
                result.fail(2)
            }
        }
    }
}

/// A value handed from one thread to another: written by the thread before
/// it ends, read by the thread that joins it after the join, never both at once.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// The work of a thread started with `pthread_create`, which takes a context pointer, not a closure.
private final class StackWork {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
