/// One row read in place from its constraint: the value that makes it
/// hold for one unknown, and whether it holds at the current values.
extension DirectSystem {
    /// The constraint of row (slot) `r`, unretained: the slots keep it.
    /// Read as the record's first word (``recordLayoutHolds``): a copy of
    /// the record retained and released it, twice a row.
    @inline(__always)
    static func row(_ r: Int, _ slots: UnsafeBufferPointer<Record?>) -> Unmanaged<Constraint> {
        Unmanaged.fromOpaque(UnsafeRawPointer(slots.baseAddress.unsafelyUnwrapped + r).load(as: UnsafeRawPointer.self))
    }

    /// Whether a record's constraint is its first word, as ``row(_:_:)``
    /// reads it (checked once per direct system, in `SolverState.addDirectly`).
    static let recordLayoutHolds = MemoryLayout<Record?>.size == MemoryLayout<Record>.size
        && MemoryLayout<Record>.offset(of: \Record.constraint) == 0

    /// The level a row holds at when it fixes or bounds a variable.
    @inline(__always)
    static func level(of c: Constraint) -> Int32 { c.level }

    /// Whether a non-required row costs nothing when violated (weight 0):
    /// it neither fixes nor bounds anything, and is never checked.
    @inline(__always)
    static func isWeightless(_ c: Constraint) -> Bool {
        c.level != Int32(Strength.requiredLevel) && !(c.strength.weight > 0)
    }

    /// The value of `v` that makes `c`'s expression 0 at the current values
    /// of its other variables, with `v`'s coefficient; with `slope` (a
    /// parameter open), the value's slope in it too; with `pins`, the lowest
    /// pin among the other variables and `c`'s own level. The caller checks
    /// that the coefficient is not too small to divide by (a replay's rows
    /// were checked when they were first taken).
    @inline(__always)
    static func solve(_ c: Constraint, for v: Int, values: UnsafeMutableBufferPointer<Double>,
                      slope: UnsafeMutableBufferPointer<Double>? = nil, pins: UnsafeMutableBufferPointer<Int32>? = nil)
        -> (value: Double, slope: Double, coefficient: Double, pin: Int32) {
        var rest = c.constant, restSlope = 0.0, a = 0.0, pin = c.level
        c.forEachTerm { t in
            let u = t.variable.id
            guard u != v else {
                a = t.coefficient
                return
            }
            rest += t.coefficient * values[u]
            if let slope { restSlope += t.coefficient * slope[u] }
            if let pins { pin = Swift.min(pin, pins[u]) }
        }
        return (-rest / a, -restSlope / a, a, pin)
    }

    /// Whether an inequality solved for a variable with coefficient `a`
    /// bounds it from above.
    @inline(__always)
    static func isUpper(_ c: Constraint, coefficient a: Double) -> Bool {
        (c.relation == .lessThanOrEqual) == (a > 0)
    }

    /// How far two values computed from coordinates of magnitude `scale`
    /// may differ and still be the same: tighter than the simplex method's
    /// feasibility tolerance (``Tolerance/primal(magnitude:)``), so that
    /// whatever resolves here is feasible there too.
    @inline(__always)
    static func tolerance(scale: Double) -> Double {
        Swift.max(1e-10, 1e-15 * scale)
    }

    /// Whether `c` holds at the current values (to ``tolerance(scale:)`` of
    /// its terms' magnitude).
    @inline(__always)
    static func holds(_ c: Constraint, values: UnsafeMutableBufferPointer<Double>) -> Bool {
        var sum = c.constant, scale = Swift.abs(c.constant)
        c.forEachTerm { t in
            let term = t.coefficient * values[t.variable.id]
            sum += term
            scale += Swift.abs(term)
        }
        let tolerance = Self.tolerance(scale: scale)
        switch c.relation {
        case .equal: return Swift.abs(sum) <= tolerance
        case .lessThanOrEqual: return sum <= tolerance
        case .greaterThanOrEqual: return sum >= -tolerance
        }
    }

    /// Whether a row that fixes nothing is consistent with the optimum:
    /// it holds, or it is not required and every one of its variables is
    /// pinned above its level (no move of them can lessen its violation
    /// without a greater one above it).
    @inline(__always)
    static func passes(_ c: Constraint, values: UnsafeMutableBufferPointer<Double>, pins: UnsafeMutableBufferPointer<Int32>) -> Bool {
        if holds(c, values: values) { return true }
        let level = c.level
        guard level != Int32(Strength.requiredLevel) else { return false }
        var pinned = true
        c.forEachTerm { t in if pins[t.variable.id] <= level { pinned = false } }
        return pinned
    }
}
