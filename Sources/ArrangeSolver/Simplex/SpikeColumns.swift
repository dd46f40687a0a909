/// The basis positions that ``SparseLU`` sets aside as *spikes* when its
/// singleton passes get stuck: each spike's column is kept dense, by row,
/// and is eliminated with the rows as the passes go on, so that the
/// positions left form a triangular order again; the spikes are pivoted
/// last, in the kernel (a bordered block-triangular form).
///
/// A layout's basis is stuck that way when one column appears in many rows:
/// equal widths put the first item's width into every row of a chain, and
/// without it the chain is triangular. Set aside, it costs one value per
/// row it reaches (its fill-in), not a Markowitz pivot per row.
///
/// The values live in raw memory the object owns: an access is pointer
/// arithmetic. The solver's ``Workspace`` keeps one, reset for each
/// factorisation that needs it (``reset(size:)``): a fresh one per
/// factorisation made the heap grow and shrink around it, layout after layout.
final class SpikeColumns {

    /// The number of rows (and positions) of the basis.
    private(set) var size = 0
    /// How many rows the storage has room for.
    private var capacity = 0
    /// Each spike's basis position, in the order they were set aside.
    private let positions: UnsafeMutablePointer<Int32>
    /// Each position's spike index, or −1.
    private var slots: UnsafeMutablePointer<Int32>
    /// Spike `q`'s current value in row `i` is `values[q * size + i]`.
    private var values: UnsafeMutablePointer<Double>
    /// The number of spikes so far.
    private(set) var count = 0
    /// The positions that were open (neither pivoted nor spikes) at the
    /// last search for the densest, `open[0..<openCount]`, ascending: each
    /// search looks only at these, so that a kernel set aside spike by spike
    /// costs one pass over the basis and then passes over what is left.
    private var open: UnsafeMutablePointer<Int32>
    private var openCount = -1

    /// Room for ``Tuning/luSpikeLimit`` spikes of a basis of `size` rows.
    init(size: Int) {
        positions = .allocate(capacity: Tuning.luSpikeLimit)
        slots = .allocate(capacity: 0)
        values = .allocate(capacity: 0)
        open = .allocate(capacity: 0)
        reset(size: size)
    }

    /// Starts over for a basis of `size` rows, with no spike (growing the
    /// storage if it is short).
    func reset(size: Int) {
        if size > capacity {
            slots.deallocate(); values.deallocate(); open.deallocate()
            capacity = Swift.max(size, 2 * capacity)
            slots = .allocate(capacity: capacity)
            values = .allocate(capacity: Tuning.luSpikeLimit * capacity)
            open = .allocate(capacity: capacity)
        }
        self.size = size
        slots.initialize(repeating: -1, count: size)
        count = 0
        openCount = -1
    }

    deinit {
        open.deallocate()
        positions.deallocate()
        slots.deallocate()
        values.deallocate()
    }

    /// Whether another position may be set aside.
    var hasRoom: Bool { count < Tuning.luSpikeLimit }

    /// Sets position `k` aside, with every value 0; returns its spike index.
    func add(position k: Int) -> Int {
        precondition(hasRoom && slots[k] < 0)
        let q = count
        positions[q] = Int32(k)
        slots[k] = Int32(q)
        (values + q * size).initialize(repeating: 0, count: size)
        count += 1
        return q
    }

    /// The open position with the most active entries, at least 2 (the
    /// lowest on ties), or −1 if there is none. `done` and `counts` hold
    /// the rows' flags and counts and then the positions' (at `size + k`);
    /// the factorisation marks spikes done while its singleton passes run.
    func densest(done: UnsafeMutableBufferPointer<Bool>, counts: UnsafeMutableBufferPointer<Int32>) -> Int {
        let m = size
        if openCount < 0 {
            openCount = 0
            for k in 0..<m where !done[m + k] { open[openCount] = Int32(k); openCount += 1 }
        }
        var best = -1, bestCount: Int32 = 1
        var kept = 0
        for n in 0..<openCount {
            let k = Int(open[n])
            guard !done[m + k] else { continue }
            open[kept] = Int32(k); kept += 1
            if counts[m + k] > bestCount { best = k; bestCount = counts[m + k] }
        }
        openCount = kept
        return best
    }

    /// Whether position `k` is a spike.
    @inline(__always)
    func contains(_ k: Int) -> Bool { slots[k] >= 0 }

    /// Spike `q`'s basis position.
    @inline(__always)
    func position(_ q: Int) -> Int { Int(positions[q]) }

    /// Spike `q`'s current value in row `i`.
    @inline(__always)
    subscript(q: Int, row i: Int) -> Double {
        get { values[q * size + i] }
        set { values[q * size + i] = newValue }
    }

    /// Subtracts `multiplier` times row `r`'s spike values from row `i`'s
    /// (an elimination step of the passes).
    @inline(__always)
    func eliminate(row i: Int, multiplier l: Double, pivotRow r: Int) {
        for q in 0..<count {
            let v = values[q * size + r]
            if v != 0 { values[q * size + i] -= l * v }
        }
    }

    /// Appends row `r`'s spike values that are not negligible, as entries
    /// (position, value) of a `U` row.
    @inline(__always)
    func appendEntries(row r: Int, to entries: inout [Entry]) {
        for q in 0..<count {
            let v = values[q * size + r]
            if Swift.abs(v) > Tolerance.drop { entries.append(Entry(Int(positions[q]), v)) }
        }
    }
}
