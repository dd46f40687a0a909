import Arrange

/// Plays a fixture through `Arrange`: builds its trees, runs each step and
/// takes a snapshot of the frames after it.
///
/// Every make call is made with the call site `FILE:LINE` of the call in the
/// fixture, so an `ArrangeError` points at the fixture's own text. Layout
/// errors are part of the outcome (a fixture may expect them); only a fixture
/// that cannot be played (an unknown saved-insets name) throws.
public enum FixtureRunner {
    /// Runs the steps of `fixture` up to and including `last` (0-based; all by
    /// default), with the root size overridden by `rootSize` when given.
    ///
    /// - Complexity: one `arrange` (one solver batch) per arrange step.
    public static func run(_ fixture: Fixture, rootSize: SizeValue? = nil, through last: Int? = nil) throws(FixtureError) -> [StepOutcome] {
        var session = Session(fixture: fixture)
        let root = session.build(fixture.root)
        for other in fixture.otherTrees { _ = session.build(other) }
        var outcomes: [StepOutcome] = []
        var setupError: ReportedError?
        if let size = rootSize ?? fixture.root.size {
            do throws(ArrangeError) { try root.resize(to: Size(width: size.width, height: size.height)) } catch { setupError = report(error) }
        }
        let count = min(fixture.steps.count, (last ?? fixture.steps.count - 1) + 1)
        for (index, step) in fixture.steps.prefix(count).enumerated() {
            var error = index == 0 ? setupError : nil
            do throws(ArrangeError) {
                try session.perform(step)
            } catch let arrangeError {
                error = report(arrangeError)
            }
            if let failure = session.failure { throw failure }
            let diagnostics = root.diagnostics
            let order = fixture.allItems.map(\.name)
            var ambiguous: [String] = []
            for d in diagnostics {
                if case .ambiguous = d.kind, order.contains(d.subject), !ambiguous.contains(d.subject) { ambiguous.append(d.subject) }
            }
            ambiguous.sort { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! }
            outcomes.append(StepOutcome(index: index, label: step.label, snapshot: snapshot(root), error: error,
                                        ambiguous: ambiguous, diagnostics: diagnostics.map(\.message), notices: diagnostics.compactMap(notice)))
        }
        return outcomes
    }

    /// The frames of the tree under `root`, parents first.
    public static func snapshot(_ root: Item) -> LayoutSnapshot {
        var entries: [LayoutSnapshot.Entry] = []
        func visit(_ item: Item, parent: Int?, path: String, depth: Int, origin: (Double, Double)) {
            let f = item.frame
            let frame = Frame(x: f.x, y: f.y, width: f.width, height: f.height)
            let absolute = Frame(x: origin.0 + f.x, y: origin.1 + f.y, width: f.width, height: f.height)
            let index = entries.count
            entries.append(.init(name: item.name, path: path, depth: depth, parent: parent, frame: frame, absolute: absolute))
            for child in item.children {
                visit(child, parent: index, path: path + "/" + child.name, depth: depth + 1, origin: (absolute.x, absolute.y))
            }
        }
        visit(root, parent: nil, path: root.name, depth: 0, origin: (0, 0))
        return LayoutSnapshot(entries: entries)
    }

    /// A diagnostic other than ambiguity as fixtures check it (nil for ambiguity).
    public static func notice(_ diagnostic: Diagnostic) -> ReportedDiagnostic? {
        let kind: String
        switch diagnostic.kind {
        case .ambiguous: return nil
        case .negativeSize: kind = "negativeSize"
        case .duplicate: kind = "duplicate"
        case .rejectedChange: kind = "rejectedChange"
        }
        return ReportedDiagnostic(kind: kind, subject: diagnostic.subject, message: diagnostic.message)
    }

