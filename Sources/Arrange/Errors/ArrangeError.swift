/// Why an `arrange` (or a resize) failed. After any of these, every earlier
/// group and every frame is exactly as it was.
public enum ArrangeError: Error, Hashable, Sendable {
    /// Required constraints contradict each other. The list is the smallest
    /// set the solver found (without any one of them the rest can hold), each
    /// with its verb, items and `file:line`; the last one is the constraint
    /// that could not be added.
    case conflict([ConstraintSummary])
    /// Required constraints keep the root from the size given from outside.
    /// `conflicts` are the constraints that fight the size (including the size
    /// itself, as `root size` entries); empty if only high-priority (999)
    /// constraints together outweigh it.
    case rootSizeConflict(root: String, requested: Size, solved: Size, conflicts: [ConstraintSummary])
    /// A root size with a NaN or infinite number.
    case nonFiniteSize(root: String, Size)
    /// An intrinsic size with a NaN or infinite number
    /// (``Item/setIntrinsicSize(_:fileID:line:)``; `at` is nil when it was set
    /// through the property).
    case nonFiniteIntrinsicSize(item: String, Size, at: CallSite?)
    /// A hugging or compression resistance priority outside 1…1000
    /// (`property` is `hugging` or `compressionResistance`; `at` is nil when
    /// it was set through the property).
    case invalidItemPriority(item: String, property: String, axis: Axis, priority: Int, at: CallSite?)
    /// A pixel scale that is not a positive finite number up to 10⁶
    /// (``Item/setPixelScale(_:fileID:line:)``; `at` is nil when it was set
    /// through the property).
    case invalidPixelScale(item: String, Double, at: CallSite?)
    /// A list of values does not have one value per item.
    case countMismatch(verb: String, items: Int, values: Int, at: CallSite)
    /// A number is NaN or infinite (`argument` is its 1-based position, when it has one).
    case nonFinite(verb: String, argument: Int?, value: Double, at: CallSite)
    /// Finite numbers of a call add up beyond what a layout can solve: past
    /// the largest finite number (±1.8e308), or past ±1e100 in a relation
    /// (`Expression/largestSolvable`, where solving itself
    /// would overflow): `sum` says which (an inset, or the relation whose
    /// numbers overflow, as the call lowered it), `argument` the 1-based
    /// argument that made that relation, when one did.
    case nonFiniteSum(verb: String, argument: Int?, sum: String, at: CallSite)
    /// An item belongs to another tree (or is not in this one).
    case foreignItem(item: String, tree: String, expectedTree: String, verb: String, at: CallSite)
    /// An item is placed relative to itself (it is the verb's reference item).
    case arrangedInsideItself(item: String, verb: String, at: CallSite)
    /// An item appears twice in one `xPlace`/`yPlace` list (at these 1-based arguments).
    case duplicateInPlaceList(item: String, verb: String, arguments: [Int], at: CallSite)
    /// A relation mixes `leading`/`trailing` with `left`/`right` (Auto Layout
    /// refuses it too): one pair mirrors with the direction, the other does
    /// not, so the relation would mean different things in each.
    case mixedDirections(relation: String, verb: String, at: CallSite)
    /// A priority outside 1…1000.
    case invalidPriority(Int, at: CallSite)
    /// `arrange(replacing:)` was given a group that is not installed in this tree.
    case groupNotInstalled(reference: String, tree: String)
    /// The `arrange` closure itself threw; nothing was installed.
    case bodyFailed(String)
    /// The solver failed in a way the layout layer should have prevented (a bug; please report it).
    case internalError(String)
    /// A change through a handle that belongs to no group: its closure
    /// failed, or its group was replaced or went away.
    case retiredHandle(verb: String, identifier: String?, at: CallSite)
    /// ``ConstraintHandle/setConstant(_:argument:on:)`` named no number of
    /// the call, or one of several without saying which; `available` lists
    /// the names the call's numbers have (`argument 3`, `width`).
    case noSuchConstant(verb: String, identifier: String?, asked: String, available: [String], at: CallSite)
    /// ``ConstraintGroup/install()`` of a group that cannot be installed again.
    case groupCannotInstall(reference: String, reason: String)
    /// A fitting size asked a dimension to be ``Fitting/expanded`` and
    /// nothing limits it (it reached ``Fitting/expandedLimit``).
    case unboundedFittingSize(item: String, axis: Axis, at: CallSite)
    /// Measured content (``Item/measure``) still changed after the last
    /// measuring pass of a fitting size; `items` are those still changing.
    case unsettledMeasurement(items: [String], passes: Int, at: CallSite)
    /// Every mistake one `arrange` closure made (two or more), in the order
    /// the verbs were called: recording reports them all at once, not only
    /// the first. A closure with one mistake throws that mistake itself.
    case multiple([ArrangeError])
    /// Strict mode (``Item/rejectsAmbiguity``): the change would leave these
    /// values unfixed (each diagnostic names the item, what touches it and
    /// what one more constraint would fix it); nothing was changed.
    case ambiguous([Diagnostic])
    /// A priority with a fraction (`~ 750.5`): priorities are whole levels on
    /// UIKit's 1…1000 scale and are never rounded, so that `750.4` cannot
    /// silently tie with `.high`. Whole numbers written as decimals (`~ 750.0`) are accepted.
    case fractionalPriority(Double, at: CallSite)
    /// A relation Arrange cannot install as linear constraints, with why and
    /// what to write instead (a barrier related the way that would need
    /// "at most the furthest of several edges").
    case unsupportedRelation(relation: String, verb: String, reason: String, at: CallSite)
    /// A grid, flow or alternatives call whose cells, columns or numbers make no layout; `reason` says which and why.
    case invalidArrangement(verb: String, items: [String], reason: String, at: CallSite)
    /// An item not found (or found twice) by name, or a declarative layout
    /// that cannot be applied (see ``LayoutError``).
    case layout(LayoutError)
}

