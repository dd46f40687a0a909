import ArrangeSolver

extension Item {
    /// The tree of this item's root and its installed groups as calls
    /// (see ``PrintedLayout``).
    ///
    /// - Complexity: O(items + declarations).
    package func printedLayout() -> PrintedLayout {
        let root = self.root
        var unprintable: [String] = []
        func item(_ i: Item) -> PrintedItem {
            if let measure = i.measure, measure.monospacedText == nil {
                unprintable.append("the measure function '\(measure.name)' of \(i.name) (only monospaced text can be written again)")
            }
            return PrintedItem(name: i.name, intrinsicSize: i.intrinsicSize, text: i.measure?.monospacedText,
                        hugging: i.hugging == .defaultHugging ? nil : i.hugging,
                        compressionResistance: i.compressionResistance == .defaultCompressionResistance ? nil : i.compressionResistance,
                        direction: i.requestedLayoutDirection, children: i.children.map(item),
                        baselines: i.baselineOffsets, margins: i.margins == .zero ? nil : i.margins, isHidden: i.isHidden)
        }
        var steps: [PrintedStep] = []
        for group in root.ownedTree?.groups ?? [] where group.isInstalled {
            guard let reference = group.reference else { continue }
            var main = CallContext(reference: ObjectIdentifier(reference), withinMargins: false)
            var calls: [PrintedCall] = []
            var refContext: (name: String, context: CallContext, calls: [PrintedCall])?
            func closeRef() {
                if let open = refContext { calls.append(.ref(open.name, withinMargins: open.context.withinMargins, open.calls)) }
                refContext = nil
            }
            for handle in group.handles where handle.isEnabled {
                guard let d = handle.declaration else { continue }
                guard let printed = PrintedCall.make(d, identifier: handle.identifier, detached: group.detachedItems) else {
                    unprintable.append("\(d.verb) at \(d.location): \(PrintedCall.whyUnprintable(d, detached: group.detachedItems))")
                    continue
                }
                if printed.isEmpty { continue }
                if d.reference.id == main.reference && !d.withinMargins {
                    closeRef()
                    calls += main.set(d.insets) + printed
                } else if group.detachedItems.contains(d.reference.id) {
                    // Its context's item left the tree: the calls still printed do
                    // not measure from it, and the main context writes them as well.
                    closeRef()
                    calls += printed
                } else {
                    if refContext?.context.reference != d.reference.id || refContext?.context.withinMargins != d.withinMargins {
                        closeRef()
                        refContext = (d.reference.name, CallContext(reference: d.reference.id, withinMargins: d.withinMargins), [])
                    }
                    refContext!.calls += refContext!.context.set(d.insets) + printed
                }
            }
            closeRef()
            steps.append(PrintedStep(reference: reference.name, calls: calls))
        }
        let tree = item(root)
        return PrintedLayout(root: tree, size: root.requestedSize, steps: steps, unprintable: unprintable, safeArea: root.safeAreaInsets,
                             pixelScale: root.pixelScale)
    }
}

/// The insets of one make context while printing.
private struct CallContext {
    let reference: ObjectIdentifier
    /// Whether it is a `refWithinMargins` context.
    let withinMargins: Bool
    var insets = EdgeInsets.zero

    /// `resetEdges` to `insets` when they differ from the current ones.
    mutating func set(_ wanted: EdgeInsets) -> [PrintedCall] {
        guard wanted != insets else { return [] }
        insets = wanted
        return [.resetEdges(wanted)]
    }
}

