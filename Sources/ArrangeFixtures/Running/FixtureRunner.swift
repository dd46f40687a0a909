import Arrange

/// Plays a fixture through `Arrange`: builds its trees, runs each step and
/// takes a snapshot of the frames after it.
///
/// Every make call is made with the call site `FILE:LINE` of the call in the
/// fixture, so an `ArrangeError` points at the fixture's own text. Layout
/// errors are part of the outcome (a fixture may expect them); only a fixture
/// that cannot be played (an unknown saved-insets name) throws.
package enum FixtureRunner {
    /// Runs the steps of `fixture` up to and including `last` (0-based; all by
    /// default), with the root size overridden by `rootSize` and the root's
    /// pixel scale by `pixelScale`, when given.
    ///
    /// - Complexity: one `arrange` (one solver batch) per arrange step.
    package static func run(_ fixture: Fixture, rootSize: SizeValue? = nil, pixelScale: Double? = nil, through last: Int? = nil) throws(FixtureError) -> [StepOutcome] {
        try play(fixture, rootSize: rootSize, pixelScale: pixelScale, through: last).outcomes
    }

    /// ``run(_:rootSize:pixelScale:through:)``, keeping the live tree: its items and
    /// groups by name, to ask them questions after the last step run.
    package static func play(_ fixture: Fixture, rootSize: SizeValue? = nil, pixelScale: Double? = nil, through last: Int? = nil) throws(FixtureError) -> PlayedFixture {
        var session = Session(fixture: fixture)
        let root = session.build(fixture.root)
        if let pixelScale { root.pixelScale = pixelScale }
        for other in fixture.otherTrees { _ = session.build(other) }
        var outcomes: [StepOutcome] = []
        var setupError: ReportedError?
        if let size = rootSize ?? fixture.root.size {
            do throws(ArrangeError) { try root.resize(to: Size(width: size.width, height: size.height)) } catch { setupError = report(error) }
        } else if let given = fixture.root.givenSize {
            do throws(ArrangeError) { try root.resize(width: given.width, height: given.height) } catch { setupError = report(error) }
        }
        let count = min(fixture.steps.count, (last ?? fixture.steps.count - 1) + 1)
        var order: [String: Int] = [:]  // declaration order, to list ambiguous items in it
        for (position, item) in fixture.allItems.enumerated() { order[item.name] = position }
        for (index, step) in fixture.steps.prefix(count).enumerated() {
            var error = index == 0 ? setupError : nil
            session.fitted = nil
            do throws(ArrangeError) {
                try session.perform(step)
            } catch let arrangeError {
                error = report(arrangeError)
            }
            if let failure = session.failure { throw failure }
            let diagnostics = root.diagnostics
            var ambiguous: Set<String> = []
            for d in diagnostics {
                if case .ambiguous = d.kind, order[d.subject] != nil { ambiguous.insert(d.subject) }
            }
            outcomes.append(StepOutcome(index: index, label: step.label, snapshot: snapshot(root), error: error,
                                         ambiguous: ambiguous.sorted { order[$0]! < order[$1]! }, diagnostics: diagnostics.map(\.message), notices: diagnostics.compactMap(notice),
                                        fittingSize: session.fitted.map { SizeValue(width: $0.width, height: $0.height) }))
        }
        return PlayedFixture(root: root, items: session.items, groups: session.groups, outcomes: outcomes)
    }

    /// The frames of the tree under `root`, parents first.
    ///
    /// - Complexity: O(n) here for n items, however deep (paths are built
    ///   from the parent's, and kept short); reading each frame is Arrange's.
    package static func snapshot(_ root: Item) -> LayoutSnapshot {
        var entries: [LayoutSnapshot.Entry] = []
        var pending: [(item: Item, parent: Int?, path: String, depth: Int, x: Double, y: Double)] =
            [(root, nil, LayoutSnapshot.rootPath(root.name), 0, 0, 0)]
        while let next = pending.popLast() {
            let f = next.item.frame
            let frame = Frame(x: f.x, y: f.y, width: f.width, height: f.height)
            let absolute = Frame(x: next.x + f.x, y: next.y + f.y, width: f.width, height: f.height)
            let index = entries.count
            entries.append(.init(name: next.item.name, path: next.path, depth: next.depth, parent: next.parent, frame: frame, absolute: absolute,
                                 hidden: next.item.isHidden))
            for child in next.item.children.reversed() {
                pending.append((child, index, LayoutSnapshot.path(next.path, child.name, root: entries[0].path), next.depth + 1, absolute.x, absolute.y))
            }
        }
        return LayoutSnapshot(entries: entries)
    }

    /// A diagnostic other than ambiguity as fixtures check it (nil for ambiguity).
    package static func notice(_ diagnostic: Diagnostic) -> ReportedDiagnostic? {
        let kind: String
        switch diagnostic.kind {
        case .ambiguous: return nil
        case .negativeSize: kind = "negativeSize"
        case .duplicate: kind = "duplicate"
        case .rejectedChange: kind = "rejectedChange"
        case .unsettledMeasurement: kind = "unsettledMeasurement"
        }
        return ReportedDiagnostic(kind: kind, subject: diagnostic.subject, message: diagnostic.message)
    }

    /// An `ArrangeError` as fixtures check it: its case name, message and the items it names.
    package static func report(_ error: ArrangeError) -> ReportedError {
        let kind: String
        var items: [String] = []
        func add(_ names: [String]) { for n in names where !items.contains(n) { items.append(n) } }
        switch error {
        case let .conflict(members): kind = "conflict"; add(members.flatMap(\.provenance.items))
        case let .rootSizeConflict(root, _, _, conflicts): kind = "rootSizeConflict"; add([root] + conflicts.flatMap(\.provenance.items))
        case let .nonFiniteSize(root, _): kind = "nonFiniteSize"; add([root])
        case let .nonFiniteIntrinsicSize(item, _, _): kind = "nonFiniteIntrinsicSize"; add([item])
        case let .invalidItemPriority(item, _, _, _, _): kind = "invalidItemPriority"; add([item])
        case let .invalidPixelScale(item, _, _): kind = "invalidPixelScale"; add([item])
        case .countMismatch: kind = "countMismatch"
        case .nonFinite: kind = "nonFinite"
        case .nonFiniteSum: kind = "nonFiniteSum"
        case let .foreignItem(item, tree, expectedTree, _, _): kind = "foreignItem"; add([item, tree, expectedTree])
        case let .arrangedInsideItself(item, _, _): kind = "arrangedInsideItself"; add([item])
        case let .duplicateInPlaceList(item, _, _, _): kind = "duplicateInPlaceList"; add([item])
        case .mixedDirections: kind = "mixedDirections"
        case .invalidPriority: kind = "invalidPriority"
        case let .groupNotInstalled(reference, _): kind = "groupNotInstalled"; add([reference])
        case .bodyFailed: kind = "bodyFailed"
        case .internalError: kind = "internalError"
        case .retiredHandle: kind = "retiredHandle"
        case .noSuchConstant: kind = "noSuchConstant"
        case let .groupCannotInstall(reference, _): kind = "groupCannotInstall"; add([reference])
        case let .unboundedFittingSize(item, _, _): kind = "unboundedFittingSize"; add([item])
        case let .unsettledMeasurement(items, _, _): kind = "unsettledMeasurement"; add(items)
        case let .multiple(errors): kind = "multiple"; for e in errors { add(report(e).items) }
        case let .ambiguous(diagnostics): kind = "ambiguous"; add(diagnostics.map(\.subject))
        case .fractionalPriority: kind = "fractionalPriority"
        case .unsupportedRelation: kind = "unsupportedRelation"
        case let .invalidArrangement(_, names, _, _): kind = "invalidArrangement"; add(names)
        case .layout: kind = "layout"
        }
        return ReportedError(kind: kind, message: error.description, items: items)
    }
}

