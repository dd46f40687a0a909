// Bordering on a long group in an order of its dependencies, setting
// aside a few spike columns that close cycles.
extension Component {

    /// Extends the factorisation over `rows` (just appended, more than 64,
    /// not already in order: see ``extendFactorInLongOrder(rows:)``) as
    /// borders in an order of their dependencies, their basic columns left
    /// at their positions (each border fills its own, see
    /// ``BasisFactor/endBorder(row:pivot:at:)``), setting aside a few
    /// *spike* columns when the dependencies have a cycle.
    ///
    /// Row `i` is paired with the basic column at position `i`, and needs
    /// the pairs whose basic columns it has entries in; the pairs go in
    /// topological order (Kahn's, one pass over the entries). A layout's
    /// first group is in such an order but for its rows as written (every
    /// item's `x` from the one before, each needing a width bordered later)
    /// and, in a row of equal widths, one cycle: the first width is in every
    /// other width's row, and the right edge closes the chain. When no pair
    /// is ready, the way ``SparseLU`` sets a dense column aside, the pair
    /// that the most waiting rows need becomes a spike: its row is bordered
    /// with its logical basic instead (coefficient ±1: an exact division)
    /// and its column out of the basis, which frees the rows that needed
    /// it. After the borders each spike column enters at its own position
    /// again by one eta (`α = B⁻¹ a`, product form; the Schur complement of
    /// the spikes, a column at a time), which the basic values follow. The
    /// basis is the crash's, positions and all.
    ///
    /// The values are those of the borders, each from the rows it needs
    /// only, in whatever order they go; then at most
    /// ``Tuning/borderSpikeLimit`` etas.
    ///
    /// Returns false and changes nothing (the caller refactorises) when a
    /// row's pivot is small next to its other entries, the cycles need
    /// more spikes than the limit, the borders and etas would make the
    /// factorisation ask to be redone, or an eta's pivot `α_p` is small next
    /// to the rest of `α` (then its borders were the cost of trying).
    ///
    /// - Complexity: O(entries of the rows + spikes × (rows + a solve)).
    mutating func extendFactorWithSpikes(rows: Range<Int>) -> Bool {
        let k = rows.count, first = rows.lowerBound
        guard k > Tuning.longBorderRows, factor != nil else { return false }
        // Scratch: per pair its count of pairs it waits for, where its
        // dependents start, the order; per entry the dependents.
        let waits = UnsafeMutablePointer<Int32>.allocate(capacity: 3 * k + 1)
        let start = waits + k, order = waits + 2 * k + 1
        waits.initialize(repeating: 0, count: 3 * k + 1)
        defer { waits.deallocate() }
        // Two passes over the rows' entries, through buffers (checked
        // accesses cost more than the work): the counts, then the dependents.
        var borderEntries = 0, stable = true
        var dependents = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
        self.rows.withUnsafeBufferPointer { rowList in
            pool.withUnsafeBufferPointer { pool in
                columns.withUnsafeBufferPointer { columns in
                    basis.withUnsafeBufferPointer { basis in
                        for q in 0..<k {
                            let scanned = Self.scanBorder(row: first + q, basic: Int(basis[first + q]), rowList, pool, columns) { p in
                                borderEntries += 1
                                if p >= first { waits[q] += 1; start[p - first + 1] += 1 }
                                return true
                            }
                            guard scanned else {
                                stable = false
                                return
                            }
                        }
                        for q in 0..<k { start[q + 1] += start[q] }
                        let edges = Int(start[k])
                        dependents.deallocate()
                        dependents = .allocate(capacity: edges + k)
                        let cursor = dependents + edges
                        for q in 0..<k { cursor[q] = start[q] }
                        for q in 0..<k {
                            let i = first + q, basic = Int(basis[i])
                            for n in Self.entryRange(row: i, rowList, poolCount: pool.count) {
                                let j = Int(pool[n].index)
                                let p = Int(columns[j].position)
                                guard j != basic, p >= first else { continue }
                                dependents[Int(cursor[p - first])] = Int32(q)
                                cursor[p - first] += 1
                            }
                        }
                    }
                }
            }
        }
        defer { dependents.deallocate() }
        guard stable else { return false }
        // Kahn's order; when stuck, the pair the most waiting pairs need is a spike.
        var spikes = InlineArray<4, Int32>(repeating: -1)
        var spikeCount = 0, count = 0, head = 0
        for q in 0..<k where waits[q] == 0 { order[count] = Int32(q); count += 1 }
        while true {
            while head < count {
                let q = Int(order[head])
                head += 1
                var isSpike = false
                for s in 0..<spikeCount where Int(spikes[s]) == q { isSpike = true }
                guard !isSpike else { continue }   // its dependents were freed when it was set aside
                for e in Int(start[q])..<Int(start[q + 1]) {
                    let d = Int(dependents[e])
                    waits[d] -= 1
                    if waits[d] == 0 { order[count] = Int32(d); count += 1 }
                }
            }
            guard count < k else { break }
            guard spikeCount < Tuning.borderSpikeLimit else { return false }
            var best = -1, bestNeeded = 0
            for q in 0..<k where waits[q] > 0 {
                var isSpike = false
                for s in 0..<spikeCount where Int(spikes[s]) == q { isSpike = true }
                guard !isSpike else { continue }
                var needed = 0
                for e in Int(start[q])..<Int(start[q + 1]) where waits[Int(dependents[e])] > 0 { needed += 1 }
                if needed > bestNeeded { best = q; bestNeeded = needed }
            }
            guard best >= 0 else { return false }
            spikes[spikeCount] = Int32(best)
            spikeCount += 1
            for e in Int(start[best])..<Int(start[best + 1]) {
                let d = Int(dependents[e])
                guard waits[d] > 0 else { continue }
                waits[d] -= 1
                if waits[d] == 0 { order[count] = Int32(d); count += 1 }
            }
        }
        guard factor?.canBorder(entries: borderEntries + spikeCount * k) == true else { return false }
        // The spikes' rows bordered with their logicals basic.
        var spikeColumns = InlineArray<4, Int32>(repeating: -1)
        for s in 0..<spikeCount {
            let p = first + Int(spikes[s])
            let j = Int(basis[p]), l = Int(self.rows[p].logical)
            spikeColumns[s] = Int32(j)
            columns[j].position = -1
            basis[p] = Int32(l)
            columns[l].position = Int32(p)
        }
        let values = spikeCount > 0 ? Array(x[rows]) : []   // to take back
        var f = factor.take()!   // uniquely referenced while it grows
        // The borders and the spikes' etas, as counted for `canBorder` (at most).
        f.reserveBorders(k + spikeCount, entries: borderEntries + spikeCount * k)
        let extent = f.extent
        for t in 0..<k {
            let i = first + Int(order[t])
            border(row: i, at: i, into: &f)
        }
        guard spikeCount > 0 else {
            factor = consume f
            return true
        }
        // Each spike column enters at its position by one eta.
        let size = f.size
        var scratch = [Double](repeating: 0, count: size), alpha = [Double](repeating: 0, count: size)
        var column: [Entry] = []
        for s in 0..<spikeCount {
            let p = first + Int(spikes[s]), j = Int(spikeColumns[s])
            column.removeAll(keepingCapacity: true)
            for i in rows {
                for n in entryRange(row: i) where Int(pool[n].index) == j { column.append(Entry(i, pool[n].value)) }
            }
            f.solve(column: column[...], rowScratch: &scratch, into: &alpha)
            var largest = 0.0
            for i in rows { largest = Swift.max(largest, Swift.abs(alpha[i])) }
            let pivot = alpha[p]
            guard Swift.abs(pivot) >= Tolerance.luThreshold * largest && Swift.abs(pivot) > Tolerance.pivot else {
                // Taken back: the factor as it was, the crash's basis and values.
                f.truncate(to: extent)
                factor = consume f
                for t in 0..<spikeCount {
                    let q = first + Int(spikes[t])
                    columns[Int(basis[q])].position = -1
                    basis[q] = spikeColumns[t]
                    columns[Int(spikeColumns[t])].position = Int32(q)
                }
                x.replaceSubrange(rows, with: values)
                return false
            }
            f.update(position: p, alpha: alpha)
            columns[Int(basis[p])].position = -1
            basis[p] = Int32(j)
            columns[j].position = Int32(p)
            let xp = x[p] / pivot
            x[p] = xp
            if xp != 0 { for i in rows where i != p && alpha[i] != 0 { x[i] -= alpha[i] * xp } }
        }
        factor = consume f
        return true
    }
}
