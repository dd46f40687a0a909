/// The text table `arrange solve` prints: one block per step, one row per
/// item (path, x, y, width, height), in declaration order, numbers rounded
/// to ``Frame/decimals`` places and right-aligned.
package enum FrameTable {
    /// The table for `outcomes` of the fixture at `file`.
    package static func render(file: String, description: String?, outcomes: [StepOutcome]) -> String {
        var out = file + (description.map { ": \($0)" } ?? "") + "\n"
        for outcome in outcomes {
            out += "\nstep \(outcome.index + 1): \(outcome.label)\n"
            if let error = outcome.error {
                out += "  error (\(error.kind)): " + error.message.split(separator: "\n", omittingEmptySubsequences: false)
                    .joined(separator: "\n    ") + "\n"
                out += "  frames unchanged:\n"
            }
            if let size = outcome.fittingSize {
                out += "  fitting size: \(JSONWriter.format(Frame.round(size.width)))×\(JSONWriter.format(Frame.round(size.height))) (a fitting changes no frame)\n"
            }
            out += table(outcome.snapshot, ambiguous: Set(outcome.ambiguous))
            for line in outcome.diagnostics { out += "  note: \(line)\n" }
        }
        return out
    }

    /// The rows of one snapshot, with a header; items in `ambiguous` are
    /// marked, because some of their numbers are not fixed by anything.
    package static func table(_ snapshot: LayoutSnapshot, ambiguous: Set<String> = []) -> String {
        let header = ["item", "x", "y", "width", "height", ""]
        let rows = snapshot.entries.map { entry in
            [entry.path] + entry.frame.fields.map { JSONWriter.format(Frame.round($0.value)) }
                + [[entry.hidden ? "hidden" : "", ambiguous.contains(entry.name) ? "ambiguous (see notes)" : ""].filter { !$0.isEmpty }.joined(separator: ", ")]
        }
        let all = [header] + rows
        let widths = (0..<header.count).map { column in all.map { $0[column].count }.max() ?? 0 }
        var out = ""
        for row in all {
            var line = "  " + row[0] + String(repeating: " ", count: widths[0] - row[0].count)
            for column in 1..<row.count - 1 {
                line += "  " + String(repeating: " ", count: widths[column] - row[column].count) + row[column]
            }
            if let mark = row.last, !mark.isEmpty { line += "  " + mark }
            out += line + "\n"
        }
        return out
    }
}
