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

    /// Whether a non-required row costs nothing when violated (weight 0):
    /// it neither fixes nor bounds anything, and is never checked.
    @inline(__always)
    static func isWeightless(_ c: Constraint) -> Bool {
        c.level != Int32(Strength.requiredLevel) && !(c.strength.weight > 0)
    }

    /// The value of `v` that makes `c`'s expression 0 at the current values
    /// of its other variables, with `v`'s coefficient; with `slope` (a
    /// parameter open), the value's slope in it too; with `pins`, the pins
    /// the row gives `v` (``pins``): moving `v` up with the row holding moves
    /// some other variable `u` the way `−a_u / a_v` says, so `up` is the
    /// lowest of those variables' pins that way, and of `c`'s own level (the
    /// row broken instead); `down` likewise. The caller checks that the
    /// coefficient is not too small to divide by (a replay's rows were
    /// checked when they were first taken).
    @inline(__always)
    static func solve(_ c: Constraint, for v: Int, values: UnsafeMutableBufferPointer<Double>,
                      slope: UnsafeMutableBufferPointer<Double>? = nil, pins: UnsafeMutableBufferPointer<Int32>? = nil)
        -> (value: Double, slope: Double, coefficient: Double, up: Int32, down: Int32) {
        // The pins as if a_v > 0 (u moves up for v up when a_u < 0); swapped below otherwise.
        var rest = c.constant, restSlope = 0.0, a = 0.0, up = c.level, down = c.level
        c.forEachTerm { t in
            let u = t.variable.id
            guard u != v else {
                a = t.coefficient
                return
            }
            rest += t.coefficient * values[u]
            if let slope { restSlope += t.coefficient * slope[u] }
            if let pins {
                let (same, other) = t.coefficient < 0 ? (pins[2 * u], pins[2 * u + 1]) : (pins[2 * u + 1], pins[2 * u])
                up = Swift.min(up, same)
                down = Swift.min(down, other)
            }
        }
        return a > 0 ? (-rest / a, -restSlope / a, a, up, down) : (-rest / a, -restSlope / a, a, down, up)
    }

    /// Whether an inequality solved for a variable with coefficient `a`
    /// bounds it from above.
    @inline(__always)
    static func isUpper(_ relation: Relation, coefficient a: Double) -> Bool {
        (relation == .lessThanOrEqual) == (a > 0)
    }

    /// How far two values computed from coordinates of magnitude `scale`
    /// may differ and still be the same: tighter than the simplex method's
    /// feasibility tolerance (``Tolerance/primal(magnitude:)``), so that
    /// whatever resolves here is feasible there too.
    @inline(__always)
    static func tolerance(scale: Double) -> Double {
        Swift.max(1e-10, 1e-15 * scale)
    }

    /// How far `c` is from holding at the current values: its expression
    /// when it does not hold (to ``tolerance(scale:)`` of its terms'
    /// magnitude; positive for too much), else 0.
    @inline(__always)
    static func excess(_ c: Constraint, values: UnsafeMutableBufferPointer<Double>) -> Double {
        var sum = c.constant, scale = Swift.abs(c.constant)
        c.forEachTerm { t in
            let term = t.coefficient * values[t.variable.id]
            sum += term
            scale += Swift.abs(term)
        }
        let tolerance = Self.tolerance(scale: scale)
        switch c.relation {
        case .equal: return Swift.abs(sum) <= tolerance ? 0 : sum
        case .lessThanOrEqual: return sum <= tolerance ? 0 : sum
        case .greaterThanOrEqual: return sum >= -tolerance ? 0 : sum
        }
    }

    /// Whether a row that fixes nothing is consistent with the optimum:
    /// it holds, or it is not required and each of its variables is pinned
    /// above its level the way that would lessen its violation (no such
    /// move without a greater violation above it: a label compressed by a
    /// required chain may grow at the hugging's cost, but it may not grow
    /// without shrinking what the chain holds at a higher level).
    @inline(__always)
    static func passes(_ c: Constraint, values: UnsafeMutableBufferPointer<Double>, pins: UnsafeMutableBufferPointer<Int32>) -> Bool {
        let excess = excess(c, values: values)
        if excess == 0 { return true }
        let level = c.level
        guard level != Int32(Strength.requiredLevel) else { return false }
        // Too much: lessened by terms moving down (a_u > 0: u down); too little: up.
        let lessen = excess > 0
        var pinned = true
        c.forEachTerm { t in
            let u = t.variable.id
            if (t.coefficient > 0) == lessen ? pins[2 * u + 1] <= level : pins[2 * u] <= level { pinned = false }
        }
        return pinned
    }
}
