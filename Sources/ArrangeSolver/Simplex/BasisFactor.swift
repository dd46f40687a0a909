/// The inverse of a basis, kept as a sparse LU factorisation of an earlier
/// basis followed by a product-form eta file, one eta per pivot since.
///
/// A pivot that puts a new column at position `p` appends the eta
/// `(p, α = B⁻¹ a)`; solves apply the LU and then the etas. The owner
/// refactorises when ``needsRefactor`` says the etas cost more than a new LU.
struct BasisFactor {
    /// The factorisation of the basis at the last refactorisation.
    var lu: SparseLU
    /// For each eta, its basis position.
    var etaPosition: [Int32] = []
    /// For each eta, its pivot element `α[p]`.
    var etaPivot: [Double] = []
    /// The off-pivot non-zeros of eta `t` are `etaEntries[etaStart[t]..<etaStart[t+1]]` (index = position).
    var etaStart: [Int32] = [0]
    var etaEntries: [Entry] = []

    init(lu: SparseLU) {
        self.lu = lu
    }

    /// Whether solving with the eta file now costs more than refactorising would.
    var needsRefactor: Bool {
        etaPosition.count >= 100 || etaEntries.count > 2 * (lu.nonZeros + lu.size) + 1000
    }

    /// Solves `B x = a` for a sparse column `a` (entries indexed by row).
    ///
    /// The first basis-size elements of `rowScratch` must be zeros and are left
    /// so; `x` receives the result indexed by position (its first basis-size
    /// elements are written).
    ///
    /// - Complexity: O(size + non-zeros of the LU and the etas).
    func solve(column: ArraySlice<Entry>, rowScratch: inout [Double], into x: inout [Double]) {
        for e in column { rowScratch[Int(e.index)] = e.value }
        lu.solve(&rowScratch, into: &x)
        for i in 0..<lu.size { rowScratch[i] = 0 }
        applyEtas(&x)
    }

    /// Solves `B x = v` for a dense right-hand side indexed by row (overwritten).
    func solve(dense v: inout [Double], into x: inout [Double]) {
        lu.solve(&v, into: &x)
        applyEtas(&x)
    }

    private func applyEtas(_ x: inout [Double]) {
        let count = etaPosition.count
        if count == 0 { return }
        etaPosition.withUnsafeBufferPointer { ep in
            etaPivot.withUnsafeBufferPointer { ev in
                etaStart.withUnsafeBufferPointer { es in
                    etaEntries.withUnsafeBufferPointer { ee in
                        x.withUnsafeMutableBufferPointer { x in
                            for t in 0..<count {
                                let p = Int(ep[t])
                                let xp = x[p] / ev[t]
                                x[p] = xp
                                if xp == 0 { continue }
                                for n in Int(es[t])..<Int(es[t + 1]) {
                                    x[Int(ee[n].index)] -= ee[n].value * xp
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Solves `Bᵀ y = c`: `c` is indexed by position (overwritten), `y` by row.
    ///
    /// - Complexity: O(size + non-zeros of the LU and the etas).
    func solveTransposed(_ c: inout [Double], into y: inout [Double]) {
        let count = etaPosition.count
        if count > 0 {
            etaPosition.withUnsafeBufferPointer { ep in
                etaPivot.withUnsafeBufferPointer { ev in
                    etaStart.withUnsafeBufferPointer { es in
                        etaEntries.withUnsafeBufferPointer { ee in
                            c.withUnsafeMutableBufferPointer { c in
                                var t = count - 1
                                while t >= 0 {
                                    let p = Int(ep[t])
                                    var sum = c[p]
                                    for n in Int(es[t])..<Int(es[t + 1]) {
                                        sum -= ee[n].value * c[Int(ee[n].index)]
                                    }
                                    c[p] = sum / ev[t]
                                    t -= 1
                                }
                            }
                        }
                    }
                }
            }
        }
        lu.solveTransposed(&c, into: &y)
    }

    /// Records that the column whose solve gave `alpha` replaced position `p`.
    ///
    /// Only the first basis-size elements of `alpha` are read.
    mutating func update(position p: Int, alpha: [Double]) {
        if etaPosition.isEmpty && etaPosition.capacity == 0 {
            // Room for a few etas of a few dozen entries before any growth.
            etaPosition.reserveCapacity(8); etaPivot.reserveCapacity(8); etaStart.reserveCapacity(9)
            etaEntries.reserveCapacity(Swift.min(lu.size, 32) * 8)
        }
        etaPosition.append(Int32(p))
        etaPivot.append(alpha[p])
        for i in 0..<lu.size where alpha[i] != 0 && i != p {
            etaEntries.append(Entry(i, alpha[i]))
        }
        etaStart.append(Int32(etaEntries.count))
    }
}