/// The live state of one fixture run: items and groups by name (also
/// ``FirstLayout``'s).
struct Session {
    let fixture: Fixture
    var items: [String: Item] = [:]
    var groups: [String: ConstraintGroup] = [:]
    /// The handles of the calls of the latest arrange step that gave each identifier.
    var handles: [String: [ConstraintHandle]] = [:]
    /// Set when the fixture itself cannot be played; thrown by the runner.
    var failure: FixtureError?
    /// The size the last `fittingSize` step answered.
    var fitted: Size?

    init(fixture: Fixture) { self.fixture = fixture }

    /// The tree of `spec`, built from the root down: each item joins its
    /// parent as a leaf, so that adding it never walks a subtree (a chain
    /// of n items costs Arrange O(n) subtree work, not O(n²)).
    mutating func build(_ spec: ItemSpec) -> Item {
        let root = makeItem(spec)
        var pending = [(spec: spec, item: root)]
        while let (spec, item) = pending.popLast() {
            for childSpec in spec.children {
                let child = makeItem(childSpec)
                item.addChild(child)
                pending.append((childSpec, child))
            }
        }
        return root
    }

    /// One item of the tree, without its children.
    private mutating func makeItem(_ spec: ItemSpec) -> Item {
        let item = Item(spec.name, intrinsicSize: spec.intrinsicSize.map { Size(width: $0.width, height: $0.height) })
        if let m = spec.measure { item.measure = .text(m.text, font: MonospacedFont(advance: m.advance, lineHeight: m.lineHeight)) }
        if let h = spec.hugging { item.hugging = Arrange.AxisPriorities(horizontal: Priority(h.horizontal), vertical: Priority(h.vertical)) }
        if let c = spec.compressionResistance {
            item.compressionResistance = Arrange.AxisPriorities(horizontal: Priority(c.horizontal), vertical: Priority(c.vertical))
        }
        item.requestedLayoutDirection = spec.direction.map(Self.direction)
        item.baselineOffsets = spec.baselines.map { BaselineOffsets(first: $0[0], last: $0[1]) }
        if let margins = spec.margins { item.margins = Self.insets(margins) }
        item.isHidden = spec.hidden
        if let safeArea = spec.safeArea { item.safeAreaInsets = Self.insets(safeArea) }
        if let scale = spec.pixelScale { item.pixelScale = scale }
        items[spec.name] = item
        return item
    }

