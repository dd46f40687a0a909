/// Steps and their expectations.
extension FixtureDecoder {
    /// The action keys of a step; exactly one per step.
    static let actions = ["arrange", "uninstall", "resize", "intrinsicSize", "removeFromParent", "layoutDirection",
                          "setConstant", "setPriority", "activate", "deactivate", "installGroup", "emptyGroup", "removeConstraints",
                          "givenSize", "fittingSize",
                          "baselines", "margins", "safeArea", "pixelScale", "hidden"]

    /// The step `value` at `path`; `lines` (where its values start) give its calls their lines.
    mutating func step(_ value: JSONValue, _ path: JSONPath, lines: JSONLines?) throws(FixtureError) -> Step {
        let allowed = FixtureDecoder.actions + ["group", "replacing", "calls", "to", "argument", "on", "width", "height", "expect", "note"]
        let m = try members(value, path, "a step", allowed: allowed)
        func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
        let present = FixtureDecoder.actions.filter { get($0) != nil }
        guard present.count == 1, let verb = present.first else {
            throw .malformed(file: file, path: path, expected: "exactly one action key among " + FixtureDecoder.actions.joined(separator: ", "),
                             found: present.isEmpty ? "none" : present.joined(separator: " and "))
        }
        let extras: [String: [String]] = ["arrange": ["group", "replacing", "calls"], "intrinsicSize": ["to"], "layoutDirection": ["to"],
                                          "setConstant": ["to", "argument", "on"], "setPriority": ["to"], "removeConstraints": ["on"],
                                          "fittingSize": ["width", "height"],
                                          "baselines": ["to"], "margins": ["to"], "safeArea": ["to"], "pixelScale": ["to"], "hidden": ["to"]]
        for key in ["group", "replacing", "calls", "to", "argument", "on", "width", "height"] where get(key) != nil && !(extras[verb] ?? []).contains(key) {
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
            let calls = try self.calls(callValues, path.appending("calls"), lines: lines?.member("calls", of: value))
            handleNames.formUnion(Self.identifiers(in: calls))
            if let old = get("replacing") {
                let name = try string(old, path.appending("replacing"), "the name of an earlier group")
                guard groupNames.contains(name) else {
                    throw .malformed(file: file, path: path.appending("replacing"), expected: "the name of an earlier group (" + Snippet.list(groupNames.sorted()) + ")", found: Snippet.quoted(name))
                }
                action = .replace(container: container, replacing: name, group: group, calls: calls)
            } else {
                action = .arrange(container: container, group: group, calls: calls)
            }
            if let group { groupNames.insert(group) }
        case "uninstall":
            let name = try string(get("uninstall"), path.appending("uninstall"), "the name of an earlier group")
            guard groupNames.contains(name) else {
                throw .malformed(file: file, path: path.appending("uninstall"), expected: "the name of an earlier group (" + Snippet.list(groupNames.sorted()) + ")", found: Snippet.quoted(name))
            }
            action = .uninstall(group: name)
        case "resize":
            action = .resize(try size(get("resize"), path.appending("resize")))
        case "margins":
            let name = try item(get("margins"), path.appending("margins"))
            action = .setMargins(item: name, try insets(get("to"), path.appending("to")))
        case "safeArea":
            let name = try item(get("safeArea"), path.appending("safeArea"))
            guard let to = get("to") else { throw fail(path.appending("to"), "the new safe-area insets or null", nil) }
            action = .setSafeArea(item: name, to == .null ? nil : try insets(to, path.appending("to")))
        case "pixelScale":
            let name = try item(get("pixelScale"), path.appending("pixelScale"))
            guard let to = get("to") else { throw fail(path.appending("to"), "the new pixel scale (device pixels per point) or null", nil) }
            action = .setPixelScale(item: name, to == .null ? nil : try number(to, path.appending("to")), line: lines?.line ?? 0)
        case "baselines":
            let name = try item(get("baselines"), path.appending("baselines"))
            guard let to = get("to") else { throw fail(path.appending("to"), "the new baselines [first, last] or null", nil) }
            action = .setBaselines(item: name, to == .null ? nil : try baselines(to, path.appending("to")))
        case "intrinsicSize":
            let name = try item(get("intrinsicSize"), path.appending("intrinsicSize"))
            let to = get("to")
            if to == nil || to == .null {
                guard to != nil else { throw fail(path.appending("to"), "the new intrinsic size [width, height] or null", nil) }
                action = .setIntrinsicSize(item: name, nil)
            } else {
                action = .setIntrinsicSize(item: name, try size(to, path.appending("to")))
            }
        case "hidden":
            action = .setHidden(item: try item(get("hidden"), path.appending("hidden")), try bool(get("to"), path.appending("to")))
        case "layoutDirection":
            let name = try item(get("layoutDirection"), path.appending("layoutDirection"))
            switch get("to") {
            case .null?: action = .setDirection(item: name, nil)
            case let .string(s)? where LayoutDirectionValue(rawValue: s) != nil: action = .setDirection(item: name, LayoutDirectionValue(rawValue: s))
            case let other: throw fail(path.appending("to"), "\"leftToRight\", \"rightToLeft\" or null (follow the parent)", other)
            }
        case "setConstant":
            let name = try handle(get(verb), path.appending(verb))
            let value = try number(get("to"), path.appending("to"), "the new constant (a number)")
            let argument = try get("argument").map { v throws(FixtureError) -> Int in
                let n = try number(v, path.appending("argument"), "a 1-based argument position")
                guard n == n.rounded(), n >= 1, n < 1e9 else { throw fail(path.appending("argument"), "a 1-based argument position", v) }
                return Int(n)
            }
            action = .setConstant(identifier: name, value: value, argument: argument, on: try get("on").map { v throws(FixtureError) in try anchor(v, path.appending("on")) })
        case "setPriority":
            action = .setPriority(identifier: try handle(get(verb), path.appending(verb)), try priority(get("to"), path.appending("to")))
        case "activate":
            action = .activate(identifier: try handle(get(verb), path.appending(verb)))
        case "deactivate":
            action = .deactivate(identifier: try handle(get(verb), path.appending(verb)))
        case "installGroup":
            let name = try string(get(verb), path.appending(verb), "the name of an earlier group")
            guard groupNames.contains(name) else {
                throw .malformed(file: file, path: path.appending(verb), expected: "the name of an earlier group (" + Snippet.list(groupNames.sorted()) + ")", found: Snippet.quoted(name))
            }
            action = .installGroup(group: name)
        case "emptyGroup":
            let name = try string(get(verb), path.appending(verb), "a name for the empty group")
            groupNames.insert(name)
            action = .emptyGroup(group: name)
        case "givenSize":
            action = .resizeGiven(try givenSize(get(verb), path.appending(verb)))
        case "fittingSize":
            action = .fittingSize(item: try item(get(verb), path.appending(verb)), width: try fitting(get("width"), path.appending("width")),
                                  height: try fitting(get("height"), path.appending("height")), line: lines?.line ?? 0)
        case "removeConstraints":
            let name = try item(get(verb), path.appending(verb))
            action = .removeConstraints(item: name, on: try get("on").map { v throws(FixtureError) in try anchor(v, path.appending("on")) })
        default:
            action = .removeFromParent(item: try item(get("removeFromParent"), path.appending("removeFromParent")))
        }
        let expectation = try get("expect").map { v throws(FixtureError) in try expect(v, path.appending("expect")) }
        let note = try get("note").map { v throws(FixtureError) in try string(v, path.appending("note")) }
        return Step(action: action, expectation: expectation, note: note, path: path)
    }

