@testable import ArrangeSolver
import Testing

@Suite("A basis factor emptied in place is a new one's equal and keeps its storage")
struct BasisFactorTests {
    @Test("a factor with borders and an eta, emptied, equals the empty basis's factor and keeps its update file's storage")
    func emptiedBordersAndEta() {
        var f = BasisFactor(lu: .empty)
        // Row 0 bordered on alone (β = 2), row 1 with an entry 1 in position 0 (β = 4): B = [[2, 0], [1, 4]].
        f.endBorder(row: 0, pivot: 2)
        f.appendBorderEntry(Entry(0, 1))
        f.endBorder(row: 1, pivot: 4)
        // A pivot at position 1 whose column solved to α = (0.5, 3): one entry off the pivot.
        f.update(position: 1, alpha: [0.5, 3])
        #expect(f.size == 2)
        #expect(f.updates.count == 3)
        #expect(f.entries.count == 2)   // the border's 1 and the eta's 0.5
        #expect(f != BasisFactor(lu: .empty))
        let updates = f.updates.capacity, entries = f.entries.capacity
        f.empty()
        #expect(f == BasisFactor(lu: .empty))
        #expect(f.extent == BasisFactor(lu: .empty).extent)
        #expect(f.updates.capacity == updates)
        #expect(f.entries.capacity == entries)
    }

    @Test("a factor over a refactorised basis, emptied, drops the LU for the empty basis's")
    func emptiedLU() {
        // B = [[1, 0], [2, 3]] (column 0 has 1 in row 0 and 2 in row 1, column 1 has 3 in row 1).
        var workspace = Workspace()
        let lu = SparseLU(columnStart: [0, 2, 3], columnEntries: [Entry(0, 1), Entry(1, 2), Entry(1, 3)], basis: [0, 1],
                          workspace: &workspace)
        var f = BasisFactor(lu: lu)
        #expect(f.size == 2)
        #expect(f.lu != .empty)
        f.empty()
        #expect(f == BasisFactor(lu: .empty))
        #expect(f.lu.size == 0)
    }
}

@Suite("Borders on an empty LU are a factorisation of their own")
struct BasisFactorBaseTests {
    /// `n` borders on the empty LU, row `k` with one entry in position `k − 1` (a chain).
    func chain(_ n: Int) -> BasisFactor {
        var f = BasisFactor(lu: .empty)
        for k in 0..<n {
            if k > 0 { f.appendBorderEntry(Entry(k - 1, -1)) }
            f.endBorder(row: k, pivot: 1)
        }
        return f
    }

    @Test("borders on an empty LU count with it, so they never ask for a refactorisation")
    func bordersAreBase() {
        // 2,000 borders, 1,999 entries: past 2 × (0 + 0) + 1000 as plain updates, but all base.
        let f = chain(2000)
        #expect(f.baseBorders == 2000 && f.baseEntries == 1999)
        #expect(!f.needsRefactor)
        #expect(f.canBorder(entries: 1_000_000))   // more borders on it join the base
    }

    @Test("after a pivot, borders are updates again, with the base counted in the budget")
    func budgetAfterPivot() {
        var f = chain(2000)
        let extent = f.extent
        // α with 0.5 at position 0 and the pivot 1 at position 1999: one entry.
        var alpha = [Double](repeating: 0, count: 2000)
        alpha[0] = 0.5; alpha[1999] = 1
        f.update(position: 1999, alpha: alpha)
        #expect(f.baseBorders == 2000 && f.entries.count == 2000)
        // Budget: 2 × (0 + 0 + 1999 + 2000) + 1000 = 8998 entries in all.
        #expect(f.canBorder(entries: 6998))
        #expect(!f.canBorder(entries: 6999))
        f.appendBorderEntry(Entry(0, 1))
        f.endBorder(row: 2000, pivot: 1)
        #expect(f.baseBorders == 2000)   // not on the empty LU's head any more
        // Cut back to before the pivot: the base is as it was, and cut to nothing, none.
        f.truncate(to: extent)
        #expect(f == chain(2000))
        f.truncate(to: BasisFactor(lu: .empty).extent)
        #expect(f.baseBorders == 0 && f.baseEntries == 0 && f.size == 0)
    }

