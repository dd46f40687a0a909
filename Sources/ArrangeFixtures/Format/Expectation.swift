/// What must hold after a step: frames, an error, or both (an error and the
/// frames that must be unchanged by it).
package struct Expectation: Sendable, Equatable {
    /// Expected frames, in parent coordinates, in the order written.
    package var frames: [ExpectedFrame]
    /// The error the step must throw, if any.
    package var error: ExpectedError?
    /// Items whose layout must be reported as ambiguous (not fixed by any
    /// constraint), by name, or nil when the fixture does not check this.
    package var ambiguous: [String]?
    /// Every diagnostic other than ambiguity (sizes below zero, duplicates,
    /// rejected changes), in the order Arrange reports them, or nil when the
    /// fixture does not check this.
    package var diagnostics: [ExpectedDiagnostic]?
    /// The size a `fittingSize` step answers, if checked.
    package var size: SizeValue?

    /// An expectation.
    package init(frames: [ExpectedFrame] = [], error: ExpectedError? = nil, ambiguous: [String]? = nil, diagnostics: [ExpectedDiagnostic]? = nil,
                size: SizeValue? = nil) {
        self.frames = frames; self.error = error; self.ambiguous = ambiguous; self.diagnostics = diagnostics; self.size = size
    }

    /// True when the expectation checks nothing.
    package var isEmpty: Bool { frames.isEmpty && error == nil && ambiguous == nil && diagnostics == nil && size == nil }
}

/// An expected diagnostic: its kind and words its message must contain.
package struct ExpectedDiagnostic: Sendable, Equatable {
    /// The kind, as ``ReportedDiagnostic/kind`` spells it (`negativeSize`, `duplicate`, `rejectedChange`).
    package var kind: String
    /// Words (item names, verbs, `file:line`s) the message must contain.
    package var mentions: [String]
}

/// An item's expected frame.
package struct ExpectedFrame: Sendable, Equatable {
    /// The item's name.
    package var item: String
    /// The frame, in its parent's coordinates.
    package var frame: Frame
}

/// An expected error: its kind and the names its message must mention.
package struct ExpectedError: Sendable, Equatable {
    /// The kind, as ``ReportedError/kind`` spells it (`conflict`, `countMismatch` …).
    package var kind: String
    /// Item names (or other words) the error message must contain.
    package var mentions: [String]
}

/// A rectangle as fixtures and the tool write it: `[x, y, width, height]`,
/// rounded to ``Frame/decimals`` places.
package struct Frame: Sendable, Equatable, CustomStringConvertible {
    /// Places after the decimal point kept in fixtures and output.
    package static let decimals = 3

    /// The origin (in the parent's coordinates) and the size.
    package var x: Double, y: Double, width: Double, height: Double

    /// A frame.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The four fields with their names, in the written order.
    package var fields: [(name: String, value: Double)] { [("x", x), ("y", y), ("width", width), ("height", height)] }

    /// This frame with every field rounded to ``decimals`` places.
    package var rounded: Frame {
        Frame(x: Frame.round(x), y: Frame.round(y), width: Frame.round(width), height: Frame.round(height))
    }

    /// `value` rounded to ``decimals`` places (and never `-0`). Magnitudes
    /// of 10¹⁵ and more are returned as they are: scaling them could
    /// overflow, and a double that large has no thousandths to round.
    package static func round(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e15 else { return value }
        let scale = 1000.0
        let r = (value * scale).rounded() / scale
        return r == 0 ? 0 : r
    }

    /// `[x, y, width, height]`, rounded (the form fixtures record and people read).
    package var json: JSONValue { .array(fields.map { .number(JSONNumber(Frame.round($0.value))) }) }

    /// `[x, y, width, height]`, exact: each field in the shortest form that
    /// reads back as the same `Double` (`33.333333333333336` for 100/3), `-0`
    /// as `0`. Machine output uses it, so whatever is recorded from it
    /// round-trips.
    package var exactJSON: JSONValue { .array(fields.map { .number(JSONNumber($0.value == 0 ? 0 : $0.value)) }) }

    /// `(x, y, width, height)`, rounded.
    package var description: String { "(" + fields.map { JSONWriter.format(Frame.round($0.value)) }.joined(separator: ", ") + ")" }
}
