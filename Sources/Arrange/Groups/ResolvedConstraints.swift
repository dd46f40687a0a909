import ArrangeSolver

/// The primitive constraints of one lowering, resolved for the solver: each
/// relation in item terms beside its solver constraint.
///
/// What ``LayoutTree/build(_:excluding:spacers:)`` returns and what a
/// ``ConstraintGroup`` keeps. The ``LayoutConstraint`` objects users see are
/// made from it when first asked for (``ConstraintGroup/constraints``), not
/// one per constraint while arranging: most arrangements are never inspected.
///
/// The relations are kept in one of two ways:
/// - *kept*: each ``LoweredConstraint`` itself (168 bytes): the tree's own
///   constraints, lists made from layout constraint objects, the builder's;
/// - *lowered again*: for a group's calls (``LayoutTree/build(enabledOf:spacers:)``),
///   only where each came from (``Origin``), one ``Run`` per declaration
///   (24 bytes): which declaration, which of its lowered constraints, and
///   what its lowering depended on. Lowering is pure (it reads the
///   declaration, the reference's direction and the first spacer index,
///   never an item), so lowering the declaration again gives the relations
///   back, bit for bit, whenever they are asked for (``lowered(handles:)``);
///   the declaration is the one its handle keeps, and every change to it
///   replaces the entries it made. A first layout kept a relation per
///   constraint only for messages rarely shown: it was the largest part of
///   its memory.
struct ResolvedConstraints {
    /// How to make a relation again: lower declaration `declaration` from
    /// spacer index `firstSpacer` on, with its reference in `direction`,
    /// and take the `part`-th constraint (counted before any is left out
    /// for mentioning an item that left the tree).
    struct Origin: Equatable {
        var declaration: Int32
        var part: Int32
        var firstSpacer: Int32
        var direction: LayoutDirection

        /// Whether `other` is a relation of the same lowering of the same declaration.
        func isSameLowering(as other: Origin) -> Bool {
            declaration == other.declaration && firstSpacer == other.firstSpacer && direction == other.direction
        }
    }

    /// Entries from `start` on (to the next run's start) that are
    /// consecutive parts of one lowering, from `origin` on.
    struct Run: Equatable {
        var start: Int32
        var origin: Origin
    }

    /// Whether relations are lowered again from their ``Origin`` rather than kept.
    let relowers: Bool
    /// The relations in item terms, in the order they were lowered (kept ones only).
    private var kept: [LoweredConstraint] = []
    /// Where the relations come from, in order (ones lowered again only).
    private(set) var runs: [Run] = []
    /// The solver constraint of each relation, in the same order.
    private(set) var solverConstraints: [Constraint] = []
    /// The origin of the next relation appended (ones lowered again only).
    private var next = Origin(declaration: -1, part: 0, firstSpacer: 0, direction: .leftToRight)
    /// Whether the next relation appended continues the last run.
    private var continuesRun = false

    /// None; relations kept, or, with `relowering`, lowered again when asked for.
    init(relowering: Bool = false) {
        relowers = relowering
    }

    /// The relations and solver constraints of layout constraint objects (kept).
    init(_ constraints: [LayoutConstraint]) {
        relowers = false
        kept = constraints.map { $0.lowered }
        solverConstraints = constraints.map { $0.constraint }
    }

    /// How many there are.
    var count: Int { solverConstraints.count }

    /// Makes room for `n` constraints (lowered again: from `calls` declarations).
    mutating func reserveCapacity(_ n: Int, calls: Int = 0) {
        if relowers { runs.reserveCapacity(calls) } else { kept.reserveCapacity(n) }
        solverConstraints.reserveCapacity(n)
    }

    /// Starts the relations of declaration `declaration`, lowered from
    /// spacer index `firstSpacer` on with its reference in `direction`
    /// (ones lowered again: see ``append(_:resolvedAs:)``).
    mutating func begin(declaration: Int32, firstSpacer: Int, direction: LayoutDirection) {
        next = Origin(declaration: declaration, part: 0, firstSpacer: Int32(firstSpacer), direction: direction)
        continuesRun = false
    }

