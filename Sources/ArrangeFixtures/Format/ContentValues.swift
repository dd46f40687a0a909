/// Content-sized layout in fixtures: measured text, roots given one
/// dimension, fitting queries (`Fixtures/README.md`, "Content").

/// `{"text": "…", "advance": 8, "lineHeight": 20}`: an item measured as
/// monospaced text (`Measure.text(_:font:)`).
package struct TextMeasureValue: Sendable, Equatable {
    /// The text.
    package var text: String
    /// The glyph advance.
    package var advance: Double
    /// The line height.
    package var lineHeight: Double
}

/// `{"width": 375}`, `{"height": 44}` or both: what a root is given (`GivenSize`).
package struct GivenSizeValue: Sendable, Equatable {
    /// The width given, or nil.
    package var width: Double?
    /// The height given, or nil.
    package var height: Double?

    /// `375 wide`, `44 high`, `375×603`.
    var label: String {
        switch (width, height) {
        case let (w?, h?): "\(JSONWriter.format(w))×\(JSONWriter.format(h))"
        case let (w?, nil): "\(JSONWriter.format(w)) wide"
        case let (nil, h?): "\(JSONWriter.format(h)) high"
        case (nil, nil): "nothing"
        }
    }
}

/// One dimension of a fitting query: a number (exactly), `"compressed"` or `"expanded"`.
package enum FittingValue: Sendable, Equatable {
    /// Exactly this value (required).
    case exactly(Double)
    /// As small as the constraints allow.
    case compressed
    /// As large as the constraints allow.
    case expanded

    var label: String {
        switch self {
        case let .exactly(v): JSONWriter.format(v)
        case .compressed: "compressed"
        case .expanded: "expanded"
        }
    }
}

extension FixtureDecoder {
    /// `{"text": "…", "advance": 8, "lineHeight": 20}` (advance and line height positive).
    func textMeasure(_ value: JSONValue, _ path: JSONPath) throws(FixtureError) -> TextMeasureValue {
        let m = try members(value, path, "a measure {\"text\", \"advance\", \"lineHeight\"}", allowed: ["text", "advance", "lineHeight"])
        func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
        let text = try string(get("text"), path.appending("text"), "the text to measure")
        var numbers: [Double] = []
        for key in ["advance", "lineHeight"] {
            let n = try number(get(key), path.appending(key), "a positive number")
            guard n > 0, n <= 1e6 else { throw fail(path.appending(key), "a positive number up to 1e6", get(key)) }
            numbers.append(n)
        }
        return TextMeasureValue(text: text, advance: numbers[0], lineHeight: numbers[1])
    }

    /// `{"width": 375}`, `{"height": 44}` or both.
    func givenSize(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> GivenSizeValue {
        guard let value else { throw fail(path, "a given size {\"width\"} or {\"height\"} or both", nil) }
        let m = try members(value, path, "a given size {\"width\"} or {\"height\"} or both", allowed: ["width", "height"])
        func get(_ key: String) throws(FixtureError) -> Double? {
            try m.first { $0.key == key }.map { member throws(FixtureError) in try number(member.value, path.appending(key)) }
        }
        let given = GivenSizeValue(width: try get("width"), height: try get("height"))
        if given.width == nil && given.height == nil { throw fail(path, "a given size with a \"width\", a \"height\" or both", value) }
        return given
    }

    /// A number, `"compressed"` or `"expanded"`; absent: compressed.
    func fitting(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> FittingValue {
        switch value {
        case nil, .string("compressed")?: return .compressed
        case .string("expanded")?: return .expanded
        default: return .exactly(try number(value, path, "a number, \"compressed\" or \"expanded\""))
        }
    }
}
