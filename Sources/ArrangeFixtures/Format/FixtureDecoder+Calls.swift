/// Make calls: verbs, relations, place lists, insets and `w`/`h` expressions.
extension FixtureDecoder {
    /// The verb keys of a make call; exactly one per call.
    static let verbs = ["size", "width", "height"] + AlignVerb.allCases.map(\.rawValue)
        + ["xPlace", "yPlace", "insetEdges", "resetEdges", "ref", "install", "align", "distribute", "refWithinMargins", "xStack", "yStack", "grid", "flow", "firstFitting"]

    /// The calls `values` at `path`; `lines` are those of the array.
    func calls(_ values: [JSONValue], _ path: JSONPath, lines: JSONLines?) throws(FixtureError) -> [Call] {
        var out: [Call] = []
        let callLines = lines?.children ?? []
        for (i, value) in values.enumerated() {
            out.append(try call(value, path.appending(i), lines: i < callLines.count ? callLines[i] : nil))
        }
        return out
    }

    /// The call `value` at `path`; `lines` are those of the call object (its line is the call site).
    func call(_ value: JSONValue, _ path: JSONPath, lines: JSONLines?) throws(FixtureError) -> Call {
        let verbs = FixtureDecoder.verbs
        guard case let .object(m) = value else { throw fail(path, "a make call such as {\"xLeft\": \"red\"}", value) }
        func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
        let present = m.map(\.key).filter { verbs.contains($0) }
        guard present.count == 1, let verb = present.first else {
            let unknown = m.map(\.key).first { !verbs.contains($0) && !["==", "<=", ">=", "priority", "identifier", "note", "saveAs", "calls", "inset", "offset", "items", "by", "barrier"].contains($0) && !FixtureDecoder.stackKeys.contains($0) && !FixtureDecoder.gridKeys.contains($0) && !FixtureDecoder.flowKeys.contains($0) && !FixtureDecoder.firstFittingKeys.contains($0) }
            throw .malformed(file: file, path: unknown.map { path.appending($0) } ?? path,
                             expected: "exactly one verb among " + verbs.joined(separator: " "),
                             found: unknown.map { "the unknown verb \(Snippet.quoted($0))" } ?? (present.isEmpty ? "none" : present.joined(separator: " and ")))
        }
        var allowed = [verb, "priority", "note"]
        if !["insetEdges", "resetEdges", "ref", "refWithinMargins"].contains(verb) { allowed.append("identifier") }
        switch verb {
        case "size", "width", "height": allowed += RelationValue.allCases.map(\.rawValue)
        case "insetEdges": allowed.append("saveAs")
        case "ref", "refWithinMargins": allowed.append("calls")
        case "install": allowed += ["inset", "offset", "barrier"]
        case "align": allowed.append("items")
        case "distribute": allowed += ["by", "items"]
        case "xStack", "yStack": allowed += FixtureDecoder.stackKeys
        case "grid": allowed += FixtureDecoder.gridKeys
        case "flow": allowed += FixtureDecoder.flowKeys
        case "firstFitting": allowed += FixtureDecoder.firstFittingKeys
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
                if case let .array(list) = rhs, list.contains(where: { if case let .string(text) = $0 { !["inf", "-inf", "nan"].contains(text) } else { false } }) {
                    var values: [DimensionValue] = []
                    for (i, e) in list.enumerated() { values.append(try dimension(e, rhsPath.appending(i))) }
                    kind = .dimension(axis: axis, items: items, relation: relation, .values(values))
                } else if case let .array(list) = rhs {
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
            kind = .ref(item: target, calls: try calls(callValues, path.appending("calls"), lines: lines?.member("calls", of: value)))
        case "refWithinMargins":
            let target = try item(argument, argPath)
            guard case let .array(callValues)? = get("calls") else { throw fail(path.appending("calls"), "an array of make calls for the context within the margins", get("calls")) }
            kind = .refWithinMargins(item: target, calls: try calls(callValues, path.appending("calls"), lines: lines?.member("calls", of: value)))
        case "install":
            let text = try string(argument, argPath, "a relation such as \"title.left == icon.right + 8\"")
            if let barrier = get("barrier") {
                kind = .installBarrier(try barrierRelation(text, barrier, path))
                break
            }
            if CompoundRelationValue.names(text) {
                kind = .installCompound(try compoundRelation(text, call: value, path))
                break
            }
            for key in ["inset", "offset"] where get(key) != nil {
                throw .malformed(file: file, path: path.appending(key), expected: "\"\(key)\" only beside a relation of compound anchors", found: "it beside \(Snippet.quoted(text))")
            }
            let relation: AnchorRelationValue
            do { relation = try AnchorRelationValue.parse(text) } catch {
                throw .malformed(file: file, path: argPath, expected: error.expected, found: Snippet.quoted(text))
            }
            for ref in [relation.lhs] + (relation.rhs.map { [$0] } ?? []) where !knownItems.contains(ref.item) {
                throw .malformed(file: file, path: argPath, expected: "anchors of items in the tree (" + Snippet.list(itemNames) + ")", found: "\(Snippet.quoted(ref.item)), which names no item")
            }
            kind = .install(relation)
        case "align", "distribute":
            kind = try itemsVerb(verb, argument, call: value, path)
        case "xStack", "yStack":
            kind = try stack(verb, argument, call: value, path)
        case "grid":
            kind = .grid(try grid(value, path))
        case "flow":
            kind = try flow(value, path)
        case "firstFitting":
            kind = try firstFitting(value, path, lines: lines)
        default:
            kind = .align(AlignVerb(rawValue: verb)!, items: try items(argument, argPath))
        }
        let identifier = try get("identifier").map { v throws(FixtureError) in try string(v, path.appending("identifier"), "a name for the call's handle") }
        return Call(kind: kind, priority: priority, identifier: identifier, path: path, line: lines?.line ?? 0)
    }

    func placeElement(_ value: JSONValue, _ path: JSONPath) throws(FixtureError) -> PlaceElementValue {
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

    func insets(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> InsetsValue {
        if case .number? = value {
            let e = try number(value, path)
            return InsetsValue(top: e, left: e, bottom: e, right: e)
        }
        guard let value else { throw fail(path, "insets: a number for every edge or {\"top\", \"left\", \"bottom\", \"right\", \"leading\", \"trailing\"}", nil) }
        let m = try members(value, path, "insets", allowed: ["top", "left", "bottom", "right", "leading", "trailing"])
        func edge(_ key: String) throws(FixtureError) -> Double {
            guard let v = m.first(where: { $0.key == key })?.value else { return 0 }
            return try number(v, path.appending(key))
        }
        return InsetsValue(top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"),
                           leading: try edge("leading"), trailing: try edge("trailing"))
    }

    /// A number, or `w` / `h` with an optional `* k`, `/ k`, `k *` and `+ c`, `- c`.
    func dimension(_ value: JSONValue, _ path: JSONPath) throws(FixtureError) -> DimensionValue {
        let what = "a number or a make.w / make.h expression such as \"w\", \"w / 2 - 10\", \"0.5 * h\""
        if case .number = value { return .number(try number(value, path)) }
        guard case let .string(text) = value else { throw fail(path, what, value) }
        if ["inf", "-inf", "nan"].contains(text) { return .number(try number(value, path)) }
        let tokens = text.split(separator: " ").map(String.init)
        var i = 0, multiplier = 1.0, constant = 0.0
        var axis: AxisValue?
        if tokens.count >= 3, let k = Double(tokens[0]), tokens[1] == "*" { multiplier = k; i = 2 }
        if i < tokens.count, tokens[i] == "w" || tokens[i] == "h" { axis = tokens[i] == "w" ? .horizontal : .vertical; i += 1 }
        guard let axis else { throw .malformed(file: file, path: path, expected: what + " (tokens separated by spaces)", found: Snippet.quoted(text)) }
        if i + 1 < tokens.count, tokens[i] == "*" || tokens[i] == "/", let k = Double(tokens[i + 1]), tokens[i] == "*" || k != 0 {
            multiplier *= tokens[i] == "*" ? k : 1 / k; i += 2
        }
        while i + 1 < tokens.count, tokens[i] == "+" || tokens[i] == "-", let c = Double(tokens[i + 1]) {
            constant += tokens[i] == "+" ? c : -c; i += 2
        }
        guard i == tokens.count else { throw .malformed(file: file, path: path, expected: what + " (tokens separated by spaces)", found: Snippet.quoted(text)) }
        return .proxy(axis, multiplier: multiplier, constant: constant)
    }
}
