import ArrangeSolver

/// Proof that a frame value is ambiguous: two different frames of the item
/// that satisfy every constraint equally well (the same total violation at
/// every priority, every required constraint holding), as Auto Layout's
/// `exerciseAmbiguityInLayout` shows by moving the view.
public struct AmbiguityWitness: Hashable, Sendable {
    /// The item, as messages name it (``Item/displayName``).
    public var item: String
    /// The value nothing fixes.
    public var value: FrameValue
    /// The item's frame now (in its parent's coordinates).
    public var first: Rect
    /// Another frame, as good as the first by every constraint.
    public var second: Rect
    /// The value of every variable of the installed constraints in each
    /// solution, for checks (lookups only).
    var firstValues: [Variable: Double]
    var secondValues: [Variable: Double]
}

extension AmbiguityWitness: CustomStringConvertible {
    /// `a.x is ambiguous: (0, 0, 50, 10) and (10, 0, 50, 10) satisfy every constraint equally well`.
    public var description: String {
        "\(Snippet.text(item)).\(value.rawValue) is ambiguous: \(first) and \(second) satisfy every constraint equally well"
    }
}

extension Item {
    /// Two different frames of this item that satisfy every constraint
    /// equally well, when its `value` is ambiguous (nothing fixes it); nil
    /// when it is determined.
    ///
    /// The second frame is solved afresh with every installed constraint
    /// and the root's size held, and the value moved (by 10, −10, 1 or −1
    /// points, the first move that keeps every priority's total violation).
    ///
    /// - Complexity: a fresh solve of the tree per move tried (a
    ///   diagnostic, not a layout path).
    public func ambiguityWitness(of value: FrameValue) -> AmbiguityWitness? {
        tree.ambiguityWitness(of: value, for: self)
    }
}

extension LayoutTree {
    /// ``Item/ambiguityWitness(of:)``.
    func ambiguityWitness(of value: FrameValue, for item: Item) -> AmbiguityWitness? {
        let vars = variables(of: item)
        let own = variable(of: value, for: item)
        guard solver.undeterminedVariables().contains(own) else { return nil }
        let installed = creationOrder(solver.constraints) { $0 }
        let probe = Solver()
        for _ in 0..<solver.variableCount { _ = probe.makeVariable() }
        var base = installed
        if let size = appliedSize {
            let r = variables(of: root)
            base += [Constraint(Expression([Term(r.width)], constant: -size.width), .equal),
                     Constraint(Expression([Term(r.height)], constant: -size.height), .equal)]
        }
        do { try probe.add(base) } catch { return nil }
        let current = solver[own]
        var used: [Variable] = []
        var seen = Set<Variable>()
        for c in base { for t in c.expression.terms where seen.insert(t.variable).inserted { used.append(t.variable) } }
        for v in [vars.left, vars.top, vars.width, vars.height] where seen.insert(v).inserted { used.append(v) }
        if let parent = item.parent {
            let p = variables(of: parent)
            for v in [p.left, p.top] where seen.insert(v).inserted { used.append(v) }
        }
        let firstValues = Dictionary(uniqueKeysWithValues: used.map { ($0, solver[$0]) })
        let goal = Self.objective(installed, in: solver)
        for delta in [10.0, -10, 1, -1] {
            let move = Constraint(Expression([Term(own)], constant: -(current + delta)), .equal)
            do { try probe.add(move) } catch { continue }
            if Self.sameObjective(Self.objective(installed, in: probe), goal) {
                let secondValues = Dictionary(uniqueKeysWithValues: used.map { ($0, probe[$0]) })
                return AmbiguityWitness(item: item.displayName, value: value, first: item.frame, second: frame(of: item, values: secondValues),
                                        firstValues: firstValues, secondValues: secondValues)
            }
            try? probe.remove(move)
        }
        return nil
    }

    /// The item's frame in its parent's coordinates, for solver values by variable id.
    func frame(of item: Item, values: [Variable: Double]) -> Rect {
        let v = variables(of: item)
        var x = values[v.left]!, y = values[v.top]!
        if let parent = item.parent {
            let p = variables(of: parent)
            x -= values[p.left]!
            y -= values[p.top]!
        }
        return Rect(x: x, y: y, width: values[v.width]!, height: values[v.height]!)
    }

    /// The total weighted violation at each strength level (sorted by
    /// level), and the largest violation of a required constraint.
    static func objective(_ constraints: [Constraint], in solver: Solver) -> [(level: Int, total: Double)] {
        var totals: [Int: Double] = [:]   // lookup; sorted below
        for c in constraints {
            let v = solver.violation(of: c)
            totals[c.strength.level, default: 0] += c.strength.isRequired ? v : c.strength.weight * v
        }
        return totals.keys.sorted().map { ($0, totals[$0]!) }
    }

    /// Whether two objectives are the same at every level, to rounding.
    static func sameObjective(_ a: [(level: Int, total: Double)], _ b: [(level: Int, total: Double)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in
            x.level == y.level && Swift.abs(x.total - y.total) <= 1e-9 * Swift.max(1, Swift.abs(x.total), Swift.abs(y.total))
        }
    }
}
