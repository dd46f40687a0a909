
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
        }
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

/// A Double as a Swift literal: `20`, `0.5`, `1e+308`, `.nan`, `-.infinity`.
func swiftNumber(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
}

/// `Size(width: 300, height: 200)` or `nil`.
func swiftSize(_ size: FuzzSize?) -> String {
    guard let size else { return "nil" }
    return "Size(width: \(swiftNumber(size.width)), height: \(swiftNumber(size.height)))"
}

/// The non-zero arguments of an `EdgeInsets` or `insetEdges` call.
private func swiftInsetArguments(_ insets: FuzzInsets) -> String {
    let parts: [(String, Double)] = [("top", insets.top), ("left", insets.left), ("leading", insets.leading),
                                     ("bottom", insets.bottom), ("right", insets.right), ("trailing", insets.trailing)]
    return parts.filter { $0.1 != 0 || $0.1.isNaN }.map { "\($0.0): \(swiftNumber($0.1))" }.joined(separator: ", ")
}