    /// An `ArrangeError` as fixtures check it: its case name, message and the items it names.
    public static func report(_ error: ArrangeError) -> ReportedError {
        let kind: String
        var items: [String] = []
        func add(_ names: [String]) { for n in names where !items.contains(n) { items.append(n) } }
        switch error {
        case let .conflict(members): kind = "conflict"; add(members.flatMap(\.provenance.items))
        case let .rootSizeConflict(root, _, _, conflicts): kind = "rootSizeConflict"; add([root] + conflicts.flatMap(\.provenance.items))
        case let .nonFiniteSize(root, _): kind = "nonFiniteSize"; add([root])
        case .countMismatch: kind = "countMismatch"
        case .nonFinite: kind = "nonFinite"
        case let .foreignItem(item, tree, expectedTree, _, _): kind = "foreignItem"; add([item, tree, expectedTree])
        case let .arrangedInsideItself(item, _, _): kind = "arrangedInsideItself"; add([item])
        case let .duplicateInPlaceList(item, _, _, _): kind = "duplicateInPlaceList"; add([item])
        case .mixedDirections: kind = "mixedDirections"
        case .invalidPriority: kind = "invalidPriority"
        case let .groupNotInstalled(reference, _): kind = "groupNotInstalled"; add([reference])
        case .bodyFailed: kind = "bodyFailed"
        case .internalError: kind = "internalError"
        }
        return ReportedError(kind: kind, message: error.description, items: items)
    }
}

/// The live state of one fixture run: items and groups by name.
private struct Session {
    let fixture: Fixture
    var items: [String: Item] = [:]
    var groups: [String: ConstraintGroup] = [:]
    /// Set when the fixture itself cannot be played; thrown by the runner.
    var failure: FixtureError?

    init(fixture: Fixture) { self.fixture = fixture }

    mutating func build(_ spec: ItemSpec) -> Item {
        let item = Item(spec.name, intrinsicSize: spec.intrinsicSize.map { Size(width: $0.width, height: $0.height) })
        if let h = spec.hugging { item.hugging = Arrange.AxisPriorities(horizontal: Priority(h.horizontal), vertical: Priority(h.vertical)) }
        if let c = spec.compressionResistance {
            item.compressionResistance = Arrange.AxisPriorities(horizontal: Priority(c.horizontal), vertical: Priority(c.vertical))
        }
        item.requestedLayoutDirection = spec.direction.map(Self.direction)
        items[spec.name] = item
        for child in spec.children { item.addChild(build(child)) }
        return item
    }

    mutating func perform(_ step: Step) throws(ArrangeError) {
        switch step.action {
        case let .arrange(container, group, calls):
            var interpreter = CallInterpreter(fixture: fixture, items: items)
            let made: ConstraintGroup
            do throws(ArrangeError) {
                made = try items[container]!.arrange { make in try interpreter.apply(calls, to: make) }
            } catch {
                if let failure = interpreter.failure { self.failure = failure }
                throw error
            }
            if let group { groups[group] = made }
        case let .replace(container, old, group, calls):
            var interpreter = CallInterpreter(fixture: fixture, items: items)
            let made: ConstraintGroup
            do throws(ArrangeError) {
                made = try items[container]!.arrange(replacing: groups[old]!) { make in try interpreter.apply(calls, to: make) }
            } catch {
                if let failure = interpreter.failure { self.failure = failure }
                throw error
            }
            groups[group ?? old] = made
        case let .uninstall(group):
            groups[group]!.uninstall()
        case let .resize(size):
            try items[fixture.root.name]!.resize(to: Size(width: size.width, height: size.height))
        case let .setIntrinsicSize(item, size):
            items[item]!.intrinsicSize = size.map { Size(width: $0.width, height: $0.height) }
        case let .removeFromParent(item):
            items[item]!.removeFromParent()
        case let .setDirection(item, direction):
            items[item]!.requestedLayoutDirection = direction.map(Self.direction)
        }
    }

    /// The `Arrange` direction a fixture names.
    static func direction(_ value: LayoutDirectionValue) -> LayoutDirection {
        value == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
