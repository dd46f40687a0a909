import ArrangeSolver

extension Lowering {
    /// Lowers `grid` (see `Grids/README.md`).
    ///
    /// Every column `j` has two spacer units, the offsets of its leading and
    /// trailing edges from `R`'s leading edge inside the insets (`a_j`,
    /// `b_j`); every row `i` the offsets of its top and bottom from `R`'s
    /// top (`c_i`, `d_i`). `a_0 = 0`, `a_{j+1} = b_j + spacing`,
    /// `b_j − a_j` is the column's width: `>= 0` and pulled to 0 at the
    /// lowest strength with weight `n − j` for a fitting column (so that it is
    /// its widest cell, and a spanning cell's excess goes to the last column
    /// it spans), `== v` for a fixed one, `== weight · u` for a flexible one
    /// (`u >= 0` one unit for the grid, the last column then ending on `R`'s
    /// trailing edge). Rows alike, without spans. Each cell lies within its
    /// columns and its row (required, at the call's priority) and is aligned
    /// as asked. Positions are in root coordinates, as a place list's.
    mutating func lowerGrid<Sink: LoweringSink>(_ d: Declaration, _ g: GridSpecification, into out: inout Sink) {
        let direction = directionOf(d.reference)
        let insets = d.insets.resolved(for: direction)
        let forward = direction == .leftToRight
        let sign: Double = forward ? 1 : -1
        let leadingAttribute: Attribute = forward ? .left : .right
        let trailingAttribute: Attribute = forward ? .right : .left
        let start = Self.referenceEdge(leadingAttribute, of: d.reference, insets: insets, withinMargins: d.withinMargins)
        let end = Self.referenceEdge(trailingAttribute, of: d.reference, insets: insets, withinMargins: d.withinMargins)
        let top = Self.referenceEdge(.top, of: d.reference, insets: insets, withinMargins: d.withinMargins)
        let bottom = Self.referenceEdge(.bottom, of: d.reference, insets: insets, withinMargins: d.withinMargins)

        // The units, handed out in one fixed order whatever the grid holds.
        let columnUnits = (0..<g.columns.count).map { _ in (makeSpacer(), makeSpacer()) }
        let rowUnits = (0..<g.rowCount).map { _ in (makeSpacer(), makeSpacer()) }
        let flexibleUnit = makeSpacer()
        func unit(_ index: Int, _ coefficient: Double = 1) -> LinearForm { LinearForm(spacer: index, coefficient: coefficient) }

        func emit(_ lhs: LinearForm, _ relation: Relation, _ rhs: LinearForm, argument: Int?, role: String, priority: Priority? = nil) {
            out.accept(lhs, relation, rhs, priority: priority ?? d.priority, from: d, argument: argument, role: role, inRootFrame: true)
        }
        /// `a` at or after `b` in the reading direction.
        func atOrAfter(_ a: LinearForm, _ b: LinearForm, argument: Int?, role: String) {
            emit(a, forward ? .greaterThanOrEqual : .lessThanOrEqual, b, argument: argument, role: role)
        }

        // Tracks: offsets chained by the spacing, sizes by kind.
        let hasFlexible = g.columns.contains { if case .flexible = $0 { true } else { false } }
        if hasFlexible { emit(unit(flexibleUnit), .greaterThanOrEqual, LinearForm(), argument: nil, role: "flexible unit >= 0") }
        for (j, column) in g.columns.enumerated() {
            let (a, b) = columnUnits[j]
            if j == 0 {
                emit(unit(a), .equal, LinearForm(), argument: nil, role: "column 1 leading")
            } else {
                emit(unit(a), .equal, unit(columnUnits[j - 1].1) + g.spacing, argument: nil, role: "column \(j + 1) leading")
            }
            let width = unit(b) - unit(a)
            switch column {
            case .fit:
                emit(width, .greaterThanOrEqual, LinearForm(), argument: nil, role: "column \(j + 1) width >= 0")
                emit(width * Double(g.columns.count - j), .lessThanOrEqual, LinearForm(), argument: nil, role: "column \(j + 1) fits its cells",
                     priority: .barrierPull)
            case let .fixed(value):
                emit(width, .equal, LinearForm(constant: value), argument: nil, role: "column \(j + 1) width")
            case let .flexible(weight):
                emit(width, .equal, unit(flexibleUnit, weight), argument: nil, role: "column \(j + 1) share")
            }
        }
        if let last = columnUnits.last {
            let trailing = start + unit(last.1, sign)
            if hasFlexible {
                emit(trailing, .equal, end, argument: nil, role: "last column on the trailing edge")
            } else {
                atOrAfter(end, trailing, argument: nil, role: "columns inside")
            }
        }
        for i in 0..<g.rowCount {
            let (c, e) = rowUnits[i]
            if i == 0 {
                emit(unit(c), .equal, LinearForm(), argument: nil, role: "row 1 top")
            } else {
                emit(unit(c), .equal, unit(rowUnits[i - 1].1) + g.rowSpacing, argument: nil, role: "row \(i + 1) top")
            }
            let height = unit(e) - unit(c)
            emit(height, .greaterThanOrEqual, LinearForm(), argument: nil, role: "row \(i + 1) height >= 0")
            emit(height, .lessThanOrEqual, LinearForm(), argument: nil, role: "row \(i + 1) fits its cells", priority: .barrierPull)
        }
        if let last = rowUnits.last {
            emit(top + unit(last.1), .lessThanOrEqual, bottom, argument: nil, role: "rows inside")
        }

        // Cells: inside their tracks, then aligned.
        var baselineAnchor: (row: Int, item: ItemReference)?
        for (n, slot) in g.slots.enumerated() {
            let argument = n + 1
            let item = slot.item
            let lead = start + unit(columnUnits[slot.column].0, sign)
            let trail = start + unit(columnUnits[slot.column + slot.columns - 1].1, sign)
            let cellLead = LinearForm(item, leadingAttribute), cellTrail = LinearForm(item, trailingAttribute)
            atOrAfter(cellLead, lead, argument: argument, role: "inside its columns")
            atOrAfter(trail, cellTrail, argument: argument, role: "inside its columns")
            switch slot.horizontal {
            case .leading: emit(cellLead, .equal, lead, argument: argument, role: "leading in its columns")
            case .trailing: emit(cellTrail, .equal, trail, argument: argument, role: "trailing in its columns")
            case .center:
                let centre = start + unit(columnUnits[slot.column].0, sign / 2) + unit(columnUnits[slot.column + slot.columns - 1].1, sign / 2)
                emit(LinearForm(item, .centerX), .equal, centre, argument: argument, role: "centred in its columns")
            case .fill:
                emit(cellLead, .equal, lead, argument: argument, role: "leading in its columns")
                emit(cellTrail, .equal, trail, argument: argument, role: "trailing in its columns")
            }
            let rowTop = top + unit(rowUnits[slot.row].0), rowBottom = top + unit(rowUnits[slot.row].1)
            let cellTop = LinearForm(item, .top), cellBottom = LinearForm(item, .bottom)
            emit(cellTop, .greaterThanOrEqual, rowTop, argument: argument, role: "inside its row")
            emit(cellBottom, .lessThanOrEqual, rowBottom, argument: argument, role: "inside its row")
            switch slot.vertical {
            case .top: emit(cellTop, .equal, rowTop, argument: argument, role: "top in its row")
            case .bottom: emit(cellBottom, .equal, rowBottom, argument: argument, role: "bottom in its row")
            case .center:
                let centre = top + unit(rowUnits[slot.row].0, 0.5) + unit(rowUnits[slot.row].1, 0.5)
                emit(LinearForm(item, .centerY), .equal, centre, argument: argument, role: "centred in its row")
            case .fill:
                emit(cellTop, .equal, rowTop, argument: argument, role: "top in its row")
                emit(cellBottom, .equal, rowBottom, argument: argument, role: "bottom in its row")
            case .firstBaseline:
                // As high as the row lets it: the largest ascent on the row's top.
                emit(cellTop, .lessThanOrEqual, rowTop, argument: argument, role: "baseline cell at the row's top", priority: .barrierPull)
                if let anchor = baselineAnchor, anchor.row == slot.row {
                    out.accept(LinearForm(item, .firstBaseline), .equal, LinearForm(anchor.item, .firstBaseline), priority: d.priority, from: d,
                               argument: argument, role: "first baseline in its row", inRootFrame: false)
                } else {
                    baselineAnchor = (slot.row, item)
                }
            }
        }
    }
}