    /// Counts a relation of the current declaration that is left out (it
    /// mentions an item that left the tree): lowering again makes it too.
    mutating func skip() {
        next.part += 1
        continuesRun = false
    }

    /// Adds a relation and its solver constraint: the relation itself, or
    /// (lowered again) its origin in the declaration given by ``begin(declaration:firstSpacer:direction:)``.
    ///
    /// The constraint is consumed: a resolver's fresh one moves into the
    /// list (taken as borrowed, each was retained here and released by the caller).
    @inline(__always)
    mutating func append(_ relation: consuming LoweredConstraint, resolvedAs constraint: consuming Constraint) {
        if relowers {
            append(partOf: relation.declaration, resolvedAs: constraint)
        } else {
            kept.append(consume relation)
            solverConstraints.append(consume constraint)
        }
    }

    /// Adds the next relation of declaration `declaration` (lowered again:
    /// only its origin is kept, so the relation itself is not needed) and its solver constraint.
    @inline(__always)
    mutating func append(partOf declaration: Int32, resolvedAs constraint: consuming Constraint) {
        assert(relowers, "only relations lowered again are added without the relation")
        assert(declaration == next.declaration, "a relation lowered again comes after its declaration's begin")
        if !continuesRun {
            runs.append(Run(start: Int32(count), origin: next))
            continuesRun = true
        }
        next.part += 1
        solverConstraints.append(consume constraint)
    }

    /// Adds entry `index` of `other` (kept or lowered again, as this list) with `constraint`.
    mutating func append(entry index: Int, of other: ResolvedConstraints, resolvedAs constraint: Constraint) {
        precondition(other.relowers == relowers, "entries kept and lowered again do not mix")
        if relowers {
            let origin = other.origin(at: index)
            if !continuesRun || origin != next {
                runs.append(Run(start: Int32(count), origin: origin))
                continuesRun = true
            }
            next = origin
            next.part += 1
        } else {
            kept.append(other.kept[index])
        }
        solverConstraints.append(constraint)
    }