    @Test("room reserved for borders changes no update, and the borders fill it without growing it")
    func reservedBorders() {
        var f = chain(3)
        let before = f
        // 1,000 more borders with an entry each, as a long group reserves them.
        f.reserveBorders(1000, entries: 1000)
        #expect(f == before)
        let updates = f.updates.capacity, entries = f.entries.capacity
        #expect(updates >= 3 + 1000 && entries >= 2 + 1000)
        for k in 3..<1003 {
            f.appendBorderEntry(Entry(k - 1, -1))
            f.endBorder(row: k, pivot: 1)
        }
        #expect(f == chain(1003))
        // 1,000 borders and entries filled what was reserved: nothing grew.
        #expect(f.updates.capacity == updates && f.entries.capacity == entries)
    }

    @Test("a run of a few borders at a time at least doubles the update file, so extending it a few rows at a time stays linear")
    func borderRunsGrowGeometrically() {
        var f = chain(3)
        // 200 runs of 2 borders (border k: entry −1 in position k − 1, pivot 1):
        // the update file grows about log₂(400) times, not 200.
        var growths = 0, capacity = f.updates.capacity
        for k in stride(from: 3, to: 403, by: 2) {
            f.appendBorders(count: 2, entries: 2) { entries, updates, firstEntry in
                for t in 0..<2 {
                    entries[t] = Entry(k + t - 1, -1)
                    updates[t] = .init(position: Int32(k + t), row: Int32(k + t), end: Int32(firstEntry + t + 1), pivot: 1)
                }
            }
            if f.updates.capacity != capacity { growths += 1; capacity = f.updates.capacity }
        }
        #expect(f == chain(403))
        #expect(f.baseBorders == 403 && f.baseEntries == 402)
        #expect(growths <= 9)
    }

    @Test("borders on a refactorised basis are updates, as before")
    func bordersOnLU() {
        var workspace = Workspace()
        let lu = SparseLU(columnStart: [0, 1], columnEntries: [Entry(0, 1)], basis: [0], workspace: &workspace)
        var f = BasisFactor(lu: lu)
        f.appendBorderEntry(Entry(0, 1))
        f.endBorder(row: 1, pivot: 1)
        #expect(f.baseBorders == 0 && f.baseEntries == 0)
        // Budget: 2 × (1 + 1) + 1000 = 1004 entries in all, one used.
        #expect(f.canBorder(entries: 1003))
        #expect(!f.canBorder(entries: 1004))
    }

    @Test("an update is 20 bytes, and keeps its pivot's every bit")
    func updateLayout() {
        #expect(MemoryLayout<BasisFactor.Update>.size == 20)
        #expect(MemoryLayout<BasisFactor.Update>.stride == 20)
        for pivot in [2.0, -0.1, 1e-300, -Double.greatestFiniteMagnitude, 0x1.fffffffffffffp-3] {
            let u = BasisFactor.Update(position: 7, row: -1, end: 3, pivot: pivot)
            #expect(u.pivot.bitPattern == pivot.bitPattern)
            #expect(u.position == 7 && u.row == -1 && u.end == 3)
        }
        // Equal as the Doubles are: −0 equals +0.
        #expect(BasisFactor.Update(position: 0, row: 0, end: 0, pivot: -0.0) == BasisFactor.Update(position: 0, row: 0, end: 0, pivot: 0))
        #expect(BasisFactor.Update(position: 0, row: 0, end: 0, pivot: 1) != BasisFactor.Update(position: 0, row: 0, end: 0, pivot: 2))
    }
}