    mutating func perform(_ step: Step) throws(ArrangeError) {
        switch step.action {
        case let .arrange(container, group, calls):
            var interpreter = CallInterpreter(fixture: fixture, items: items)
            let made: ConstraintGroup
            defer { remember(interpreter.handles) }
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
            defer { remember(interpreter.handles) }
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
        case let .setMargins(item, margins):
            try items[item]!.setMargins(Self.insets(margins))
        case let .setSafeArea(item, insets):
            try items[item]!.setSafeAreaInsets(insets.map(Self.insets))
        case let .setPixelScale(item, scale, line):
            try items[item]!.setPixelScale(scale, fileID: fixture.file, line: line)
        case let .setHidden(item, hidden):
            items[item]!.isHidden = hidden
        case let .setBaselines(item, offsets):
            try items[item]!.setBaselineOffsets(offsets.map { BaselineOffsets(first: $0[0], last: $0[1]) })
        case let .setConstant(identifier, value, argument, on):
            // A size played as width and height calls gives two handles: each takes the numbers it has.
            let all = handles[identifier]!
            let having = all.filter { $0.constant(argument: argument, on: on.map(Self.attribute)) != nil }
            for handle in having.isEmpty ? Array(all.prefix(1)) : having {
                try handle.setConstant(value, argument: argument, on: on.map(Self.attribute))
            }
        case let .setPriority(identifier, priority):
            for handle in handles[identifier]! { try handle.setPriority(Priority(priority)) }
        case let .activate(identifier):
            for handle in handles[identifier]! { try handle.activate() }
        case let .deactivate(identifier):
            for handle in handles[identifier]! { handle.deactivate() }
        case let .installGroup(group):
            try groups[group]!.install()
        case let .emptyGroup(group):
            groups[group] = ConstraintGroup()
        case let .removeConstraints(item, on):
            if let on { items[item]!.removeConstraints(on: Self.attribute(on)) } else { items[item]!.removeConstraints() }
        case let .resizeGiven(given):
            try items[fixture.root.name]!.resize(width: given.width, height: given.height)
        case let .fittingSize(item, width, height, line):
            func fitting(_ value: FittingValue) -> Fitting {
                switch value {
                case let .exactly(v): .exactly(v)
                case .compressed: .compressed
                case .expanded: .expanded
                }
            }
            fitted = try items[item]!.fittingSize(width: fitting(width), height: fitting(height), fileID: fixture.file, line: line)
        }
    }

    /// Remembers the handles an arrange step's calls gave identifiers: each
    /// identifier names the handles of the latest step that gave it.
    mutating func remember(_ made: [(identifier: String, handle: ConstraintHandle)]) {
        var fresh: [String: [ConstraintHandle]] = [:]
        for (identifier, handle) in made { fresh[identifier, default: []].append(handle) }
        handles.merge(fresh) { _, new in new }
    }

    /// The `Arrange` anchor a fixture names.
    static func attribute(_ anchor: AnchorName) -> Attribute {
        Attribute(rawValue: anchor.rawValue)!
    }

    /// The `Arrange` insets a fixture's insets stand for.
    static func insets(_ i: InsetsValue) -> EdgeInsets {
        EdgeInsets(top: i.top, left: i.left, leading: i.leading, bottom: i.bottom, right: i.right, trailing: i.trailing)
    }

    /// The `Arrange` direction a fixture names.
    static func direction(_ value: LayoutDirectionValue) -> LayoutDirection {
        value == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
