import Arrange

// Fuzz operations as Swift source, for reproductions a person can paste
// into a test: item k is `i<k>`, the group made by operation n is `g<n>`.

extension FuzzOperation {
    /// The operation as Swift statements (one or more lines), `n` being its index in the run.
    func swift(_ n: Int) -> String {
        switch self {
        case let .addChild(parent, child):
            return "i\(parent).addChild(i\(child))"
        case let .removeFromParent(item):
            return "i\(item).removeFromParent()"
        case let .releaseRoot(item):
            return "i\(item) = Item(\"i\(item)\")"
        case let .arrange(on, body):
            return "let g\(n) = try i\(on).arrange { make in\n\(MakeCall.swift(body, make: "make", indent: "    "))}"
        case let .replace(on, group, body):
            return "try i\(on).arrange(replacing: g\(group)) { make in\n\(MakeCall.swift(body, make: "make", indent: "    "))}"
        case let .uninstall(group):
            return "g\(group).uninstall()"
        case let .resize(root, size, throwing):
            return throwing ? "try i\(root).resize(to: \(swiftSize(size)))" : "i\(root).size = \(swiftSize(size))"
        case let .intrinsicSize(item, size):
            return "i\(item).intrinsicSize = \(swiftSize(size))"
        case let .hugging(item, h, v):
            return "i\(item).hugging = AxisPriorities(horizontal: \(h), vertical: \(v))"
        case let .compressionResistance(item, h, v):
            return "i\(item).compressionResistance = AxisPriorities(horizontal: \(h), vertical: \(v))"
        case let .direction(item, direction):
            return "i\(item).requestedLayoutDirection = \(direction.map { ".\($0.rawValue)" } ?? "nil")"
        case let .resizeGiven(root, width, height):
            let arguments = [width.map { "width: \(swiftNumber($0))" }, height.map { "height: \(swiftNumber($0))" }].compactMap { $0 }
            return "try i\(root).resize(\(arguments.joined(separator: ", ")))"
        case let .fitting(item, width, height):
            return "_ = try i\(item).fittingSize(width: \(width.swift), height: \(height.swift))"
        case let .margins(item, insets):
            return "i\(item).margins = EdgeInsets(\(swiftInsetArguments(insets)))"
        case let .pixelScale(root, scale, throwing):
            let value = scale.map(swiftNumber) ?? "nil"
            return throwing ? "try i\(root).setPixelScale(\(value))" : "i\(root).pixelScale = \(value)"
        case let .safeArea(root, insets, throwing):
            let value = insets.map { "EdgeInsets(\(swiftInsetArguments($0)))" } ?? "nil"
            return throwing ? "try i\(root).setSafeAreaInsets(\(value))" : "i\(root).safeAreaInsets = \(value)"
        case let .baselineOffsets(item, offsets):
            return "i\(item).baselineOffsets = " + (offsets.map { "BaselineOffsets(first: \(swiftNumber($0.first)), last: \(swiftNumber($0.last)))" } ?? "nil")
        case let .measure(item, text):
            return "i\(item).measure = \(text.map(\.swift) ?? "nil")"
        case let .strict(item, flag):
            return "i\(item).rejectsAmbiguity = \(flag)"
        case let .hidden(item, flag):
            return "i\(item).isHidden = \(flag)"
        }
    }
}

extension MakeCall {
    /// Calls as lines of a closure body, on the context named `make`.
    static func swift(_ calls: [MakeCall], make: String, indent: String) -> String {
        var text = ""
        var insetCount = 0
        for call in calls {
            text += call.swift(make: make, indent: indent, insetCount: &insetCount)
        }
        return text
    }

