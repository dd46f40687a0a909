/// The linear dependence among sparse rows: their left null space
/// `{z : Σᵢ zᵢ aᵢ = 0}`, by sparse elimination, when it is one-dimensional.
///
/// Conflict explanation uses it to prove a Farkas certificate irreducible
/// without a solve per member: if the required rows `S` that a certificate
/// names have a one-dimensional left null space, that space is the
/// certificate's, and the rows on which its vector is non-zero form an
/// irreducible infeasible subsystem (Gleeson and Ryan: the minimal-support
/// points of the alternative polyhedron are exactly the IISs, and a point has
/// minimal support when the rows it uses, with their right sides, are
/// independent, which a one-dimensional null space guarantees).
///
/// The unknowns are the `zᵢ`, one per row; each variable gives one equation
/// `Σᵢ aᵢᵥ zᵢ = 0`. Elimination takes the shortest equation first (ties: the
/// lowest variable): with one unknown left, that unknown is 0 (no fill);
/// otherwise it pivots on the unknown that appears in the fewest equations
/// (among those within a threshold of the largest coefficient) and
/// substitutes it into the other equations that hold it. Unknowns never
/// pivoted nor forced to zero are free: the null space's dimension.
/// Layout rows (chains, cycles of relations, grids) fill in little, so this
/// is near-linear; a work budget bounds the rest.
struct RowDependence {
    /// The unique (up to scale) left null vector, scaled to largest entry 1;
    /// nil if the null space is not one-dimensional, or if elimination ran
    /// over its budget.
    let nullVector: [Double]?

