// The numbers of a call that its handle can change, and how each is named.
//
// Every number a verb was given is one *constant*, named by the verb's
// argument position (as in its provenance) and the anchor it sets, where
// either is needed to tell the numbers apart:
// - `install(a.top == b.bottom + 8)`: one, the relation's constant `c` in
//   `lhs == rhs-terms + c` (Auto Layout's `constant`);
// - `install(a.edges == b.edges.inset(8))` (a compound anchor): one per
//   part, by the anchor its left side sets (`on: .top`, `.width`, `.centerX`);
// - `width(a, b) == 100`, `height(…) == make.w * 0.5 - 4`: one, the
//   constant of the value (`on: .width` or `.height` may be given);
// - `width(a, b) == [50, 80]`: one per item, by argument (`argument: 2`);
// - `size(a) == (100, 44)`: `on: .width` and `on: .height`; with a list of
//   sizes, by argument and anchor;
// - `xLeft`, `yBottom`, `xLeading` … (one edge): one, `c` in
//   `v.edge == R.edge + c` (so `xRight`'s is `−r`, and `xLeading`'s counts
//   in the reading direction); `xEqual`, `yEqual`, `equal`, `center`: one
//   per edge, by anchor (`on: .left`);
// - `xPlace`, `yPlace`: each number of the list, by its argument position
//   (`xPlace(20, a, 8, b, 20)` has arguments 1, 3 and 5);
// - `distribute(by: 10, .horizontal, a, b, c)`: one, the gap; `align(.top, …)`: none.
extension Declaration {
    /// Where one number of a call is: its argument position and the anchor
    /// it sets, each nil where the call does not need it to tell its numbers apart.
    struct ConstantAddress: Equatable {
        var argument: Int?
        var attribute: Attribute?

        /// `argument 3`, `width`, `argument 2 on height`, or `the constant`.
        var description: String {
            switch (argument, attribute) {
            case let (a?, t?): "argument \(a) on \(t.rawValue)"
            case let (a?, nil): "argument \(a)"
            case let (nil, t?): t.rawValue
            case (nil, nil): "the constant"
            }
        }
    }

    /// Every number of the call, in the order it was written.
    var constantAddresses: [ConstantAddress] {
        switch payload {
        case .relation:
            return [ConstantAddress()]
        case let .relations(parts):
            return parts.map { ConstantAddress(attribute: $0.attribute) }
        case .alignItems, .stack, .firstFitting:
            return []
        case .grid, .flow:
            return [ConstantAddress(attribute: .width), ConstantAddress(attribute: .height)]
        case .distribute, .barrier:
            return [ConstantAddress()]
        case let .dimensions(items, _, values):
            func anchor(_ axis: Axis) -> Attribute { axis == .horizontal ? .width : .height }
            guard values.contains(where: { $0.forms.count > 1 }) else {
                return values.map { ConstantAddress(attribute: anchor($0.axis)) }
            }
            return items.indices.flatMap { k in values.map { ConstantAddress(argument: k + 1, attribute: anchor($0.axis)) } }
        case let .align(attributes, _):
            return attributes.map { ConstantAddress(attribute: $0) }
        case let .place(_, elements):
            return elements.indices.compactMap { n in
                if case .number = elements[n] { ConstantAddress(argument: n + 1) } else { nil }
            }
        }
    }

    /// The one number that `argument` and `attribute` pick: the address
    /// with exactly that argument position (none, when `argument` is nil)
    /// and, when `attribute` is given, that anchor; nil when none or
    /// several match.
    func constantAddress(argument: Int?, attribute: Attribute?) -> ConstantAddress? {
        let matching = constantAddresses.filter { $0.argument == argument && (attribute == nil || $0.attribute == attribute) }
        return matching.count == 1 ? matching[0] : nil
    }

    /// Whether reading a number needs the reference's layout direction: an
    /// alignment's edges do (leading insets lie on its leading side).
    var readsDirection: Bool {
        if case .align = payload { true } else { false }
    }

    /// The number at `address`, reading an alignment's edges in `direction`
    /// (its reference's).
    func constant(at address: ConstantAddress, direction: LayoutDirection) -> Double {
        switch payload {
        case let .relation(lhs, _, rhs):
            return rhs.constant - lhs.constant
        case let .relations(parts):
            let part = parts.first { $0.attribute == address.attribute }!
            return part.rhs.constant - part.lhs.constant
        case .alignItems, .stack, .firstFitting:
            preconditionFailure("align and stacks have no numbers")
        case let .distribute(_, gap, _):
            return gap
        case let .barrier(_, _, _, _, constant):
            return constant
        case let .grid(spec):
            return address.attribute == .width ? spec.spacing : spec.rowSpacing
        case let .flow(spec):
            return address.attribute == .width ? spec.spacing : spec.lineSpacing
        case let .dimensions(_, _, values):
            let forms = values.first { ($0.axis == .horizontal ? Attribute.width : .height) == address.attribute }!.forms
            return forms[(address.argument ?? 1) - 1].constant
        case .align:
            let attribute = address.attribute!
            if let set = edgeConstants.last(where: { $0.attribute == attribute }) { return set.constant }
            let edge = Lowering.referenceEdge(attribute.physical(direction), of: reference, insets: insets.resolved(for: direction))
            let mirrored = (attribute == .leading || attribute == .trailing) && direction == .rightToLeft
            return mirrored ? -edge.constant : edge.constant
        case let .place(_, elements):
            guard case let .number(value) = elements[address.argument! - 1] else { preconditionFailure("addresses of a place list name its numbers") }
            return value
        }
    }

    /// Sets the number at `address` (one of ``constantAddresses``).
    mutating func setConstant(_ value: Double, at address: ConstantAddress) {
        switch payload {
        case let .relation(lhs, relation, rhs):
            var rhs = rhs
            rhs.constant = value + lhs.constant
            payload = .relation(lhs: lhs, relation: relation, rhs: rhs)
        case var .relations(parts):
            let k = parts.firstIndex { $0.attribute == address.attribute }!
            parts[k].rhs.constant = value + parts[k].lhs.constant
            payload = .relations(parts)
        case .alignItems, .stack, .firstFitting:
            preconditionFailure("align and stacks have no numbers")
        case let .distribute(axis, _, items):
            payload = .distribute(axis: axis, gap: value, items: items)
        case let .barrier(lhs, relation, edge, items, _):
            payload = .barrier(lhs: lhs, relation: relation, edge: edge, items: items, constant: value)
        case var .grid(spec):
            if address.attribute == .width { spec.spacing = value } else { spec.rowSpacing = value }
            payload = .grid(spec)
        case var .flow(spec):
            if address.attribute == .width { spec.spacing = value } else { spec.lineSpacing = value }
            payload = .flow(spec)
        case let .dimensions(items, relation, values):
            var values = values
            let v = values.firstIndex { ($0.axis == .horizontal ? Attribute.width : .height) == address.attribute }!
            values[v].forms[(address.argument ?? 1) - 1].constant = value
            payload = .dimensions(items: items, relation: relation, values: values)
        case .align:
            edgeConstants.removeAll { $0.attribute == address.attribute! }
            edgeConstants.append((address.attribute!, value))
        case let .place(axis, elements):
            var elements = elements
            elements[address.argument! - 1] = .number(value)
            payload = .place(axis: axis, elements: elements)
        }
    }
}
