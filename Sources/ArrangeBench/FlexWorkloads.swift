import Arrange

/// One layout of `Benchmarks/flex_bench.py`, written with the make DSL as
/// a user would write it: a built tree (items made and added to their
/// parents, nothing solved, not even a frame read), its two root sizes, and
/// the `arrange` call(s) that lay it out.
///
/// ``FlexBenchmark`` times it (the first size and ``arrange`` in the layout
/// phase, the second size in the resize phase, every frame read in both);
/// ``FlexFrames`` prints its frames for `check_frames.py`.
struct FlexLayout {
    /// The workload's name in flex_bench.py, e.g. `row/1000`.
    var name: String
    /// The root: its size is given from outside.
    var root: Item
    /// The workload's items in the docstring's order (the frames `--frames`
    /// prints); the root is not one of them.
    var items: [Item]
    /// The root's size in the layout phase (W1 × H1; `text/N`: W1 only).
    var firstSize: GivenSize
    /// The root's size in the resize phase (W2 × H2; `text/N`: W2 only).
    var secondSize: GivenSize
    /// The `arrange` call(s): one on the root, or, for `cells/N`, one on the
    /// root for the rows and one per row for its contents.
    var arrange: () throws -> Void
}

/// The eighteen workloads of flex_bench.py, by the same names, each built
/// from the "Make" recipe of its docstring.
///
/// `row/N`, `list/N`, `cells/N`, `grid/N` for N = 100, 1000, 10000,
/// `nest/D` for D = 100, 1000, 10000 and `text/N` (FlexWorkloads+Text.swift),
/// in flex_bench.py's order (family by family, smallest first).
enum FlexWorkloads {
    /// The sizes of every family.
    static let sizes = [100, 1000, 10000]
    /// The families, in flex_bench.py's order.
    static let families = ["row", "list", "cells", "grid", "nest", "text"]

    /// Every workload name, in flex_bench.py's order.
    static var names: [String] { families.flatMap { family in sizes.map { "\(family)/\($0)" } } }

    /// A freshly built layout of the named workload, or nil for a name that is
    /// not one of ``names``.
    static func layout(named name: String) -> FlexLayout? {
        guard names.contains(name), let slash = name.firstIndex(of: "/"), let n = Int(name[name.index(after: slash)...]) else {
            return nil
        }
        switch name[..<slash] {
        case "row": return row(n)
        case "list": return list(n, name: name, oneArrangePerRow: false)
        case "cells": return list(n, name: name, oneArrangePerRow: true)
        case "grid": return grid(n)
        case "nest": return nest(n)
        case "text": return text(n)
        default: return nil
        }
    }

    /// (timed runs, untimed warm-up runs before them) for a workload, given
    /// `--runs K`: flex_bench.py's rule, K after one warm-up up to size 1000,
    /// `min(K, 3)` and no warm-up at size 10000.
    static func runs(for name: String, requested: Int) -> (runs: Int, warmUp: Int) {
        let size = name.split(separator: "/").last.flatMap { Int($0) } ?? 0
        return size >= 10000 ? (min(requested, 3), 0) : (requested, 1)
    }

    /// `row/N`: N items in one row, 16 from the root's left, top and right
    /// edges, 8 apart, equal widths filling the row, 44 high at the top.
    ///
    ///     insetEdges(edge: 16); xPlace(c0, 8, c1, 8, …, c{N-1});
    ///     width(c1 … c{N-1}) == c0.width; height(all) == 44; yTop(all)
    static func row(_ n: Int) -> FlexLayout {
        let root = Item("root")
        let cells = (0..<n).map { Item("c\($0)") }
        root.addChildren(cells)
        let first = Size(width: 58 * Double(n) + 24, height: 76)
        let second = Size(width: 59 * Double(n) + 24, height: 86)
        return FlexLayout(name: "row/\(n)", root: root, items: cells, firstSize: GivenSize(first), secondSize: GivenSize(second)) {
            try root.arrange { make in
                make.insetEdges(edge: 16)
                make.xPlace(spaced(cells, by: 8))
                make.width(Array(cells.dropFirst())) == cells[0].width
                make.height(cells) == 44
                make.yTop(cells)
            }
        }
    }

