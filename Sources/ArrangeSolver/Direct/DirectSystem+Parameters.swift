/// Cycles in a batch's resolution: when the rows left all wait on each
/// other (equal widths filling a row), one unknown is taken as a
/// *parameter* `p` (``DirectSystem/Step/parameter``); what required
/// equalities fix after it is affine in `p` (a value and a slope), until a
/// required equality whose unknowns are all fixed has a slope that is not 0
/// and fixes `p`, and every value since (``DirectSystem/Step/closing``).
/// A span's variables get no direction in their pins: each gets, both
/// ways, the lowest pin of the whole span and of the closing row.
extension BatchResolution {
    /// Takes a required equality with one unknown left while a parameter
    /// is open: its unknown is fixed affine in the parameter.
    mutating func takeAffine(_ r: Int) {
        let c = row(r), pins = pins, values = values, slope = slope
        let (v, solved) = c._withUnsafeGuaranteedRef { c in
            var v = -1
            c.forEachTerm { t in if pins[2 * t.variable.id] == DirectSystem.unfixed { v = t.variable.id } }
            return (v, DirectSystem.solve(c, for: v, values: values, slope: slope, pins: pins))
        }
        guard Swift.abs(solved.coefficient) >= Tolerance.pivot else { return }
        left[r - first] = -1
        fix(v, solved.value, slope: solved.slope, up: solved.up, down: solved.down, Step(variable: Int32(v), row: Int32(r), lower: Step.equality))
    }

    /// Opens a parameter where the rows left are a cycle: the first unknown
    /// of the first required equality with two left. False when there is
    /// none, or the batch has opened too many.
    mutating func openParameter() -> Bool {
        guard parameters < DirectSystem.maximumParameters else { return false }
        for i in 0..<rowCount where left[i] == 2 {
            let r = first + i
            let v = row(r)._withUnsafeGuaranteedRef { c -> Int in
                guard c.level == Self.required && c.relation == .equal else { return -1 }
                var v = -1
                c.forEachTerm { t in if v < 0 && pins[2 * t.variable.id] == DirectSystem.unfixed { v = t.variable.id } }
                return v
            }
            guard v >= 0 else { continue }
            parameters += 1
            parameter = v
            spanStart = steps.count
            fix(v, 0, slope: 1, up: Self.required, down: Self.required, Step(variable: Int32(v), row: -1, lower: Step.parameter))
            return true
        }
        return false
    }

    /// Closes the open parameter with the first closer whose slope is not
    /// 0; the others are checked as any row. Every variable of the span
    /// gets its value and the lowest pin of the span and the closing row.
    mutating func closeParameter() {
        while parameter >= 0, !closers.isEmpty {
            let r = Int(closers.removeFirst())
            let (rest, restSlope, largest, pin) = row(r)._withUnsafeGuaranteedRef { c in
                var rest = c.constant, restSlope = 0.0, largest = 0.0, pin = Self.required
                c.forEachTerm { t in
                    let u = t.variable.id
                    rest += t.coefficient * values[u]
                    restSlope += t.coefficient * slope[u]
                    largest = Swift.max(largest, Swift.abs(t.coefficient * slope[u]))
                    pin = Swift.min(pin, pins[2 * u], pins[2 * u + 1])
                }
                return (rest, restSlope, largest, pin)
            }
            guard Swift.abs(restSlope) > Tolerance.pivot * Swift.max(1, largest) else {
                settled[settledCount] = Int32(r)
                settledCount += 1
                continue
            }
            let p = -rest / restSlope
            var spanPin = pin
            for step in steps[spanStart...] { spanPin = Swift.min(spanPin, pins[2 * Int(step.variable)], pins[2 * Int(step.variable) + 1]) }
            for step in steps[spanStart...] {
                let v = Int(step.variable)
                values[v] += slope[v] * p
                slope[v] = 0
                pins[2 * v] = spanPin
                pins[2 * v + 1] = spanPin
            }
            left[r - first] = -1
            steps.append(Step(variable: Int32(parameter), row: Int32(r), lower: Step.closing))
            parameter = -1
        }
        guard parameter < 0 else { return }
        for r in closers {
            settled[settledCount] = r
            settledCount += 1
        }
        closers.removeAll()
    }
}
