/// Item properties beyond sizes and priorities: baselines.
extension FixtureDecoder {
    /// `[first, last]`: finite numbers (first below the top, last above the bottom).
    func baselines(_ value: JSONValue, _ path: JSONPath) throws(FixtureError) -> [Double] {
        let what = "baselines [first, last]: the first below the top, the last above the bottom"
        guard case let .array(pair) = value, pair.count == 2 else { throw fail(path, what, value) }
        var out: [Double] = []
        for (i, e) in pair.enumerated() {
            let n = try number(e, path.appending(i), "a finite number")
            guard n.isFinite else { throw fail(path.appending(i), "a finite number", e) }
            out.append(n)
        }
        return out
    }
}