    /// The identifier of calls of earlier arrange steps (a handle step names one).
    func handle(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> String {
        let name = try string(value, path, "the identifier of a call of an earlier arrange step")
        guard handleNames.contains(name) else {
            throw .malformed(file: file, path: path, expected: "the identifier of a call of an earlier arrange step (" + Snippet.list(handleNames.sorted()) + ")",
                             found: Snippet.quoted(name))
        }
        return name
    }

    /// An anchor name: `left right top bottom leading trailing centerX centerY width height`.
    func anchor(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> AnchorName {
        let what = "an anchor: " + AnchorName.allCases.map(\.rawValue).joined(separator: " ")
        guard case let .string(s)? = value, let anchor = AnchorName(rawValue: s) else { throw fail(path, what, value) }
        return anchor
    }

    /// The identifiers the calls give their handles, nested `ref` calls included.
    static func identifiers(in calls: [Call]) -> [String] {
        calls.flatMap { call -> [String] in
            var names = call.identifier.map { [$0] } ?? []
            if case let .ref(_, inner) = call.kind { names += identifiers(in: inner) }
            return names
        }
    }

    func expect(_ value: JSONValue, _ path: JSONPath) throws(FixtureError) -> Expectation {
        let m = try members(value, path, "an expectation", allowed: ["frames", "error", "ambiguous", "diagnostics", "size", "note"])
        func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
        var expectation = Expectation()
        if let v = get("frames") {
            let fp = path.appending("frames")
            let frameMembers = try members(v, fp, "frames by item name", allowed: itemNames, isAllowed: knownItems.contains)
            for (name, frameValue) in frameMembers {
                let what = "a frame [x, y, width, height] of four numbers"
                guard case let .array(f) = frameValue, f.count == 4 else { throw fail(fp.appending(name), what, frameValue) }
                var n: [Double] = []
                for (i, e) in f.enumerated() { n.append(try number(e, fp.appending(name).appending(i), what)) }
                expectation.frames.append(ExpectedFrame(item: name, frame: Frame(x: n[0], y: n[1], width: n[2], height: n[3])))
            }
        }
        if let v = get("error") {
            let (kind, mentions) = try kindAndMentions(v, path.appending("error"), "an expected error", kindExample: "\"conflict\"")
            expectation.error = ExpectedError(kind: kind, mentions: mentions)
        }
        if let v = get("ambiguous") {
            expectation.ambiguous = try items(v, path.appending("ambiguous"))
        }
        if let v = get("diagnostics") {
            let dp = path.appending("diagnostics")
            guard case let .array(elements) = v else { throw fail(dp, "an array of expected diagnostics {\"kind\", \"mentions\"}", v) }
            var expected: [ExpectedDiagnostic] = []
            for (i, element) in elements.enumerated() {
                let (kind, mentions) = try kindAndMentions(element, dp.appending(i), "an expected diagnostic", kindExample: "\"negativeSize\"")
                expected.append(ExpectedDiagnostic(kind: kind, mentions: mentions))
            }
            expectation.diagnostics = expected
        }
        if let v = get("size") { expectation.size = try size(v, path.appending("size")) }
        return expectation
    }

    /// `{"kind": "…", "mentions": ["…"]}` (mentions optional), as expected errors and diagnostics write it.
    func kindAndMentions(_ value: JSONValue, _ path: JSONPath, _ what: String, kindExample: String) throws(FixtureError) -> (String, [String]) {
        let m = try members(value, path, what, allowed: ["kind", "mentions"])
        let kind = try string(m.first { $0.key == "kind" }?.value, path.appending("kind"), "the kind, e.g. \(kindExample)")
        var mentions: [String] = []
        if let list = m.first(where: { $0.key == "mentions" })?.value {
            guard case let .array(elements) = list else { throw fail(path.appending("mentions"), "an array of strings", list) }
            for (i, e) in elements.enumerated() { mentions.append(try string(e, path.appending("mentions").appending(i))) }
        }
        return (kind, mentions)
    }
}
