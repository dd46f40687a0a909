import ArrangeSolver

/// The solver of one tree of items, with everything installed in it.
///
/// Owned by the root item, created on first use. It owns: the solver; each
/// item's four variables (left, top, width, height in root coordinates);
/// the root's origin pins (`left == 0`, `top == 0`, required) and size edit
/// variables; the intrinsic-size constraints; the installed groups, in
/// installation order; and a map from solver constraints back to their
/// provenance, so that solver errors name the user's declarations.
final class LayoutTree {
    /// Who a solver variable belongs to, for diagnostics.
    enum VariableOwner {
        /// One of an item's four variables.
        case item(ItemReference, Attribute)
        /// The unit of a flexible spacer list, or a safe-area inset (what
        /// ``owners`` gives back; it keeps owners as four-byte codes).
        case spacer(Provenance)
    }

    /// Identifies the tree to its items' variables: items hold it strongly,
    /// so its address is never reused while an item could compare with it.
    /// It also leads back to the tree while the tree lives (cleared by the
    /// tree's deinit), so that an item with variables finds its tree's
    /// solver without walking to its root.
    final class Token {
        /// The tree, while it lives.
        var tree: LayoutTree? {
            get { treeLink?.takeUnretainedValue() }
            set { treeLink = newValue.map { Unmanaged.passUnretained($0) } }
        }
        /// ``tree``, unretained: a frame read reaches the tree through it
        /// without reference counting. Never accessed in place.
        @exclusivity(unchecked) var treeLink: Unmanaged<LayoutTree>?
        /// Once no tree solves them: the frames its items keep, by their
        /// variables' ids (LayoutTree+KeptFrames.swift).
        var keptFrames: [Double] = []
    }

    /// The solver, with every pending intrinsic size installed first
    /// (``pendingIntrinsic``): whatever reads or changes it sees the tree as
    /// if they had been installed when it was made.
    var solver: Solver {
        if !pendingIntrinsic.isEmpty { flushPendingIntrinsic() }
        return rawSolver
    }
    /// The solver as it is, pending intrinsic sizes not installed: for
    /// making variables while lowering, and the step that installs them.
    let rawSolver = Solver()
    let token = Token()
    /// `ObjectIdentifier(token)`.
    let tokenID: ObjectIdentifier
    unowned let root: Item
    /// The installed groups, in installation order.
    var groups: [ConstraintGroup] = []
    /// The hidden items in the tree (``Item/isHidden``): membership only.
    var hiddenItems: Set<ObjectIdentifier> = []
    /// By variable id (four bytes each: VariableOwners.swift). Appended to for
    /// every item's first variables, in one access that touches nothing
    /// else: unchecked for exclusivity.
    @exclusivity(unchecked) var owners = VariableOwners()
    /// `root.left == 0`, `root.top == 0`.
    var originConstraints: [LayoutConstraint] = []
    /// Intrinsic-size constraints by item identity (lookups only, never
    /// iterated in an order that matters), pending ones installed first.
    var intrinsic: IntrinsicRecords {
        get {
            if !pendingIntrinsic.isEmpty { flushPendingIntrinsic() }
            return installedIntrinsic
        }
        _modify {
            if !pendingIntrinsic.isEmpty { flushPendingIntrinsic() }
            yield &installedIntrinsic
        }
    }
    /// What ``intrinsic`` holds.
    var installedIntrinsic = IntrinsicRecords()
    /// The memo of ``reusedDirectionLookup()``, made at the first lowering,
    /// and the lookup that fills it (kept: a closure capturing the memo is
    /// an allocation, once per `arrange` if made each time).
    var directionMemo: (memo: DirectionMemo, lookup: (ItemReference) -> LayoutDirection)?
    /// What the root's edit variables hold, if anything (see ``applySize(_:)``).
    var appliedGiven: GivenSize?
    /// Both dimensions of ``appliedGiven``, when both are given.
    var appliedSize: Size? { appliedGiven?.size }
    /// The root's safe-area insets as edit variables, once given (LayoutTree+SafeArea.swift).
    var safeArea: SafeAreaVariables?
    /// The root's device-pixel grid, if it has a ``Item/pixelScale``: frames are read on it (Pixels/).
    var pixelGrid: PixelGrid?
    /// Changes made from outside (a root size, a direction, a moved subtree) that could not be applied.
    var rejections: [Diagnostic] = []
    /// Whether an item of the tree has had a measure function (then frames
    /// are read after measuring passes: ``settleIfNeeded()``).
    var hasMeasuredContent = false
    /// Whether a layout that chooses before solving (a flow) was ever
    /// recorded for the tree (then too frames wait for the passes).
    var hasChoosingLayouts = false
    /// Whether frames are read after measuring and choosing passes.
    var needsSettling: Bool { hasMeasuredContent || hasChoosingLayouts }
    /// The solver's revision the measured content was last settled at.
    var settledRevision = -1
    /// What the last measuring passes found (content that did not settle, measurements ignored).
    var measurementDiagnostics: [Diagnostic] = []
    /// Whether measuring passes are running (their own commits do not start more).
    var isSettling = false
    /// The solver's revision after the last resize when nothing but resizes
    /// changed it since the last settle, and whether the running settle
    /// follows only resizes: `firstFitting` then trusts the misfits it found (Fits/).
    var resizeOnlyRevision = -2, settlingAfterResizeOnly = false
    /// How many times the tree settled: a misfit found in the running settle is trusted in it.
    var settleCount = 0
    /// The names that repeat in the tree (for ``Item/displayName``).
    let names = NameCounts()
    /// Strict mode (``Item/rejectsAmbiguity``): a change that leaves a value unfixed is refused.
    var rejectsAmbiguity = false {
        willSet { if !pendingIntrinsic.isEmpty { flushPendingIntrinsic() } }
    }
    /// A further condition the next commits' solver steps must meet, or be
    /// taken back whole (the first safe area's insets must be reached).
    var extraAcceptance: ((Solver) -> Bool)? {
        willSet { if !pendingIntrinsic.isEmpty { flushPendingIntrinsic() } }
    }
    /// Intrinsic sizes made when the tree was, but not installed yet: each
    /// ``Item/arrange(_:)`` installs those of the items it mentions with its
    /// own constraints, in one solver step; anything else that reads or
    /// changes the solver or the records installs the rest first
    /// (LayoutTree+PendingIntrinsic.swift).
    ///
    /// Read before every frame and solver access: unchecked for exclusivity
    /// (a dynamic check per frame read cost a fifth of a resize's reads);
    /// only this tree's own methods change it, never while one reads it.
    @exclusivity(unchecked) var pendingIntrinsic = PendingIntrinsic()
    /// The frames items kept from a tree they left, while this tree has not
    /// laid them out again (LayoutTree+KeptFrames.swift); nil almost always.
    @exclusivity(unchecked) var keptFrames: [ObjectIdentifier: Rect]?

