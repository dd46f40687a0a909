/// Writes a ``PrintedLayout`` as Swift code in the make DSL: the items, the
/// root's size, and one `arrange` per installed group.
package enum SwiftPrinter {
    /// The code, ending with a newline.
    package static func code(_ layout: PrintedLayout) -> String {
        var lines: [String] = []
        var all: [PrintedItem] = []
        func collect(_ item: PrintedItem) { all.append(item); item.children.forEach(collect) }
        collect(layout.root)
        let names = variableNames(all.map(\.name))
        for (item, name) in zip(all, names.values) {
            var size = item.intrinsicSize.map { ", intrinsicSize: Size(width: \(number($0.width)), height: \(number($0.height)))" } ?? ""
            if let text = item.text {
                size = ", measure: .text(\(quoted(text.text)), font: MonospacedFont(advance: \(number(text.font.advance)), lineHeight: \(number(text.font.lineHeight))))"
            }
            lines.append("let \(name) = Item(\(quoted(item.name))\(size))")
        }
        func children(_ item: PrintedItem) {
            if !item.children.isEmpty {
                lines.append("\((names.byName[item.name] ?? item.name)).addChildren(\(item.children.map { (names.byName[$0.name] ?? $0.name) }.joined(separator: ", ")))")
            }
            item.children.forEach(children)
        }
        children(layout.root)
        for item in all {
            let name = (names.byName[item.name] ?? item.name)
            if let h = item.hugging { lines.append("\(name).hugging = AxisPriorities(horizontal: \(h.horizontal.value), vertical: \(h.vertical.value))") }
            if let c = item.compressionResistance {
                lines.append("\(name).compressionResistance = AxisPriorities(horizontal: \(c.horizontal.value), vertical: \(c.vertical.value))")
            }
            if let d = item.direction { lines.append("\(name).requestedLayoutDirection = .\(d == .rightToLeft ? "rightToLeft" : "leftToRight")") }
            if let b = item.baselines { lines.append("\(name).baselineOffsets = BaselineOffsets(first: \(number(b.first)), last: \(number(b.last)))") }
            if let m = item.margins { lines.append("\(name).margins = \(insets(m))") }
            if item.isHidden { lines.append("\(name).isHidden = true") }
        }
        let rootName = names.byName[layout.root.name] ?? layout.root.name
        if let given = layout.size {
            if let size = given.size {
                lines.append("\(rootName).size = Size(width: \(number(size.width)), height: \(number(size.height)))")
            } else {
                let parts = [given.width.map { "width: \(number($0))" }, given.height.map { "height: \(number($0))" }].compactMap { $0 }
                lines.append("\(rootName).givenSize = GivenSize(\(parts.joined(separator: ", ")))")
            }
        }
        if let safeArea = layout.safeArea { lines.append("\(rootName).safeAreaInsets = \(insets(safeArea))") }
        if let scale = layout.pixelScale { lines.append("\(rootName).pixelScale = \(number(scale))") }
        for step in layout.steps {
            lines.append("try \((names.byName[step.reference] ?? step.reference)).arrange { make in")
            var refs = 0
            for call in step.calls { lines += render(call, on: "make", indent: "    ", names: names, refs: &refs) }
            lines.append("}")
        }
        for reason in layout.unprintable { lines.append("// left out: \(Snippet.line(reason))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Swift variable names for item names: the name when it is an
    /// identifier not taken yet, else `item` and its position.
    static func variableNames(_ items: [String]) -> (values: [String], byName: [String: String]) {
        var used = Set<String>(["make"]), values: [String] = [], map: [String: String] = [:]
        for (index, name) in items.enumerated() {
            let first = name.unicodeScalars.first
            let valid = first.map { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) } ?? false
                && name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
            var chosen = valid && !used.contains(name) ? name : "item\(index)"
            while used.contains(chosen) { chosen += "_" }
            used.insert(chosen)
            values.append(chosen)
            if map[name] == nil { map[name] = chosen }
        }
        return (values, map)
    }

    /// The lines of one call on `context` (`make`, a `ref`'s name), at `indent`.
    static func render(_ call: PrintedCall, on context: String, indent: String,
                               names: (values: [String], byName: [String: String]), refs: inout Int) -> [String] {
        func v(_ item: String) -> String { names.byName[item] ?? item }
        func finish(_ text: String, _ options: PrintedOptions) -> String {
            var text = text
            if let p = options.priority { text += " ~ \(p)" }
            if let id = options.identifier { text = "(\(text)).identifier = \(quoted(id))" }
            return indent + text
        }
        switch call {
        case let .dimension(verb, items, relation, values, options):
            let rendered = values.map { value in
                switch value {
                case let .number(n): number(n)
                case let .extent(letter, scale, shift): extent("\(context).\(letter)", scale: scale, shift: shift)
                }
            }
            let rhs = rendered.count == 1 ? rendered[0] : "[" + rendered.joined(separator: ", ") + "]"
            return [finish("\(context).\(verb)(\(items.map(v).joined(separator: ", "))) \(relation) \(rhs)", options)]
        case let .align(verb, items, options):
            return [finish("\(context).\(verb)(\(items.map(v).joined(separator: ", ")))", options)]
        case let .place(verb, elements, options):
            let list = elements.map { element in
                switch element {
                case let .number(n): number(n)
                case let .item(name): v(name)
                case .wall: "\(context).wall"
                case let .flexible(weight): weight == 1 ? "\(context).flexible" : "\(context).flexible * \(number(weight))"
                }
            }
            return [finish("\(context).\(verb)(\(list.joined(separator: ", ")))", options)]
        case let .install(lhs, relation, rhs, scale, constant, options):
            let right = rhs.map { installSide("\(v($0.item)).\($0.attribute)", scale: scale, shift: constant) } ?? number(constant)
            return [finish("\(context).install(\(v(lhs.item)).\(lhs.attribute) \(relation) \(right))", options)]
        case let .resetEdges(edges):
            return [indent + "\(context).resetEdges(\(insets(edges)))"]
        case let .ref(item, withinMargins, calls):
            refs += 1
            let name = "inner\(refs)"
            var lines = [indent + "let \(name) = \(context).\(withinMargins ? "refWithinMargins" : "ref")(\(v(item)))"]
            for call in calls { lines += render(call, on: name, indent: indent, names: names, refs: &refs) }
            return lines
        case let .compound(c, options):
            return [finish("\(context).install(\(compound(c, names: v)))", options)]
        case let .alignItems(attribute, items, options):
            return [finish("\(context).align(.\(attribute), \(items.map(v).joined(separator: ", ")))", options)]
        case let .stack(verb, items, spacing, distribution, alignment, after, options):
            var arguments = "[\(items.map(v).joined(separator: ", "))], spacing: \(number(spacing)), distribution: .\(distribution), alignment: .\(alignment)"
            if !after.isEmpty { arguments += ", spacingAfter: [" + after.map { "\(v($0.item)): \(number($0.spacing))" }.joined(separator: ", ") + "]" }
            return [finish("\(context).\(verb)(\(arguments))", options)]
        case let .distribute(axis, gap, items, options):
            return [finish("\(context).distribute(by: \(number(gap)), .\(axis), \(items.map(v).joined(separator: ", ")))", options)]
        case .grid, .flow, .firstFitting:
            return renderChoosing(call, on: context, indent: indent, names: names, refs: &refs, finish: finish)
        case let .barrier(lhs, relation, edge, items, constant, options):
            let barrier = extent("\(context).barrier(.\(edge), of: \(items.map(v).joined(separator: ", ")))", scale: 1, shift: constant)
            return [finish("\(context).install(\(v(lhs.item)).\(lhs.attribute) \(relation) \(barrier))", options)]
        }
    }

    /// `a.edges == b.edges.inset(top: 20, left: 16)`, `a.size <= b.size * 0.5 + Size(width: 4, height: 0)`,
    /// `a.center == b.center + Point(x: 10, y: -10)`.
    static func compound(_ c: PrintedCompound, names v: (String) -> String) -> String {
        var rhs = "\(v(c.rhsItem)).\(c.rhsAnchor)"
        let nonZero = c.numbers.contains { $0 != 0 }
        if c.isEdges {
            if nonZero, c.numbers.count == 4, Set(c.numbers).count == 1 {
                rhs += ".inset(\(number(c.numbers[0])))"
            } else if nonZero {
                rhs += ".inset(" + zip(c.labels, c.numbers).filter { $0.1 != 0 }.map { "\($0.0): \(number($0.1))" }.joined(separator: ", ") + ")"
            }
        } else {
            if c.scale != 1 { rhs += " * \(number(c.scale))" }
            if nonZero {
                let type = c.anchor == "size" ? "Size" : "Point"
                rhs += " + \(type)(" + zip(c.labels, c.numbers).map { "\($0.0): \(number($0.1))" }.joined(separator: ", ") + ")"
            }
        }
        return "\(v(c.lhsItem)).\(c.anchor) \(c.relation) \(rhs)"
    }

    /// `EdgeInsets(top: 10, left: 4)`, the zero parts left out.
    static func insets(_ insets: EdgeInsets) -> String {
        let parts = [("top", insets.top), ("left", insets.left), ("leading", insets.leading),
                     ("bottom", insets.bottom), ("right", insets.right), ("trailing", insets.trailing)]
            .filter { $0.1 != 0 }.map { "\($0.0): \(number($0.1))" }
        return "EdgeInsets(\(parts.joined(separator: ", ")))"
    }

    /// `a * k + c`, `a * k - c`, `a`, with the parts that are 1 or 0 left out.
    package static func extent(_ anchor: String, scale: Double, shift: Double) -> String {
        var text = scale == 1 ? anchor : "\(anchor) * \(number(scale))"
        if shift != 0 { text += shift < 0 ? " - \(number(-shift))" : " + \(number(shift))" }
        return text
    }

    /// The right side of an `install`: ``extent(_:scale:shift:)``, or
    /// `c - b.width` for a scale of −1 (the spelling fixtures read too).
    package static func installSide(_ anchor: String, scale: Double, shift: Double) -> String {
        scale == -1 ? "\(number(shift)) - \(anchor)" : extent(anchor, scale: scale, shift: shift)
    }

    /// A number as Swift reads it back exactly.
    package static func number(_ value: Double) -> String { formatNumber(value) }

    /// A Swift string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += scalar.value < 0x20 ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
            }
        }
        return out + "\""
    }
}

extension Item {
    /// The tree of this item's root and its installed groups as Swift code
    /// in the make DSL: the items (with intrinsic sizes, priorities and
    /// directions), the root's size, and one `arrange` per installed group,
    /// so that a layout built in code can be saved and read. What no call
    /// can say is listed at the end as comments (`// left out: …`).
    public func swiftCode() -> String {
        SwiftPrinter.code(printedLayout())
    }
}
