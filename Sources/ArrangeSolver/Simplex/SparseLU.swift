/// A sparse LU factorisation of a square basis matrix `B`.
///
/// Gaussian elimination picks a pivot sequence `(rₛ, cₛ)` (a row of `B` and
/// a basis position) in three passes, each cheaper than the next:
/// 1. column singletons (a position with one active row): no elimination;
/// 2. row singletons (a row with one active position): elimination with no fill;
/// 3. the remaining kernel, by Markowitz's rule (fewest `(r−1)(c−1)` fill-ins)
///    with threshold partial pivoting.
/// Layout bases are nearly triangular (chains, grids), so the first two passes
/// usually factor everything in time proportional to the non-zeros. When
/// they get stuck, the densest position left is set aside as a spike
/// (``SpikeColumns``, dense by row) and the passes go on without it; the
/// spikes join the kernel, pivoted last (a bordered block-triangular form):
/// equal widths put one width into every row of a chain, which is
/// triangular without it.
///
/// `L` is stored as elimination steps (`v[i] -= l · v[rₛ]`), `U` as the pivot
/// rows. A position that finds no usable pivot is reported as singular
/// together with a row left uncovered, so the caller can repair the basis.
struct SparseLU: Equatable {
    /// The size of the basis.
    let size: Int
    /// For each pivot step, its row of `B`.
    var pivotRow: [Int32] = []
    /// For each pivot step, its basis position.
    var pivotPosition: [Int32] = []
    /// For each pivot step, the pivot element.
    var pivotValue: [Double] = []
    /// Step `s` stores its `U` row, the entries (position, value)
    /// `entries[start[s]..<split[s]]`, followed by its `L` column, the
    /// entries (row, multiplier) `entries[split[s]..<start[s+1]]`: one array,
    /// so that a factorisation makes one allocation for both.
    var start: [Int32] = [0]
    var split: [Int32] = []
    var entries: [Entry] = []
    /// Positions that found no pivot (a singular basis), in ascending order.
    var singularPositions: [Int] = []
    /// Rows that no pivot covered, in ascending order (as many as `singularPositions`).
    var uncoveredRows: [Int] = []

    /// The factorisation of the empty basis (a new component's, before its
    /// rows are bordered on).
    init() {
        size = 0
    }

    /// The empty basis's factorisation, shared (no allocation per use).
    static let empty = SparseLU()

    /// Whether this equals ``empty`` (compared without copying it).
    var isEmptyBasis: Bool {
        size == 0 && pivotRow.isEmpty && pivotPosition.isEmpty && pivotValue.isEmpty && start.count == 1 && start[0] == 0
            && split.isEmpty && entries.isEmpty && singularPositions.isEmpty && uncoveredRows.isEmpty
    }

    /// The number of stored non-zeros in `L` and `U`.
    var nonZeros: Int { entries.count + pivotValue.count }

    /// Factorises the matrix whose position `k` holds column `basis[k]` of a
    /// column-compressed matrix (entries indexed by row).
    ///
    /// - Complexity: O(non-zeros) for triangular bases; the kernel costs
    ///   O(k²) search plus fill-in for a kernel of `k` positions.
    init(columnStart: [Int32], columnEntries: [Entry], basis: [Int32], workspace: inout Workspace) {
        let m = basis.count
        size = m
        // The row-wise copy of B, counted, then taken at its size.
        var scratch = LUScratch(size: m, &workspace)
        let nonZeros = scratch.countEntries(columnStart: columnStart, columnEntries: columnEntries, basis: basis)
        scratch.takeRows(nonZeros: nonZeros, &workspace)
        reserveSteps(m, nonZeros: nonZeros)
        // Passes 1 and 2: the singletons, setting spikes aside when stuck.
        let (remaining, spikes) = scratch.withSingletonPasses(columnEntries: columnEntries, spikeStorage: workspace.spikes) { passes in
            passes.copyRows()
            passes.run(into: &self)
            return (passes.remaining, passes.spikes)
        }
        if let spikes { workspace.spikes = spikes }
        // Pass 3: the kernel, by Markowitz with threshold pivoting.
        if remaining > 0 { factorKernel(&scratch, spikes: spikes, &workspace) }
        if !singularPositions.isEmpty {
            singularPositions.sort()
            uncoveredRows = (0..<m).filter { !scratch.done[$0] }
        }
        scratch.giveBack(to: &workspace)
    }

    /// Reserves the pivot steps of a basis of size `m`: the singleton passes
    /// store each off-pivot entry of B once, in U or in L.
    private mutating func reserveSteps(_ m: Int, nonZeros: Int) {
        pivotRow.reserveCapacity(m)
        pivotPosition.reserveCapacity(m)
        pivotValue.reserveCapacity(m)
        start.reserveCapacity(m + 1)
        split.reserveCapacity(m)
        entries.reserveCapacity(Swift.max(0, nonZeros - m))
    }

    /// Solves `B x = v`: `v` is indexed by row and is overwritten; `x` is indexed by position.
    ///
    /// - Complexity: O(non-zeros of L and U).
    func solve(_ v: inout [Double], into x: inout [Double]) {
        withBuffers { pr, pp, pv, st, sp, e in
            v.withUnsafeMutableBufferPointer { v in
                for s in 0..<pr.count {
                    let vr = v[Int(pr[s])]
                    if vr == 0 { continue }
                    for n in Int(sp[s])..<Int(st[s + 1]) {
                        v[Int(e[n].index)] -= e[n].value * vr
                    }
                }
                x.withUnsafeMutableBufferPointer { x in
                    var s = pr.count - 1
                    while s >= 0 {
                        var sum = v[Int(pr[s])]
                        for n in Int(st[s])..<Int(sp[s]) {
                            sum -= e[n].value * x[Int(e[n].index)]
                        }
                        x[Int(pp[s])] = sum / pv[s]
                        s -= 1
                    }
                }
            }
        }
    }

    /// Solves `Bᵀ y = c`: `c` is indexed by position and is overwritten; `y` is indexed by row.
    ///
    /// - Complexity: O(non-zeros of L and U).
    func solveTransposed(_ c: inout [Double], into y: inout [Double]) {
        withBuffers { pr, pp, pv, st, sp, e in
            y.withUnsafeMutableBufferPointer { y in
                c.withUnsafeMutableBufferPointer { c in
                    for s in 0..<pr.count {
                        let w = c[Int(pp[s])] / pv[s]
                        y[Int(pr[s])] = w
                        if w == 0 { continue }
                        for n in Int(st[s])..<Int(sp[s]) {
                            c[Int(e[n].index)] -= e[n].value * w
                        }
                    }
                }
                var s = pr.count - 1
                while s >= 0 {
                    let r = Int(pr[s])
                    var sum = y[r]
                    for n in Int(sp[s])..<Int(st[s + 1]) {
                        sum -= e[n].value * y[Int(e[n].index)]
                    }
                    y[r] = sum
                    s -= 1
                }
            }
        }
    }

    /// Calls `body` with the factorisation's arrays as buffers: pivot rows,
    /// positions and values, step starts and splits, entries.
    @inline(__always)
    private func withBuffers<R>(
        _ body: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Double>,
                 UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Entry>) -> R
    ) -> R {
        pivotRow.withUnsafeBufferPointer { pr in
            pivotPosition.withUnsafeBufferPointer { pp in
                pivotValue.withUnsafeBufferPointer { pv in
                    start.withUnsafeBufferPointer { st in
                        split.withUnsafeBufferPointer { sp in
                            entries.withUnsafeBufferPointer { e in body(pr, pp, pv, st, sp, e) }
                        }
                    }
                }
            }
        }
    }
}
