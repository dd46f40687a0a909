import Arrange

/// Content-sized layout: measured text and fitting sizes.
///
/// - `fit-cells/N`: N self-sizing cells, each its own tree (a 40×40 avatar
///   and a wrapping label of 20 to 200 glyphs, the cell's bottom at least 12
///   below both), built and arranged before each run (untimed, so every
///   measurement is a first one); the run asks each cell
///   `fittingSize(width: 375)`: one transaction with its measuring passes.
///   Seconds per cell.
/// - `text-list/N`: a list given a width of 375 (its height from the
///   content) of N wrapping labels, `yPlace`d 8 apart, built before each
///   run (untimed; nothing solved, no frame read, as in the flex layouts);
///   the run gives the width, arranges and reads every frame (the
///   measuring passes run at the first read). Seconds per cell.
enum ContentWorkloads {
    /// The text of cell `k`: 20 to 200 glyphs of words, a different length per cell.
    static func text(_ k: Int) -> String {
        let words = ["layout", "of", "wrapping", "text", "in", "a", "cell", "measured", "at", "its", "width"]
        var text = ""
        var index = k
        while text.count < 20 + (k * 37) % 181 {
            text += (text.isEmpty ? "" : " ") + words[index % words.count]
            index += 7
        }
        return text
    }

    static let font = MonospacedFont(advance: 7, lineHeight: 17)

    /// A self-sizing cell for `text`, arranged, with no size.
    static func cell(_ k: Int) -> Item {
        let cell = Item("cell\(k)"), avatar = Item("avatar")
        let label = Item("label", measure: .text(text(k), font: font))
        cell.addChildren(avatar, label)
        do {
            try cell.arrange { make in
                make.insetEdges(edge: 12)
                make.size(avatar) == (40, 40)
                make.xPlace(avatar, 8, label)
                make.yTop(avatar, label)
                make.install(cell.bottom >= avatar.bottom + 12)
                make.install(cell.bottom >= label.bottom + 12)
            }
        } catch {
            fatalError("benchmark arrangement refused: \(error)")
        }
        return cell
    }
}

extension Workload {
    /// `fit-cells/N`; see ``ContentWorkloads``.
    static func fitCells(_ name: String, n: Int) -> Workload {
        Workload(name: name, runs: { $0 }, operationsPerRun: n, unit: "per cell") {
            final class Box { var cells: [Item] = [] }
            let box = Box()
            return Trial(setUp: {
                box.cells = (0..<n).map(ContentWorkloads.cell)
            }, run: {
                var checksum = 0.0
                for cell in box.cells {
                    do { checksum += try cell.fittingSize(width: 375).height } catch { fatalError("\(error)") }
                }
                return checksum
            })
        }
    }

    /// `font-wrap/N`: `MonospacedFont.measure` of the texts of labels 0 to
    /// N−1 at 343 points (49 columns: `text/N`'s first width), seconds per
    /// glyph; flex_bench.py's `text_size` on the same texts in CPython is
    /// the reference (Content/README.md).
    static func fontWrap(_ name: String, n: Int) -> Workload {
        let texts = (0..<n).map(ContentWorkloads.text)
        return Workload(name: name, runs: { $0 }, operationsPerRun: texts.reduce(0) { $0 + $1.utf8.count }, unit: "per glyph") {
            Trial(run: {
                var checksum = 0.0
                for text in texts {
                    let (size, natural) = ContentWorkloads.font.measure(text, width: 343)
                    checksum += size.height + natural
                }
                return checksum
            })
        }
    }

    /// `text-list/N`; see ``ContentWorkloads``.
    static func textList(_ name: String, n: Int) -> Workload {
        Workload(name: name, runs: { $0 }, operationsPerRun: n, unit: "per cell") {
            final class Box { var root = Item("list"); var labels: [Item] = [] }
            let box = Box()
            return Trial(setUp: {
                let root = Item("list")
                let labels = (0..<n).map { Item("label\($0)", measure: .text(ContentWorkloads.text($0), font: ContentWorkloads.font)) }
                root.addChildren(labels)
                box.root = root
                box.labels = labels
            }, run: {
                let (root, labels) = (box.root, box.labels)
                var column: [any PlaceElementConvertible] = [16]
                for label in labels { column += [label, 8] }
                column[column.count - 1] = 16
                do {
                    try root.resize(width: 375)
                    try root.arrange { make in
                        make.insetEdges(left: 16, right: 16)
                        make.xEqual(labels)
                        make.yPlace(column)
                    }
                } catch {
                    fatalError("benchmark arrangement refused: \(error)")
                }
                return labels.reduce(0) { sum, label in
                    let f = label.frame
                    return sum + f.y + f.height
                }
            })
        }
    }
}
