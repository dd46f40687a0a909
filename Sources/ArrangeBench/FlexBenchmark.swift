import Arrange

/// Times ``FlexWorkloads`` the way flex_bench.py's docstring asks of
/// Arrange's side ("Arrange's side"), in two phases per run:
///
/// - `layout`: from a built tree (items made and added to their parents,
///   nothing solved, no frame read) until every frame is known: the root
///   gets its first size, the `arrange` call(s) run, every item's `frame`
///   is read;
/// - `resize`: the root gets its second size and every `frame` is read again.
///
/// Every run builds a fresh tree (outside the clock; the previous tree is
/// freed outside it too) and gives one sample of each phase. A workload
/// reports the median of each phase over its runs, with flex_bench.py's
/// run counts (``FlexWorkloads/runs(for:requested:)``), in one JSON line per
/// phase: `{"workload", "phase", "seconds", "items", "runs", "engine",
/// "peak_rss_mb", "checksum"}`, which `compare_flex.py` reads.
enum FlexBenchmark {
    /// The medians of one workload's two phases.
    struct Result {
        /// Median seconds of the layout phase.
        var layout: Double
        /// Median seconds of the resize phase.
        var resize: Double
        /// How many timed runs the medians are over.
        var runs: Int
        /// How many items the workload lays out.
        var items: Int
        /// The sum of every x, y, width and height read in both phases of
        /// the last run, so that the reads cannot be optimised away.
        var checksum: Double
    }

    /// Runs a workload `runs` times after `warmUp` untimed runs and returns
    /// the medians of its two phases.
    ///
    /// - Precondition: `name` is one of ``FlexWorkloads/names`` and `runs > 0`.
    static func measure(_ name: String, runs: Int, warmUp: Int, pixelScale: Double? = nil) throws -> Result {
        var layoutTimes: [Double] = [], resizeTimes: [Double] = []
        var items = 0, checksum = 0.0
        for run in 0..<(warmUp + runs) {
            guard let flex = FlexWorkloads.layout(named: name) else { preconditionFailure("no flex workload \(name)") }
            items = flex.items.count
            flex.root.pixelScale = pixelScale
            let start = Measurement.now()
            try flex.root.resize(width: flex.firstSize.width, height: flex.firstSize.height)
            try flex.arrange()
            let laidOut = readFrames(flex.items)
            let middle = Measurement.now()
            try flex.root.resize(width: flex.secondSize.width, height: flex.secondSize.height)
            let resized = readFrames(flex.items)
            let end = Measurement.now()
            checksum = laidOut + resized
            if run >= warmUp {
                layoutTimes.append(Measurement.seconds(from: start, to: middle))
                resizeTimes.append(Measurement.seconds(from: middle, to: end))
            }
        }
        return Result(layout: Measurement.median(layoutTimes), resize: Measurement.median(resizeTimes),
                      runs: runs, items: items, checksum: checksum)
    }

    /// Reads every item's frame (in its parent's coordinates, as a user
    /// would) and returns the sum of the numbers read.
    static func readFrames(_ items: [Item]) -> Double {
        var sum = 0.0
        for item in items {
            let f = item.frame
            sum += f.x + f.y + f.width + f.height
        }
        return sum
    }

    /// The two JSON lines of one workload, `--runs K` given as `requested`:
    /// layout first, then resize; with `pixelScale`, frames are read on that grid.
    static func lines(_ name: String, requested: Int, pixelScale: Double? = nil) throws -> [String] {
        let (runs, warmUp) = FlexWorkloads.runs(for: name, requested: requested)
        Measurement.resetPeakResident()
        let result = try measure(name, runs: runs, warmUp: warmUp, pixelScale: pixelScale)
        let peak = Measurement.peakResidentKilobytes().map { Double($0) / 1024 }
        return [("layout", result.layout), ("resize", result.resize)].map { phase, seconds in
            var fields: [(String, Any)] = [
                ("workload", name), ("phase", phase), ("seconds", seconds), ("items", result.items),
                ("runs", result.runs), ("engine", "arrange"),
            ]
            if let pixelScale { fields.append(("pixel_scale", pixelScale)) }
            if let peak { fields.append(("peak_rss_mb", peak)) }
            fields.append(("checksum", result.checksum))
            return Measurement.jsonLine(fields)
        }
    }
}
