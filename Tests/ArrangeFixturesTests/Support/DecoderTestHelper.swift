@testable import ArrangeFixtures

/// A two-item tree and helpers for decoding steps against it.
enum DecoderTestHelper {
    static let tree = #""root": {"name": "root", "size": [375, 603], "children": [{"name": "a"}, {"name": "b", "intrinsicSize": [80, 20], "hugging": ["high", 250]}]}"#

    static func decode(_ steps: String, extra: String = "") throws(FixtureError) -> Fixture {
        try FixtureDecoder.decode("{\(tree), \(extra)\"steps\": \(steps)}", file: "test.json")
    }

    static func malformed(_ steps: String, extra: String = "") -> (path: String, expected: String, found: String)? {
        do {
            _ = try Self.decode(steps, extra: extra)
            return nil
        } catch {
            guard case let .malformed(_, path, expected, found) = error else { return nil }
            return (path.description, expected, found)
        }
    }
}