    /// `list/N` (one `arrange` on the root) and `cells/N` (one on the root for
    /// the rows, then one per row for its icon, label and accessory, as a table
    /// view lays out its cells): N rows of 44 stacked from the top, each with an
    /// icon (24 × 24, 16 from the left), a label (intrinsic 120 × 20, 12 after
    /// the icon) and an accessory (20 × 20, 16 from the right), centred
    /// vertically. Items: row{i}, icon{i}, label{i}, acc{i} for each i.
    static func list(_ n: Int, name: String, oneArrangePerRow: Bool) -> FlexLayout {
        let root = Item("root")
        let rows = (0..<n).map { Item("row\($0)") }
        let icons = (0..<n).map { Item("icon\($0)") }
        let labels = (0..<n).map { Item("label\($0)", intrinsicSize: Size(width: 120, height: 20)) }
        let accessories = (0..<n).map { Item("acc\($0)") }
        root.addChildren(rows)
        for i in 0..<n { rows[i].addChildren(icons[i], labels[i], accessories[i]) }
        let items = (0..<n).flatMap { [rows[$0], icons[$0], labels[$0], accessories[$0]] }
        let first = Size(width: 375, height: 44 * Double(n))
        let second = Size(width: 414, height: 44 * Double(n) + 100)

        /// The rows: full width, 44 high, stacked from the top (the wall leaves the bottom free).
        func arrangeRows(_ make: Make) {
            make.xEqual(rows)
            make.height(rows) == 44
            var column: [any PlaceElementConvertible] = rows
            column.append(make.wall)
            make.yPlace(column)
        }
        /// One row's contents, with `m` referring to the row.
        func arrangeContents(of i: Int, _ m: Make) {
            m.xPlace(16, icons[i], 12, labels[i], m.wall, accessories[i], 16)
            m.yCenter(icons[i], labels[i], accessories[i])
        }

        let arrange: () throws -> Void
        if oneArrangePerRow {
            arrange = {
                try root.arrange { make in arrangeRows(make) }
                for i in 0..<n {
                    try rows[i].arrange { make in
                        make.size(icons[i]) == (24, 24)
                        make.size(accessories[i]) == (20, 20)
                        arrangeContents(of: i, make)
                    }
                }
            }
        } else {
            arrange = {
                try root.arrange { make in
                    arrangeRows(make)
                    make.size(icons) == (24, 24)
                    make.size(accessories) == (20, 20)
                    for i in 0..<n { arrangeContents(of: i, make.ref(rows[i])) }
                }
            }
        }
        return FlexLayout(name: name, root: root, items: items, firstSize: GivenSize(first), secondSize: GivenSize(second), arrange: arrange)
    }

    /// `grid/N`: R × C cells (R the largest divisor of N not above √N), every
    /// cell a child of the root, 16 from the root's edges, 8 apart both ways,
    /// equal sizes filling the root. Items g{r}_{c}, row by row.
    ///
    ///     insetEdges(edge: 16); per row xPlace(g{r}_0, 8, g{r}_1, …);
    ///     per column yPlace(g0_{c}, 8, g1_{c}, …);
    ///     width(all but g0_0) == g0_0.width; height(all but g0_0) == g0_0.height
    static func grid(_ n: Int) -> FlexLayout {
        let (rowCount, columnCount) = gridShape(n)
        let root = Item("root")
        let cells = (0..<rowCount).map { r in (0..<columnCount).map { c in Item("g\(r)_\(c)") } }
        let items = cells.flatMap { $0 }
        root.addChildren(items)
        let first = Size(width: 58 * Double(columnCount) + 24, height: 38 * Double(rowCount) + 24)
        let second = Size(width: 59 * Double(columnCount) + 24, height: 39 * Double(rowCount) + 24)
        return FlexLayout(name: "grid/\(n)", root: root, items: items, firstSize: GivenSize(first), secondSize: GivenSize(second)) {
            try root.arrange { make in
                make.insetEdges(edge: 16)
                for row in cells { make.xPlace(spaced(row, by: 8)) }
                for c in 0..<columnCount { make.yPlace(spaced(cells.map { $0[c] }, by: 8)) }
                let others = Array(items.dropFirst())
                make.width(others) == items[0].width
                make.height(others) == items[0].height
            }
        }
    }

    /// `nest/D`: a chain of D items, n0 a child of the root and n{i} of
    /// n{i-1}, each its parent inset by 4 on every side.
    ///
    ///     per level, with m = make.ref(parent): m.insetEdges(edge: 4); m.equal(child)
    static func nest(_ depth: Int) -> FlexLayout {
        let root = Item("root")
        let items = (0..<depth).map { Item("n\($0)") }
        var parent = root
        for item in items {  // top down: each addChild sees a one-item subtree
            parent.addChild(item)
            parent = item
        }
        let side = 8 * Double(depth) + 100
        let first = Size(width: side, height: side)
        let second = Size(width: side + 10, height: side + 10)
        return FlexLayout(name: "nest/\(depth)", root: root, items: items, firstSize: GivenSize(first), secondSize: GivenSize(second)) {
            try root.arrange { make in
                for (index, child) in items.enumerated() {
                    let m = make.ref(index == 0 ? root : items[index - 1])
                    m.insetEdges(edge: 4)
                    m.equal(child)
                }
            }
        }
    }

    /// (rows, columns) of `grid/N`, as flex_bench.py's `grid_shape`: rows the
    /// largest divisor of N not above √N.
    static func gridShape(_ n: Int) -> (rows: Int, columns: Int) {
        var rows = Int(Double(n).squareRoot())
        while rows * rows > n { rows -= 1 }
        while (rows + 1) * (rows + 1) <= n { rows += 1 }
        while n % rows != 0 { rows -= 1 }
        return (rows, n / rows)
    }

    /// A place list of `items` with `gap` between neighbours: `a, gap, b, gap, c`.
    static func spaced(_ items: [Item], by gap: Double) -> [any PlaceElementConvertible] {
        var elements: [any PlaceElementConvertible] = []
        elements.reserveCapacity(2 * items.count)
        for (index, item) in items.enumerated() {
            if index > 0 { elements.append(gap) }
            elements.append(item)
        }
        return elements
    }
}
