/// Steps and their expectations.
extension FixtureDecoder {
    /// The action keys of a step; exactly one per step.
    static let actions = ["arrange", "uninstall", "resize", "intrinsicSize", "removeFromParent", "layoutDirection"]

    /// The step `value` at `path`; `lines` (where its values start) give its calls their lines.
    mutating func step(_ value: JSONValue, _ path: JSONPath, lines: JSONLines?) throws(FixtureError) -> Step {
        let allowed = FixtureDecoder.actions + ["group", "replacing", "calls", "to", "expect", "note"]
        let m = try members(value, path, "a step", allowed: allowed)
        func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
        let present = FixtureDecoder.actions.filter { get($0) != nil }
        guard present.count == 1, let verb = present.first else {
            throw .malformed(file: file, path: path, expected: "exactly one action key among " + FixtureDecoder.actions.joined(separator: ", "),
                             found: present.isEmpty ? "none" : present.joined(separator: " and "))
        }
        let extras: [String: [String]] = ["arrange": ["group", "replacing", "calls"], "intrinsicSize": ["to"], "layoutDirection": ["to"]]
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
            let calls = try self.calls(callValues, path.appending("calls"), lines: lines?.member("calls", of: value))
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
        case "intrinsicSize":
            let name = try item(get("intrinsicSize"), path.appending("intrinsicSize"))
            let to = get("to")
            if to == nil || to == .null {
                guard to != nil else { throw fail(path.appending("to"), "the new intrinsic size [width, height] or null", nil) }
                action = .setIntrinsicSize(item: name, nil)
            } else {
                action = .setIntrinsicSize(item: name, try size(to, path.appending("to")))
            }
        case "layoutDirection":
            let name = try item(get("layoutDirection"), path.appending("layoutDirection"))
            switch get("to") {
            case .null?: action = .setDirection(item: name, nil)
            case let .string(s)? where LayoutDirectionValue(rawValue: s) != nil: action = .setDirection(item: name, LayoutDirectionValue(rawValue: s))
            case let other: throw fail(path.appending("to"), "\"leftToRight\", \"rightToLeft\" or null (follow the parent)", other)
            }
        default:
            action = .removeFromParent(item: try item(get("removeFromParent"), path.appending("removeFromParent")))
        }
        let expectation = try get("expect").map { v throws(FixtureError) in try expect(v, path.appending("expect")) }
        let note = try get("note").map { v throws(FixtureError) in try string(v, path.appending("note")) }
        return Step(action: action, expectation: expectation, note: note, path: path)
    }

    func expect(_ value: JSONValue, _ path: JSONPath) throws(FixtureError) -> Expectation {
        let m = try members(value, path, "an expectation", allowed: ["frames", "error", "ambiguous", "diagnostics", "note"])
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