extension PrintedCall {
    /// The calls that make declaration `d` again, or nil when none can.
    static func make(_ d: Declaration, identifier: String?, detached: Set<ObjectIdentifier> = []) -> [PrintedCall]? {
        guard d.removals.isEmpty, d.edgeConstants.isEmpty else { return nil }
        // Items that left the tree: their constraints are not installed.
        if !detached.isEmpty {
            switch d.payload {
            case let .dimensions(items, relation, values):
                // Measured from an item that left the tree: nothing is left when every value was.
                if values.contains(where: { $0.forms.contains { $0.mentions(any: detached) } }) {
                    return values.allSatisfy({ $0.forms.allSatisfy { $0.mentions(any: detached) } }) ? [] : nil
                }
                let kept = items.indices.filter { !detached.contains(items[$0].id) }
                guard kept.count < items.count else { break }
                if kept.isEmpty || d.reference.id.isIn(detached) || values.contains(where: { $0.forms.contains { $0.mentions(any: detached) } }) {
                    return kept.isEmpty ? [] : nil
                }
                var copy = d
                copy.payload = .dimensions(items: kept.map { items[$0] }, relation: relation,
                                           values: DimensionValues(values.map { value in (value.axis, value.forms.count == 1 ? Array(value.forms) : kept.map { value.forms[$0] }) }))
                return make(copy, identifier: identifier)
            case let .align(attributes, items):
                guard !d.reference.id.isIn(detached) else { return [] }
                let kept = items.filter { !detached.contains($0.id) }
                guard kept.count < items.count else { break }
                if kept.isEmpty { return [] }
                var copy = d
                copy.payload = .align(attributes: attributes, items: kept)
                return make(copy, identifier: identifier)
            case let .relation(lhs, _, rhs):
                if lhs.mentions(any: detached) || rhs.mentions(any: detached) { return [] }
            case let .stack(stack):
                if d.reference.id.isIn(detached) || stack.items.contains(where: { detached.contains($0.id) }) { return nil }
            case let .place(_, steps):
                if d.reference.id.isIn(detached) || steps.contains(where: { $0.itemID.map(detached.contains) ?? false }) { return nil }
            case let .relations(parts):
                let gone = parts.filter { $0.lhs.mentions(any: detached) || $0.rhs.mentions(any: detached) }
                if !gone.isEmpty { return gone.count == parts.count ? [] : nil }
            case let .alignItems(attribute, items):
                // Each item is tied to the first: without it, nothing is left.
                guard items.contains(where: { detached.contains($0.id) }) else { break }
                if detached.contains(items[0].id) { return [] }
                var copy = d
                copy.payload = .alignItems(attribute: attribute, items: items.filter { !detached.contains($0.id) })
                return make(copy, identifier: identifier)
            case let .distribute(axis, gap, items):
                // Each item follows the one before: what is left is one
                // distribution per run of items still in the tree.
                guard items.contains(where: { detached.contains($0.id) }) else { break }
                var runs: [[ItemReference]] = [[]]
                for item in items {
                    if detached.contains(item.id) { runs.append([]) } else { runs[runs.count - 1].append(item) }
                }
                var calls: [PrintedCall] = []
                for run in runs where run.count > 1 {
                    var copy = d
                    copy.payload = .distribute(axis: axis, gap: gap, items: run)
                    calls += make(copy, identifier: identifier) ?? []
                }
                return calls
            case .grid, .flow, .firstFitting:
                if d.reference.id.isIn(detached) || d.itemReferences.contains(where: { detached.contains($0.id) }) { return nil }
            case let .barrier(lhs, relation, edge, items, constant):
                guard lhs.mentions(any: detached) || items.contains(where: { detached.contains($0.id) }) else { break }
                let kept = items.filter { !detached.contains($0.id) }
                if lhs.mentions(any: detached) || kept.isEmpty { return [] }
                var copy = d
                copy.payload = .barrier(lhs: lhs, relation: relation, edge: edge, items: kept, constant: constant)
                return make(copy, identifier: identifier)
            }
        }
        let options = PrintedOptions(priority: d.priority.isRequired ? nil : d.priority.value, identifier: identifier)
        switch d.payload {
        case let .dimensions(items, relation, values):
            let names = items.map(\.name)
            var calls: [PrintedCall] = []
            for (axis, forms) in values {
                let verb = axis == .horizontal ? "width" : "height"
                let printed = forms.map { value($0, of: d) }
                if printed.allSatisfy({ $0 != nil }) {
                    calls.append(.dimension(verb: verb, items: names, relation: relation.rawValue, values: printed.map { $0! }, options: options))
                    continue
                }
                // Another item's extent: one install per item.
                for (index, name) in names.enumerated() {
                    let form = forms.count == 1 ? forms[0] : forms[index]
                    guard let rhs = anchor(of: form), hasSpelling(rhs) else { return nil }
                    calls.append(.install(lhs: PrintedAnchor(item: name, attribute: verb), relation: relation.rawValue, rhs: rhs.anchor,
                                          scale: rhs.scale, constant: form.constant, options: options))
                }
            }
            return calls
        case let .align(_, items):
            return [.align(verb: d.verb, items: items.map(\.name), options: options)]
        case let .place(axis, steps):
            let elements: [PrintedElement] = steps.map { step in
                switch step {
                case let .number(n): .number(n)
                case let .item(ref): .item(ref.name)
                case .wall: .wall
                case let .flexible(weight): .flexible(weight)
                }
            }
            return [.place(verb: axis == .horizontal ? "xPlace" : "yPlace", elements: elements, options: options)]
        case let .relation(lhs, relation, rhs):
            return install(lhs, relation, rhs, options: options).map { [$0] }
        case let .relations(parts):
            if let compound = PrintedCompound(parts) { return [.compound(compound, options: options)] }
            // Not the parts of one compound anchor: one install each.
            var calls: [PrintedCall] = []
            for part in parts {
                guard let call = install(part.lhs, part.relation, part.rhs, options: options) else { return nil }
                calls.append(call)
            }
            return calls
        case let .alignItems(attribute, items):
            return [.alignItems(attribute: attribute.rawValue, items: items.map(\.name), options: options)]
        case let .distribute(axis, gap, items):
            return [.distribute(axis: axis == .horizontal ? "horizontal" : "vertical", gap: gap, items: items.map(\.name), options: options)]
        case let .stack(stack):
            let after = stack.gaps.indices.compactMap { k in stack.gaps[k] == stack.spacing ? nil : (item: stack.items[k].name, spacing: stack.gaps[k]) }
            return [.stack(verb: stack.axis == .horizontal ? "xStack" : "yStack", items: stack.items.map(\.name), spacing: stack.spacing,
                           distribution: stack.distribution.rawValue, alignment: stack.alignment.rawValue, spacingAfter: after, options: options)]
        case .grid, .flow, .firstFitting:
            return choosing(d, options: options)
        case let .barrier(lhs, relation, edge, items, constant):
            guard let left = single(lhs) else { return nil }
            return [.barrier(lhs: left, relation: relation.rawValue, edge: edge.rawValue, items: items.map(\.name), constant: constant, options: options)]
        }
    }

