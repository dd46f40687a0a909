import Arrange

/// Writes a live tree and its installed groups as a fixture (the format of
/// `Fixtures/README.md`): the tree, the root's size, one `arrange` step per
/// group, and the current frames as the last step's expectation, so that a
/// layout built in code can be saved as a golden fixture.
package enum FixturePrinter {
    /// The fixture of the tree of `item` as JSON text, in the canonical
    /// layout (``Recorder/writer``). Calls no call can say are listed in the
    /// fixture's `note` and left out.
    package static func fixture(of item: Item, description: String = "printed from a live tree") -> String {
        Recorder.writer.write(document(of: item, description: description))
    }

    /// ``fixture(of:description:)`` as a JSON value.
    package static func document(of item: Item, description: String) -> JSONValue {
        let layout = item.printedLayout()
        var members: [(key: String, value: JSONValue)] = [("description", .string(description))]
        if !layout.unprintable.isEmpty { members.append(("note", .string("left out: " + layout.unprintable.joined(separator: "; ")))) }
        var root = self.item(layout.root)
        if let given = layout.size {
            if let size = given.size {
                root = root.setting("size", to: .array([number(size.width), number(size.height)]))
            } else {
                root = root.setting("givenSize", to: .object([given.width.map { ("width", number($0)) }, given.height.map { ("height", number($0)) }].compactMap { $0 }))
            }
        }
        if let safeArea = layout.safeArea { root = root.setting("safeArea", to: insets(safeArea)) }
        if let scale = layout.pixelScale { root = root.setting("pixelScale", to: number(scale)) }
        members.append(("root", moveChildrenLast(root)))
        var steps = layout.steps.map { step -> JSONValue in
            .object([("arrange", .string(step.reference)), ("calls", .array(step.calls.map(call)))])
        }
        let frames = FixtureRunner.snapshot(item.root).expectedFrames.map { ($0.item, $0.frame.json) }
        let expect: JSONValue = .object([("frames", .object(frames))])
        if steps.isEmpty { steps = [.object([("resize", .array([number(item.root.frame.width), number(item.root.frame.height)]))])] }
        steps[steps.count - 1] = steps[steps.count - 1].setting("expect", to: expect)
        members.append(("steps", .array(steps)))
        return .object(members)
    }

    static func number(_ value: Double) -> JSONValue { .number(JSONNumber(value)) }

    /// `children` after every other key, as fixtures are written.
    private static func moveChildrenLast(_ item: JSONValue) -> JSONValue {
        guard case var .object(members) = item, let index = members.firstIndex(where: { $0.key == "children" }) else { return item }
        members.append(members.remove(at: index))
        return .object(members)
    }

    private static func item(_ item: PrintedItem) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("name", .string(item.name))]
        if let size = item.intrinsicSize { members.append(("intrinsicSize", .array([number(size.width), number(size.height)]))) }
        if let text = item.text {
            members.append(("measure", .object([("text", .string(text.text)), ("advance", number(text.font.advance)), ("lineHeight", number(text.font.lineHeight))])))
        }
        if let h = item.hugging { members.append(("hugging", .array([number(Double(h.horizontal.value)), number(Double(h.vertical.value))]))) }
        if let c = item.compressionResistance {
            members.append(("compressionResistance", .array([number(Double(c.horizontal.value)), number(Double(c.vertical.value))])))
        }
        if let d = item.direction { members.append(("direction", .string(d == .rightToLeft ? "rightToLeft" : "leftToRight"))) }
        if let b = item.baselines { members.append(("baselines", .array([number(b.first), number(b.last)]))) }
        if let m = item.margins { members.append(("margins", insets(m))) }
        if item.isHidden { members.append(("hidden", .bool(true))) }
        if !item.children.isEmpty { members.append(("children", .array(item.children.map { moveChildrenLast(self.item($0)) }))) }
        return .object(members)
    }

    private static func names(_ items: [String]) -> JSONValue {
        items.count == 1 ? .string(items[0]) : .array(items.map(JSONValue.string))
    }

    /// A call as a fixture writes it.
    static func call(_ call: PrintedCall) -> JSONValue {
        func with(_ members: [(key: String, value: JSONValue)], _ options: PrintedOptions) -> JSONValue {
            var members = members
            if let p = options.priority { members.append(("priority", number(Double(p)))) }
            if let id = options.identifier { members.append(("identifier", .string(id))) }
            return .object(members)
        }
        switch call {
        case let .dimension(verb, items, relation, values, options):
            let rendered = values.map { value -> JSONValue in
                switch value {
                case let .number(n): number(n)
                case let .extent(letter, scale, shift): .string(SwiftPrinter.extent(letter, scale: scale, shift: shift))
                }
            }
            return with([(verb, names(items)), (relation, rendered.count == 1 ? rendered[0] : .array(rendered))], options)
        case let .align(verb, items, options):
            return with([(verb, names(items))], options)
        case let .place(verb, elements, options):
            let list = elements.map { element -> JSONValue in
                switch element {
                case let .number(n): number(n)
                case let .item(name): .string(name)
                case .wall: .string("wall")
                case let .flexible(weight): weight == 1 ? .string("flexible") : .object([("flexible", number(weight))])
                }
            }
            return with([(verb, .array(list))], options)
        case let .install(lhs, relation, rhs, scale, constant, options):
            let right = rhs.map { SwiftPrinter.installSide("\($0.item).\($0.attribute)", scale: scale, shift: constant) } ?? SwiftPrinter.number(constant)
            return with([("install", .string("\(lhs.item).\(lhs.attribute) \(relation) \(right)"))], options)
        case let .resetEdges(edges):
            return .object([("resetEdges", insets(edges))])
        case let .ref(item, withinMargins, calls):
            return .object([(withinMargins ? "refWithinMargins" : "ref", .string(item)), ("calls", .array(calls.map(self.call)))])
        case let .compound(c, options):
            var text = "\(c.lhsItem).\(c.anchor) \(c.relation) \(c.rhsItem).\(c.rhsAnchor)"
            if c.scale != 1 { text += " * \(SwiftPrinter.number(c.scale))" }
            var members: [(key: String, value: JSONValue)] = [("install", .string(text))]
            if c.numbers.contains(where: { $0 != 0 }) { members.append((c.isEdges ? "inset" : "offset", .array(c.numbers.map(number)))) }
            return with(members, options)
        case let .alignItems(attribute, items, options):
            return with([("align", .string(attribute)), ("items", .array(items.map(JSONValue.string)))], options)
        case let .stack(verb, items, spacing, distribution, alignment, after, options):
            var members: [(key: String, value: JSONValue)] = [(verb, .array(items.map(JSONValue.string))), ("spacing", number(spacing)),
                                                               ("distribution", .string(distribution)), ("alignment", .string(alignment))]
            if !after.isEmpty { members.append(("spacingAfter", .object(after.map { ($0.item, number($0.spacing)) }))) }
            return with(members, options)
        case let .distribute(axis, gap, items, options):
            return with([("distribute", .string(axis)), ("by", number(gap)), ("items", .array(items.map(JSONValue.string)))], options)
        case .grid, .flow, .firstFitting:
            return choosing(call, with: with)
        case let .barrier(lhs, relation, edge, items, constant, options):
            let text = SwiftPrinter.extent("\(lhs.item).\(lhs.attribute) \(relation) barrier", scale: 1, shift: constant)
            return with([("install", .string(text)), ("barrier", .object([(edge, .array(items.map(JSONValue.string)))]))], options)
        }
    }

    /// Insets as fixtures write them: `{"top": 10, "left": 4}`, the zero edges left out.
    private static func insets(_ insets: EdgeInsets) -> JSONValue {
        let edges = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right),
                     ("leading", insets.leading), ("trailing", insets.trailing)].filter { $0.1 != 0 }
        return .object(edges.map { ($0.0, number($0.1)) })
    }
}
