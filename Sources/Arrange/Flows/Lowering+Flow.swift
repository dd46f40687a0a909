import ArrangeSolver

extension Lowering {
    /// Lowers `flow` at its recorded line breaks (see `Flows/README.md`).
    ///
    /// Along a line, each item's leading edge is the previous one's trailing
    /// edge plus the spacing (justified: plus the line's first gap, all gaps
    /// equal), and the line is placed by its alignment: the first item on
    /// `R`'s leading edge inside the insets, the last on the trailing one,
    /// or the two margins equal. A line of one item keeps inside `R` at
    /// ``Priority/flowInside`` (a long label then compresses and wraps).
    /// Across, every item of line `k` has the top of the line's first item;
    /// the first line's top is `R`'s top inside the insets; line `k + 1`'s
    /// top is at least every item of line `k`'s bottom plus the line
    /// spacing, pulled up to `R`'s top at the lowest strength, so a line is
    /// as tall as its tallest item; the last line keeps inside `R` at
    /// ``Priority/flowInside``. No constraint along a line can conflict
    /// whatever the breaks, so a width that makes a line too long only
    /// overflows until the next pass breaks the lines again.
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
        func lead(_ i: Int) -> LinearForm { LinearForm(f.items[i], leadingAttribute) }
        func trail(_ i: Int) -> LinearForm { LinearForm(f.items[i], trailingAttribute) }
        /// `s·(a − b)`: how far `a` lies after `b` in the reading direction, as a form.
        func after(_ a: LinearForm, _ b: LinearForm) -> LinearForm { forward ? a - b : b - a }

        for k in f.lineStarts.indices {
            let line = f.line(k)
            let first = line.lowerBound, last = line.upperBound - 1
            let isLastLine = k == f.lineStarts.count - 1
            let justified = f.alignment == .justified && line.count > 1 && !isLastLine
            // Along the line.
            for i in line.dropFirst() {
                if justified && i > first + 1 {
                    emit(after(lead(i), trail(i - 1)), .equal, after(lead(first + 1), trail(first)), argument: i + 1, role: "gap as the line's first")
                } else if !justified {
                    emit(after(lead(i), trail(i - 1)), .equal, LinearForm(constant: f.spacing), argument: i + 1, role: "spacing")
                }
            }
            let alignment: FlowAlignment = line.count == 1 && f.alignment == .justified ? .leading : (f.alignment == .justified && isLastLine ? .leading : f.alignment)
            switch alignment {
            case .leading: emit(lead(first), .equal, start, argument: first + 1, role: "line \(k + 1) leading")
            case .trailing: emit(trail(last), .equal, end, argument: last + 1, role: "line \(k + 1) trailing")
            case .center: emit(after(lead(first), start), .equal, after(end, trail(last)), argument: first + 1, role: "line \(k + 1) centred")
            case .justified:
                emit(lead(first), .equal, start, argument: first + 1, role: "line \(k + 1) leading")
                emit(trail(last), .equal, end, argument: last + 1, role: "line \(k + 1) trailing")
            }
            if line.count == 1 {
                emit(after(end, trail(first)), .greaterThanOrEqual, LinearForm(), argument: first + 1, role: "inside the flow", priority: inside)
                emit(after(lead(first), start), .greaterThanOrEqual, LinearForm(), argument: first + 1, role: "inside the flow", priority: inside)
            }
            // Across: the line's top, and below the previous line.
            let lineTop = k == 0 ? top : LinearForm(f.items[first], .top)
            for i in line {
                if i == first && k == 0 { emit(LinearForm(f.items[i], .top), .equal, top, argument: i + 1, role: "line 1 top") }
                if i != first { emit(LinearForm(f.items[i], .top), .equal, lineTop, argument: i + 1, role: "line \(k + 1) top") }
            }
            if k > 0 {
                let previous = f.line(k - 1)
                for i in previous {
                    emit(LinearForm(f.items[first], .top), .greaterThanOrEqual, LinearForm(f.items[i], .bottom) + f.lineSpacing,
                         argument: first + 1, role: "below line \(k)")
                }
                emit(LinearForm(f.items[first], .top), .lessThanOrEqual, top, argument: first + 1, role: "line \(k + 1) as high as it can",
                     priority: .barrierPull)
            }
            if isLastLine {
                for i in line { emit(LinearForm(f.items[i], .bottom), .lessThanOrEqual, bottom, argument: i + 1, role: "inside the flow", priority: inside) }
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
