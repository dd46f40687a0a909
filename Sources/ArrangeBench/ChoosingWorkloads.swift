import Arrange

/// Layouts that choose (issue 25): grids, flows, alternatives.
///
/// - `grid-cells/N`: a grid of N cells, 4 columns (fit, fit, flexible,
///   fit) of N/4 rows, each cell an intrinsic size that varies by cell,
///   spacing 8, in a root 375 wide given its width (its height from the
///   rows); built before each run (untimed), the run arranges and reads
///   every frame. Seconds per cell.
/// - `grid-cells-resize/N`: the same grid arranged (untimed); the run
///   resizes the root to 320 wide and back and reads every frame after
///   each: seconds per cell per resize.
/// - `flow/N`: N tags (widths 30 to 89, 20 tall) in a flow, spacing 8,
///   in a root given the width 375 (height from the lines); built before
///   each run, the run arranges and reads every frame (the line breaking
///   pass and the swap it makes included). Seconds per tag.
/// - `flow-resize/N`: the same flow laid out (untimed); the run resizes to
///   320 and back, reading every frame after each (the lines change both
///   times): seconds per tag per resize.
enum ChoosingWorkloads {
    /// A grid's root and cells, not arranged.
    static func gridTree(_ n: Int) -> (root: Item, cells: [Item]) {
        let root = Item("grid")
        let cells = (0..<n).map { (k: Int) -> Item in
            let width = Double(20 + (k * 37) % 60), height = Double(16 + (k * 13) % 12)
            return Item("cell\(k)", intrinsicSize: Size(width: width, height: height))
        }
        root.addChildren(cells)
        return (root, cells)
    }

    /// Arranges the grid of `cells` (rows of 4) on `root`, given the width 375.
    static func arrangeGrid(_ root: Item, _ cells: [Item]) {
        let rows: [[any GridCellConvertible]] = stride(from: 0, to: cells.count, by: 4).map { Array(cells[$0..<Swift.min($0 + 4, cells.count)]) }
        do {
            try root.resize(width: 375)
            try root.arrange { make in
                make.insetEdges(edge: 16)
                make.grid(rows, columns: [.fit, .fit, .flexible(), .fit], spacing: 8, alignment: .leading)
            }
        } catch {
            fatalError("benchmark arrangement refused: \(error)")
        }
    }

    /// A flow's root and tags, not arranged.
    static func flowTree(_ n: Int) -> (root: Item, tags: [Item]) {
        let root = Item("flow")
        let tags = (0..<n).map { (k: Int) -> Item in
            let width = Double(30 + (k * 37) % 60)
            return Item("tag\(k)", intrinsicSize: Size(width: width, height: 20))
        }
        root.addChildren(tags)
        return (root, tags)
    }

    /// Arranges the flow of `tags` on `root`, given the width 375.
    static func arrangeFlow(_ root: Item, _ tags: [Item]) {
        do {
            try root.resize(width: 375)
            try root.arrange { make in
                make.insetEdges(edge: 16)
                make.flow(tags, spacing: 8, lineSpacing: 8)
            }
        } catch {
            fatalError("benchmark arrangement refused: \(error)")
        }
    }

    static func checksum(_ items: [Item]) -> Double {
        items.reduce(0) { sum, item in
            let f = item.frame
            return sum + f.x + f.y + f.width
        }
    }
}

extension Workload {
    /// `grid-cells/N`; see ``ChoosingWorkloads``.
    static func gridCells(_ name: String, n: Int) -> Workload {
        firstLayout(name, n: n, unit: "per cell", make: { ChoosingWorkloads.gridTree(n) },
                    arrange: { ChoosingWorkloads.arrangeGrid($0.0, $0.1) }, checksum: { ChoosingWorkloads.checksum($0.1) })
    }

    /// `grid-cells-resize/N`; see ``ChoosingWorkloads``.
    static func gridCellsResize(_ name: String, n: Int) -> Workload {
        resizeBackAndForth(name, n: n, unit: "per cell per resize", make: { ChoosingWorkloads.gridTree(n) }, root: \.0,
                           arrange: { ChoosingWorkloads.arrangeGrid($0.0, $0.1) }, checksum: { ChoosingWorkloads.checksum($0.1) })
    }

    /// `flow/N`; see ``ChoosingWorkloads``.
    static func flowTags(_ name: String, n: Int) -> Workload {
        firstLayout(name, n: n, unit: "per tag", make: { ChoosingWorkloads.flowTree(n) },
                    arrange: { ChoosingWorkloads.arrangeFlow($0.0, $0.1) }, checksum: { ChoosingWorkloads.checksum($0.1) })
    }

    /// `flow-resize/N`; see ``ChoosingWorkloads``.
    static func flowResize(_ name: String, n: Int) -> Workload {
        resizeBackAndForth(name, n: n, unit: "per tag per resize", make: { ChoosingWorkloads.flowTree(n) }, root: \.0,
                           arrange: { ChoosingWorkloads.arrangeFlow($0.0, $0.1) }, checksum: { ChoosingWorkloads.checksum($0.1) })
    }
}