    /// The call as one or more lines; `insetCount` numbers the `insetEdges`
    /// calls so that `resetEdges(.saved(k))` can name what the k-th returned.
    func swift(make: String, indent: String, insetCount: inout Int) -> String {
        func priority(_ p: Int?) -> String { p.map { " ~ \($0)" } ?? "" }
        switch self {
        case let .dimension(call, p):
            return indent + call.swift(make: make) + priority(p) + "\n"
        case let .align(verb, items, p):
            return indent + "\(make).\(verb.rawValue)(\(itemList(items)))" + priority(p) + "\n"
        case let .place(vertical, elements, p):
            let list = elements.map { step -> String in
                switch step {
                case let .number(value): swiftNumber(value)
                case let .item(item): "i\(item)"
                case .wall: "\(make).wall"
                case let .flexible(weight): weight == 1 ? "\(make).flexible" : "\(make).flexible * \(swiftNumber(weight))"
                }
            }
            return indent + "\(make).\(vertical ? "yPlace" : "xPlace")(\(list.joined(separator: ", ")))" + priority(p) + "\n"
        case let .insetEdges(insets):
            insetCount += 1
            return indent + "let saved\(insetCount) = \(make).insetEdges(\(swiftInsetArguments(insets)))\n"
        case let .insetEdge(edge):
            insetCount += 1
            return indent + "let saved\(insetCount) = \(make).insetEdges(edge: \(swiftNumber(edge)))\n"
        case let .resetEdges(target):
            switch target {
            case .zero: return indent + "\(make).resetEdges()\n"
            case let .saved(k): return indent + (k <= insetCount && k > 0 ? "\(make).resetEdges(saved\(k))\n" : "\(make).resetEdges(.zero)\n")
            case let .insets(insets): return indent + "\(make).resetEdges(EdgeInsets(\(swiftInsetArguments(insets))))\n"
            }
        case let .ref(item, calls):
            let name = "ref\(item)"
            return indent + "do { let \(name) = \(make).ref(i\(item))\n" + Self.swift(calls, make: name, indent: indent + "    ") + indent + "}\n"
        case let .install(relation, relationPriority, p):
            let inner = relation.swift(make: make) + (relationPriority.map { " ~ \($0)" } ?? "")
            return indent + "\(make).install(\(inner))" + priority(p) + "\n"
        case .fail:
            return indent + "throw FuzzBodyError()\n"
        case let .refWithinMargins(item, calls):
            let name = "margins\(item)"
            return indent + "do { let \(name) = \(make).refWithinMargins(i\(item))\n" + Self.swift(calls, make: name, indent: indent + "    ") + indent + "}\n"
        case let .compound(call, p):
            return indent + "\(make).install(\(call.swift))" + priority(p) + "\n"
        case let .alignItems(attribute, items, p):
            return indent + "\(make).align(.\(attribute), \(itemList(items)))" + priority(p) + "\n"
        case let .distribute(gap, vertical, items, p):
            return indent + "\(make).distribute(by: \(swiftNumber(gap)), .\(vertical ? "vertical" : "horizontal"), \(itemList(items)))" + priority(p) + "\n"
        case let .barrier(call, p):
            return indent + "\(make).install(\(call.swift(make: make)))" + priority(p) + "\n"
        case let .stack(vertical, items, spacing, distribution, alignment, p):
            return indent + "\(make).\(vertical ? "yStack" : "xStack")([\(itemList(items))], spacing: \(swiftNumber(spacing)), "
                + "distribution: .\(StackDistribution.allCases[distribution].rawValue), alignment: .\(StackAlignment.allCases[alignment].rawValue))" + priority(p) + "\n"
        case let .grid(grid, p):
            return indent + grid.swift(make: make) + priority(p) + "\n"
        case let .flow(flow, p):
            return indent + flow.swift(make: make) + priority(p) + "\n"
        case let .firstFitting(fit, p):
            return indent + fit.swift(make: make) + priority(p) + "\n"
        case let .installMany(relations, array):
            let list = relations.map { $0.swift(make: make) }.joined(separator: ", ")
            return indent + "\(make).install(\(array ? "[\(list)]" : list))\n"
        }
    }
}

extension DimensionCall {
    /// `make.width(i1, i2) == 100`.
    func swift(make: String) -> String {
        let lhs = "\(make).\(verb.rawValue)(\(itemList(items)))"
        let rhs: String
        switch value {
        case let .number(c): rhs = swiftNumber(c)
        case let .numbers(cs): rhs = "[" + cs.map(swiftNumber).joined(separator: ", ") + "]"
        case let .pair(a, b): rhs = "(\(swiftNumber(a)), \(swiftNumber(b)))"
        case let .sizes(sizes): rhs = "[" + sizes.map { swiftSize($0) }.joined(separator: ", ") + "]"
        case let .extent(e): rhs = e.swift(make: make)
        case let .extents(es): rhs = "[" + es.map { $0.swift(make: make) }.joined(separator: ", ") + "]"
        case let .extentPair(a, b): rhs = "(\(a.swift(make: make)), \(b.swift(make: make)))"
        case let .mixed(values):
            rhs = "[" + values.map { value in
                switch value {
                case let .number(c): swiftNumber(c)
                case let .extent(e): e.swift(make: make)
                }
            }.joined(separator: ", ") + "] as [any ExtentConvertible]"
        }
        return "\(lhs) \(relation.rawValue) \(rhs)"
    }
}

extension ExtentExpression {
    /// `make.w * 0.5 - 4`, `(i3.left - i4.right)`.
    func swift(make: String) -> String {
        var text: String
        switch base {
        case .w: text = "\(make).w"
        case .h: text = "\(make).h"
        case let .width(item): text = "i\(item).width"
        case let .height(item): text = "i\(item).height"
        case let .distance(a, b): text = "(\(a.swift) - \(b.swift))"
        }
        if scale != 1 { text += " * \(swiftNumber(scale))" }
        return text + swiftShift(shift)
    }
}

extension PositionAnchor {
    /// `i3.left`.
    var swift: String { "i\(item).\(attribute.rawValue)" }
}

extension PositionExpression {
    /// `i3.left * 0.5 + 8`, `i3.left + (i4.width)`, on the context named `make`.
    func swift(make: String) -> String {
        var text = anchor.swift
        if scale != 1 { text += " * \(swiftNumber(scale))" }
        if let plus { text += " + (\(plus.swift(make: make)))" }
        return text + swiftShift(shift)
    }
}

