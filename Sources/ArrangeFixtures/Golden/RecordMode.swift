/// When a run writes expectations into fixture files, following
/// swift-snapshot-testing's record modes.
///
/// Set with the environment variable `ARRANGE_RECORD`. Recording always
/// fails the run (so it is never silent), and never happens when the
/// environment variable `CI` is set: CI only checks.
package enum RecordMode: String, Sendable, CaseIterable {
    /// Only check (the default).
    case never
    /// Record steps that have no expectation yet.
    case missing
    /// Record every step.
    case all
    /// Record steps whose expectation does not match.
    case failed

    /// Why the environment asks for something impossible.
    package struct EnvironmentError: Error, Sendable, CustomStringConvertible {
        /// What is wrong and what to do instead.
        package var description: String
    }

    /// The mode the environment asks for: `ARRANGE_RECORD` (absent or empty
    /// means ``never``), refused when `CI` is set.
    package static func from(environment: [String: String]) throws(EnvironmentError) -> RecordMode {
        guard let raw = environment["ARRANGE_RECORD"], !raw.isEmpty else { return .never }
        guard let mode = RecordMode(rawValue: raw) else {
            throw EnvironmentError(description: "ARRANGE_RECORD=\(Snippet.text(raw)) is not a record mode: use " + allCases.map(\.rawValue).joined(separator: ", "))
        }
        if mode != .never, let ci = environment["CI"], !ci.isEmpty {
            throw EnvironmentError(description: "ARRANGE_RECORD=\(Snippet.text(raw)) refused because CI is set: CI never records; record locally and commit the fixtures")
        }
        return mode
    }

    /// Whether this mode records step `step`, given whether it has an
    /// expectation and whether that expectation failed.
    package func records(hasExpectation: Bool, failed: Bool) -> Bool {
        switch self {
        case .never: return false
        case .missing: return !hasExpectation
        case .all: return true
        case .failed: return failed
        }
    }
}
