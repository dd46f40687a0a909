/// Replaying the tape after constants changed (a suggested value, a
/// measured height): the same substitutions in the same order, then every
/// check again.
extension DirectSystem {
    /// Recomputes every fixed variable from the rows' current constants, in
    /// the tape's order, and checks the rest. Returns false when the tape no
    /// longer proves an optimum (two bounds that no longer meet, a check
    /// that fails); `values` are then partly written, and the caller puts
    /// them back.
    ///
    /// - Complexity: O(entries of the rows): no search, no allocation.
    func replay(slots: UnsafeBufferPointer<Record?>, values: UnsafeMutableBufferPointer<Double>) -> Bool {
        steps.withUnsafeBufferPointer { steps in
            for step in steps {
                let v = Int(step.variable)
                let c = Self.row(Int(step.row), slots)
                if step.lower < 0 {
                    values[v] = c._withUnsafeGuaranteedRef { Self.value($0, for: v, values: values).value }
                    continue
                }
                let upper = c._withUnsafeGuaranteedRef { Self.value($0, for: v, values: values).value }
                let lower = Self.row(Int(step.lower), slots)._withUnsafeGuaranteedRef { Self.value($0, for: v, values: values).value }
                guard let value = Self.meeting(upper, lower, upper: Int(step.row), lower: Int(step.lower), slots) else { return false }
                values[v] = value
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
