import ArrangeSolver

/// The make context: the closure parameter of ``Item/arrange(_:)``.
///
/// Every verb records a declaration (with the reference item `R`, the current
/// insets `l t r b`, its priority and its `#fileID:#line`); nothing touches
/// the solver until the closure returns, when the whole closure is lowered
/// and installed as one atomic batch. Mistakes found while recording (a
/// count mismatch, a non-finite number, an item from another tree, an item
/// arranged inside itself, an item twice in one place list) make the
/// closure fail with an ``ArrangeError`` and install nothing.
public final class Make {
    /// The reference item `R`: the receiver of `arrange`, or of ``ref(_:fileID:line:)``.
    public let reference: Item
    /// The current insets `l t r b`, with their leading and trailing parts
    /// (see ``insetEdges(top:left:leading:bottom:right:trailing:fileID:line:)``).
    ///
    /// Read by every verb; only `setInsets(_:)` changes it, never while a
    /// verb reads it: unchecked for exclusivity.
    @exclusivity(unchecked) public private(set) var insets: EdgeInsets = .zero
    let recorder: Recorder
    /// Whether `R`'s edges are its margin anchors (``refWithinMargins(_:fileID:line:)``).
    let withinMargins: Bool

    init(reference: Item, recorder: Recorder, withinMargins: Bool = false) {
        self.reference = reference
        self.recorder = recorder
        self.withinMargins = withinMargins
    }

    /// `R.width − l − r`: the width inside the insets (leading and trailing
    /// insets included, whatever the direction), an extent you can scale and
    /// shift (`make.w * 0.5 - 4`) and use for widths or heights.
    public var w: Anchor<Horizontal, Extent> {
        let width = withinMargins ? LinearForm(reference, .rightMargin) - LinearForm(reference, .leftMargin) : LinearForm(reference, .width)
        return Anchor(width + -(insets.left + insets.right + insets.leading + insets.trailing), retaining: RetainedItems(reference))
    }

    /// `R.height − t − b`: the height inside the insets, an extent you can use for heights or widths.
    public var h: Anchor<Vertical, Extent> {
        let height = withinMargins ? LinearForm(reference, .bottomMargin) - LinearForm(reference, .topMargin) : LinearForm(reference, .height)
        return Anchor(height + -(insets.top + insets.bottom), retaining: RetainedItems(reference))
    }

    /// A wall for `xPlace`/`yPlace`: cuts the rigid chain.
    public var wall: PlaceElement { .wall }

    /// Another name for ``wall``.
    public var divider: PlaceElement { .wall }

    /// A flexible spacer of weight 1 for `xPlace`/`yPlace`; scale it with `*`.
    public var flexible: Flexible { Flexible() }

    /// A make context whose reference is `item`, with zero insets, recording into the same group.
    public func ref(_ item: Item, fileID: String = #fileID, line: Int = #line) -> Make {
        if !belongs(item) { _ = checkTree([item], verb: "ref", at: CallSite(fileID: fileID, line: line)) }
        return Make(reference: item, recorder: recorder)
    }

    /// A make context whose reference is `item` and whose edges are the
    /// item's margin anchors: every verb measures from `leftMargin` …
    /// `bottomMargin` (and, for a root, from its safe area), `make.w`/`make.h`
    /// are the width and height within the margins, and insets add to them.
    /// The margins are read when the tree is solved, so changing
    /// ``Item/margins`` (or a root's ``Item/safeAreaInsets``) moves the items.
    public func refWithinMargins(_ item: Item, fileID: String = #fileID, line: Int = #line) -> Make {
        if !belongs(item) { _ = checkTree([item], verb: "refWithinMargins", at: CallSite(fileID: fileID, line: line)) }
        return Make(reference: item, recorder: recorder, withinMargins: true)
    }

    // MARK: - Recording support