    /// Why ``make(_:identifier:)`` cannot print `d`.
    static func whyUnprintable(_ d: Declaration, detached: Set<ObjectIdentifier> = []) -> String {
        if case let .place(_, steps) = d.payload, d.reference.id.isIn(detached) || steps.contains(where: { $0.itemID.map(detached.contains) ?? false }) {
            return "a place list with an item that left the tree has no call"
        }
        if case let .dimensions(_, _, values) = d.payload, values.contains(where: { $0.forms.contains { $0.mentions(any: detached) } }) {
            return "a width or height measured from an item that left the tree has no call"
        }
        switch d.payload {
        case .grid, .flow, .firstFitting:
            if d.reference.id.isIn(detached) || d.itemReferences.contains(where: { detached.contains($0.id) }) {
                return "a \(d.verb) with an item that left the tree has no call"
            }
            if case .firstFitting = d.payload, d.removals.isEmpty, d.edgeConstants.isEmpty {
                return "a firstFitting whose alternative has a call on another item, or a call no call writes, has no call"
            }
        default: break
        }
        if !d.removals.isEmpty { return "constraints removed per item (removeConstraints) have no call" }
        if !d.edgeConstants.isEmpty { return "a constant changed through the handle has no call" }
        if case let .relation(_, _, rhs) = d.payload, let right = anchor(of: rhs), !hasSpelling(right) {
            return "a negative multiplier has no spelling in fixtures (only `c - b.width` on sizes)"
        }
        return "a relation no single call writes (more than one anchor on a side)"
    }

