import Foundation
import Testing

/// `arrange-bench --flex` must keep laying out flex_bench.py's workloads, by
/// the same names, with the frames its docstring's formulas give: the frames
/// mode's output (`--flex --frames NAME`, x and y in root coordinates) is
/// compared with frames computed here from those formulas, exact to 1e-9, at
/// both root sizes, for the size-100 workloads. Timing is never asserted.
@Suite("arrange-bench --flex workloads")
struct FlexWorkloadsTests {
    /// flex_bench.py's workload names, in its order.
    static let names = ["row", "list", "cells", "grid", "nest", "text"].flatMap { family in [100, 1000, 10000].map { "\(family)/\($0)" } }

    /// One item's expected frame: name, x, y, width, height (root coordinates).
    typealias Frame = (name: String, x: Double, y: Double, width: Double, height: Double)

    /// The root sizes (first, then after the resize) and the frames flex_bench.py's
    /// docstring gives for a workload at a root size, items in its order.
    struct Expected {
        /// Nil height: taken from the content (`text/N`), printed as null.
        var sizes: [(width: Double, height: Double?)]
        var frames: (_ width: Double, _ height: Double?) -> [Frame]
    }

    /// The docstring's formulas for `family/n`.
    static func expected(_ name: String) -> Expected {
        let parts = name.split(separator: "/")
        let n = Int(parts[1])!
        let count = Double(n)
        switch parts[0] {
        case "row":
            // c{i} = (16 + i(w + 8), 16, w, 44), w = (W - 32 - 8(N - 1)) / N.
            return Expected(sizes: [(58 * count + 24, 76), (59 * count + 24, 86)]) { width, _ in
                let w = (width - 32 - 8 * (count - 1)) / count
                return (0..<n).map { i in ("c\(i)", 16 + Double(i) * (w + 8), 16, w, 44) }
            }
        case "list", "cells":
            // row{i} = (0, 44i, W, 44); icon (16, 44i + 10, 24, 24); label (52, 44i + 12, 120, 20);
            // acc (W - 36, 44i + 12, 20, 20).
            return Expected(sizes: [(375, 44 * count), (414, 44 * count + 100)]) { width, _ in
                (0..<n).flatMap { i -> [Frame] in
                    let top = 44 * Double(i)
                    return [
                        ("row\(i)", 0, top, width, 44), ("icon\(i)", 16, top + 10, 24, 24),
                        ("label\(i)", 52, top + 12, 120, 20), ("acc\(i)", width - 36, top + 12, 20, 20),
                    ]
                }
            }
        case "grid":
            // R the largest divisor of N not above √N, C = N / R;
            // g{r}_{c} = (16 + c(w + 8), 16 + r(h + 8), w, h).
            let rows = (1...n).last { $0 * $0 <= n && n % $0 == 0 }!
            let columns = n / rows
            let (r, c) = (Double(rows), Double(columns))
            return Expected(sizes: [(58 * c + 24, 38 * r + 24), (59 * c + 24, 39 * r + 24)]) { width, height in
                let w = (width - 32 - 8 * (c - 1)) / c
                let h = (height! - 32 - 8 * (r - 1)) / r
                return (0..<rows).flatMap { row in
                    (0..<columns).map { column -> Frame in
                        ("g\(row)_\(column)", 16 + Double(column) * (w + 8), 16 + Double(row) * (h + 8), w, h)
                    }
                }
            }
        case "nest":
            // S = 8D + 100; n{i} = (4(i + 1), 4(i + 1), W - 8(i + 1), H - 8(i + 1)).
            let side = 8 * count + 100
            return Expected(sizes: [(side, side), (side + 10, side + 10)]) { width, height in
                (0..<n).map { i in
                    let inset = 4 * Double(i + 1)
                    return ("n\(i)", inset, inset, width - 2 * inset, height! - 2 * inset)
                }
            }
        case "text":
            // label{i} = (16, y_i, W - 32, 17 lines_i), y_0 = 16, y_{i+1} = y_i + 17 lines_i + 8.
            return Expected(sizes: [(375, nil), (320, nil)]) { width, _ in
                var y = 16.0
                return (0..<n).map { i in
                    let height = 17 * Double(Self.wrappedLines(Self.labelText(i), width: width - 32))
                    defer { y += height + 8 }
                    return ("label\(i)", 16, y, width - 32, height)
                }
            }
        default:
            fatalError("no formulas for \(name)")
        }
    }