    /// The ids of the root's left and top variables. The root's origin is
    /// (0, 0) by definition: `root.left == 0` and `root.top == 0` pin them,
    /// alone, and resolution writes them as 0 (a relation that names them
    /// names a constant), so no relation can move the root, appear in a
    /// conflict beside its origin, or leave a rounding error in its frame.
    static let rootOrigin = 0..<2

    /// The edit variables' strength: a strict level above every priority
    /// (1…999), so that nothing below required can move the root; when
    /// required constraints do, it is reported
    /// (``ArrangeError/rootSizeConflict(root:requested:solved:conflicts:)``).
    static let rootSizeStrength = Strength.level(1000)

    /// Made on first use; with `deferringIntrinsic`, the intrinsic sizes
    /// are left in ``pendingIntrinsic`` when installing them later cannot
    /// change any outcome (``canDeferIntrinsic(_:)``).
    init(root: Item, deferringIntrinsic: Bool = false) {
        self.root = root
        self.tokenID = ObjectIdentifier(token)
        self.pixelGrid = root.requestedPixelScale.map(PixelGrid.init)
        let kept = Self.keptFrames(in: root)
        token.tree = self
        // Room for every item's four variables at once: a first layout makes them all, a batch per item.
        var itemCount = 0
        root.forEachInSubtree { _ in itemCount += 1 }
        rawSolver.reserveVariables(4 * itemCount)
        owners.reserveCapacity(4 * itemCount)
        let rootVariables = variables(of: root)  // the root's variables come first: ids 0…3
        originConstraints = [(Attribute.left, rootVariables.left), (.top, rootVariables.top)].map { attribute, variable in
            let lowered = LoweredConstraint(lhs: LinearForm(root, attribute), relation: .equal, rhs: LinearForm(), priority: .required, verb: "root origin")
            return LayoutConstraint(system: lowered, constraint: Constraint(Expression([Term(variable, 1)], constant: -0.0), .equal))
        }
        // A tree made for a commit leaves them for that step (Tree/README.md): they are in no other constraint.
        if deferringIntrinsic && root.requestedSafeArea == nil {
            pendingIntrinsic = PendingIntrinsic(origin: originConstraints.map(\.constraint))
        } else {
            installOrigin(originConstraints.map(\.constraint))
        }
        var intrinsicBatch = intrinsicConstraints(ofSubtree: root)
        for index in intrinsicBatch.indices { intrinsicBatch[index].creationIndex = Int32(index) }
        let deferred = deferringIntrinsic && canDeferIntrinsic(intrinsicBatch)
        // Recorded now or as arrangements take them: room for all at once (a table of labels has one each).
        if !intrinsicBatch.isEmpty { installedIntrinsic.reserveCapacity(intrinsicBatch.count) }
        if !deferred { installIntrinsic(intrinsicBatch, of: root) }
        if let size = root.requestedSize {
            do throws(ArrangeError) { try applyFirstSize(size) } catch { rejections.append(Diagnostic(rejected: "root size \(size)", error)) }
        }
        if let insets = root.requestedSafeArea {
            do throws(ArrangeError) { try applySafeArea(insets) } catch { rejections.append(Diagnostic(rejected: "safe area \(insets)", error)) }
        }
        // Pending from here on: the root's size was independent of them (canDeferIntrinsic).
        if deferred { pendingIntrinsic = PendingIntrinsic(origin: pendingIntrinsic.takeOrigin(), intrinsicBatch, variableCount: rawSolver.variableCount) }
        keptFrames = kept
    }

