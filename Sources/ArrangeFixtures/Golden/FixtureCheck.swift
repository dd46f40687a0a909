import Foundation

/// Checks one fixture against its expectations, recording when asked:
/// what `arrange check` and the golden test both do.
package enum FixtureCheck {
    /// How a check ended.
    package enum Status: Sendable, Equatable {
        /// Every expectation held; `checks` steps had one.
        case passed(checks: Int)
        /// Some expectation did not hold (see ``Report/mismatches``).
        case failed
        /// Expectations were written into the file for these steps (0-based); the run must fail.
        case recorded(steps: [Int])
        /// No step has an expectation.
        case nothingToCheck
        /// The fixture cannot be used.
        case malformed(FixtureError)
        /// The expectations do not hold, as the fixture's `knownIssue` says (not a failure).
        case knownIssue(String)
        /// The fixture declares a `knownIssue` but passes: the field must go.
        case unexpectedPass(String)
        /// The fixture is `disabled` (it crashes the process) and was not run.
        case disabled(String)
    }

    /// The outcome of checking one fixture.
    package struct Report: Sendable {
        /// The fixture file.
        package var file: String
        /// How it ended.
        package var status: Status
        /// Every difference found.
        package var mismatches: [Mismatch] = []
        /// Pictures of the actual layout of mismatching steps.
        package var pictures: [String] = []
        /// Why pictures of mismatching steps could not be written.
        package var pictureErrors: [FixtureError] = []

        /// Whether the run should count as passed.
        package var passed: Bool {
            switch status {
            case .passed, .knownIssue, .disabled: return true
            default: return false
            }
        }

        /// A line per picture of the actual layout, or per picture that could not be written.
        private var pictureLines: [String] {
            pictures.map { "        picture of the actual layout: \($0)" } + pictureErrors.map { "        no picture: \($0)" }
        }

        /// Lines for a person: a status line, then one line per mismatch and
        /// picture, each of bounded length (file names and fixture text are
        /// cut and escaped by ``Snippet``).
        package var text: String {
            let file = FixtureError.name(self.file)
            switch status {
            case let .passed(checks): return "ok      \(file) (\(checks) step\(checks == 1 ? "" : "s") checked)"
            case .nothingToCheck: return "FAIL    \(file): nothing to check: no step has an \"expect\" (record with ARRANGE_RECORD=missing)"
            case let .malformed(error): return "ERROR   \(error)"
            case let .knownIssue(issue):
                return (["KNOWN   \(file): \(Snippet.line(issue))"] + mismatches.map { "        \($0)" } + pictureLines).joined(separator: "\n")
            case let .disabled(reason): return "SKIP    \(file): disabled: \(Snippet.line(reason))"
            case let .unexpectedPass(issue):
                return "FAIL    \(file): passes although it declares the known issue \(Snippet.quoted(issue)); remove \"knownIssue\""
            case let .recorded(steps):
                return "RECORD  \(file): wrote expectations for step\(steps.count == 1 ? "" : "s") "
                    + steps.map { String($0 + 1) }.joined(separator: ", ")
                    + "; check the diff, then run again without ARRANGE_RECORD (a recording run always fails)"
            case .failed:
                return (["FAIL    \(file)"] + mismatches.map { "        \($0)" } + pictureLines).joined(separator: "\n")
            }
        }
    }

    /// Loads, runs and compares the fixture at `path`; records expectations
    /// when `mode` says so; writes pictures of mismatching steps under
    /// `artefacts`, with the expected frames outlined in red.
    package static func check(path: String, mode: RecordMode, artefacts: String) -> Report {
        let fixture: Fixture
        let outcomes: [StepOutcome]
        do {
            fixture = try FixtureDecoder.load(path: path)
            if let reason = fixture.disabled { return Report(file: path, status: .disabled(reason)) }
            outcomes = try FixtureRunner.run(fixture)
        } catch {
            return Report(file: path, status: .malformed(error))
        }
        var report = Report(file: path, status: .failed)
        var failedSteps: [Int] = []
        for (step, outcome) in zip(fixture.steps, outcomes) {
            guard let expectation = step.expectation, !expectation.isEmpty else { continue }
            let mismatches = Golden.compare(expectation, with: outcome, itemNames: Set(fixture.allItems.map(\.name)))
            if !mismatches.isEmpty {
                failedSteps.append(outcome.index)
                report.mismatches += mismatches
            }
        }
        let toRecord = fixture.steps.indices.filter { index in
            mode.records(hasExpectation: fixture.steps[index].expectation?.isEmpty == false, failed: failedSteps.contains(index))
        }
        if !toRecord.isEmpty {
            let document = Recorder.record(fixture.document, outcomes: outcomes, steps: toRecord)
            do {
                try TextFile.write(Recorder.writer.write(document), to: path)
            } catch {
                return Report(file: path, status: .malformed(error))
            }
            report.status = .recorded(steps: toRecord)
            return report
        }
        if fixture.checkedStepCount == 0 {
            report.status = .nothingToCheck
            return report
        }
        if failedSteps.isEmpty {
            report.status = fixture.knownIssue.map { .unexpectedPass($0) } ?? .passed(checks: fixture.checkedStepCount)
            return report
        }
        if let issue = fixture.knownIssue { report.status = .knownIssue(issue) }
        let inputs = FileStatus.identities(of: [path])
        for index in failedSteps {
            let picture = PictureFile.artefactPath(for: path, step: index, in: artefacts)
            let expected = fixture.steps[index].expectation?.frames ?? []
            do {
                try PictureFile.write(PictureFile.svg(of: outcomes[index], fixture: fixture, expected: expected), to: picture, inputs: inputs)
                report.pictures.append(picture)
            } catch {
                report.pictureErrors.append(error)
            }
        }
        return report
    }
}
