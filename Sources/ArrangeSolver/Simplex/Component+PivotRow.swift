// The pivot row of B⁻¹A and the reduced-cost update it carries, shared by
// the dual simplex method (which prices with it) and the primal one (which
// updates its reduced costs with it instead of pricing every column again).
extension Component {
    /// Row `p` of `B⁻¹A` over the non-basic columns, from `rho = B⁻ᵀ eₚ`
    /// (indexed by row): `αⱼ = Σᵢ ρᵢ aᵢⱼ`, accumulated into `alpha`
    /// (zeros on entry), each column with an entry listed once in `touched`
    /// and marked in `isTouched`.
    ///
    /// Row by row over the rows `ρ` uses, each in ``forEachEntry(row:_:)``'s
    /// order (external entries, then the logical and errors): the order of
    /// the sums is fixed, so the same `ρ` gives the same bits.
    ///
    /// - Complexity: O(entries of the rows with `ρᵢ ≠ 0`), plus O(rows) to
    ///   find them.
    @inline(__always)
    func pivotRow(rho: [Double], alpha: inout [Double], isTouched: inout [Bool], touched: inout [Int]) {
        for i in 0..<rowCount where rho[i] != 0 {
            let ri = rho[i]
            forEachEntry(row: i) { j, a in
                guard columns[j].position < 0 else { return }
                if !isTouched[j] { isTouched[j] = true; touched.append(j) }
                alpha[j] += ri * a
            }
        }
    }

    /// The reduced costs after column `q` enters the basis in place of
    /// column `leaving`, from the pivot row `alpha` (over `touched`): every
    /// slot's `dⱼ −= θₛ αⱼ` with `θₛ = dₛ[q] / α_q`, so the entering
    /// column's drop to 0 and the leaving one's become `−θₛ` (the
    /// textbook update; columns off the pivot row keep theirs). Clears
    /// `alpha`, `isTouched` and `touched` for the next row; `theta` is
    /// scratch of `K` elements.
    ///
    /// - Complexity: O(touched × `K`).
    @inline(__always)
    func updateReducedCosts(_ d: inout [Double], entering q: Int, leaving: Int, levels K: Int, theta: inout [Double],
                            alpha: inout [Double], isTouched: inout [Bool], touched: inout [Int]) {
        for level in 0..<K { theta[level] = d[q * K + level] / alpha[q] }
        d.withUnsafeMutableBufferPointer { d in
            alpha.withUnsafeMutableBufferPointer { alpha in
                isTouched.withUnsafeMutableBufferPointer { isTouched in
                    if K == 1 {
                        let theta = theta[0]
                        for j in touched { d[j] -= theta * alpha[j]; alpha[j] = 0; isTouched[j] = false }
                    } else {
                        for j in touched {
                            for level in 0..<K { d[j * K + level] -= theta[level] * alpha[j] }
                            alpha[j] = 0; isTouched[j] = false
                        }
                    }
                }
            }
            for level in 0..<K { d[leaving * K + level] = -theta[level]; d[q * K + level] = 0 }
        }
        touched.removeAll(keepingCapacity: true)
    }
}
