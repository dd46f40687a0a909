import ArrangeSolver

/// What an `arrange` closure recorded: the handles of its calls, and the
/// mistakes found while recording, each with its place among the calls.
///
/// Every mistake of a closure is reported, every time, in the order
/// written: those found while recording (an item of another tree, a
/// count mismatch …) and those found only once a call is lowered, a
/// relation whose numbers overflow (a place list's sum past ±1.8e308, a
/// number past ±1e100, where solving could overflow), one per call.
struct RecordedCalls {
    /// The handles of the calls recorded, in order.
    var handles: [ConstraintHandle]
    /// The mistakes found while recording, each with the number of
    /// declarations recorded before it.
    var mistakes: [(position: Int, error: ArrangeError)]

    /// Throws the closure's mistakes, with the overflows its calls make
    /// once lowered, in the order written; returns if it made none.
    ///
    /// - Complexity: nothing without a mistake; else the calls lowered once more.
    func throwMistakes() throws(ArrangeError) {
        guard !mistakes.isEmpty else { return }
        throw Self.combined(mistakes: mistakes, overflows: overflows())
    }

    /// `error` (a solver step's, for these calls), or, when it is an
    /// overflow, every call that overflows, in order (the solver stops at
    /// the first relation it cannot take).
    func withEveryOverflow(_ error: ArrangeError) -> ArrangeError {
        guard case .nonFiniteSum = error else { return error }
        let all = overflows()
        return all.count > 1 ? Self.combined(mistakes: [], overflows: all) : error
    }

    /// The calls whose relations overflow once lowered: the first such
    /// relation of each, as ``ArrangeError/nonFiniteSum(verb:argument:sum:at:)``
    /// (as the solver's error reads), with its declaration's index.
    func overflows() -> [(declaration: Int, error: ArrangeError)] {
        var found: [(declaration: Int, error: ArrangeError)] = []
        for (index, handle) in handles.enumerated() {
            var lowering = Lowering(direction: .leftToRight)
            var lowered: [LoweredConstraint] = []
            _ = handle.withDeclaration { lowering.lower($0, into: &lowered) }
            guard let bad = lowered.first(where: Self.overflows) else { continue }
            let name = { (ref: ItemReference) in ref.withItem { $0.displayName } }
            let provenance = bad.provenance(naming: name)
            guard let location = provenance.location else { continue }
            let error = ArrangeError.nonFiniteSum(verb: provenance.verb, argument: provenance.argument,
                                                  sum: bad.relationDescription(naming: name), at: location)
            found.append((index, error))
        }
        return found
    }

    /// Whether the solver would refuse the relation's numbers: a
    /// coefficient or the constant (left side less right side) NaN,
    /// infinite or beyond ±``Expression/largestSolvable``.
    static func overflows(_ c: LoweredConstraint) -> Bool {
        var bad = !(Swift.abs(c.lhs.constant - c.rhs.constant) <= Expression.largestSolvable)
        for form in [c.lhs, c.rhs] where !bad {
            form.forEachTerm { term in
                if !(Swift.abs(term.coefficient) <= Expression.largestSolvable) { bad = true }
            }
        }
        return bad
    }

    /// One error for recording's `mistakes` and the calls' `overflows`: in
    /// the order written, each once, alone or as ``ArrangeError/multiple(_:)``.
    private static func combined(mistakes: [(position: Int, error: ArrangeError)],
                                 overflows: [(declaration: Int, error: ArrangeError)]) -> ArrangeError {
        // A mistake at position n came after n declarations, and declaration k's overflow after the
        // mistakes at positions up to k: keys 2n and 2k + 1, sorted stably.
        let keyed = mistakes.map { (key: 2 * $0.position, error: $0.error) } + overflows.map { (key: 2 * $0.declaration + 1, error: $0.error) }
        let ordered = keyed.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element.error)
        // Every mistake, each once (one call can make the same one twice).
        var errors: [ArrangeError] = [], seen = Set<ArrangeError>()
        for error in ordered where seen.insert(error).inserted { errors.append(error) }
        return errors.count == 1 ? errors[0] : .multiple(errors)
    }
}