    /// Installs the root's origin pins, `pins` (none: nothing), in a solver step of their own.
    func installOrigin(_ pins: [Constraint]) {
        guard !pins.isEmpty else { return }
        do {
            try rawSolver.add(pins)
        } catch {
            preconditionFailure("LayoutTree: the root's origin pins two fresh variables and cannot fail: \(error)")
        }
    }

    /// The item's variables in this tree's solver, made on first use.
    ///
    /// Inlined: every frame read asks twice (the item's, its parent's), and
    /// almost always for variables that exist.
    @inline(__always)
    func variables(of item: Item) -> ItemVariables {
        if item.variablesTreeID == tokenID, let vars = item.variables { return vars }
        return makeVariables(of: item)
    }

    /// ``variables(of:)`` for an item without variables in this tree yet.
    @inline(never)
    private func makeVariables(of item: Item) -> ItemVariables {
        // Making them for an item of another tree would take it over: its frame would then be read here.
        assert(item.root === root, "variables(of:) asked for '\(item.name)', which is not in '\(root.name)''s tree")
        // Named on demand: ``name(of:)``. One batch of four: ids left, top, width, height.
        let first = rawSolver.makeVariables(count: 4)
        let vars = ItemVariables(first: first)
        Self.record(ItemReference(item), vars, in: &owners)
        item.variables = vars
        item.variablesToken = token
        item.variablesTreeID = tokenID
        return vars
    }

    /// Lists `item` as the owner of its four new variables (one access to
    /// ``owners``: the usual case is one reference and four codes appended).
    private static func record(_ item: ItemReference, _ vars: ItemVariables, in owners: inout VariableOwners) {
        let first = vars.left.id
        if owners.count == first && vars.height.id == first + 3 {
            owners.appendFour(item)
            return
        }
        for (v, attribute) in [(vars.left, Attribute.left), (vars.top, .top), (vars.width, .width), (vars.height, .height)] {
            owners[v.id] = .item(item, attribute)
        }
    }

    /// The name of one of the tree's solver variables, for messages:
    /// `item.attribute` for an item's (read from the item, which is in the
    /// tree while ``owners`` lists it), else the name the solver has
    /// (a spacer unit's), else `v` and its id.
    ///
    /// Item variables are made without a name: building a string per
    /// variable cost a tenth of a first layout, for messages rarely shown.
    func name(of variable: Variable) -> String {
        if variable.id >= 0, variable.id < owners.count, case let .item(reference, attribute)? = owners[variable.id] {
            return "\(reference.name).\(attribute.rawValue)"
        }
        let name = solver.name(of: variable)
        return name.isEmpty ? "v\(variable.id)" : name
    }

    /// Forgets spacer units that no installed constraint uses any more.
    func forget(spacers: [Variable]) {
        for v in spacers { owners[v.id] = nil }
    }

    /// Whether the item's variables were made by this tree.
    func owns(_ item: Item) -> Bool { item.variablesTreeID == tokenID }

    /// Every installed layout constraint by solver constraint identity, for
    /// naming the constraints of a solver error (built only then).
    func installedByIdentity() -> [ObjectIdentifier: LayoutConstraint] {
        var all = originConstraints
        for group in groups { all += group.constraints }
        var map: [ObjectIdentifier: LayoutConstraint] = [:]
        for c in all { map[ObjectIdentifier(c.constraint)] = c }
        for record in intrinsic.all { for c in record.layoutConstraints { map[ObjectIdentifier(c.constraint)] = c } }
        return map
    }

    deinit {
        token.tree = nil
        // Groups still pointing here (not those moved to another tree since)
        // mention items that may go away with the root: empty them (see
        // ItemReference), and let them forget this tree.
        for group in groups where group.tree === self {
            group.tree = nil
            group.constraints = []
            group.spacers = []
            group.isInstalled = false
        }
    }
}
