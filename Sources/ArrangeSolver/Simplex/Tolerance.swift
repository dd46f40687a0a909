/// The solver's tolerances, in one place.
///
/// Values in layouts are at most about 10⁶ and strengths span 1…10⁹, so
/// absolute primal tolerances and cost-relative dual tolerances are used.
enum Tolerance {
    /// A basic value this far outside its bound is infeasible, in a
    /// component whose right-hand sides are at most 1000 in magnitude; see
    /// ``primal(magnitude:)``.
    static let primal = 1e-9
    /// Beyond that, the primal tolerance grows with the component's largest
    /// required right-hand side: 10⁻¹² of it (about 4500 units of rounding), so that
    /// a coordinate of 7·10⁸ computed as a difference of others is not
    /// "infeasible" by its last bits.
    static let primalScaled = 1e-12
    /// A basic value out of bounds by more than ``primal``, after one
    /// refinement against the residual, when it is within the component's
    /// scaled tolerance or nothing can move it back, is taken as rounding
    /// (and set to its bound) if it is within
    /// this much of `Σ |ρᵢ| (|rhsᵢ| + Σ |aᵢⱼ xⱼ|)`, the magnitudes it was
    /// computed from (about 9 units of rounding: refined values are that
    /// close); otherwise the dual simplex method moves it back (which makes
    /// the constraint hold to its own terms' precision) or reports the
    /// conflict. A single-point feasible set reached through coefficients
    /// 10⁴ apart, or a spacer of 0 between coordinates of 7·10⁸, is at its
    /// bound once refined.
    static let primalRounding = 2e-15
    /// Components whose largest constant (any row's, ``Component/span``) is beyond this refine
    /// their values against the residual at the end of each solve
    /// (``Component/polishValues(_:)``); below it, pivot-by-pivot rounding
    /// stays under 10⁻⁹ of a point.
    static let polishAbove = 1e6
    /// A reduced cost is "negative" below `-dual(cost)`; see ``dual(cost:scale:)``.
    static let dualRelative = 1e-9
    /// Part of the dual tolerance proportional to the largest cost in the component.
    static let dualScale = 1e-12
    /// Pivot elements smaller than this are never chosen.
    static let pivot = 1e-9
    /// Values produced by elimination smaller than this are dropped as zero.
    static let drop = 1e-14
    /// Relative threshold of partial pivoting in the LU kernel.
    static let luThreshold = 0.1

    /// The primal feasibility tolerance in a component whose largest
    /// right-hand side is `magnitude`: ``primal``, or 10⁻¹² of the magnitude
    /// when that is larger (values are exact to that, relatively).
    @inline(__always)
    static func primal(magnitude: Double) -> Double {
        Swift.max(primal, primalScaled * magnitude)
    }

    /// The dual feasibility tolerance for a column of the given cost, in a
    /// component whose largest cost is `scale`.
    @inline(__always)
    static func dual(cost: Double, scale: Double) -> Double {
        dualRelative * (1 + Swift.abs(cost)) + dualScale * scale
    }
}