    /// The run that entry `index` is in (ones lowered again).
    ///
    /// - Complexity: O(log runs).
    private func run(containing index: Int) -> Int {
        var low = 0, high = runs.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if Int(runs[mid].start) <= index { low = mid } else { high = mid }
        }
        return low
    }

    /// Where entry `index` comes from (ones lowered again).
    func origin(at index: Int) -> Origin {
        let run = runs[run(containing: index)]
        var origin = run.origin
        origin.part += Int32(index) - run.start
        return origin
    }

    /// The relations, in order: the kept ones, or each declaration lowered
    /// again from the declarations that `handles` keep (`handles[d]` has
    /// declaration `d`, as a group's do).
    ///
    /// - Complexity: O(count + the size of the declarations lowered).
    func lowered(handles: [ConstraintHandle]) -> [LoweredConstraint] {
        lowered(in: 0..<count, handles: handles)
    }

    /// The relations of the entries in `range` (see ``lowered(handles:)``);
    /// those of declaration `pending`'s index are lowered from `pending`
    /// (a handle's change, before its handle keeps it).
    func lowered(in range: Range<Int>, handles: [ConstraintHandle], pending: Declaration? = nil) -> [LoweredConstraint] {
        guard relowers else { return Array(kept[range]) }
        var result: [LoweredConstraint] = []
        result.reserveCapacity(range.count)
        guard !range.isEmpty else { return result }
        var r = run(containing: range.lowerBound)
        while r < runs.count, Int(runs[r].start) < range.upperBound {
            let origin = runs[r].origin
            let direction = origin.direction
            var lowering = Lowering(directionOf: { _ in direction }, firstSpacer: Int(origin.firstSpacer))
            var all: [LoweredConstraint] = []
            if let pending, pending.index == origin.declaration {
                lowering.lower(pending, into: &all)
            } else {
                _ = handles[Int(origin.declaration)].withDeclaration { lowering.lower($0, into: &all) }
            }
            // This run and the next ones of the same lowering (after a relation left out).
            repeat {
                let start = Int(runs[r].start), end = r + 1 < runs.count ? Int(runs[r + 1].start) : count
                let first = Int(runs[r].origin.part) - start
                for index in Swift.max(start, range.lowerBound)..<Swift.min(end, range.upperBound) {
                    result.append(all[first + index])
                }
                r += 1
            } while r < runs.count && Int(runs[r].start) < range.upperBound && runs[r].origin.isSameLowering(as: origin)
        }
        return result
    }

    /// A new layout constraint object for each entry, in order, each with
    /// the handle of the declaration it came from (`handles[declaration]`),
    /// when there is one (relations lowered again need `handles`, and
    /// `pending` for a declaration its handle does not keep yet).
    ///
    /// - Complexity: O(count), and the declarations lowered again.
    func layoutConstraints(handles: [ConstraintHandle] = [], pending: Declaration? = nil) -> [LayoutConstraint] {
        let lowered = lowered(in: 0..<count, handles: handles, pending: pending)
        var result: [LayoutConstraint] = []
        result.reserveCapacity(count)
        for index in lowered.indices {
            let d = Int(lowered[index].declaration)
            let handle = d >= 0 && d < handles.count ? handles[d] : nil
            result.append(LayoutConstraint(lowered: lowered[index], constraint: solverConstraints[index], handle: handle))
        }
        return result
    }

    /// A new layout constraint object for each entry, in order, as the
    /// tree's own constraints (``LayoutConstraint/init(system:constraint:)``; kept relations).
    func systemConstraints() -> [LayoutConstraint] {
        kept.indices.map { LayoutConstraint(system: kept[$0], constraint: solverConstraints[$0]) }
    }

    /// The positions of the constraints lowered from declaration `index`
    /// (contiguous: entries are in declaration order); an empty range at the
    /// place they would go when there are none.
    ///
    /// - Complexity: O(log count).
    func range(ofDeclaration index: Int32) -> Range<Int> {
        // The first of `n` positions, in declaration order, whose declaration is after `value`.
        func firstAfter(_ value: Int32, among n: Int, _ declaration: (Int) -> Int32) -> Int {
            var low = 0, high = n
            while low < high {
                let mid = (low + high) / 2
                if declaration(mid) <= value { low = mid + 1 } else { high = mid }
            }
            return low
        }
        guard relowers else {
            return firstAfter(index - 1, among: count) { kept[$0].declaration }..<firstAfter(index, among: count) { kept[$0].declaration }
        }
        // Over the runs: the first of each declaration on, and where each starts.
        func start(after value: Int32) -> Int {
            let r = firstAfter(value, among: runs.count) { runs[$0].origin.declaration }
            return r < runs.count ? Int(runs[r].start) : count
        }
        return start(after: index - 1)..<start(after: index)
    }

    /// Replaces the entries in `range` by `other`'s (kept or lowered again, as this list).
    ///
    /// - Complexity: O(count) when the number of entries changes, else
    ///   O(log count + the range's entries and runs).
    mutating func replaceSubrange(_ range: Range<Int>, with other: ResolvedConstraints) {
        precondition(other.count == 0 || other.relowers == relowers, "entries kept and lowered again do not mix")
        if relowers {
            let lower = range.lowerBound, upper = range.upperBound
            let delta = Int32(other.count - range.count)
            // The runs that start in the range give way to other's (and
            // the run before keeps its entries before the range).
            var first = lower < count ? run(containing: lower) : runs.count
            if first < runs.count && Int(runs[first].start) < lower { first += 1 }
            var last = first
            while last < runs.count && Int(runs[last].start) < upper { last += 1 }
            var pieces = other.runs.map { Run(start: $0.start + Int32(lower), origin: $0.origin) }
            // The entries after the range in the run it ends in go on after other's.
            if upper < count {
                let r = run(containing: upper)
                if Int(runs[r].start) < upper {
                    var piece = runs[r]
                    piece.origin.part += Int32(upper) - piece.start
                    piece.start = Int32(upper) + delta
                    pieces.append(piece)
                }
            }
            runs.replaceSubrange(first..<last, with: pieces)
            if delta != 0 {
                for n in (first + pieces.count)..<runs.count { runs[n].start += delta }
            }
            continuesRun = false
        } else {
            kept.replaceSubrange(range, with: other.kept)
        }
        solverConstraints.replaceSubrange(range, with: other.solverConstraints)
    }
}
