import Arrange

/// The DSL's workloads: the `chain-flex` and `grid` systems of
/// `SolverWorkloads.swift`, written with the make context, so that
/// `compare.py` (or a reader) can set `make-chain/1000` against
/// `chain-flex/1000` and `make-grid/400` against `grid/400`.
///
/// As in the solver workloads, the objects exist before the clock starts
/// (items, the tree, each item's solver variables, made by reading its
/// frame); the timed region gives the root its size (edit variables and
/// suggestions), runs the `arrange` closure (recording, lowering,
/// provenance, one solver batch) and reads every frame.
///
/// Both take the median of `--runs K` runs, like their solver counterparts,
/// so a large `K` is also the loop to profile:
/// `perf record -g .build/release/arrange-bench --only make-grid/400 --runs 2000`
/// (the timed region is the `run` closure of ``Workload/arranged(_:runs:system:)``;
/// everything else in the profile is set-up).
extension Workloads {
    static var make: [Workload] {
        [
            .arranged("make-chain/1000", runs: { $0 }) { MakeSystem.chain(1000) },
            .arranged("make-grid/400", runs: { $0 }) { MakeSystem.grid(400) },
            .handleConstant("make-handle-constant/1000", n: 1000),
            .fitCells("fit-cells/1000", n: 1000),
            .textList("text-list/1000", n: 1000),
            .fontWrap("font-wrap/10000", n: 10000),
            .builderUpdate("builder-update/1000", items: 1000),
            .builderReplace("builder-replacing/1000", items: 1000, wholeTree: false),
            .builderReplace("builder-replacing-all/1000", items: 1000, wholeTree: true),
            .gridCells("grid-cells/1000", n: 1000),
            .gridCellsResize("grid-cells-resize/1000", n: 1000),
            .flowTags("flow/1000", n: 1000),
            .flowResize("flow-resize/1000", n: 1000),
            .firstFitting("first-fitting/1000", n: 1000),
            .firstFittingResize("first-fitting-resize/1000", n: 1000),
        ]
    }
}

/// A tree of items, the root size to give it and the arrangement to time.
struct MakeSystem {
    var root: Item
    var items: [Item]
    var size: Size
    var body: (Make) -> Void

    /// `make-chain/N`: chain-flex/N as one `xPlace`. Widths want 100 at
    /// `.low`, at least 10; the root is 100·N wide, less than the natural
    /// 108·N + 32, so the boxes shrink.
    static func chain(_ n: Int) -> MakeSystem {
        let root = Item("root")
        let items = (0..<n).map { Item("box\($0)") }
        root.addChildren(items)
        var elements: [any PlaceElementConvertible] = [20]
        for (index, item) in items.enumerated() {
            if index > 0 { elements.append(8) }
            elements.append(item)
        }
        elements.append(20)
        return MakeSystem(root: root, items: items, size: Size(width: 100 * Double(n), height: 100)) { make in
            make.width(items) >= 10
            make.width(items) == 100 ~ .low
            make.xPlace(elements)
        }
    }

    /// `make-grid/N`: grid/N as rows of `xPlace` and columns of `yPlace`
    /// (20 from the edges, 8 between, a wall at the far ends), with the
    /// same cross alignments written the make way (`ref(first of the row)
    /// .yTop(the rest)`, `ref(top of the column).xLeft(the rest)`) and sizes
    /// (at least 10, 50×30 at priority 1).
    static func grid(_ n: Int) -> MakeSystem {
        var rows = Int(Double(n).squareRoot())
        while rows * rows > n { rows -= 1 }
        while n % rows != 0 { rows -= 1 }
        let cols = n / rows
        let root = Item("root")
        let grid = (0..<rows).map { r in (0..<cols).map { c in Item("box\(r),\(c)") } }
        let items = grid.flatMap { $0 }
        root.addChildren(items)
        func line(_ cells: [Item]) -> [any PlaceElementConvertible] {
            var elements: [any PlaceElementConvertible] = [20]
            for (index, cell) in cells.enumerated() {
                if index > 0 { elements.append(8) }
                elements.append(cell)
            }
            return elements + [20, PlaceElement.wall]
        }
        let size = Size(width: 58 * Double(cols) + 32, height: 38 * Double(rows) + 32)
        return MakeSystem(root: root, items: items, size: size) { make in
            make.size(items) >= (10, 10)
            make.size(items) == (50, 30) ~ 1
            for r in 0..<rows { make.xPlace(line(grid[r])) }
            for c in 0..<cols { make.yPlace(line(grid.map { $0[c] })) }
            for r in 0..<rows { make.ref(grid[r][0]).yTop(Array(grid[r].dropFirst())) }
            for c in 0..<cols { make.ref(grid[0][c]).xLeft(grid[1...].map { $0[c] }) }
        }
    }
}

extension Workload {
    /// A workload timing `root.size = …`, `root.arrange { … }` and reading every frame, on a fresh tree each run.
    static func arranged(_ name: String, runs: @escaping (Int) -> Int, system: @escaping () -> MakeSystem) -> Workload {
        Workload(name: name, runs: runs) {
            final class Box { var system: MakeSystem?; init() {} }
            let box = Box()
            return Trial(setUp: {
                let made = system()
                for item in [made.root] + made.items { _ = item.frame }
                box.system = made
            }, run: {
                let made = box.system!
                do {
                    try made.root.resize(to: made.size)
                    try made.root.arrange(made.body)
                } catch {
                    fatalError("benchmark arrangement refused: \(error)")
                }
                return made.items.reduce(0) { sum, item in
                    let f = item.frame
                    return sum + f.x + f.y + f.width + f.height
                }
            })
        }
    }
}
