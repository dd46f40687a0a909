import ArrangeSolver

// Intrinsic sizes: hugging and compression resistance, per item and axis.
//
// `intrinsic` records what the solver holds, never what was computed: a
// record is written only after the solver has taken its constraints, and
// an item without any has no record. Every removal (an intrinsic change,
// `detach`) removes exactly the recorded constraints, so a record that
// outlived its constraints would make the removal fail and, as one batch,
// leave every other constraint of it installed (issue 9, item 1).
extension LayoutTree {
    /// Hugging (`width <= w`) and compression resistance (`width >= w`) per axis,
    /// resolved, for an item with a finite intrinsic size (or measured
    /// content); no entries otherwise.
    ///
    /// Records nothing: the solver takes the constraints first, then
    /// ``IntrinsicRecords/set(_:)`` records them.
    func intrinsicRecord(for item: Item) -> IntrinsicRecords.Record {
        if let content = item.content {
            hasMeasuredContent = true
            // Held at 0 × 0 until the first measurement at the width solved, which reports the natural
            // width too (Content/README.md): that pass changes the constants in place, as it changes a
            // height. A required priority holds the natural size at once, so that a conflict fails its call.
            if content.measuresOnceAtFirst && !Self.hasRequiredIntrinsicPriority(item) {
                settledRevision = -1
                return intrinsicRecord(for: item, size: .zero)
            }
            if content.applied == nil { content.applied = content.naturalSize }
            return intrinsicRecord(for: item, size: content.applied)
        }
        return intrinsicRecord(for: item, size: item.intrinsicSize)
    }

    /// Whether any of `item`'s hugging and compression priorities is required.
    static func hasRequiredIntrinsicPriority(_ item: Item) -> Bool {
        [item.hugging[.horizontal], item.hugging[.vertical], item.compressionResistance[.horizontal], item.compressionResistance[.vertical]]
            .contains(where: \.isRequired)
    }

    /// Hugging and compression resistance for `item` at `size` (no entries
    /// for nil, or a size with a NaN or infinite number).
    ///
    /// Each is resolved here, as ``resolve(_:)`` would (`width − w`: a
    /// width or height is measured in no frame), without a ``Resolver``:
    /// a first layout makes four per label.
    func intrinsicRecord(for item: Item, size: Size?) -> IntrinsicRecords.Record {
        var record = IntrinsicRecords.Record(item: ItemReference(item))
        guard let size, size.isSolvable else { return record }
        let vars = variables(of: item)
        func entry(_ attribute: Attribute, _ expression: (term: Term, constant: Double), _ value: Double, _ relation: Relation,
                   _ priority: Priority) -> IntrinsicRecords.Record.Entry {
            // One term of coefficient 1: already normalised, and kept in the constraint itself.
            let constraint = Constraint(term: expression.term, constant: expression.constant, relation: relation, strength: priority.strength)
            return .init(constraint: constraint, value: value, priority: priority, attribute: attribute, relation: relation)
        }
        // What resolve(lhs, minus: rhs) makes: the one term, and lhs.constant − rhs.constant + no baselines.
        let width = (term: Term(vars.width, 1), constant: 0 - size.width + 0)
        let height = (term: Term(vars.height, 1), constant: 0 - size.height + 0)
        // Per axis (horizontal first), hugging then compression resistance: one array literal, one allocation.
        record.entries = [
            entry(.width, width, size.width, .lessThanOrEqual, item.hugging[.horizontal]),
            entry(.width, width, size.width, .greaterThanOrEqual, item.compressionResistance[.horizontal]),
            entry(.height, height, size.height, .lessThanOrEqual, item.hugging[.vertical]),
            entry(.height, height, size.height, .greaterThanOrEqual, item.compressionResistance[.vertical]),
        ]
        return record
    }

    /// The intrinsic-size constraints of the items of a subtree that have
    /// any, per item, parents first.
    ///
    /// Walks the subtree in ``Item/subtree``'s order without listing it, and
    /// makes a record only for an item that can have entries (measured
    /// content, or a solvable intrinsic size): most items have neither.
    func intrinsicConstraints(ofSubtree subtree: Item) -> [IntrinsicRecords.Record] {
        var records: [IntrinsicRecords.Record] = []
        subtree.forEachInSubtree { item in
            if item.extras?.isHidden == true { hiddenItems.insert(ObjectIdentifier(item)) }
            guard item.content != nil || item.intrinsicSize?.isSolvable == true else { return }
            let record = intrinsicRecord(for: item)
            if !record.entries.isEmpty { records.append(record) }
        }
        return records
    }

    /// Records the intrinsic-size constraints of several items, just installed.
    func recordIntrinsic(_ batch: [IntrinsicRecords.Record]) {
        for record in batch { intrinsic.set(record) }
    }

    /// Re-installs an item's intrinsic-size constraints after a change of its
    /// size or priorities, in one solver step.
    ///
    /// - Throws: the ``ArrangeError`` of the step (a required hugging that
    ///   conflicts, a root that would change size); then the solver and the
    ///   record are exactly as they were.
    func updateIntrinsic(of item: Item) throws(ArrangeError) {
        let old = intrinsic.record(of: ObjectIdentifier(item))?.solverConstraints ?? []
        let new = intrinsicRecord(for: item)
        if old.isEmpty && new.entries.isEmpty { return }
        try commit(removing: old, adding: new.solverConstraints, describing: new.layoutConstraints)
        intrinsic.set(new)
        laidOut()
    }

    /// Installs the intrinsic sizes of a subtree's items, in one step, and
    /// records them; if they cannot hold, none is installed and the tree
    /// records why.
    func installIntrinsic(ofSubtree subtree: Item) {
        installIntrinsic(intrinsicConstraints(ofSubtree: subtree), of: subtree)
    }

    /// ``installIntrinsic(ofSubtree:)`` with the constraints already made.
    func installIntrinsic(_ batch: [IntrinsicRecords.Record], of subtree: Item) {
        guard !batch.isEmpty else { return }
        do throws(ArrangeError) {
            try commit(removing: [], adding: batch.flatMap(\.solverConstraints), describing: batch.flatMap(\.layoutConstraints))
            recordIntrinsic(batch)
        } catch {
            rejections.append(Diagnostic(rejected: "intrinsic sizes of \(Snippet.text(subtree.name))", error))
        }
    }
}