extension FreeRelation {
    /// `i3.left == i4.right + 8`.
    func swift(make: String) -> String {
        switch self {
        case let .positions(a, relation, b): "\(a.swift(make: make)) \(relation.rawValue) \(b.swift(make: make))"
        case let .extents(a, relation, b): "\(a.swift(make: make)) \(relation.rawValue) \(b.swift(make: make))"
        case let .extentNumber(a, relation, c): "\(a.swift(make: make)) \(relation.rawValue) \(swiftNumber(c))"
        case let .numberExtent(c, relation, a): "\(swiftNumber(c)) \(relation.rawValue) \(a.swift(make: make))"
        }
    }
}

extension FuzzFitting {
    /// `.compressed`, `.exactly(375)`, `.target(200, priority: 250)`.
    var swift: String {
        switch self {
        case .compressed: ".compressed"
        case .expanded: ".expanded"
        case let .exactly(value): ".exactly(\(swiftNumber(value)))"
        case let .target(value, priority): ".target(\(swiftNumber(value)), priority: \(priority))"
        }
    }
}

extension FuzzText {
    /// `.text("ab cd", font: MonospacedFont(advance: 7, lineHeight: 12))`, or the plain closure.
    var swift: String {
        let font = "MonospacedFont(advance: \(swiftNumber(advance)), lineHeight: \(swiftNumber(lineHeight)))"
        return isPlain ? "Measure(\"plain\") { width in \(font).size(of: \(String(reflecting: text)), width: width) }"
            : ".text(\(String(reflecting: text)), font: \(font))"
    }
}

extension CompoundCall {
    /// `i3.edges == i4.edges.inset(top: 8)`, `i3.size <= i4.size * 0.5 + Size(…)`, `i3.center == i4.center + Point(…)`.
    var swift: String {
        let a = "i\(first)", b = "i\(second)"
        var text: String
        switch kind {
        case .edges: text = "\(a).edges == \(b).edges.inset(\(swiftInsetArguments(FuzzInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))))"
        case .edgesWithinMargins: text = "\(a).edges == \(b).edgesWithinMargins.inset(\(swiftInsetArguments(FuzzInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))))"
        case .directionalEdges: text = "\(a).directionalEdges == \(b).directionalEdges.inset(\(swiftInsetArguments(FuzzInsets(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))))"
        case .horizontalEdges: text = "\(a).horizontalEdges == \(b).horizontalEdges.inset(\(swiftInsetArguments(FuzzInsets(left: insets.left, right: insets.right))))"
        case .verticalEdges: text = "\(a).verticalEdges == \(b).verticalEdges.inset(\(swiftInsetArguments(FuzzInsets(top: insets.top, bottom: insets.bottom))))"
        case .center: text = "\(a).center == \(b).center + Point(x: \(swiftNumber(offset.width)), y: \(swiftNumber(offset.height)))"
        case .size: text = "\(a).size \(relation.rawValue) \(b).size * \(swiftNumber(scale)) + \(swiftSize(offset))"
        }
        return text + (relationPriority.map { " ~ \($0)" } ?? "")
    }
}

extension BarrierCall {
    /// `i3.left >= make.barrier(.trailing, of: i4, i5) + 8`, or the barrier first.
    func swift(make: String) -> String {
        let barrier = "\(make).barrier(.\(edge), of: \(items.isEmpty ? "[Item]()" : itemList(items)))" + swiftShift(shift)
        return barrierFirst ? "\(barrier) \(relation.rawValue) \(anchor.swift)" : "\(anchor.swift) \(relation.rawValue) \(barrier)"
    }
}

/// `i1, i2`.
private func itemList(_ items: [Int]) -> String { items.map { "i\($0)" }.joined(separator: ", ") }

/// ` + 4`, ` - 4`, or nothing for 0.
private func swiftShift(_ shift: Double) -> String {
    if shift == 0 { return "" }
    if shift.isFinite, shift < 0 { return " - \(swiftNumber(-shift))" }
    return " + \(swiftNumber(shift))"
}

/// A Double as a Swift literal: `20`, `0.5`, `1e+308`, `Double.nan`, `-Double.infinity`.
func swiftNumber(_ value: Double) -> String {
    // Spelled with the type: a list of `any PlaceElementConvertible` or `any ExtentConvertible` gives `.nan` no type.
    if value.isNaN { return "Double.nan" }
    if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
    if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
}

/// `Size(width: 300, height: 200)` or `nil`.
func swiftSize(_ size: FuzzSize?) -> String {
    guard let size else { return "nil" }
    return "Size(width: \(swiftNumber(size.width)), height: \(swiftNumber(size.height)))"
}

/// The non-zero arguments of an `EdgeInsets` or `insetEdges` call.
func swiftInsetArguments(_ insets: FuzzInsets) -> String {
    let parts: [(String, Double)] = [("top", insets.top), ("left", insets.left), ("leading", insets.leading),
                                     ("bottom", insets.bottom), ("right", insets.right), ("trailing", insets.trailing)]
    return parts.filter { $0.1 != 0 || $0.1.isNaN }.map { "\($0.0): \(swiftNumber($0.1))" }.joined(separator: ", ")
}
