import ArrangeSolver

// Resolution: lowered constraints in item terms become solver constraints
// over each item's four variables (right = left + width, centerX = left +
// width/2, and so on) and the spacer units.
extension LayoutTree {
    /// Turns a form in item terms into a solver expression, in root
    /// coordinates, left to right (for the system's own constraints: the
    /// root's origin and size).
    func resolve(_ form: LinearForm, spacers: [Variable]) -> Expression {
        var baselines = 0.0
        let terms = withUnsafeTemporaryAllocation(of: Term.self, capacity: form.termCount * 2) { buffer in
            var written = 0
            write(form, times: 1, in: .plain, into: buffer, at: &written, constant: &baselines, spacers: spacers)
            return Array(UnsafeBufferPointer(rebasing: buffer[..<written]))
        }
        return Expression(terms, constant: form.constant + baselines)
    }

    /// `lhs − rhs` as one solver expression (one allocation), measured in
    /// the relation's frame (``measurementFrame(_:_:)``: the nearest common
    /// ancestor's bounds, mirrored for a right-to-left relation in
    /// leading/trailing terms).
    ///
    /// The terms are written into a temporary (stack) buffer, at most two per
    /// anchor (`right` is left + width) and the frame's offsets, normalised
    /// there, and copied once into the expression's array: cheaper than
    /// growing an array.
    ///
    /// `inRootFrame`: the caller knows the frame is ``MeasurementFrame/plain``
    /// (``LoweringSink/acceptInRootFrame(_:)``), so it is not looked for.
    func resolve(_ lhs: LinearForm, minus rhs: LinearForm, spacers: [Variable], inRootFrame: Bool = false) -> Expression {
        let frame = inRootFrame ? Self.rootFrame : measurementFrame(lhs, rhs)
        assert(!inRootFrame || measurementFrame(lhs, rhs).isPlain, "a constraint given as in root coordinates is not")
        var baselines = 0.0
        let terms = withUnsafeTemporaryAllocation(of: Term.self, capacity: Self.capacity(lhs, rhs)) { buffer in
            let count = writeNormalized(lhs, minus: rhs, in: frame, into: buffer, constant: &baselines, spacers: spacers)
            return Self.array(of: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
        return Expression(terms, constant: lhs.constant - rhs.constant + baselines)
    }

    /// The solver constraint `lhs relation rhs` at `strength`: the terms of
    /// ``resolve(_:minus:spacers:inRootFrame:)``, copied from the (stack)
    /// buffer into the constraint itself (no array for up to three terms).
    ///
    /// `inRootFrame`: the caller knows the frame is ``MeasurementFrame/plain``
    /// (``LoweringSink/acceptInRootFrame(_:)``), so it is not looked for.
    func constraint(_ lhs: LinearForm, _ relation: Relation, _ rhs: LinearForm, strength: Strength, spacers: [Variable],
                    inRootFrame: Bool) -> Constraint {
        assert(!inRootFrame || measurementFrame(lhs, rhs).isPlain, "a constraint given as in root coordinates is not")
        guard inRootFrame else { return constraint(lhs, relation, rhs, strength: strength, spacers: spacers, in: measurementFrame(lhs, rhs)) }
        // The usual relation, an anchor against an anchor or a number: LayoutTree+SimpleResolve.swift.
        if let simple = simpleConstraint(lhs, relation, rhs, strength: strength) { return simple }
        // ``MeasurementFrame/plain`` spelled out: the writes inlined below then test nothing of the frame.
        return constraint(lhs, relation, rhs, strength: strength, spacers: spacers, in: Self.rootFrame)
    }

    /// ``constraint(_:_:_:strength:spacers:inRootFrame:)`` in `frame`:
    /// inlined into it twice, once for a frame it finds and once for root coordinates.
    @inline(__always)
    private func constraint(_ lhs: LinearForm, _ relation: Relation, _ rhs: LinearForm, strength: Strength, spacers: [Variable],
                            in frame: MeasurementFrame) -> Constraint {
        var baselines = 0.0
        let constant = lhs.constant - rhs.constant
        return withUnsafeTemporaryAllocation(of: Term.self, capacity: Self.capacity(lhs, rhs)) { buffer in
            let count = writeNormalized(lhs, minus: rhs, in: frame, into: buffer, constant: &baselines, spacers: spacers)
            return Constraint(normalizedTerms: UnsafeBufferPointer(rebasing: buffer[..<count]), constant: constant + baselines,
                              relation: relation, strength: strength)
        }
    }

    /// ``MeasurementFrame/plain``, spelled out where it is used, so that the
    /// writes inlined there test nothing of the frame.
    @inline(__always)
    static var rootFrame: MeasurementFrame {
        MeasurementFrame(direction: .leftToRight, mirrored: false, ancestor: nil, ancestorIsRoot: true, horizontalSum: 0, verticalSum: 0)
    }

    /// Room for the terms of `lhs − rhs`: two per anchor (`right` is left +
    /// width) and the frame's offsets.
    static func capacity(_ lhs: LinearForm, _ rhs: LinearForm) -> Int {
        (lhs.termCount + rhs.termCount) * 2 + MeasurementFrame.extraTerms
    }

    /// Writes the terms of `lhs − rhs` measured in `frame` into `buffer`,
    /// normalises them there and returns how many there are; baselines go
    /// into `constant`.
    @inline(__always)
    private func writeNormalized(_ lhs: LinearForm, minus rhs: LinearForm, in frame: MeasurementFrame, into buffer: UnsafeMutableBufferPointer<Term>,
                                 constant baselines: inout Double, spacers: [Variable]) -> Int {
        var written = 0
        write(lhs, times: 1, in: frame, into: buffer, at: &written, constant: &baselines, spacers: spacers)
        write(rhs, times: -1, in: frame, into: buffer, at: &written, constant: &baselines, spacers: spacers)
        frame.offsets { v, c in
            (buffer.baseAddress! + written).initialize(to: Term(v, c))
            written += 1
        }
        return Self.normalize(UnsafeMutableBufferPointer(rebasing: buffer[..<written]))
    }

    /// The terms as an array: array literals for the usual one to four
    /// terms (the runtime's fast path), a copy otherwise.
    static func array(of terms: UnsafeBufferPointer<Term>) -> [Term] {
        switch terms.count {
        case 0: []
        case 1: [terms[0]]
        case 2: [terms[0], terms[1]]
        case 3: [terms[0], terms[1], terms[2]]
        case 4: [terms[0], terms[1], terms[2], terms[3]]
        default: Array(terms)
        }
    }

    /// Sorts by variable, merges repeats and drops zeros, in place: what
    /// `Expression.normalized()` does, without its allocations (constraints
    /// have a handful of terms, so insertion sort).
    static func normalize(_ terms: inout [Term]) {
        let count = terms.withUnsafeMutableBufferPointer { normalize($0) }
        terms.removeLast(terms.count - count)
    }

    /// The array normaliser on a buffer: the normalised terms come first;
    /// returns how many there are.
    static func normalize(_ terms: UnsafeMutableBufferPointer<Term>) -> Int {
        guard terms.count > 2 else {
            guard terms.count == 2 else { return terms.first.map { $0.coefficient == 0 ? 0 : 1 } ?? 0 }
            // Two terms (`a.left − b.left`): one comparison, as the general path would order and merge them.
            let first = terms[0], second = terms[1]
            if first.variable == second.variable {
                terms[0].coefficient = first.coefficient + second.coefficient
                return terms[0].coefficient == 0 ? 0 : 1
            }
            if first.variable.id > second.variable.id { terms[0] = second; terms[1] = first }
            if terms[0].coefficient == 0 { terms[0] = terms[1]; return terms[0].coefficient == 0 ? 0 : 1 }
            return terms[1].coefficient == 0 ? 1 : 2
        }
        let count = terms.count
        for i in 1..<count {
            let term = terms[i]
            var j = i
            while j > 0, terms[j - 1].variable.id > term.variable.id {
                terms[j] = terms[j - 1]
                j -= 1
            }
            terms[j] = term
        }
        // One pass: each variable's repeats summed in order, then kept unless the sum is zero.
        var kept = 0, read = 0
        while read < count {
            var term = terms[read]
            read += 1
            while read < count, terms[read].variable == term.variable {
                term.coefficient += terms[read].coefficient
                read += 1
            }
            if term.coefficient != 0 {
                terms[kept] = term
                kept += 1
            }
        }
        return kept
    }

    /// Writes `sign ×` the form's terms, in solver variables and measured
    /// in `frame`, into `buffer` from `index` on (room for two per term),
    /// advancing `index`; adds the constants that baselines bring (their
    /// items' offsets, read now) to `constant`. The root's left and top are
    /// written as the 0 they are (``rootOrigin``).
    @inline(__always)
    private func write(_ form: LinearForm, times sign: Double, in frame: MeasurementFrame, into buffer: UnsafeMutableBufferPointer<Term>,
                       at index: inout Int, constant: inout Double, spacers: [Variable]) {
        func put(_ v: Variable, _ c: Double) {
            // The root's left and top are 0, not unknowns: they are never a
            // term, so no relation reaches them (``LayoutTree/rootOrigin``).
            guard v.id >= Self.rootOrigin.count else { return }
            (buffer.baseAddress! + index).initialize(to: Term(v, c))
            index += 1
        }
        form.forEachTerm { term in
            let c = sign * term.coefficient
            switch term.target {
            case let .spacer(index):
                put(spacers[index], c)
            case let .anchor(ref, attribute):
                let v = ref.withItem { variables(of: $0) }
                let c = frame.coefficient(c, of: attribute)
                let physical = attribute.physical(frame.direction)
                switch physical {
                case .left, .right, .centerX, .width, .top, .bottom, .centerY, .height:
                    v.forEachTerm(of: physical, times: c, put)
                case .firstBaseline, .lastBaseline:
                    // A baseline is top + first, or bottom − last; without offsets, the bottom.
                    let offsets = ref.withItem { $0.ownBaselines }
                    put(v.top, c)
                    if attribute == .firstBaseline, let offsets {
                        constant += c * offsets.first
                    } else {
                        put(v.height, c)
                        if let offsets { constant -= c * offsets.last }
                    }
                case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .centerXWithinMargins, .centerYWithinMargins:
                    writeMargin(physical: attribute.physical(frame.direction), of: ref, variables: v, times: c, put: put, constant: &constant)
                case .leading, .trailing, .leadingMargin, .trailingMargin: preconditionFailure("physical(_:) never returns leading or trailing")
                }
            }
        }
    }

    /// Resolves lowered constraints (without spacers) into solver
    /// constraints: the tree's own (``LayoutConstraint/init(system:constraint:)``).
    func resolve(_ lowered: [LoweredConstraint]) -> [LayoutConstraint] {
        var resolver = Resolver(tree: self, excluded: [])
        for c in lowered { resolver.accept(c) }
        return resolver.result.systemConstraints()
    }

    /// Lowers declarations (each verb in its reference's direction) and resolves them as
    /// they come, leaving out constraints that mention `excluded` items
    /// (detached earlier); appends the spacer units it makes to `spacers`.
    func build(_ declarations: [Declaration], excluding excluded: Set<ObjectIdentifier> = [], spacers: inout [Variable]) -> ResolvedConstraints {
        var lowering = Lowering(directionOf: Self.directionLookup())
        lowering.hidden = hiddenItems
        var resolver = Resolver(tree: self, excluded: excluded)
        resolver.result.reserveCapacity(declarations.reduce(0) { $0 + $1.constraintCountBound })
        lowering.lower(declarations, into: &resolver)
        spacers += resolver.units
        return resolver.result
    }

    /// ``build(_:excluding:spacers:)`` for the declarations of the enabled
    /// handles, in order, lowered where the handles keep them: an `arrange`
    /// copies no declaration (a copy retains each of its arrays and strings).
    ///
    /// Its fixed cost counts: a table makes one `arrange` per cell, each a
    /// dozen constraints. The lowering's direction memo is the tree's
    /// (``reusedDirectionLookup()``), and the handles are read in place, unretained.
    /// The result keeps each relation's origin, not the relation: it is
    /// lowered again from its handle when asked for (``ResolvedConstraints``).
    func build(enabledOf handles: [ConstraintHandle], spacers: inout [Variable]) -> ResolvedConstraints {
        var lowering = Lowering(directionOf: reusedDirectionLookup())
        lowering.hidden = hiddenItems
        var resolver = Resolver(tree: self, excluded: [])
        // With hidden items the relations are kept: lowering again reads only the direction.
        resolver.result = ResolvedConstraints(relowering: hiddenItems.isEmpty)
        // Each handle read through the buffer, unretained (iterating the array retained each, twice).
        handles.withUnsafeBufferPointer { handles in
            var bound = 0, calls = 0
            for n in handles.indices {
                Unmanaged.passUnretained(handles[n])._withUnsafeGuaranteedRef { handle in
                    if handle.isEnabled {
                        bound += handle.withDeclaration { $0.constraintCountBound } ?? 0
                        calls += 1
                    }
                }
            }
            resolver.result.reserveCapacity(bound, calls: calls)
            for n in handles.indices {
                Unmanaged.passUnretained(handles[n])._withUnsafeGuaranteedRef { handle in
                    if handle.isEnabled {
                        handle.withDeclaration { d in
                            resolver.result.begin(declaration: d.index, firstSpacer: lowering.spacerCount, direction: lowering.directionOf(d.reference))
                            lowering.lower(d, into: &resolver)
                        }
                    }
                }
            }
        }
        if !resolver.units.isEmpty { spacers += resolver.units }
        return resolver.result
    }

    /// The sink that resolves each lowered constraint into a solver constraint.
    struct Resolver: LoweringSink {
        let tree: LayoutTree
        /// Items that left the tree: constraints mentioning them are left
        /// out by identity, before anything dereferences them.
        let excluded: Set<ObjectIdentifier>
        /// This lowering's spacer units, by index.
        var units: [Variable] = []
        var result = ResolvedConstraints()

        mutating func accept(_ c: consuming LoweredConstraint) {
            accept(c, inRootFrame: false)
        }

        mutating func acceptInRootFrame(_ c: consuming LoweredConstraint) {
            accept(c, inRootFrame: true)
        }

        private mutating func accept(_ c: consuming LoweredConstraint, inRootFrame: Bool) {
            if !excluded.isEmpty, c.lhs.mentions(any: excluded) || c.rhs.mentions(any: excluded) { result.skip(); return }
            let newestSpacer = Swift.max(c.lhs.highestSpacer, c.rhs.highestSpacer)
            if newestSpacer >= units.count {
                makeUnits(through: newestSpacer, for: Provenance(verb: c.verb, argument: c.argument, location: c.location, role: "flexible spacer unit"))
            }
            let constraint = resolved(c, inRootFrame: inRootFrame)
            result.append(consume c, resolvedAs: consume constraint)
        }

        /// A relation lowered from a declaration: resolved from its sides in
        /// place when the result lowers relations again (it keeps only
        /// where each came from), else as its ``LoweredConstraint``.
        mutating func accept(_ lhs: borrowing LinearForm, _ relation: Relation, _ rhs: borrowing LinearForm, priority: Priority,
                             from d: borrowing Declaration, argument: Int?, role: String?, inRootFrame: Bool) {
            guard result.relowers, excluded.isEmpty else {
                accept(LoweredConstraint(copy lhs, relation, copy rhs, priority: priority, from: d, argument: argument, role: role), inRootFrame: inRootFrame)
                return
            }
            // The usual relation (no spacer unit in it) before the spacer scan: LayoutTree+SimpleResolve.swift.
            assert(!inRootFrame || tree.measurementFrame(lhs, rhs).isPlain, "a constraint given as in root coordinates is not")
            if inRootFrame, let simple = tree.simpleConstraint(lhs, relation, rhs, strength: priority.strength) {
                result.append(partOf: d.index, resolvedAs: simple)
                return
            }
            let newestSpacer = Swift.max(lhs.highestSpacer, rhs.highestSpacer)
            if newestSpacer >= units.count {
                makeUnits(through: newestSpacer, for: Provenance(verb: d.verb, argument: argument, location: d.location, role: "flexible spacer unit"))
            }
            let constraint = tree.constraint(lhs, relation, rhs, strength: priority.strength, spacers: units, inRootFrame: inRootFrame)
            result.append(partOf: d.index, resolvedAs: constraint)
        }

        /// The solver constraint of `c`, read in place (through the consumed
        /// parameter, each side was copied first). ``LayoutTree/resolve(_:minus:spacers:inRootFrame:)``
        /// normalises the terms, so the constraint takes them as they are.
        private func resolved(_ c: borrowing LoweredConstraint, inRootFrame: Bool) -> Constraint {
            tree.constraint(c.lhs, c.relation, c.rhs, strength: c.priority.strength, spacers: units, inRootFrame: inRootFrame)
        }

        /// Makes spacer units up to `index`; lowering introduces each with
        /// its `unit >= 0` constraint, whose `provenance` names it.
        @inline(never)
        private mutating func makeUnits(through index: Int, for provenance: Provenance) {
            while units.count <= index {
                let v = tree.rawSolver.makeVariable("spacer \(provenance)")
                tree.owners[v.id] = .spacer(provenance)
                units.append(v)
            }
        }
    }
}

extension ConstraintHandle {
    /// Runs `body` on the declaration where the handle keeps it (an access,
    /// not a copy); nil for a handle whose call recording rejected.
    ///
    /// Through optional chaining: one access, in place (a test for nil
    /// first, then a forced unwrap, copied the declaration to test it).
    func withDeclaration<R>(_ body: (inout Declaration) -> R) -> R? {
        declaration?.accessed(by: body)
    }
}

private extension Declaration {
    /// `body` on the declaration itself, in place: for optional chaining.
    mutating func accessed<R>(by body: (inout Declaration) -> R) -> R {
        body(&self)
    }
}
