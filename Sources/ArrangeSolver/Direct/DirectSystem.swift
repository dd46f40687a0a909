/// A solver's system while it resolves directly: every variable fixed by
/// substitution, in order, from rows whose other unknowns are fixed, and
/// the optimum proved (not searched for) by checking every other row.
///
/// The rows are the solver's records (row `r` is slot `r`: while a system
/// resolves directly, constraints are only ever added, so slots are never
/// freed), read in place from their constraint objects: no row, column,
/// factor or journal is made. What is kept is the *tape*: which row fixed
/// which variable, in order (``steps``), and which rows are only checked
/// (``checks``), so that a suggested value or a changed constant replays
/// the same substitutions with the new constants (``replay(_:values:)``).
/// The first change that does not resolve hands the whole system to the
/// simplex method (`SolverState.materialize()`), batch by batch as it
/// was added. See `Direct/README.md` for why a resolved point is the
/// optimum the simplex method would find.
struct DirectSystem: Equatable {
    /// One substitution of the tape.
    struct Step: Equatable {
        /// The variable fixed.
        var variable: Int32
        /// The row that fixes it (an equality, required or not), or, with
        /// ``lower`` at least 0, the inequality that bounds it from above;
        /// for ``closing``, the required equality that fixes the parameter.
        var row: Int32
        /// The inequality that bounds it from below, where the two bounds
        /// meet (a label's hugging and compression at its measure), or one
        /// of ``equality``, ``parameter`` and ``closing``.
        var lower: Int32

        /// ``lower`` of a variable fixed by an equality.
        static let equality: Int32 = -1
        /// ``lower`` of a *parameter*: a variable of a cycle (equal widths
        /// filling a row: every width waits for the first, the first for the
        /// row's end) taken as unknown `p`; the variables fixed after it are
        /// affine in it (`value + slope·p`) until ``closing``.
        static let parameter: Int32 = -3
        /// ``lower`` of the required equality that closes the cycle: all of
        /// its variables fixed, affine in `p` with a slope that is not 0, it
        /// fixes `p`, and every variable since ``parameter`` with it.
        static let closing: Int32 = -4
    }

    /// ``pins``' mark of a variable that no row fixes.
    static let unfixed = Int32.min

    /// How many parameters (``Step/parameter``) one batch may open: each
    /// costs a pass over the batch's rows to find, and a system of many
    /// cycles is a simplex method's (at most `Tuning`-sized, checked).
    static let maximumParameters = 16

    /// Two per variable, at `2v` and `2v + 1`: the lowest strength level a
    /// move of it *upward*, and one *downward*, would violate
    /// (``Strength/requiredLevel`` when only required rows hold it that
    /// way), or ``unfixed`` at `2v`. A label compressed by a required chain
    /// is held at the compression's level downward, at the hugging's
    /// upward. Grown with the variable count as rows arrive.
    var pins: [Int32] = []
    /// The substitutions, in the order they were made and are replayed.
    var steps: [Step] = []
    /// The rows that fix nothing, checked after every replay: each holds,
    /// or is a non-required row all of whose unknowns are pinned above its
    /// level.
    var checks: [Int32] = []
    /// The row count at the end of each batch added, in order: the simplex
    /// method is given the same batches.
    var batchEnds: [Int32] = []
    /// The serial of the first constraint added.
    var firstSerial: Int

    init(firstSerial: Int) {
        self.firstSerial = firstSerial
    }

    /// Where the tape ends, to take a batch back (``rollBack(to:values:)``).
    struct Mark: Equatable {
        var steps: Int
        var checks: Int
        var batches: Int
    }

    /// The end of the tape now.
    var mark: Mark { Mark(steps: steps.count, checks: checks.count, batches: batchEnds.count) }

    /// Takes the tape back to `mark`: the variables fixed since are unfixed
    /// and read 0 again, as they did before.
    mutating func rollBack(to mark: Mark, values: inout [Double]) {
        for step in steps[mark.steps...] {
            let v = Int(step.variable)
            pins[2 * v] = Self.unfixed
            pins[2 * v + 1] = Self.unfixed
            values[v] = 0
        }
        steps.removeSubrange(mark.steps...)
        checks.removeSubrange(mark.checks...)
        batchEnds.removeSubrange(mark.batches...)
    }

    /// Makes room for `count` variables in ``pins``.
    mutating func growPins(to count: Int) {
        if pins.count < 2 * count { pins.append(contentsOf: repeatElement(Self.unfixed, count: 2 * count - pins.count)) }
    }

    /// The variables no row fixes, sorted by id (those in no row included).
    func unfixedVariables(count: Int) -> [Variable] {
        (0..<count).filter { 2 * $0 >= pins.count || pins[2 * $0] == Self.unfixed }.map { Variable(id: $0) }
    }
}
