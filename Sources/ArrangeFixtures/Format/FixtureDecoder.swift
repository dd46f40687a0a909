import Foundation

/// Reads fixture files, checking every part of the format.
///
/// Each failure is a ``FixtureError`` naming the file, the JSON path and what
/// was expected there. Unknown keys are errors (a misspelt verb must not be
/// silently ignored), and every item or group a step names must exist.
public struct FixtureDecoder {
    /// Names that mean something else inside xPlace / yPlace lists.
    public static let reservedNames: Set<String> = ["wall", "divider", "flexible"]

    private let file: String
    private var itemNames: [String] = []
    private var groupNames: Set<String> = []

    private init(file: String) { self.file = file }

    /// Reads and decodes the fixture at `path`.
    public static func load(path: String) throws(FixtureError) -> Fixture {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(file: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadable(file: path, reason: "it is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(file: path, reason: "permission denied or I/O error")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(file: path, reason: "not UTF-8 text")
        }
        return try decode(text, file: path)
    }

    /// Decodes fixture `text`; `file` is used in messages.
    public static func decode(_ text: String, file: String) throws(FixtureError) -> Fixture {
        let parsed: (value: JSONValue, lines: [JSONPath: Int])
        do { parsed = try JSONParser.parseWithLines(text) } catch { throw .syntax(file: file, error) }
        var decoder = FixtureDecoder(file: file)
        var fixture = try decoder.fixture(parsed.value)
        fixture.lines = parsed.lines
        return fixture
    }

    // MARK: - Errors and basic values

    private func fail(_ path: JSONPath, _ expected: String, _ value: JSONValue?) -> FixtureError {
        .malformed(file: file, path: path, expected: expected, found: value?.kindDescription ?? "nothing (the key is missing)")
    }

    private func members(_ value: JSONValue, _ path: JSONPath, _ what: String, allowed: [String]) throws(FixtureError) -> [(key: String, value: JSONValue)] {
        guard case let .object(members) = value else { throw fail(path, what, value) }
        for member in members where !allowed.contains(member.key) {
            throw .malformed(file: file, path: path.appending(member.key),
                             expected: "one of the keys " + allowed.map { "\"\($0)\"" }.joined(separator: ", ") + " in \(what)",
                             found: "the unknown key \"\(member.key)\"")
        }
        return members
    }

    private func number(_ value: JSONValue?, _ path: JSONPath, _ what: String = "a number") throws(FixtureError) -> Double {
        switch value {
        case let .number(n)?: return n
        case .string("inf")?: return .infinity
        case .string("-inf")?: return -.infinity
        case .string("nan")?: return .nan
        default: throw fail(path, what, value)
        }
    }

    private func string(_ value: JSONValue?, _ path: JSONPath, _ what: String = "a string") throws(FixtureError) -> String {
        guard case let .string(s)? = value else { throw fail(path, what, value) }
        return s
    }

    private func size(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> SizeValue {
        let what = "a size [width, height] of two numbers"
        guard case let .array(pair)? = value, pair.count == 2 else { throw fail(path, what, value) }
        return SizeValue(width: try number(pair[0], path.appending(0), what), height: try number(pair[1], path.appending(1), what))
    }

    private func priority(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> Int {
        let what = "a priority: an integer on the UIKit scale 1…1000, or \"required\", \"high\", \"low\""
        switch value {
        case .string("required")?: return 1000
        case .string("high")?: return 750
        case .string("low")?: return 250
        case let .number(n)? where n == n.rounded() && abs(n) < 1e9: return Int(n)
        default: throw fail(path, what, value)
        }
    }

    private func axisPriorities(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> PriorityPair {
        let what = "[horizontal, vertical] priorities"
        guard case let .array(pair)? = value, pair.count == 2 else { throw fail(path, what, value) }
        return PriorityPair(horizontal: try priority(pair[0], path.appending(0)), vertical: try priority(pair[1], path.appending(1)))
    }

    private func item(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> String {
        let what = "the name of an item in the tree"
        guard case let .string(name)? = value else { throw fail(path, what, value) }
        guard itemNames.contains(name) else {
            throw .malformed(file: file, path: path, expected: what + " (" + itemNames.joined(separator: ", ") + ")",
                             found: "\"\(name)\", which names no item")
        }
        return name
    }

    /// A name or a list of names.
    private func items(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> [String] {
        if case let .array(elements)? = value {
            var out: [String] = []
            for (i, e) in elements.enumerated() { out.append(try item(e, path.appending(i))) }
            return out
        }
        if case .string? = value { return [try item(value, path)] }
        throw fail(path, "an item name or a list of item names", value)
    }

    // MARK: - Fixture, items

    private mutating func fixture(_ document: JSONValue) throws(FixtureError) -> Fixture {
        let root = JSONPath.root
        let top = try members(document, root, "a fixture object", allowed: ["description", "note", "knownIssue", "disabled", "root", "otherTrees", "steps"])
        func get(_ key: String) -> JSONValue? { top.first { $0.key == key }?.value }
        let description = try get("description").map { v throws(FixtureError) in try string(v, root.appending("description")) }
        let note = try get("note").map { v throws(FixtureError) in try string(v, root.appending("note")) }
        let knownIssue = try get("knownIssue").map { v throws(FixtureError) in try string(v, root.appending("knownIssue")) }
        let disabled = try get("disabled").map { v throws(FixtureError) in try string(v, root.appending("disabled")) }
        let tree = try itemSpec(get("root"), root.appending("root"), isRoot: true, isMain: true)
        var others: [ItemSpec] = []
        if let value = get("otherTrees") {
            guard case let .array(elements) = value else { throw fail(root.appending("otherTrees"), "an array of root items", value) }
            for (i, e) in elements.enumerated() {
                others.append(try itemSpec(e, root.appending("otherTrees").appending(i), isRoot: true, isMain: false))
            }
        }
        guard case let .array(stepValues)? = get("steps"), !stepValues.isEmpty else {
            throw fail(root.appending("steps"), "a non-empty array of steps", get("steps"))
        }
        var steps: [Step] = []
        for (i, value) in stepValues.enumerated() { steps.append(try step(value, root.appending("steps").appending(i))) }
        return Fixture(file: file, description: description, note: note, knownIssue: knownIssue, disabled: disabled, root: tree, otherTrees: others, steps: steps, document: document, lines: [:])
    }

    private mutating func itemSpec(_ value: JSONValue?, _ path: JSONPath, isRoot: Bool, isMain: Bool) throws(FixtureError) -> ItemSpec {
        var allowed = ["name", "intrinsicSize", "hugging", "compressionResistance", "children", "note"]
        if isRoot { allowed += ["size", "direction"] }
        guard let value else { throw fail(path, "an item object with a \"name\"", nil) }
        let m = try members(value, path, isRoot ? "a root item" : "an item", allowed: allowed)
        func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
        let name = try string(get("name"), path.appending("name"), "a name (letters, digits and _)")
        let identifier = !name.isEmpty && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        } && !("0"..."9").contains(name.unicodeScalars.first!)
        guard identifier else {
            throw .malformed(file: file, path: path.appending("name"), expected: "a name of letters, digits and _ (not starting with a digit)", found: "\"\(name)\"")
        }
        guard !FixtureDecoder.reservedNames.contains(name) else {
            throw .malformed(file: file, path: path.appending("name"), expected: "a name other than wall, divider, flexible (they are place-list words)", found: "\"\(name)\"")
        }
        guard !itemNames.contains(name) else {
            throw .malformed(file: file, path: path.appending("name"), expected: "a name unique in the fixture", found: "a second item named \"\(name)\"")
        }
        itemNames.append(name)
        var spec = ItemSpec(name: name, size: nil, intrinsicSize: nil, hugging: nil, compressionResistance: nil, direction: nil, children: [])
        if let v = get("size") { spec.size = try size(v, path.appending("size")) }
        if isMain, spec.size == nil { throw fail(path.appending("size"), "the root size [width, height]", nil) }
        if let v = get("intrinsicSize") { spec.intrinsicSize = try size(v, path.appending("intrinsicSize")) }
        if let v = get("hugging") { spec.hugging = try axisPriorities(v, path.appending("hugging")) }
        if let v = get("compressionResistance") { spec.compressionResistance = try axisPriorities(v, path.appending("compressionResistance")) }
        if let v = get("direction") {
            guard case let .string(s) = v, let d = LayoutDirectionValue(rawValue: s) else {
                throw fail(path.appending("direction"), "\"leftToRight\" or \"rightToLeft\"", v)
            }
            spec.direction = d
        }
        if let v = get("children") {
            guard case let .array(elements) = v else { throw fail(path.appending("children"), "an array of items", v) }
            for (i, e) in elements.enumerated() {
                spec.children.append(try itemSpec(e, path.appending("children").appending(i), isRoot: false, isMain: false))
            }
        }
        return spec
    }

    // MARK: - Steps

    private static let actions = ["arrange", "uninstall", "resize", "intrinsicSize", "removeFromParent"]

    private mutating func step(_ value: JSONValue, _ path: JSONPath) throws(FixtureError) -> Step {
        let allowed = FixtureDecoder.actions + ["group", "replacing", "calls", "to", "expect", "note"]
        let m = try members(value, path, "a step", allowed: allowed)
        func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
        let present = FixtureDecoder.actions.filter { get($0) != nil }
        guard present.count == 1, let verb = present.first else {
            throw .malformed(file: file, path: path, expected: "exactly one action key among " + FixtureDecoder.actions.joined(separator: ", "),
                             found: present.isEmpty ? "none" : present.joined(separator: " and "))
        }
        let extras: [String: [String]] = ["arrange": ["group", "replacing", "calls"], "intrinsicSize": ["to"]]
        for key in ["group", "replacing", "calls", "to"] where get(key) != nil && !(extras[verb] ?? []).contains(key) {
            throw .malformed(file: file, path: path.appending(key), expected: "no \"\(key)\" in a \(verb) step", found: "\"\(key)\"")
        }
        let action: Step.Action
        switch verb {
        case "arrange":
            let container = try item(get("arrange"), path.appending("arrange"))
            let group = try get("group").map { v throws(FixtureError) in try string(v, path.appending("group"), "a group name") }
            guard case let .array(callValues)? = get("calls") else {
                throw fail(path.appending("calls"), "an array of make calls", get("calls"))
            }
            let calls = try self.calls(callValues, path.appending("calls"))
            if let old = get("replacing") {
                let name = try string(old, path.appending("replacing"), "the name of an earlier group")
                guard groupNames.contains(name) else {
                    throw .malformed(file: file, path: path.appending("replacing"), expected: "the name of an earlier group (" + groupNames.sorted().joined(separator: ", ") + ")", found: "\"\(name)\"")
                }
                action = .replace(container: container, replacing: name, group: group, calls: calls)
            } else {
                action = .arrange(container: container, group: group, calls: calls)
            }
            if let group { groupNames.insert(group) }
        case "uninstall":
            let name = try string(get("uninstall"), path.appending("uninstall"), "the name of an earlier group")
            guard groupNames.contains(name) else {
                throw .malformed(file: file, path: path.appending("uninstall"), expected: "the name of an earlier group (" + groupNames.sorted().joined(separator: ", ") + ")", found: "\"\(name)\"")
            }
            action = .uninstall(group: name)
        case "resize":
            action = .resize(try size(get("resize"), path.appending("resize")))
        case "intrinsicSize":
            let name = try item(get("intrinsicSize"), path.appending("intrinsicSize"))
            let to = get("to")
            if to == nil || to == .null {
                guard to != nil else { throw fail(path.appending("to"), "the new intrinsic size [width, height] or null", nil) }
                action = .setIntrinsicSize(item: name, nil)
            } else {
                action = .setIntrinsicSize(item: name, try size(to, path.appending("to")))
            }
        default:
            action = .removeFromParent(item: try item(get("removeFromParent"), path.appending("removeFromParent")))
        }
        let expectation = try get("expect").map { v throws(FixtureError) in try expect(v, path.appending("expect")) }
        let note = try get("note").map { v throws(FixtureError) in try string(v, path.appending("note")) }
        return Step(action: action, expectation: expectation, note: note, path: path)
    }

    private func expect(_ value: JSONValue, _ path: JSONPath) throws(FixtureError) -> Expectation {
        let m = try members(value, path, "an expectation", allowed: ["frames", "error", "ambiguous", "note"])
        func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
        var expectation = Expectation()
        if let v = get("frames") {
            let fp = path.appending("frames")
            let frameMembers = try members(v, fp, "frames by item name", allowed: itemNames)
            for (name, frameValue) in frameMembers {
                let what = "a frame [x, y, width, height] of four numbers"
                guard case let .array(f) = frameValue, f.count == 4 else { throw fail(fp.appending(name), what, frameValue) }
                var n: [Double] = []
                for (i, e) in f.enumerated() { n.append(try number(e, fp.appending(name).appending(i), what)) }
                expectation.frames.append(ExpectedFrame(item: name, frame: Frame(x: n[0], y: n[1], width: n[2], height: n[3])))
            }
        }
        if let v = get("error") {
            let ep = path.appending("error")
            let em = try members(v, ep, "an expected error", allowed: ["kind", "mentions"])
            let kind = try string(em.first { $0.key == "kind" }?.value, ep.appending("kind"), "the error kind, e.g. \"conflict\"")
            var mentions: [String] = []
            if let list = em.first(where: { $0.key == "mentions" })?.value {
                guard case let .array(elements) = list else { throw fail(ep.appending("mentions"), "an array of strings", list) }
                for (i, e) in elements.enumerated() { mentions.append(try string(e, ep.appending("mentions").appending(i))) }
            }
            expectation.error = ExpectedError(kind: kind, mentions: mentions)
        }
        if let v = get("ambiguous") {
            expectation.ambiguous = try items(v, path.appending("ambiguous"))
        }
        return expectation
    }

    // MARK: - Calls

    private static let verbs = ["size", "width", "height"] + AlignVerb.allCases.map(\.rawValue)
        + ["xPlace", "yPlace", "insetEdges", "resetEdges", "ref", "install"]

    private func calls(_ values: [JSONValue], _ path: JSONPath) throws(FixtureError) -> [Call] {
        var out: [Call] = []
        for (i, value) in values.enumerated() { out.append(try call(value, path.appending(i))) }
        return out
    }

    private func call(_ value: JSONValue, _ path: JSONPath) throws(FixtureError) -> Call {
        let verbs = FixtureDecoder.verbs
        guard case let .object(m) = value else { throw fail(path, "a make call such as {\"xLeft\": \"red\"}", value) }
        func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
        let present = m.map(\.key).filter { verbs.contains($0) }
        guard present.count == 1, let verb = present.first else {
            let unknown = m.map(\.key).first { !verbs.contains($0) && !["==", "<=", ">=", "priority", "note", "saveAs", "calls"].contains($0) }
            throw .malformed(file: file, path: unknown.map { path.appending($0) } ?? path,
                             expected: "exactly one verb among " + verbs.joined(separator: " "),
                             found: unknown.map { "the unknown verb \"\($0)\"" } ?? (present.isEmpty ? "none" : present.joined(separator: " and ")))
        }
        var allowed = [verb, "priority", "note"]
        switch verb {
        case "size", "width", "height": allowed += RelationValue.allCases.map(\.rawValue)
        case "insetEdges": allowed.append("saveAs")
        case "ref": allowed.append("calls")
        default: break
        }
        _ = try members(value, path, "a \(verb) call", allowed: allowed)
        let argument = get(verb)
        let argPath = path.appending(verb)
        let priority = try get("priority").map { v throws(FixtureError) in try self.priority(v, path.appending("priority")) }
        let kind: Call.Kind
        switch verb {
        case "size", "width", "height":
            let relations = RelationValue.allCases.filter { get($0.rawValue) != nil }
            guard relations.count == 1, let relation = relations.first else {
                throw .malformed(file: file, path: path, expected: "exactly one relation key \"==\", \"<=\" or \">=\" beside \"\(verb)\"",
                                 found: relations.isEmpty ? "none" : "\(relations.count)")
            }
            let items = try self.items(argument, argPath)
            let rhs = get(relation.rawValue)!
            let rhsPath = path.appending(relation.rawValue)
            if verb == "size" {
                let what = "a size [width, height] (numbers, or \"w\" / \"h\" expressions)"
                guard case let .array(pair) = rhs, pair.count == 2 else { throw fail(rhsPath, what, rhs) }
                kind = .size(items: items, relation: relation, .pair(try dimension(pair[0], rhsPath.appending(0)), try dimension(pair[1], rhsPath.appending(1))))
            } else {
                let axis: AxisValue = verb == "width" ? .horizontal : .vertical
                if case let .array(list) = rhs {
                    var numbers: [Double] = []
                    for (i, e) in list.enumerated() { numbers.append(try number(e, rhsPath.appending(i), "a number (one per item)")) }
                    kind = .dimension(axis: axis, items: items, relation: relation, .list(numbers))
                } else {
                    kind = .dimension(axis: axis, items: items, relation: relation, .single(try dimension(rhs, rhsPath)))
                }
            }
        case "xPlace", "yPlace":
            guard case let .array(elements)? = argument else { throw fail(argPath, "an array of numbers, item names, \"wall\", \"divider\", \"flexible\"", argument) }
            var out: [PlaceElementValue] = []
            for (i, e) in elements.enumerated() { out.append(try placeElement(e, argPath.appending(i))) }
            kind = .place(axis: verb == "xPlace" ? .horizontal : .vertical, elements: out)
        case "insetEdges":
            let saveAs = try get("saveAs").map { v throws(FixtureError) in try string(v, path.appending("saveAs"), "a name for the previous insets") }
            kind = .insetEdges(try insets(argument, argPath), saveAs: saveAs)
        case "resetEdges":
            if case let .string(name)? = argument { kind = .resetEdges(.saved(name)) } else { kind = .resetEdges(.insets(try insets(argument, argPath))) }
        case "ref":
            let target = try item(argument, argPath)
            guard case let .array(callValues)? = get("calls") else { throw fail(path.appending("calls"), "an array of make calls for the ref context", get("calls")) }
            kind = .ref(item: target, calls: try calls(callValues, path.appending("calls")))
        case "install":
            let text = try string(argument, argPath, "a relation such as \"title.left == icon.right + 8\"")
            let relation: AnchorRelationValue
            do { relation = try AnchorRelationValue.parse(text) } catch {
                throw .malformed(file: file, path: argPath, expected: error.expected, found: "\"\(text)\"")
            }
            for ref in [relation.lhs] + (relation.rhs.map { [$0] } ?? []) where !itemNames.contains(ref.item) {
                throw .malformed(file: file, path: argPath, expected: "anchors of items in the tree (" + itemNames.joined(separator: ", ") + ")", found: "\"\(ref.item)\", which names no item")
            }
            kind = .install(relation)
        default:
            kind = .align(AlignVerb(rawValue: verb)!, items: try items(argument, argPath))
        }
        return Call(kind: kind, priority: priority, path: path)
    }

    private func placeElement(_ value: JSONValue, _ path: JSONPath) throws(FixtureError) -> PlaceElementValue {
        let what = "a number, an item name, \"wall\", \"divider\", \"flexible\" or {\"flexible\": weight}"
        switch value {
        case .number: return .number(try number(value, path))
        case .string("wall"): return .wall
        case .string("divider"): return .divider
        case .string("flexible"): return .flexible(weight: 1)
        case .string("inf"), .string("-inf"), .string("nan"): return .number(try number(value, path))
        case .string: return .item(try item(value, path))
        case let .object(m) where m.count == 1 && m[0].key == "flexible":
            return .flexible(weight: try number(m[0].value, path.appending("flexible"), "a weight (number)"))
        default: throw fail(path, what, value)
        }
    }

    private func insets(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> InsetsValue {
        if case .number? = value {
            let e = try number(value, path)
            return InsetsValue(top: e, left: e, bottom: e, right: e)
        }
        guard let value else { throw fail(path, "insets: a number for every edge or {\"top\", \"left\", \"bottom\", \"right\"}", nil) }
        let m = try members(value, path, "insets", allowed: ["top", "left", "bottom", "right"])
        func edge(_ key: String) throws(FixtureError) -> Double {
            guard let v = m.first(where: { $0.key == key })?.value else { return 0 }
            return try number(v, path.appending(key))
        }
        return InsetsValue(top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
    }

    /// A number, or `w` / `h` with an optional `* k`, `/ k`, `k *` and `+ c`, `- c`.
    private func dimension(_ value: JSONValue, _ path: JSONPath) throws(FixtureError) -> DimensionValue {
        let what = "a number or a make.w / make.h expression such as \"w\", \"w / 2 - 10\", \"0.5 * h\""
        if case .number = value { return .number(try number(value, path)) }
        guard case let .string(text) = value else { throw fail(path, what, value) }
        if ["inf", "-inf", "nan"].contains(text) { return .number(try number(value, path)) }
        let tokens = text.split(separator: " ").map(String.init)
        var i = 0, multiplier = 1.0, constant = 0.0
        var axis: AxisValue?
        if tokens.count >= 3, let k = Double(tokens[0]), tokens[1] == "*" { multiplier = k; i = 2 }
        if i < tokens.count, tokens[i] == "w" || tokens[i] == "h" { axis = tokens[i] == "w" ? .horizontal : .vertical; i += 1 }
        guard let axis else { throw .malformed(file: file, path: path, expected: what + " (tokens separated by spaces)", found: "\"\(text)\"") }
        if i + 1 < tokens.count, tokens[i] == "*" || tokens[i] == "/", let k = Double(tokens[i + 1]), tokens[i] == "*" || k != 0 {
            multiplier *= tokens[i] == "*" ? k : 1 / k; i += 2
        }
        while i + 1 < tokens.count, tokens[i] == "+" || tokens[i] == "-", let c = Double(tokens[i + 1]) {
            constant += tokens[i] == "+" ? c : -c; i += 2
        }
        guard i == tokens.count else { throw .malformed(file: file, path: path, expected: what + " (tokens separated by spaces)", found: "\"\(text)\"") }
        return .proxy(axis, multiplier: multiplier, constant: constant)
    }
}
