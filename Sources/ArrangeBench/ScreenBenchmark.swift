import Arrange
import ArrangeFixtures

/// Times the first layout of each bundled screen fixture
/// (`Fixtures/screens/*.json`): from a built tree (items made and added to
/// their parents, nothing solved) until every frame is known, as
/// ``FlexBenchmark``'s `layout` phase: the root gets its size, the fixture's
/// leading `arrange` steps run (``FirstLayout``), every frame is read.
///
/// One JSON line per screen: `{"workload": "screen/NAME", "phase":
/// "layout", "seconds", "items", "us_per_item", "runs", "engine",
/// "peak_rss_mb", "checksum"}`, `items` counting the root's descendants.
/// Every run builds a fresh tree outside the clock, after one untimed
/// warm-up run.
enum ScreenBenchmark {
    /// The folder of the bundled screens, from the package's root.
    static let folder = "Fixtures/screens"

    /// The screens' names (file names without `.json`), sorted.
    static func names(in folder: String) throws -> [String] {
        let expansion = FixtureFiles.expand([folder])
        if let problem = expansion.errors.first { throw problem }
        return expansion.files.map { path in String(path.split(separator: "/").last!.dropLast(".json".count)) }.sorted()
    }

    /// The JSON line of one screen, timed over `runs` runs.
    static func line(_ name: String, in folder: String, runs: Int) throws -> String {
        let fixture = try FixtureDecoder.load(path: "\(folder)/\(name).json")
        Measurement.resetPeakResident()
        var times: [Double] = []
        var items = 0, checksum = 0.0
        for run in 0..<(runs + 1) {
            var layout = FirstLayout(fixture)
            items = layout.items.count
            let start = Measurement.now()
            checksum = try layout.run()
            let end = Measurement.now()
            if run > 0 { times.append(Measurement.seconds(from: start, to: end)) }
        }
        let seconds = Measurement.median(times)
        var fields: [(String, Any)] = [
            ("workload", "screen/\(name)"), ("phase", "layout"), ("seconds", seconds), ("items", items),
            ("us_per_item", seconds * 1e6 / Double(Swift.max(items, 1))), ("runs", runs), ("engine", "arrange"),
        ]
        if let kb = Measurement.peakResidentKilobytes() { fields.append(("peak_rss_mb", Double(kb) / 1024)) }
        fields.append(("checksum", checksum))
        return Measurement.jsonLine(fields)
    }
}
