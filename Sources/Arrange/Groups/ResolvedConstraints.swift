import ArrangeSolver

/// The primitive constraints of one lowering, resolved for the solver: each
/// relation in item terms beside its solver constraint.
///
/// What ``LayoutTree/build(_:excluding:spacers:)`` returns and what a
/// ``ConstraintGroup`` keeps. The ``LayoutConstraint`` objects users see are
/// made from it when first asked for (``ConstraintGroup/constraints``), not
/// one per constraint while arranging: most arrangements are never inspected.
struct ResolvedConstraints {
    /// The relations in item terms, in the order they were lowered.
    private(set) var lowered: [LoweredConstraint] = []
    /// The solver constraint of each relation, in the same order.
    private(set) var solverConstraints: [Constraint] = []

    /// None.
    init() {}

    /// The relations and solver constraints of layout constraint objects.
    init(_ constraints: [LayoutConstraint]) {
        lowered = constraints.map { $0.lowered }
        solverConstraints = constraints.map { $0.constraint }
    }

    /// How many there are.
    var count: Int { lowered.count }

    /// Makes room for `n` constraints.
    mutating func reserveCapacity(_ n: Int) {
        lowered.reserveCapacity(n)
        solverConstraints.reserveCapacity(n)
    }

    /// Adds a relation and its solver constraint.
    mutating func append(_ relation: consuming LoweredConstraint, resolvedAs constraint: Constraint) {
        lowered.append(consume relation)
        solverConstraints.append(constraint)
    }

    /// A new layout constraint object for each entry, in order, each with
    /// the handle of the declaration it came from (`handles[declaration]`),
    /// when there is one.
    ///
    /// - Complexity: O(count).
    func layoutConstraints(handles: [ConstraintHandle] = []) -> [LayoutConstraint] {
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
    /// tree's own constraints (``LayoutConstraint/init(system:constraint:)``).
    func systemConstraints() -> [LayoutConstraint] {
        lowered.indices.map { LayoutConstraint(system: lowered[$0], constraint: solverConstraints[$0]) }
    }

    /// The positions of the constraints lowered from declaration `index`
    /// (contiguous: entries are in declaration order); an empty range at the
    /// place they would go when there are none.
    ///
    /// - Complexity: O(log count).
    func range(ofDeclaration index: Int32) -> Range<Int> {
        func firstPosition(after value: Int32) -> Int {
            var low = 0, high = lowered.count
            while low < high {
                let mid = (low + high) / 2
                if lowered[mid].declaration <= value { low = mid + 1 } else { high = mid }
            }
            return low
        }
        return firstPosition(after: index - 1)..<firstPosition(after: index)
    }

    /// Replaces the entries in `range` by `other`'s.
    mutating func replaceSubrange(_ range: Range<Int>, with other: ResolvedConstraints) {
        lowered.replaceSubrange(range, with: other.lowered)
        solverConstraints.replaceSubrange(range, with: other.solverConstraints)
    }
}