@Suite("A column scaled in place is a one-entry eta that does not wear the factor out")
struct BasisFactorScaleTests {
    /// B = [[2, 0], [1, 4]] bordered on, then its column at position 1 scaled by −2: B' = [[2, 0], [1, −8]].
    func scaled() -> BasisFactor {
        var f = BasisFactor(lu: .empty)
        f.endBorder(row: 0, pivot: 2)
        f.appendBorderEntry(Entry(0, 1))
        f.endBorder(row: 1, pivot: 4)
        f.scaleColumn(position: 1, by: -2)
        return f
    }

    @Test("solves with the scaled basis: B'x = (2, 9) is x = (1, −1), B'ᵀy = (4, −8) is y = (1.5, 1)")
    func solvesScaled() {
        let f = scaled()
        var x = [Double](repeating: 0, count: 2), scratch = [Double](repeating: 0, count: 2)
        // 2 x₀ = 2, so x₀ = 1; x₀ − 8 x₁ = 9, so x₁ = (9 − 1) / −8 = −1.
        f.solve(column: [Entry(0, 2), Entry(1, 9)][...], rowScratch: &scratch, into: &x)
        #expect(x == [1, -1])
        // Bᵀ' = [[2, 1], [0, −8]]: −8 y₁ = −8, so y₁ = 1; 2 y₀ + y₁ = 4, so y₀ = 1.5.
        var c: [Double] = [4, -8], y = [Double](repeating: 0, count: 2)
        f.solveTransposed(&c, into: &y)
        #expect(y == [1.5, 1])
    }

    @Test("counts as no eta but as one entry of the budget, so scalings without end refactorise; truncating drops them")
    func noWear() {
        var f = scaled()
        let extent = f.extent
        // Budget: 2 × (0 + 0 + 1 + 2) + 1000 = 1006 entries; the border's 1 and the first scaling's 1 used.
        for k in 0..<1004 { f.scaleColumn(position: k % 2, by: -1) }
        #expect(f.etaCount == 0 && f.entries.count == 1 && f.otherEntries == 1005)
        #expect(!f.needsRefactor)
        #expect(f.canBorder(entries: 0) && !f.canBorder(entries: 1))
        f.scaleColumn(position: 0, by: -1)
        #expect(f.needsRefactor)
        f.truncate(to: extent)
        #expect(f == scaled())
    }

    @Test("borders appended as a run equal the same borders appended one by one, extend the base alike, and solve B x = b by hand")
    func borderRun() {
        // B = [[2, 0, 0], [1, 4, 0], [0, -3, 5]] by rows: β = 2, 4, 5 at positions 0, 1, 2.
        var one = BasisFactor(lu: .empty)
        one.endBorder(row: 0, pivot: 2)
        one.appendBorderEntry(Entry(0, 1))
        one.endBorder(row: 1, pivot: 4)
        one.appendBorderEntry(Entry(1, -3))
        one.endBorder(row: 2, pivot: 5)
        var run = BasisFactor(lu: .empty)
        run.appendBorders(count: 3, entries: 2) { entries, updates, firstEntry in
            #expect(entries.count == 2 && updates.count == 3 && firstEntry == 0)
            entries[0] = Entry(0, 1); entries[1] = Entry(1, -3)
            updates[0] = .init(position: 0, row: 0, end: 0, pivot: 2)
            updates[1] = .init(position: 1, row: 1, end: 1, pivot: 4)
            updates[2] = .init(position: 2, row: 2, end: 2, pivot: 5)
        }
        #expect(run == one)
        #expect(run.size == 3 && run.baseBorders == 3 && run.baseEntries == 2)
        // b = (4, 10, 14): x0 = 4/2 = 2, x1 = (10 − 1·2)/4 = 2, x2 = (14 + 3·2)/5 = 4.
        var b = [4.0, 10, 14], x = [0.0, 0, 0]
        run.solve(dense: &b, into: &x)
        #expect(x == [2, 2, 4])
    }
}
