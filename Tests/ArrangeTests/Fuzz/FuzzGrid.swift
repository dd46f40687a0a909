import Arrange

/// A `make.grid(…)` call the fuzzer makes: random rows of items, empty
/// cells and spans, random column kinds, spacings and alignments (and, when
/// hostile, spans of 0, negative spacings and NaN widths, which must fail
/// changing nothing).
struct FuzzGrid: Hashable, Sendable, Codable {
    struct Cell: Hashable, Sendable, Codable {
        var item: Int?
        var columns: Int
        var alignment: String?
        var rowAlignment: String?
    }

    enum Column: Hashable, Sendable, Codable {
        case fit, fixed(Double), flexible(Double)
    }

    var rows: [[Cell]]
    var columns: [Column]
    var spacing: Double
    var rowSpacing: Double?
    var alignment: String
    var rowAlignment: String

    /// A grid of `items` (in reading order), drawing numbers from `below(n)` (0..<n).
    static func generate(items: [Int], hostile: Bool, _ below: (Int) -> Int) -> FuzzGrid {
        let horizontal = HorizontalAlignment.allCases.map(\.rawValue), vertical = VerticalAlignment.allCases.map(\.rawValue)
        let perRow = 1 + below(3)
        var rows: [[Cell]] = [[]]
        for item in items {
            if rows[rows.count - 1].count >= perRow { rows.append([]) }
            if below(5) == 0 { rows[rows.count - 1].append(Cell(item: nil, columns: 1 + below(2))) }
            let span = hostile && below(20) == 0 ? 0 : (below(4) == 0 ? 2 : 1)
            rows[rows.count - 1].append(Cell(item: item, columns: span, alignment: below(3) == 0 ? horizontal[below(horizontal.count)] : nil,
                                             rowAlignment: below(3) == 0 ? vertical[below(vertical.count)] : nil))
        }
        let columns: [Column] = (0..<below(4)).map { _ in
            switch below(3) {
            case 0: .fit
            case 1: .fixed(hostile && below(10) == 0 ? .nan : Double(below(8) * 10))
            default: .flexible(hostile && below(10) == 0 ? 0 : Double(1 + below(3)))
            }
        }
        let spacing = hostile && below(10) == 0 ? -4 : Double(below(3) * 4)
        return FuzzGrid(rows: rows, columns: columns, spacing: spacing, rowSpacing: below(2) == 0 ? nil : Double(below(3) * 2),
                        alignment: horizontal[below(horizontal.count)], rowAlignment: vertical[below(vertical.count)])
    }

    /// The items named.
    var items: [Int] { rows.flatMap { $0.compactMap(\.item) } }

    /// Makes the call on `make`.
    func build(_ make: Make, items: [Item]) -> ConstraintHandle {
        let cells: [[any GridCellConvertible]] = rows.map { row in
            row.map { cell -> any GridCellConvertible in
                guard let item = cell.item else { return make.empty(columns: cell.columns) }
                return make.cell(items[item], columns: cell.columns, alignment: cell.alignment.flatMap(HorizontalAlignment.init(rawValue:)),
                                 rowAlignment: cell.rowAlignment.flatMap(VerticalAlignment.init(rawValue:)))
            }
        }
        return make.grid(cells, columns: columns.map(\.gridColumn), spacing: spacing, rowSpacing: rowSpacing,
                         alignment: HorizontalAlignment(rawValue: alignment)!, rowAlignment: VerticalAlignment(rawValue: rowAlignment)!)
    }

    /// The call as Swift, for a reproduction.
    func swift(make: String) -> String {
        let rowsText = rows.map { row in
            "[" + row.map { cell in
                guard let item = cell.item else { return "\(make).empty(columns: \(cell.columns))" }
                return "\(make).cell(i\(item), columns: \(cell.columns)" + (cell.alignment.map { ", alignment: .\($0)" } ?? "")
                    + (cell.rowAlignment.map { ", rowAlignment: .\($0)" } ?? "") + ")"
            }.joined(separator: ", ") + "]"
        }.joined(separator: ", ")
        let columnsText = columns.map { column in
            switch column {
            case .fit: ".fit"
            case let .fixed(v): ".fixed(\(swiftNumber(v)))"
            case let .flexible(w): ".flexible(weight: \(swiftNumber(w)))"
            }
        }.joined(separator: ", ")
        return "\(make).grid([\(rowsText)], columns: [\(columnsText)], spacing: \(swiftNumber(spacing)), rowSpacing: \(rowSpacing.map(swiftNumber) ?? "nil"), "
            + "alignment: .\(alignment), rowAlignment: .\(rowAlignment))"
    }
}

extension FuzzGrid.Column {
    var gridColumn: GridColumn {
        switch self {
        case .fit: .fit
        case let .fixed(v): .fixed(v)
        case let .flexible(w): .flexible(weight: w)
        }
    }
}