    /// Analyses `rows`, each a list of (variable, coefficient) with distinct
    /// variables; `variableCount` bounds the ids.
    ///
    /// - Complexity: O(entries · log entries) when elimination fills in
    ///   little; at most a budget of `64 · entries + 100 000` term updates.
    init(rows: [[(variable: Int, coefficient: Double)]], variableCount: Int) {
        let m = rows.count
        // Equations, one per variable mentioned: (unknown, coefficient), any order.
        var local = [Int32](repeating: -1, count: variableCount)
        var equations: [[(unknown: Int32, value: Double)]] = []
        var scale = 0.0
        for (i, row) in rows.enumerated() {
            for (v, a) in row where a != 0 {
                if local[v] < 0 { local[v] = Int32(equations.count); equations.append([]) }
                equations[Int(local[v])].append((Int32(i), a))
                scale = Swift.max(scale, Swift.abs(a))
            }
        }
        let drop = 1e-12 * Swift.max(1, scale)
        // The equations each unknown appears in (may list equations it left since).
        var occurrences = [[Int32]](repeating: [], count: m)
        for (e, equation) in equations.enumerated() { for (i, _) in equation { occurrences[Int(i)].append(Int32(e)) } }
        var active = [Bool](repeating: true, count: equations.count)
        // 0 unresolved, 1 forced to zero, 2 pivot.
        var status = [UInt8](repeating: 0, count: m)
        var pivots: [(unknown: Int32, expression: [(unknown: Int32, value: Double)])] = []
        var heap = MinHeap()
        for (e, equation) in equations.enumerated() { heap.push(length: equation.count, index: e) }
        var budget = 64 * equations.reduce(0) { $0 + $1.count } + 100_000
        // Dense accumulator for substitutions.
        var accumulator = [Double](repeating: 0, count: m)
        var inAccumulator = [Bool](repeating: false, count: m)
        var touched: [Int32] = []

        while let (length, e) = heap.pop() {
            guard active[e], equations[e].count == length else { continue }
            active[e] = false
            let equation = equations[e]
            if equation.isEmpty { continue }   // 0 = 0: a redundant variable
            if equation.count == 1 {
                // One unknown left: it must be 0; the other equations simply lose it.
                let u = equation[0].unknown
                status[Int(u)] = 1
                for f in occurrences[Int(u)] where active[Int(f)] {
                    equations[Int(f)].removeAll { $0.unknown == u }
                    heap.push(length: equations[Int(f)].count, index: Int(f))
                }
                continue
            }
            // Pivot: the unknown in the fewest equations among the large enough coefficients.
            let largest = equation.reduce(0) { Swift.max($0, Swift.abs($1.value)) }
            var pick = -1
            for (n, term) in equation.enumerated() where Swift.abs(term.value) >= 0.1 * largest {
                if pick < 0 { pick = n; continue }
                let a = occurrences[Int(term.unknown)].count, b = occurrences[Int(equation[pick].unknown)].count
                if a < b || (a == b && Swift.abs(term.value) > Swift.abs(equation[pick].value)) { pick = n }
            }
            let p = equation[pick].unknown, c = equation[pick].value
            status[Int(p)] = 2
            // z_p = Σ_{i ≠ p} (−aᵢ / c) zᵢ
            var expression: [(unknown: Int32, value: Double)] = []
            expression.reserveCapacity(equation.count - 1)
            for term in equation where term.unknown != p { expression.append((term.unknown, -term.value / c)) }
            for f32 in occurrences[Int(p)] where active[Int(f32)] {
                let f = Int(f32)
                guard let at = equations[f].firstIndex(where: { $0.unknown == p }) else { continue }
                let factor = equations[f][at].value
                equations[f].remove(at: at)
                budget -= equations[f].count + expression.count
                for term in equations[f] {
                    accumulator[Int(term.unknown)] = term.value
                    inAccumulator[Int(term.unknown)] = true
                    touched.append(term.unknown)
                }
                for term in expression {
                    let u = Int(term.unknown)
                    if !inAccumulator[u] {
                        inAccumulator[u] = true
                        accumulator[u] = 0
                        touched.append(term.unknown)
                        occurrences[u].append(f32)
                    }
                    accumulator[u] += factor * term.value
                }
                equations[f].removeAll(keepingCapacity: true)
                for u in touched {
                    if Swift.abs(accumulator[Int(u)]) > drop { equations[f].append((u, accumulator[Int(u)])) }
                    inAccumulator[Int(u)] = false
                }
                touched.removeAll(keepingCapacity: true)
                heap.push(length: equations[f].count, index: f)
            }
            pivots.append((p, expression))
            guard budget > 0 else { nullVector = nil; return }
        }
        // One free unknown: the null space is one-dimensional.
        var free = -1
        for i in 0..<m where status[i] == 0 {
            guard free < 0 else { nullVector = nil; return }
            free = i
        }
        guard free >= 0 else { nullVector = nil; return }
        var z = [Double](repeating: 0, count: m)
        z[free] = 1
        for (p, expression) in pivots.reversed() {
            var sum = 0.0
            for term in expression { sum += term.value * z[Int(term.unknown)] }
            z[Int(p)] = sum
        }
        let largest = z.reduce(0) { Swift.max($0, Swift.abs($1)) }
        guard largest.isFinite, largest > 0 else { nullVector = nil; return }
        nullVector = z.map { $0 / largest }
    }

    /// A binary min-heap of (length, index), ties by index: the elimination
    /// order, deterministic.
    private struct MinHeap {
        private var items: [(length: Int, index: Int)] = []

        private static func less(_ a: (length: Int, index: Int), _ b: (length: Int, index: Int)) -> Bool {
            a.length != b.length ? a.length < b.length : a.index < b.index
        }

        mutating func push(length: Int, index: Int) {
            items.append((length, index))
            var k = items.count - 1
            while k > 0 {
                let parent = (k - 1) / 2
                guard Self.less(items[k], items[parent]) else { break }
                items.swapAt(k, parent)
                k = parent
            }
        }

        mutating func pop() -> (length: Int, index: Int)? {
            guard let top = items.first else { return nil }
            let last = items.removeLast()
            if !items.isEmpty {
                items[0] = last
                var k = 0
                while true {
                    let l = 2 * k + 1, r = l + 1
                    var smallest = k
                    if l < items.count && Self.less(items[l], items[smallest]) { smallest = l }
                    if r < items.count && Self.less(items[r], items[smallest]) { smallest = r }
                    if smallest == k { break }
                    items.swapAt(k, smallest)
                    k = smallest
                }
            }
            return top
        }
    }
}
