import Arrange

/// A list of cells that switch alternative (issue 25, part 3).
///
/// - `first-fitting/N`: N cells in a column (`yStack`) in a root given the
///   width 375; each cell an icon (40 × 40) and a title 200 to 359 wide,
///   insets 10, `firstFitting(in: .horizontal)` of a row (spacing 8) or a
///   column (spacing 4): a row needs 68 + the title, so at 375 the cells
///   with titles over 307 (about a third) are columns. Built before each run
///   (untimed); the run arranges and reads every frame (the choosing pass
///   and its swaps included). Seconds per cell.
/// - `first-fitting-resize/N`: the same list laid out (untimed); the run
///   resizes the root to 320 (titles over 252 switch to columns: about
///   two thirds in all) and back, reading every frame after each: seconds
///   per cell per resize.
enum FirstFittingWorkloads {
    /// The list's root, cells, icons and titles, not arranged.
    static func listTree(_ n: Int) -> (root: Item, cells: [Item], parts: [(Item, Item)]) {
        let root = Item("list")
        var cells: [Item] = [], parts: [(Item, Item)] = []
        for k in 0..<n {
            let cell = Item("cell\(k)")
            let icon = Item("icon\(k)", intrinsicSize: Size(width: 40, height: 40))
            let title = Item("title\(k)", intrinsicSize: Size(width: Double(200 + (k * 37) % 160), height: 20))
            cell.addChildren(icon, title)
            cells.append(cell)
            parts.append((icon, title))
        }
        root.addChildren(cells)
        return (root, cells, parts)
    }

    /// Arranges the list on `root`, given the width 375.
    static func arrange(_ root: Item, _ cells: [Item], _ parts: [(Item, Item)]) {
        do {
            try root.resize(width: 375)
            try root.arrange { make in
                make.yStack(cells)
                for (cell, (icon, title)) in zip(cells, parts) {
                    let inCell = make.ref(cell)
                    inCell.insetEdges(edge: 10)
                    inCell.firstFitting(in: .horizontal) { $0.xStack([icon, title], spacing: 8, alignment: .top) }
                        or: { $0.yStack([icon, title], spacing: 4, alignment: .leading) }
                }
            }
        } catch {
            fatalError("benchmark arrangement refused: \(error)")
        }
    }

    static func checksum(_ parts: [(Item, Item)]) -> Double {
        parts.reduce(0) { sum, part in
            let f = part.1.frame
            return sum + f.x + f.y + f.width
        }
    }
}

extension Workload {
    /// `first-fitting/N`; see ``FirstFittingWorkloads``.
    static func firstFitting(_ name: String, n: Int) -> Workload {
        firstLayout(name, n: n, unit: "per cell", make: { FirstFittingWorkloads.listTree(n) },
                    arrange: { FirstFittingWorkloads.arrange($0.0, $0.1, $0.2) }, checksum: { FirstFittingWorkloads.checksum($0.2) })
    }

    /// `first-fitting-resize/N`; see ``FirstFittingWorkloads``.
    static func firstFittingResize(_ name: String, n: Int) -> Workload {
        resizeBackAndForth(name, n: n, unit: "per cell per resize", make: { FirstFittingWorkloads.listTree(n) }, root: \.0,
                           arrange: { FirstFittingWorkloads.arrange($0.0, $0.1, $0.2) }, checksum: { FirstFittingWorkloads.checksum($0.2) })
    }
}
