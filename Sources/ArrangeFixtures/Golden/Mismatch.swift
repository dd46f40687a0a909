/// One difference between a fixture's expectation and what a step produced.
package struct Mismatch: Sendable, Equatable, CustomStringConvertible {
    /// 0-based step index.
    package var step: Int
    /// The step's label.
    package var label: String
    /// The item concerned, if the difference is about one.
    package var item: String?
    /// What differs: `x`, `width`, `error`, `error.kind`, `ambiguous`, `diagnostics` …
    package var field: String
    /// The expected value, as text.
    package var expected: String
    /// The actual value, as text.
    package var actual: String

    /// `step 2 (arrange root): blue.x expected 255, actual 250`, on one
    /// line: the values are cut to ``limit`` scalars each, newlines in an
    /// error message escaped.
    package var description: String {
        let subject = item.map { "\($0).\(field)" } ?? field
        return "step \(step + 1) (\(label)): \(subject) expected \(Snippet.text(expected, limit: Self.limit)), actual \(Snippet.text(actual, limit: Self.limit))"
    }

    /// The longest expected or actual value a description shows, in Unicode scalars.
    package static let limit = 300
}

/// Compares expectations with outcomes.
package enum Golden {
    /// The differences between `expectation` and `outcome`, in the order the
    /// expectation lists things (frames by item, then fields x, y, width, height).
    ///
    /// Frames are compared after rounding both sides to ``Frame/decimals``
    /// places, the rounding fixtures are written with. A step that threw
    /// without the expectation asking for an error is a mismatch. An error's
    /// `mentions` that are item names (in `itemNames`) must be among the items
    /// the error names; other words must appear in its message. Expected
    /// diagnostics must be the step's diagnostics other than ambiguity, kind
    /// by kind in order, each message containing its `mentions`.
    package static func compare(_ expectation: Expectation, with outcome: StepOutcome, itemNames: Set<String> = []) -> [Mismatch] {
        var out: [Mismatch] = []
        func add(_ item: String?, _ field: String, _ expected: String, _ actual: String) {
            out.append(Mismatch(step: outcome.index, label: outcome.label, item: item, field: field, expected: expected, actual: actual))
        }
        switch (expectation.error, outcome.error) {
        case let (expected?, actual?):
            if expected.kind != actual.kind { add(nil, "error.kind", expected.kind, actual.kind) }
            for word in expected.mentions {
                if itemNames.contains(word) {
                    if !actual.items.contains(word) {
                        add(nil, "error.items", "an error naming the item \(word)", "[" + Snippet.list(actual.items) + "]")
                    }
                } else if !actual.message.contains(word) {
                    add(nil, "error.mentions", "a message mentioning \"\(word)\"", "\"\(actual.message)\"")
                }
            }
        case let (expected?, nil):
            add(nil, "error", "an error of kind \(expected.kind)", "no error")
        case let (nil, actual?):
            add(nil, "error", "no error", "\(actual.kind): \(actual.message)")
        case (nil, nil):
            break
        }
        for expected in expectation.frames {
            guard let entry = outcome.snapshot.entry(named: expected.item) else {
                add(expected.item, "frame", expected.frame.description, "not in the tree")
                continue
            }
            let actual = entry.frame
            for (e, a) in zip(expected.frame.fields, actual.fields) where !same(e.value, a.value) {
                add(expected.item, e.name, JSONWriter.format(Frame.round(e.value)), JSONWriter.format(Frame.round(a.value)))
            }
        }
        if let expected = expectation.size {
            let actual = outcome.fittingSize.map { "[\(JSONWriter.format(Frame.round($0.width))), \(JSONWriter.format(Frame.round($0.height)))]" } ?? "no size"
            if outcome.fittingSize.map({ !same(expected.width, $0.width) || !same(expected.height, $0.height) }) ?? true {
                add(nil, "size", "[\(JSONWriter.format(Frame.round(expected.width))), \(JSONWriter.format(Frame.round(expected.height)))]", actual)
            }
        }
        if let expected = expectation.ambiguous, Set(expected) != Set(outcome.ambiguous) {
            add(nil, "ambiguous", "[" + Snippet.list(expected) + "]", "[" + Snippet.list(outcome.ambiguous) + "]")
        }
        if let expected = expectation.diagnostics {
            let actual = outcome.notices
            if expected.map(\.kind) != actual.map(\.kind) {
                add(nil, "diagnostics", "[" + expected.map(\.kind).joined(separator: ", ") + "]",
                    "[" + actual.map { "\($0.kind): \($0.message)" }.joined(separator: "; ") + "]")
            } else {
                for (index, (e, a)) in zip(expected, actual).enumerated() {
                    for word in e.mentions where !a.message.contains(word) {
                        add(nil, "diagnostics[\(index)]", "a message mentioning \"\(word)\"", "\"\(a.message)\"")
                    }
                }
            }
        }
        return out
    }

    /// Equal after rounding to the fixture precision (NaN equals NaN: both are reported as such).
    static func same(_ expected: Double, _ actual: Double) -> Bool {
        if expected.isNaN || actual.isNaN { return expected.isNaN && actual.isNaN }
        return abs(Frame.round(expected) - Frame.round(actual)) <= 1e-9
    }
}
