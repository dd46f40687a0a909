import ArrangeSolver

extension Lowering {
    /// Lowers `flow` at its recorded line breaks and anchors (see `Flows/README.md`).
    ///
    /// Along a line (chain), each item's leading edge is the previous one's
    /// trailing edge plus the spacing (justified: plus the line's first gap,
    /// all gaps equal), and the line is placed by its alignment: the first
    /// item on `R`'s leading edge inside the insets, the last on the
    /// trailing one, or the two margins equal. A line of one item keeps
    /// inside `R` at ``Priority/flowInside`` (a long label then compresses
    /// and wraps). Aligned, the widest item of each column is placed so, as
    /// one line, and every other item aligned on its column's widest
    /// (leading, centre or trailing edge).
    ///
    /// Across, every line has an anchor, the item whose top is the line's
    /// top (its first item when top-aligned; its tallest, or the one with
    /// the largest ascent, otherwise), and the line's other items align on
    /// it (top, centre, bottom, first baseline, or both edges). The first
    /// line's anchor is on `R`'s top inside the insets; line `k + 1`'s is at
    /// least every item of line `k`'s bottom plus the line spacing, pulled
    /// up to `R`'s top at the lowest strength, so a line is as tall as its
    /// tallest item; the last line keeps inside `R` at ``Priority/flowInside``.
    /// No constraint along a line can conflict whatever the breaks, so a
    /// width that makes a line too long only overflows until the next pass
    /// breaks the lines again.
    mutating func lowerFlow<Sink: LoweringSink>(_ d: Declaration, _ f: FlowSpecification, into out: inout Sink) {
        guard !f.items.isEmpty else { return }
        let direction = directionOf(d.reference)
        let insets = d.insets.resolved(for: direction)
        let forward = direction == .leftToRight
        let leadingAttribute: Attribute = forward ? .left : .right
        let trailingAttribute: Attribute = forward ? .right : .left
        let start = Self.referenceEdge(leadingAttribute, of: d.reference, insets: insets, withinMargins: d.withinMargins)
        let end = Self.referenceEdge(trailingAttribute, of: d.reference, insets: insets, withinMargins: d.withinMargins)
        let top = Self.referenceEdge(.top, of: d.reference, insets: insets, withinMargins: d.withinMargins)
        let bottom = Self.referenceEdge(.bottom, of: d.reference, insets: insets, withinMargins: d.withinMargins)
        let inside = Swift.min(d.priority, .flowInside)

        func emit(_ lhs: LinearForm, _ relation: Relation, _ rhs: LinearForm, argument: Int?, role: String, priority: Priority? = nil) {
            out.accept(lhs, relation, rhs, priority: priority ?? d.priority, from: d, argument: argument, role: role, inRootFrame: true)
        }
        func form(_ i: Int, _ attribute: Attribute) -> LinearForm { LinearForm(f.items[i], attribute) }
        func lead(_ i: Int) -> LinearForm { form(i, leadingAttribute) }
        func trail(_ i: Int) -> LinearForm { form(i, trailingAttribute) }
        /// `s·(a − b)`: how far `a` lies after `b` in the reading direction, as a form.
        func after(_ a: LinearForm, _ b: LinearForm) -> LinearForm { forward ? a - b : b - a }

        /// The items `members` (indices, in reading order) as one line placed across the width: `name` names it.
        func lowerAlong(_ members: [Int], name: String, isLast: Bool) {
            let first = members[0], last = members[members.count - 1]
            let justified = f.alignment == .justified && members.count > 1 && !isLast
            for p in members.indices.dropFirst() {
                let i = members[p]
                if justified && p > 1 {
                    emit(after(lead(i), trail(members[p - 1])), .equal, after(lead(members[1]), trail(first)), argument: i + 1, role: "gap as the line's first")
                } else if !justified {
                    emit(after(lead(i), trail(members[p - 1])), .equal, LinearForm(constant: f.spacing), argument: i + 1, role: "spacing")
                }
            }
            let alignment: FlowAlignment = f.alignment == .justified && !justified ? .leading : f.alignment
            switch alignment {
            case .leading: emit(lead(first), .equal, start, argument: first + 1, role: "\(name) leading")
            case .trailing: emit(trail(last), .equal, end, argument: last + 1, role: "\(name) trailing")
            case .center: emit(after(lead(first), start), .equal, after(end, trail(last)), argument: first + 1, role: "\(name) centred")
            case .justified:
                emit(lead(first), .equal, start, argument: first + 1, role: "\(name) leading")
                emit(trail(last), .equal, end, argument: last + 1, role: "\(name) trailing")
            }
            if members.count == 1 {
                emit(after(end, trail(first)), .greaterThanOrEqual, LinearForm(), argument: first + 1, role: "inside the flow", priority: inside)
                emit(after(lead(first), start), .greaterThanOrEqual, LinearForm(), argument: first + 1, role: "inside the flow", priority: inside)
            }
        }

        // Aligned: the columns' widest items as one line, every other item on its column's.
        let aligned = f.hasColumns
        if aligned {
            let columns = f.columnAnchors.count
            lowerAlong(f.columnAnchors, name: "columns", isLast: f.lineStarts.count == 1)
            for i in f.items.indices where i != f.columnAnchors[i % columns] {
                let anchor = f.columnAnchors[i % columns], role = "column \(i % columns + 1)"
                switch f.alignment {
                case .leading, .justified: emit(lead(i), .equal, lead(anchor), argument: i + 1, role: "\(role) leading")
                case .trailing: emit(trail(i), .equal, trail(anchor), argument: i + 1, role: "\(role) trailing")
                case .center: emit(form(i, .centerX), .equal, form(anchor, .centerX), argument: i + 1, role: "\(role) centred")
                }
            }
        }
        for k in f.lineStarts.indices {
            let line = f.line(k), anchor = f.anchor(ofLine: k)
            if !aligned { lowerAlong(Array(line), name: "line \(k + 1)", isLast: k == f.lineStarts.count - 1) }
            // Across: the line on its anchor, the anchor below the line before.
            let lineTop = k == 0 ? top : form(anchor, .top)
            if k == 0 { emit(form(anchor, .top), .equal, top, argument: anchor + 1, role: "line 1 top") }
            for i in line where i != anchor {
                switch f.rowAlignment {
                case .top: emit(form(i, .top), .equal, lineTop, argument: i + 1, role: "line \(k + 1) top")
                case .center: emit(form(i, .centerY), .equal, form(anchor, .centerY), argument: i + 1, role: "line \(k + 1) centre")
                case .bottom: emit(form(i, .bottom), .equal, form(anchor, .bottom), argument: i + 1, role: "line \(k + 1) bottom")
                case .fill:
                    emit(form(i, .top), .equal, lineTop, argument: i + 1, role: "line \(k + 1) top")
                    emit(form(i, .bottom), .equal, form(anchor, .bottom), argument: i + 1, role: "line \(k + 1) bottom")
                case .firstBaseline:
                    out.accept(form(i, .firstBaseline), .equal, form(anchor, .firstBaseline), priority: d.priority, from: d,
                               argument: i + 1, role: "line \(k + 1) first baseline", inRootFrame: false)
                }
            }
            if k > 0 {
                for i in f.line(k - 1) {
                    emit(form(anchor, .top), .greaterThanOrEqual, form(i, .bottom) + f.lineSpacing, argument: anchor + 1, role: "below line \(k)")
                }
                emit(form(anchor, .top), .lessThanOrEqual, top, argument: anchor + 1, role: "line \(k + 1) as high as it can", priority: .barrierPull)
            }
            if k == f.lineStarts.count - 1 {
                for i in line { emit(form(i, .bottom), .lessThanOrEqual, bottom, argument: i + 1, role: "inside the flow", priority: inside) }
            }
        }
    }
}

extension Priority {
    /// 900: a flow keeps its last line above `R`'s bottom, and a line of one
    /// item inside `R`'s width, at this priority: above compression
    /// resistance (a long label compresses, and wraps), below required (a
    /// container too small for the lines is overflowed, never a conflict).
    static let flowInside = Priority(900)
}