    /// A number, or `w`/`h` of the call's reference scaled and shifted (at
    /// the call's insets), or nil for anything else.
    private static func value(_ form: LinearForm, of d: Declaration) -> PrintedValue? {
        if form.termCount == 0 { return .number(form.constant) }
        if d.withinMargins { return valueWithinMargins(form, of: d) }
        guard form.termCount == 1, case let .anchor(ref, attribute) = form.terms[0].target, ref.id == d.reference.id,
              attribute == .width || attribute == .height else { return nil }
        let k = form.terms[0].coefficient
        return extent(attribute == .width, scale: k, constant: form.constant, insets: d.insets)
    }

    /// ``value(_:of:)`` in a `refWithinMargins` context, where `w` is
    /// `R.rightMargin − R.leftMargin` and `h` `R.bottomMargin − R.topMargin`.
    private static func valueWithinMargins(_ form: LinearForm, of d: Declaration) -> PrintedValue? {
        guard form.termCount == 2 else { return nil }
        var coefficients: [Attribute: Double] = [:]
        for term in form.terms {
            guard case let .anchor(ref, attribute) = term.target, ref.id == d.reference.id else { return nil }
            coefficients[attribute] = term.coefficient
        }
        for (isWidth, near, far) in [(true, Attribute.leftMargin, Attribute.rightMargin), (false, .topMargin, .bottomMargin)] {
            if let k = coefficients[far], coefficients[near] == -k {
                return extent(isWidth, scale: k, constant: form.constant, insets: d.insets)
            }
        }
        return nil
    }

    /// `w` or `h` scaled by `k` and shifted so that `k·(w + taken) + c`
    /// (`taken` what the insets took) is the form `k·extent + c`.
    private static func extent(_ isWidth: Bool, scale k: Double, constant: Double, insets i: EdgeInsets) -> PrintedValue {
        let taken = isWidth ? i.left + i.right + i.leading + i.trailing : i.top + i.bottom
        // k·R.width + c = k·(w + taken) + c.
        var shift = constant + k * taken
        if Swift.abs(shift) <= 1e-12 * Swift.max(1, Swift.abs(constant)) { shift = 0 }   // rounding of what the insets took
        return .extent(letter: isWidth ? "w" : "h", scale: k, shift: shift)
    }

    /// `lhs relation rhs` as an `install`, when `lhs` is one anchor and
    /// `rhs` a number or one anchor scaled and shifted; else nil.
    /// A constant on the left moves to the right (`a.top + 10 == b.top` is `a.top == b.top - 10`).
    private static func install(_ lhs: LinearForm, _ relation: Relation, _ rhs: LinearForm, options: PrintedOptions) -> PrintedCall? {
        guard let left = single(lhs + -lhs.constant) else { return nil }
        let rhs = rhs + -lhs.constant
        if rhs.termCount == 0 {
            return .install(lhs: left, relation: relation.rawValue, rhs: nil, scale: 1, constant: rhs.constant, options: options)
        }
        guard let right = anchor(of: rhs), hasSpelling(right) else { return nil }
        return .install(lhs: left, relation: relation.rawValue, rhs: right.anchor, scale: right.scale, constant: rhs.constant, options: options)
    }

    /// Whether a right side has a spelling both printers write: a positive
    /// multiplier, or −1 on a size (`100 - b.width`).
    private static func hasSpelling(_ side: (anchor: PrintedAnchor, scale: Double)) -> Bool {
        side.scale > 0 || (side.scale == -1 && (side.anchor.attribute == "width" || side.anchor.attribute == "height"))
    }

    /// The anchor a form is exactly (one term, coefficient 1, no constant), or nil.
    static func single(_ form: LinearForm) -> PrintedAnchor? {
        guard form.termCount == 1, form.constant == 0, form.terms[0].coefficient == 1,
              case let .anchor(ref, attribute) = form.terms[0].target else { return nil }
        return PrintedAnchor(item: ref.name, attribute: attribute.rawValue)
    }

    /// The one anchor of a form and its coefficient, or nil.
    private static func anchor(of form: LinearForm) -> (anchor: PrintedAnchor, scale: Double)? {
        guard form.termCount == 1, case let .anchor(ref, attribute) = form.terms[0].target else { return nil }
        return (PrintedAnchor(item: ref.name, attribute: attribute.rawValue), form.terms[0].coefficient)
    }
}

private extension ObjectIdentifier {
    func isIn(_ set: Set<ObjectIdentifier>) -> Bool { set.contains(self) }
}