    /// flex_bench.py's `label_text(i)`: words from the list, starting at word
    /// i and stepping by 7, while the text is shorter than 20 + (37 i mod 181).
    static func labelText(_ i: Int) -> String {
        let words = ["layout", "of", "wrapping", "text", "in", "a", "cell", "measured", "at", "its", "width"]
        var text = "", index = i
        while text.count < 20 + (i * 37) % 181 {
            text += (text.isEmpty ? "" : " ") + words[index % words.count]
            index += 7
        }
        return text
    }

    /// The lines of flex_bench.py's `text_size` at `width` (7 a glyph):
    /// greedy words with one space, a word longer than a line cut (one paragraph).
    static func wrappedLines(_ text: String, width: Double) -> Int {
        let columns = Swift.max(1, Int((width / 7 + 1e-9).rounded(.down)))
        var lines = 0, count = 0
        for word in text.split(separator: " ") {
            var n = word.count
            if count > 0 && count + 1 + n <= columns { count += 1 + n; continue }
            if count > 0 { lines += 1; count = 0 }
            while n > columns { lines += 1; n -= columns }
            count = n
        }
        return lines + 1
    }

    func run(_ arguments: [String]) throws -> String {
        let bench = try #require(DeterminismTests.benchBinary(), "arrange-bench was not found; run `swift build` first")
        return try DeterminismTests.run(bench, arguments)
    }

    /// A JSON number as a Double (JSONSerialization may give Int, Double or NSNumber).
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let d as Double: return d
        case let i as Int: return Double(i)
        case let n as NSNumber: return n.doubleValue
        default: return nil
        }
    }

    @Test("--flex --list names flex_bench.py's eighteen workloads in its order")
    func names() throws {
        #expect(try run(["--flex", "--list"]).split(separator: "\n").map(String.init) == Self.names)
    }

    @Test("--flex --frames prints the frames of flex_bench.py's formulas, in root coordinates, at both sizes",
          arguments: ["row/100", "list/100", "cells/100", "grid/100", "nest/100", "text/100"])
    func frames(name: String) throws {
        let output = try run(["--flex", "--frames", name])
        let lines = output.split(separator: "\n")
        #expect(lines.count == 1)
        let line = try #require(lines.first, "no output for \(name)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(document["workload"] as? String == name)
        #expect(document["engine"] as? String == "arrange")
        let expected = Self.expected(name)
        for (phase, size) in zip(["layout", "resize"], expected.sizes) {
            let state = try #require(document[phase] as? [String: Any], "no \(phase) in \(name)")
            let printedSize = try #require(state["size"] as? [Any]).compactMap { Self.number($0) }
            #expect(printedSize == [size.width] + (size.height.map { [$0] } ?? []), "\(name) \(phase) size")
            if size.height == nil { #expect((state["size"] as? [Any])?.count == 2, "\(name) \(phase): the size is [W, null]") }
            let printed = try #require(state["frames"] as? [[Any]], "no \(phase) frames in \(name)")
            let wanted = expected.frames(size.width, size.height)
            #expect(printed.map { $0.first as? String } == wanted.map(\.name), "\(name) \(phase): the items or their order")
            var worst = (difference: 0.0, item: "")
            for (row, frame) in zip(printed, wanted) {
                let values = row.dropFirst().compactMap { Self.number($0) }
                guard values.count == 4 else {
                    Issue.record("\(name) \(phase) \(frame.name): \(row) is not a name and four numbers")
                    continue
                }
                for (value, formula) in zip(values, [frame.x, frame.y, frame.width, frame.height]) {
                    let difference = Swift.abs(value - formula)
                    if !(difference <= worst.difference) { worst = (difference, frame.name) }  // NaN counts as worst
                }
            }
            #expect(worst.difference <= 1e-9, "\(name) \(phase): \(worst.item) is \(worst.difference) away from the formula")
        }
    }
}