    /// Records an error for every item from another tree; true if all belong.
    func checkTree(_ items: [Item], verb: String, at location: CallSite) -> Bool {
        // A closure, not the method itself: that would retain the context for each call; each item
        // read through the buffer, unretained (iterating the array retained and released each).
        let allBelong = items.withUnsafeBufferPointer { items in
            items.indices.allSatisfy { n in Unmanaged.passUnretained(items[n])._withUnsafeGuaranteedRef { belongs($0) } }
        }
        if allBelong { return true }
        var ok = true
        for item in items where !belongs(item) {
            ok = false
            // A stand-in for a name `make[…]` did not find: that is already reported.
            if recorder.standIns.contains(ObjectIdentifier(item)) { continue }
            recorder.fail(.foreignItem(item: item.name, tree: item.root.name, expectedTree: recorder.root.name, verb: verb, at: location))
        }
        return ok
    }

    /// ``checkTree(_:verb:at:)`` for the items of a form (alive: the caller retains them).
    func checkTree(_ form: LinearForm, verb: String, at location: CallSite) -> Bool {
        var ok = true
        for (index, term) in form.terms.enumerated() {
            guard case let .anchor(ref, _) = term.target, !belongs(ref.item) else { continue }
            let seenBefore = form.terms[..<index].contains { if case let .anchor(r, _) = $0.target { r.id == ref.id } else { false } }
            if !seenBefore { ok = checkTree([ref.item], verb: verb, at: location) && ok }
        }
        return ok
    }

    /// Whether the item is in the tree being arranged.
    ///
    /// - Complexity: amortised O(1) (see ``Recorder/isInTree(_:)``).
    func belongs(_ item: Item) -> Bool {
        recorder.isInTree(item)
    }

    /// Whether every item of the form is in the tree being arranged.
    func allBelong(_ form: LinearForm) -> Bool {
        for term in form.terms {
            if case let .anchor(ref, _) = term.target, !ref.withItem({ belongs($0) }) { return false }
        }
        return true
    }

    /// Records an error if an item is the reference itself; true if none is.
    func checkNotReference(_ items: [Item], verb: String, at location: CallSite) -> Bool {
        guard let item = items.first(where: { $0 === reference }) else { return true }
        recorder.fail(.arrangedInsideItself(item: item.displayName, verb: verb, at: location))
        return false
    }

    /// Records an error if `lhs relation rhs` names both `leading`/`trailing`
    /// and `left`/`right`; true if it does not.
    func checkEdgeFamilies(_ lhs: LinearForm, _ relation: Relation, _ rhs: LinearForm, verb: String, at location: CallSite) -> Bool {
        guard LinearForm.mixEdgeFamilies(lhs, rhs) else { return true }
        recorder.fail(.mixedDirections(relation: "\(lhs.description) \(relation.rawValue) \(rhs.description)", verb: verb, at: location))
        return false
    }

    /// Records an error for a non-finite number; true if finite.
    func checkFinite(_ value: Double, verb: String, argument: Int?, at location: CallSite) -> Bool {
        if value.isFinite { return true }
        recorder.fail(.nonFinite(verb: verb, argument: argument, value: value, at: location))
        return false
    }

    /// Records an error for a sum of finite numbers that overflows (`overflow`
    /// says which, from ``EdgeInsets/overflow(adding:)``); true if there is none.
    func checkSums(_ overflow: String?, verb: String, at location: CallSite) -> Bool {
        guard let overflow else { return true }
        recorder.fail(.nonFiniteSum(verb: verb, argument: nil, sum: overflow, at: location))
        return false
    }

    /// Appends a declaration made with the current reference and insets; returns its handle.
    func record(_ verb: String, _ payload: Declaration.Payload, priority: Priority = .required, hiddenConstant: Double? = nil,
                at location: CallSite) -> ConstraintHandle {
        var declaration = Declaration(verb: verb, payload: payload, reference: ItemReference(reference), insets: insets, priority: priority, location: location)
        declaration.withinMargins = withinMargins
        declaration.hiddenConstant = hiddenConstant
        return recorder.append(consume declaration)
    }

    /// The handle for a rejected declaration (its error is already recorded):
    /// it never belongs to a group.
    func rejected(_ verb: String, at location: CallSite) -> ConstraintHandle {
        let handle = ConstraintHandle(rejected: verb, at: location)
        handle.recorder = recorder
        recorder.rejected.append(handle)
        return handle
    }

    func setInsets(_ insets: EdgeInsets) {
        self.insets = insets
    }
}