extension ArrangeError: CustomStringConvertible {
    /// A message a person can act on: which item, which call, what to change.
    ///
    /// Bounded, whatever the names hold: one line, then one line per listed
    /// constraint (the first `Snippet/constraintLimit`, then `… and N more`;
    /// the case's payload keeps them all). Names are quoted with control
    /// characters escaped and cut after `Snippet/textLimit` characters
    /// (`Snippet/text(_:limit:)`), as the `arrange` tool quotes them.
    public var description: String {
        if case let .multiple(errors) = self {
            let head = "\(errors.count) mistakes in one arrange closure; nothing was installed; fix each:"
            return head + "\n" + Snippet.lines(errors, indent: "  ") { error in
                "- " + error.description.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ")
            }
        }
        if case let .ambiguous(diagnostics) = self {
            let head = "strict mode: the layout would leave \(diagnostics.count) value\(diagnostics.count == 1 ? "" : "s") unfixed; nothing was changed:"
            return head + "\n" + Snippet.lines(diagnostics, indent: "  ") { "- " + $0.description }
        }
        let (head, members) = parts
        let line = Snippet.line(head)
        guard let members else { return line }
        return line + "\n" + Snippet.lines(members, indent: "  ") { "- " + $0.boundedDescription }
    }

    /// The first line of ``description``, and the constraints listed under it, if any.
    private var parts: (String, [ConstraintSummary]?) {
        func name(_ text: String) -> String { Snippet.text(text) }
        /// Quoted user text that may be long (a relation, a message), cut well inside a line.
        func quote(_ text: String) -> String { Snippet.text(text, limit: 4 * Snippet.textLimit) }
        switch self {
        case let .conflict(members):
            return ("conflicting required constraints: these \(members.count) cannot all hold; remove one or lower its priority (~ .high):", members)
        case let .rootSizeConflict(root, requested, solved, conflicts):
            if conflicts.isEmpty {
                return ("root '\(name(root))' cannot be \(requested) (the layout would make it \(solved)): constraints at priority 999 together outweigh it; lower them", nil)
            }
            // The user's calls first, the root's size last.
            let calls = Diagnostic.calls(conflicts.filter { $0.provenance.verb != "root size" })
            return ("\(calls) would make root '\(name(root))' \(solved), but its size is \(requested); relax one of these required constraints:", conflicts)
        case let .nonFiniteSize(root, size):
            return ("root '\(name(root))': size \(size) has a NaN or infinite number, or one beyond ±1e100 (the largest a layout can solve)", nil)
        case let .nonFiniteIntrinsicSize(item, size, location):
            return ("\(location.map { "\($0): " } ?? "")item '\(name(item))': intrinsic size \(size) has a NaN or infinite number, or one beyond ±1e100 (the largest a layout can solve)", nil)
        case let .invalidItemPriority(item, property, axis, priority, location):
            return ("\(location.map { "\($0): " } ?? "")item '\(name(item))': \(property) priority \(priority) (\(axis)) is outside 1…1000", nil)
        case let .invalidPixelScale(item, scale, location):
            return ("\(location.map { "\($0): " } ?? "")item '\(name(item))': pixel scale \(scale) is not a positive finite number up to 1000000; give the device pixels per point (1, 2, 3), or nil for exact frames", nil)
        case let .countMismatch(verb, items, values, location):
            return ("\(verb) at \(location): \(items) item(s) but \(values) value(s); give one value per item, or a single value for all", nil)
        case let .nonFinite(verb, argument, value, location):
            return ("\(verb) at \(location): \(argument.map { "argument \($0) is " } ?? "")\(value), not a finite number", nil)
        case let .nonFiniteSum(verb, argument, sum, location):
            return ("\(verb) at \(location)\(argument.map { " (argument \($0))" } ?? ""): its numbers go beyond what a layout can solve (±1e100 in a relation, ±1.8e308 in any sum): \(quote(sum)); use smaller numbers", nil)
        case let .foreignItem(item, tree, expectedTree, verb, location) where item == tree:
            // A root of its own: most likely an item never added (a forgotten addChild).
            return ("\(verb) at \(location): \(name(item)) is not in \(name(expectedTree))'s tree: add it with \(name(expectedTree)).addChild(\(name(item))) (or to an item inside \(name(expectedTree)))", nil)
        case let .foreignItem(item, tree, expectedTree, verb, location):
            return ("\(verb) at \(location): item '\(name(item))' belongs to the tree of '\(name(tree))', not to the tree of '\(name(expectedTree))'; add it to that tree first", nil)
        case let .arrangedInsideItself(item, verb, location):
            return ("\(verb) at \(location): item '\(name(item))' is the reference item, so it would be arranged relative to itself; use make.ref(…) or another item", nil)
        case let .duplicateInPlaceList(item, verb, arguments, location):
            return ("\(verb) at \(location): item '\(name(item))' appears twice (arguments \(arguments.map(String.init).joined(separator: " and "))); an item can sit at one place only", nil)
        case let .mixedDirections(relation, verb, location):
            return ("\(verb) at \(location): \(quote(relation)) mixes leading/trailing with left/right; use leading and trailing (they mirror in right-to-left) or left and right (they do not) throughout", nil)
        case let .invalidPriority(value, location):
            return ("priority \(value) at \(location) is outside 1…1000", nil)
        case let .groupNotInstalled(reference, tree):
            return ("arrange(replacing:) on the tree of '\(name(tree))': the group (arranged on '\(name(reference))') is not installed in this tree", nil)
        case let .bodyFailed(message):
            return ("the arrange closure threw, nothing was installed: \(quote(message))", nil)
        case let .internalError(message):
            return ("internal error (please report it): \(quote(message))", nil)
        case let .retiredHandle(verb, identifier, location):
            return ("\(identifier.map { "'\(name($0))' " } ?? "")\(verb) at \(location): this handle belongs to no group (its arrange failed, or its group was replaced or went away); arrange again for a new handle", nil)
        case let .noSuchConstant(verb, identifier, asked, available, location):
            let names = available.isEmpty ? "it has no number to change" : "its numbers are " + available.map(quote).joined(separator: ", ")
            return ("\(identifier.map { "'\(name($0))' " } ?? "")\(verb) at \(location): setConstant asked for \(quote(asked)), which does not name one of its numbers; \(names) (setConstant(_:argument:on:))", nil)
        case let .groupCannotInstall(reference, reason):
            return ("install() of the group arranged on '\(name(reference))': \(quote(reason))", nil)
        case let .unboundedFittingSize(item, axis, location):
            let what = axis == .horizontal ? "width" : "height"
            return ("fittingSize at \(location): nothing limits the \(what) of '\(name(item))' (expanded, it reached \(formatNumber(Fitting.expandedLimit))); constrain it, give it an intrinsic size, or ask for it compressed", nil)
        case let .unsettledMeasurement(items, passes, location):
            return ("fittingSize at \(location): measured content did not settle after \(passes) passes (\(Snippet.list(items)) still changing height at the width it gets); make the measure function depend on the width only", nil)
        case let .multiple(errors):
            return ("\(errors.count) mistakes in one arrange closure", nil)
        case .ambiguous:
            return ("", nil)
        case let .fractionalPriority(value, location):
            return ("priority \(value) at \(location) has a fraction; priorities are whole levels 1…1000 and are not rounded: write \(Int(value.rounded(.down))) or \(Int(value.rounded(.up)))", nil)
        case let .unsupportedRelation(relation, verb, reason, location):
            return ("\(verb) at \(location): \(quote(relation)) cannot be installed: \(reason)", nil)
        case let .invalidArrangement(verb, _, reason, location):
            return ("\(verb) at \(location): \(quote(reason))", nil)
        case let .layout(error):
            return (error.description, nil)
        }
    }
}

extension ConstraintSummary {
    /// ``description`` as errors and diagnostics list it: one line, the
    /// names of its items cut and escaped as `Snippet/text(_:limit:)` does.
    var boundedDescription: String {
        Snippet.line(description, shortening: provenance.items)
    }
}
