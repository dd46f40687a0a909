import Testing
@testable import Arrange
import ArrangeSolver

/// `constraint`'s violation at `values` (0 when it holds).
private func violation(_ c: Constraint, _ values: [Variable: Double]) -> Double {
    var sum = c.expression.constant
    for t in c.expression.terms { sum += t.coefficient * values[t.variable]! }
    switch c.relation {
    case .equal: return Swift.abs(sum)
    case .lessThanOrEqual: return Swift.max(0, sum)
    case .greaterThanOrEqual: return Swift.max(0, -sum)
    }
}

/// Expects both solutions of the witness to satisfy every installed
/// constraint of the tree equally well: every required one holds in both,
/// and each priority's total violation is the same.
private func expectEquallyGood(_ w: AmbiguityWitness, in root: Item, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let constraints = root.tree.solver.constraints
    #expect(!constraints.isEmpty, sourceLocation: sourceLocation)
    var totals: [Int: (Double, Double)] = [:]
    for c in constraints {
        let a = violation(c, w.firstValues), b = violation(c, w.secondValues)
        if c.strength.isRequired {
            #expect(a <= 1e-9 && b <= 1e-9, "\(c) is broken", sourceLocation: sourceLocation)
        }
        let old = totals[c.strength.level] ?? (0, 0)
        totals[c.strength.level] = (old.0 + a, old.1 + b)
    }
    for level in totals.keys.sorted() {
        let (a, b) = totals[level]!
        #expect(Swift.abs(a - b) <= 1e-9, "level \(level): \(a) against \(b)", sourceLocation: sourceLocation)
    }
    #expect(w.first != w.second, sourceLocation: sourceLocation)
}

@Suite("An ambiguity witness: two frames that satisfy every constraint equally well")
struct AmbiguityWitnessTests {
    @Test("an item with a size and no x: the second frame moves by 10 and keeps its size")
    func sizeOnly() throws {
        let (root, items) = screen("a")
        try root.arrange { make in make.size(items) == (50, 10); make.yTop(items) }
        let w = try #require(items[0].ambiguityWitness(of: .x))
        #expect(w.first == Rect(x: items[0].frame.x, y: 0, width: 50, height: 10))
        #expect(w.second == Rect(x: items[0].frame.x + 10, y: 0, width: 50, height: 10))
        #expect(w.description == "a.x is ambiguous: \(w.first) and \(w.second) satisfy every constraint equally well")
        expectEquallyGood(w, in: root)
        #expect(items[0].ambiguityWitness(of: .y) == nil)
        #expect(items[0].ambiguityWitness(of: .width) == nil)
    }

    @Test("two items tied by a low-priority wish move together: the wish is as (un)satisfied in both")
    func withPriorities() throws {
        let (root, items) = screen("a", "b")
        let a = items[0], b = items[1]
        try root.arrange { make in
            make.size(a, b) == (40, 40)
            make.yTop(a, b)
            make.install(b.left == a.right + 10 ~ .low)
            make.install(b.left >= root.left)
        }
        let w = try #require(a.ambiguityWitness(of: .x))
        expectEquallyGood(w, in: root)
    }

    @Test("a width held only by a wall gap's minimum is free upward, and the witness finds a move that keeps it")
    func oneSided() throws {
        let (root, items) = screen("a")
        try root.arrange { make in
            make.height(items) == 10; make.yTop(items)
            make.install(items[0].left == root.left)
            make.install(items[0].width >= 5)
        }
        let w = try #require(items[0].ambiguityWitness(of: .width))
        #expect(w.second.width >= 5)
        expectEquallyGood(w, in: root)
    }
}
