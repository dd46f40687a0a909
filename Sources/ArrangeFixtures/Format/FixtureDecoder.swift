/// Reads fixture files, checking every part of the format.
///
/// Each failure is a ``FixtureError`` naming the file, the JSON path and what
/// was expected there. Unknown keys are errors (a misspelt verb must not be
/// silently ignored), and every item or group a step names must exist.
///
/// - Complexity: O(n) in the size of the fixture, however deep its items
///   nest: names are looked up in sets, paths are shared lists.
package struct FixtureDecoder {
    /// Names that mean something else inside xPlace / yPlace lists.
    package static let reservedNames: Set<String> = ["wall", "divider", "flexible"]

    /// How deeply arrays and objects may nest in a fixture: items can nest
    /// about 12,000 levels deep (an item and its `children` array are two
    /// levels). Deeper files are refused as too large (exit code 2).
    package static let maximumDepth = JSONParser.defaultMaximumDepth

    let file: String
    /// Item names in declaration order, for messages.
    var itemNames: [String] = []
    /// The same names, for lookups.
    var knownItems: Set<String> = []
    var groupNames: Set<String> = []
    /// The identifiers calls gave their handles so far.
    var handleNames: Set<String> = []

    private init(file: String) { self.file = file }

    /// Reads and decodes the fixture at `path`.
    package static func load(path: String) throws(FixtureError) -> Fixture {
        try decode(TextFile.read(path), file: path)
    }

    /// Decodes fixture `text`; `file` is used in messages.
    package static func decode(_ text: String, file: String) throws(FixtureError) -> Fixture {
        let parsed: (value: JSONValue, lines: JSONLines)
        do { parsed = try JSONParser.parseWithLines(text, maximumDepth: maximumDepth) } catch {
            throw error.exceedsLimit ? .tooLarge(file: file, reason: error.description) : .syntax(file: file, error)
        }
        var decoder = FixtureDecoder(file: file)
        return try decoder.fixture(parsed.value, lines: parsed.lines)
    }

    // MARK: - Errors and basic values

    func fail(_ path: JSONPath, _ expected: String, _ value: JSONValue?) -> FixtureError {
        .malformed(file: file, path: path, expected: expected, found: value?.kindDescription ?? "nothing (the key is missing)")
    }

    func members(_ value: JSONValue, _ path: JSONPath, _ what: String, allowed: [String]) throws(FixtureError) -> [(key: String, value: JSONValue)] {
        try members(value, path, what, allowed: allowed, isAllowed: allowed.contains)
    }

    /// The members of an object whose keys all pass `isAllowed`; `allowed`
    /// lists them for the message.
    func members(_ value: JSONValue, _ path: JSONPath, _ what: String, allowed: [String],
                 isAllowed: (String) -> Bool) throws(FixtureError) -> [(key: String, value: JSONValue)] {
        guard case let .object(members) = value else { throw fail(path, what, value) }
        for member in members where !isAllowed(member.key) {
            throw .malformed(file: file, path: path.appending(member.key),
                             expected: "one of the keys " + Snippet.list(allowed.map { "\"\($0)\"" }, limit: 20) + " in \(what)",
                             found: "the unknown key \(Snippet.quoted(member.key))")
        }
        return members
    }

    func number(_ value: JSONValue?, _ path: JSONPath, _ what: String = "a number") throws(FixtureError) -> Double {
        switch value {
        case let .number(n)?: return n.value
        case .string("inf")?: return .infinity
        case .string("-inf")?: return -.infinity
        case .string("nan")?: return .nan
        default: throw fail(path, what, value)
        }
    }

    func string(_ value: JSONValue?, _ path: JSONPath, _ what: String = "a string") throws(FixtureError) -> String {
        guard case let .string(s)? = value else { throw fail(path, what, value) }
        return s
    }

    func size(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> SizeValue {
        let what = "a size [width, height] of two numbers"
        guard case let .array(pair)? = value, pair.count == 2 else { throw fail(path, what, value) }
        return SizeValue(width: try number(pair[0], path.appending(0), what), height: try number(pair[1], path.appending(1), what))
    }

    func priority(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> Int {
        let what = "a priority: an integer on the UIKit scale 1…1000, or \"required\", \"high\", \"low\""
        switch value {
        case .string("required")?: return 1000
        case .string("high")?: return 750
        case .string("low")?: return 250
        case let .number(n)? where n.value == n.value.rounded() && abs(n.value) < 1e9: return Int(n.value)
        default: throw fail(path, what, value)
        }
    }

    /// `[horizontal, vertical]` priorities for `hugging` and
    /// `compressionResistance`: each within 1…1000, as the item accepts them
    /// (a call's priority outside it is played, and fails as in Swift).
    func axisPriorities(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> PriorityPair {
        let what = "[horizontal, vertical] priorities"
        guard case let .array(pair)? = value, pair.count == 2 else { throw fail(path, what, value) }
        var values: [Int] = []
        for index in 0..<2 {
            let p = try priority(pair[index], path.appending(index))
            guard (1...1000).contains(p) else {
                throw .malformed(file: file, path: path.appending(index), expected: "a priority within 1…1000 (an item refuses others)", found: "\(p)")
            }
            values.append(p)
        }
        return PriorityPair(horizontal: values[0], vertical: values[1])
    }

    func item(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> String {
        let what = "the name of an item in the tree"
        guard case let .string(name)? = value else { throw fail(path, what, value) }
        guard knownItems.contains(name) else {
            throw .malformed(file: file, path: path, expected: what + " (" + Snippet.list(itemNames) + ")",
                             found: "\(Snippet.quoted(name)), which names no item")
        }
        return name
    }

    /// A name or a list of names.
    func items(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> [String] {
        if case let .array(elements)? = value {
            var out: [String] = []
            for (i, e) in elements.enumerated() { out.append(try item(e, path.appending(i))) }
            return out
        }
        if case .string? = value { return [try item(value, path)] }
        throw fail(path, "an item name or a list of item names", value)
    }

    // MARK: - Fixture, items

    mutating func fixture(_ document: JSONValue, lines: JSONLines) throws(FixtureError) -> Fixture {
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
        let stepLines = lines.member("steps", of: document)?.children ?? []
        for (i, value) in stepValues.enumerated() {
            steps.append(try step(value, root.appending("steps").appending(i), lines: i < stepLines.count ? stepLines[i] : nil))
        }
        return Fixture(file: file, description: description, note: note, knownIssue: knownIssue, disabled: disabled, root: tree, otherTrees: others, steps: steps, document: document)
    }

    mutating func itemSpec(_ value: JSONValue?, _ path: JSONPath, isRoot: Bool, isMain: Bool) throws(FixtureError) -> ItemSpec {
        var allowed = ["name", "intrinsicSize", "measure", "hugging", "compressionResistance", "direction", "children", "note", "baselines", "margins", "hidden"]
        if isRoot { allowed += ["size", "givenSize", "safeArea", "pixelScale"] }
        guard let value else { throw fail(path, "an item object with a \"name\"", nil) }
        let m = try members(value, path, isRoot ? "a root item" : "an item", allowed: allowed)
        func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
        let name = try string(get("name"), path.appending("name"), "a name (letters, digits and _)")
        let identifier = !name.isEmpty && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        } && !("0"..."9").contains(name.unicodeScalars.first!)
        guard identifier else {
            throw .malformed(file: file, path: path.appending("name"), expected: "a name of letters, digits and _ (not starting with a digit)", found: Snippet.quoted(name))
        }
        guard !FixtureDecoder.reservedNames.contains(name) else {
            throw .malformed(file: file, path: path.appending("name"), expected: "a name other than wall, divider, flexible (they are place-list words)", found: Snippet.quoted(name))
        }
        guard knownItems.insert(name).inserted else {
            throw .malformed(file: file, path: path.appending("name"), expected: "a name unique in the fixture", found: "a second item named \(Snippet.quoted(name))")
        }
        itemNames.append(name)
        var spec = ItemSpec(name: name, size: nil, intrinsicSize: nil, hugging: nil, compressionResistance: nil, direction: nil, children: [])
        if let v = get("size") { spec.size = try size(v, path.appending("size")) }
        if let v = get("givenSize") {
            guard spec.size == nil else { throw fail(path.appending("givenSize"), "either \"size\" or \"givenSize\", not both", v) }
            spec.givenSize = try givenSize(v, path.appending("givenSize"))
        }
        if isMain, spec.size == nil, spec.givenSize == nil { throw fail(path.appending("size"), "the root size [width, height] (or a \"givenSize\")", nil) }
        if let v = get("measure") { spec.measure = try textMeasure(v, path.appending("measure")) }
        if let v = get("intrinsicSize") { spec.intrinsicSize = try size(v, path.appending("intrinsicSize")) }
        if let v = get("hugging") { spec.hugging = try axisPriorities(v, path.appending("hugging")) }
        if let v = get("compressionResistance") { spec.compressionResistance = try axisPriorities(v, path.appending("compressionResistance")) }
        if let v = get("direction") {
            guard case let .string(s) = v, let d = LayoutDirectionValue(rawValue: s) else {
                throw fail(path.appending("direction"), "\"leftToRight\" or \"rightToLeft\"", v)
            }
            spec.direction = d
        }
        if let v = get("baselines") { spec.baselines = try baselines(v, path.appending("baselines")) }
        if let v = get("margins") { spec.margins = try insets(v, path.appending("margins")) }
        if let v = get("hidden") { spec.hidden = try bool(v, path.appending("hidden")) }
        if let v = get("safeArea") { spec.safeArea = try insets(v, path.appending("safeArea")) }
        if let v = get("pixelScale") {
            let scale = try number(v, path.appending("pixelScale"), "a pixel scale (device pixels per point)")
            guard scale > 0, scale <= 1_000_000 else { throw fail(path.appending("pixelScale"), "a pixel scale above 0 and at most 1000000 (device pixels per point)", v) }
            spec.pixelScale = scale
        }
        if let v = get("children") {
            guard case let .array(elements) = v else { throw fail(path.appending("children"), "an array of items", v) }
            for (i, e) in elements.enumerated() {
                spec.children.append(try itemSpec(e, path.appending("children").appending(i), isRoot: false, isMain: false))
            }
        }
        return spec
    }
}
