/// Replaying the tape after constants changed (a suggested value, a
/// measured height): the same substitutions in the same order, then every
/// check again.
extension DirectSystem {
    /// Recomputes every fixed variable from the rows' current constants, in
    /// the tape's order, and checks the rest. Returns false when the tape no
    /// longer proves an optimum (two bounds that no longer meet, a check
    /// that fails); `values` are then partly written, and the caller puts
    /// them back. `slope` is 0 for every variable, and is again on return.
    ///
    /// - Complexity: O(entries of the rows): no search, no allocation.
    func replay(slots: UnsafeBufferPointer<Record?>, values: UnsafeMutableBufferPointer<Double>,
                slope: UnsafeMutableBufferPointer<Double>) -> Bool {
        steps.withUnsafeBufferPointer { steps in
            var spanStart = -1
            for (i, step) in steps.enumerated() {
                let v = Int(step.variable)
                switch step.lower {
                case Step.equality where spanStart < 0:
                    values[v] = Self.row(Int(step.row), slots)._withUnsafeGuaranteedRef { Self.solve($0, for: v, values: values).value }
                case Step.equality:
                    let solved = Self.row(Int(step.row), slots)._withUnsafeGuaranteedRef { Self.solve($0, for: v, values: values, slope: slope) }
                    values[v] = solved.value
                    slope[v] = solved.slope
                case Step.parameter:
                    values[v] = 0
                    slope[v] = 1
                    spanStart = i
                case Step.closing:
                    let (rest, restSlope) = Self.row(Int(step.row), slots)._withUnsafeGuaranteedRef { c in
                        var rest = c.constant, restSlope = 0.0
                        c.forEachTerm { t in
                            rest += t.coefficient * values[t.variable.id]
                            restSlope += t.coefficient * slope[t.variable.id]
                        }
                        return (rest, restSlope)
                    }
                    let p = -rest / restSlope
                    for j in spanStart..<i {
                        let u = Int(steps[j].variable)
                        values[u] += slope[u] * p
                        slope[u] = 0
                    }
                    spanStart = -1
                default:
                    let upper = Self.row(Int(step.row), slots)._withUnsafeGuaranteedRef { Self.solve($0, for: v, values: values).value }
                    let lower = Self.row(Int(step.lower), slots)._withUnsafeGuaranteedRef { Self.solve($0, for: v, values: values).value }
                    guard let value = Self.meeting(upper, lower, upper: Int(step.row), lower: Int(step.lower), slots) else { return false }
                    values[v] = value
                }
            }
            return true
        } && pins.withUnsafeBufferPointer { pins in
            let pins = UnsafeMutableBufferPointer(mutating: pins)
            for r in checks {
                guard Self.row(Int(r), slots)._withUnsafeGuaranteedRef({ Self.passes($0, values: values, pins: pins) }) else { return false }
            }
            return true
        }
    }
}
