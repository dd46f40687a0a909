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
                        direction: i.requestedLayoutDirection, children: i.children.map(item))
        }
        var steps: [PrintedStep] = []
        for group in root.ownedTree?.groups ?? [] where group.isInstalled {
            guard let reference = group.reference else { continue }
            var main = CallContext(reference: ObjectIdentifier(reference))
            var calls: [PrintedCall] = []
            var refContext: (name: String, context: CallContext, calls: [PrintedCall])?
            func closeRef() {
                if let open = refContext { calls.append(.ref(open.name, open.calls)) }
                refContext = nil
            }
            for handle in group.handles where handle.isEnabled {
                guard let d = handle.declaration else { continue }
                guard let printed = PrintedCall.make(d, identifier: handle.identifier, detached: group.detachedItems) else {
                    unprintable.append("\(d.verb) at \(d.location): \(PrintedCall.whyUnprintable(d, detached: group.detachedItems))")
                    continue
                }
                if d.reference.id == main.reference {
                    closeRef()
                    calls += main.set(d.insets) + printed
                } else {
                    if refContext?.context.reference != d.reference.id {
                        closeRef()
                        refContext = (d.reference.name, CallContext(reference: d.reference.id), [])
                    }
                    refContext!.calls += refContext!.context.set(d.insets) + printed
                }
            }
            closeRef()
            steps.append(PrintedStep(reference: reference.name, calls: calls))
        }
        let tree = item(root)
        return PrintedLayout(root: tree, size: root.requestedSize, steps: steps, unprintable: unprintable)
    }
}

/// The insets of one make context while printing.
private struct CallContext {
    let reference: ObjectIdentifier
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
                let kept = items.indices.filter { !detached.contains(items[$0].id) }
                guard kept.count < items.count else { break }
                if kept.isEmpty || d.reference.id.isIn(detached) || values.contains(where: { $0.forms.contains { $0.mentions(any: detached) } }) {
                    return kept.isEmpty ? [] : nil
                }
                var copy = d
                copy.payload = .dimensions(items: kept.map { items[$0] }, relation: relation,
                                           values: values.map { value in (value.axis, value.forms.count == 1 ? value.forms : kept.map { value.forms[$0] }) })
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
            case let .place(_, steps):
                if d.reference.id.isIn(detached) || steps.contains(where: { $0.itemID.map(detached.contains) ?? false }) { return nil }
            case .relations, .alignItems, .distribute, .barrier:
                break
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
                    guard let rhs = anchor(of: form) else { return nil }
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
            guard lhs.termCount == 1, lhs.constant == 0, lhs.terms[0].coefficient == 1,
                  case let .anchor(ref, attribute) = lhs.terms[0].target else { return nil }
            let left = PrintedAnchor(item: ref.name, attribute: attribute.rawValue)
            if rhs.termCount == 0 {
                return [.install(lhs: left, relation: relation.rawValue, rhs: nil, scale: 1, constant: rhs.constant, options: options)]
            }
            guard let right = anchor(of: rhs) else { return nil }
            return [.install(lhs: left, relation: relation.rawValue, rhs: right.anchor, scale: right.scale, constant: rhs.constant, options: options)]
        case .relations, .alignItems, .distribute, .barrier:
            return nil
        }
    }

    /// Why ``make(_:identifier:)`` cannot print `d`.
    static func whyUnprintable(_ d: Declaration, detached: Set<ObjectIdentifier> = []) -> String {
        if case let .place(_, steps) = d.payload, d.reference.id.isIn(detached) || steps.contains(where: { $0.itemID.map(detached.contains) ?? false }) {
            return "a place list with an item that left the tree has no call"
        }
        if !d.removals.isEmpty { return "constraints removed per item (removeConstraints) have no call" }
        if !d.edgeConstants.isEmpty { return "a constant changed through the handle has no call" }
        switch d.payload {
        case .relations, .alignItems, .distribute, .barrier: return "\(d.verb) is not printed yet"
        default: break
        }
        return "a relation no single call writes (more than one anchor on a side)"
    }

    /// A number, or `w`/`h` of the call's reference scaled and shifted (at
    /// the call's insets), or nil for anything else.
    private static func value(_ form: LinearForm, of d: Declaration) -> PrintedValue? {
        if form.termCount == 0 { return .number(form.constant) }
        guard form.termCount == 1, case let .anchor(ref, attribute) = form.terms[0].target, ref.id == d.reference.id,
              attribute == .width || attribute == .height else { return nil }
        let k = form.terms[0].coefficient
        let i = d.insets
        let taken = attribute == .width ? i.left + i.right + i.leading + i.trailing : i.top + i.bottom
        // k·R.width + c = k·(w + taken) + c.
        var shift = form.constant + k * taken
        if Swift.abs(shift) <= 1e-12 * Swift.max(1, Swift.abs(form.constant)) { shift = 0 }   // rounding of what the insets took
        return .extent(letter: attribute == .width ? "w" : "h", scale: k, shift: shift)
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
