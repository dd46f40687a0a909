/// Resolving a batch of new rows: Kahn's order over the rows with one
/// unknown left, required equalities first, then the strongest level's
/// rows (an equality fixes its unknown; an inequality bounds it, and two
/// bounds that meet pin it), then every row left over checked.
extension DirectSystem {
    /// Resolves the new rows `rows` (every older row's variables are fixed):
    /// fixes their unknowns, in an order each row allows, and appends the
    /// substitutions to ``steps`` and the rows that fix nothing to
    /// ``checks``. Returns false when they do not resolve (an unknown no row
    /// fixes, a required row that does not hold, a non-required one
    /// violated where a move could lessen it); the tape and `values` are
    /// then partly written, and the caller rolls back to its ``mark``.
    ///
    /// `local` has −1 for every variable and `slope` 0, and have again on return.
    mutating func resolve(rows: Range<Int>, slots: UnsafeBufferPointer<Record?>, values: UnsafeMutableBufferPointer<Double>,
                          local: UnsafeMutableBufferPointer<Int32>, slope: UnsafeMutableBufferPointer<Double>) -> Bool {
        pins.withUnsafeMutableBufferPointer { pins in
            var batch = BatchResolution(rows: rows, slots: slots, values: values, pins: pins, local: local, slope: slope)
            swap(&batch.steps, &steps)
            defer {
                swap(&batch.steps, &steps)
                batch.release()
            }
            guard batch.run() else { return false }
            checks.append(contentsOf: UnsafeBufferPointer(start: batch.settled, count: batch.settledCount))
            return true
        }
    }
}

/// The state of one batch's resolution (``DirectSystem/resolve(rows:slots:values:local:)``),
/// in buffers carved from one allocation sized for the batch (an append
/// checked uniqueness and capacity, a few times a row, and a buffer each
/// cost a list row's `arrange` a dozen allocations).
struct BatchResolution {
    /// The rows with one unknown left at one non-required level (or of
    /// required inequalities), in the order they got there: a list through
    /// `bucketNext`, from `head` to `tail` (−1 when empty).
    struct Bucket {
        var level: Int32
        var head: Int32 = -1, tail: Int32 = -1
    }

    /// The bounds met so far for one of the batch's unknowns.
    struct Bounds {
        var upperRow: Int32 = -1, lowerRow: Int32 = -1
        var upper = 0.0, lower = 0.0
        /// The pins the upper row gives upward, the lower row downward.
        var upperPin: Int32 = 0, lowerPin: Int32 = 0
    }

    typealias Step = DirectSystem.Step
    static let required = Int32(Strength.requiredLevel)

    let first: Int
    let rowCount: Int
    let slots: UnsafeBufferPointer<Record?>
    let values: UnsafeMutableBufferPointer<Double>
    let pins: UnsafeMutableBufferPointer<Int32>
    let local: UnsafeMutableBufferPointer<Int32>
    /// Per variable fixed while a parameter is open, its slope in it (0 for every other).
    let slope: UnsafeMutableBufferPointer<Double>
    /// The open parameter (``DirectSystem/Step/parameter``), or −1; where
    /// its span starts on the tape; how many the batch opened.
    var parameter = -1, spanStart = 0, parameters = 0
    /// Required equalities left with no unknown while a parameter is open:
    /// the first whose slope is not 0 closes it.
    var closers: [Int32] = []
    /// The batch's unknowns (local index → variable), the first of the
    /// rows each is in (a list through `nodeNext`), and its bounds: at most
    /// one per entry of the batch.
    let unknowns: UnsafeMutablePointer<Int32>, head: UnsafeMutablePointer<Int32>, bounds: UnsafeMutablePointer<Bounds>
    let nodeRow: UnsafeMutablePointer<Int32>, nodeNext: UnsafeMutablePointer<Int32>
    /// Per row: unknowns left; −1 once it fixes one, −2 if weightless.
    let left: UnsafeMutablePointer<Int32>
    /// The required equalities with one unknown left (each row once), and
    /// the rows left with no unknown that fixed none, in order.
    let requiredQueue: UnsafeMutablePointer<Int32>, settled: UnsafeMutablePointer<Int32>
    /// Per row: the next row of its bucket.
    let bucketNext: UnsafeMutablePointer<Int32>
    /// The one allocation the buffers above are carved from.
    let memory: UnsafeMutableRawPointer
    var unknownCount = 0, nodeCount = 0, queued = 0, next = 0, settledCount = 0
    /// The buckets, strongest level first (a few: required, then each priority met).
    var buckets: [Bucket] = []
    var steps: [Step] = []

    init(rows: Range<Int>, slots: UnsafeBufferPointer<Record?>, values: UnsafeMutableBufferPointer<Double>,
         pins: UnsafeMutableBufferPointer<Int32>, local: UnsafeMutableBufferPointer<Int32>, slope: UnsafeMutableBufferPointer<Double>) {
        self.slope = slope
        first = rows.lowerBound
        rowCount = rows.count
        self.slots = slots
        self.values = values
        self.pins = pins
        self.local = local
        var entries = 0
        for r in rows { entries += DirectSystem.row(r, slots)._withUnsafeGuaranteedRef { $0.termCount } }
        // The bounds first (8-byte aligned), then eight lists of Int32.
        let boundsBytes = entries * MemoryLayout<Bounds>.stride
        memory = .allocate(byteCount: boundsBytes + (4 * entries + 4 * rowCount) * MemoryLayout<Int32>.stride,
                           alignment: MemoryLayout<Bounds>.alignment)
        bounds = memory.bindMemory(to: Bounds.self, capacity: entries)
        let lists = (memory + boundsBytes).bindMemory(to: Int32.self, capacity: 4 * entries + 4 * rowCount)
        unknowns = lists
        head = lists + entries
        nodeRow = lists + 2 * entries
        nodeNext = lists + 3 * entries
        left = lists + 4 * entries
        requiredQueue = left + rowCount
        settled = left + 2 * rowCount
        bucketNext = left + 3 * rowCount
        buckets.reserveCapacity(4)
    }

    /// Frees the buffers, and gives every unknown's `local` back its −1 and `slope` its 0.
    func release() {
        for l in 0..<unknownCount {
            local[Int(unknowns[l])] = -1
            slope[Int(unknowns[l])] = 0
        }
        memory.deallocate()
    }

    @inline(__always)
    func row(_ r: Int) -> Unmanaged<Constraint> { DirectSystem.row(r, slots) }

    @inline(__always)
    mutating func enqueue(_ r: Int32, level: Int32, isEquality: Bool) {
        if level == Self.required && isEquality {
            requiredQueue[queued] = r
            queued += 1
            return
        }
        var b = 0
        while b < buckets.count && buckets[b].level > level { b += 1 }
        if b == buckets.count || buckets[b].level != level { buckets.insert(Bucket(level: level), at: b) }
        bucketNext[Int(r) - first] = -1
        if buckets[b].tail >= 0 { bucketNext[Int(buckets[b].tail) - first] = r } else { buckets[b].head = r }
        buckets[b].tail = r
    }

    mutating func nextRequired() -> Int? {
        guard next < queued else { return nil }
        next += 1
        return Int(requiredQueue[next - 1])
    }

    mutating func nextBound() -> Int? {
        for b in buckets.indices where buckets[b].head >= 0 {
            let r = buckets[b].head
            buckets[b].head = bucketNext[Int(r) - first]
            if buckets[b].head < 0 { buckets[b].tail = -1 }
            return Int(r)
        }
        return nil
    }

    mutating func fix(_ v: Int, _ value: Double, slope s: Double = 0, up: Int32, down: Int32, _ step: Step) {
        values[v] = value
        if parameter >= 0 { slope[v] = s }
        pins[2 * v] = up
        pins[2 * v + 1] = down
        steps.append(step)
        var node = head[Int(local[v])]
        while node >= 0 {
            let r = nodeRow[Int(node)], i = Int(r) - first
            if left[i] > 0 {
                left[i] -= 1
                if left[i] == 1 {
                    let (level, isEquality) = row(Int(r))._withUnsafeGuaranteedRef { ($0.level, $0.relation == .equal) }
                    enqueue(r, level: level, isEquality: isEquality)
                } else if left[i] == 0 {
                    let isClosing = parameter >= 0 && row(Int(r))._withUnsafeGuaranteedRef { $0.level == Self.required && $0.relation == .equal }
                    if isClosing {
                        closers.append(r)
                    } else {
                        settled[settledCount] = r
                        settledCount += 1
                    }
                }
            }
            node = nodeNext[Int(node)]
        }
    }

    /// Counts each row's unknowns and lists the rows of each.
    mutating func count() {
        let pins = pins, local = local, unknowns = unknowns, head = head, bounds = bounds, nodeRow = nodeRow, nodeNext = nodeNext
        var unknownCount = 0, nodeCount = 0
        for r in first..<first + rowCount {
            var count: Int32 = 0
            let (level, isEquality, weightless) = row(r)._withUnsafeGuaranteedRef { c in
                let weightless = DirectSystem.isWeightless(c)
                c.forEachTerm { t in
                    let v = t.variable.id
                    guard pins[2 * v] == DirectSystem.unfixed else { return }
                    var l = local[v]
                    if l < 0 {
                        l = Int32(unknownCount)
                        local[v] = l
                        unknowns[unknownCount] = Int32(v)
                        head[unknownCount] = -1
                        (bounds + unknownCount).initialize(to: Bounds())
                        unknownCount += 1
                    }
                    count += 1
                    if !weightless {
                        nodeRow[nodeCount] = Int32(r)
                        nodeNext[nodeCount] = head[Int(l)]
                        head[Int(l)] = Int32(nodeCount)
                        nodeCount += 1
                    }
                }
                return (c.level, c.relation == .equal, weightless)
            }
            if weightless {
                left[r - first] = -2
            } else {
                left[r - first] = count
                if count == 1 {
                    enqueue(Int32(r), level: level, isEquality: isEquality)
                } else if count == 0 {
                    settled[settledCount] = Int32(r)
                    settledCount += 1
                }
            }
        }
        self.unknownCount = unknownCount
        self.nodeCount = nodeCount
    }

    /// Takes row `r`, which has one unknown left: fixes it, or bounds it.
    mutating func take(_ r: Int) {
        if parameter >= 0 { return takeAffine(r) }
        let c = row(r), pins = pins, values = values
        let (v, value, a, pin, level, relation) = c._withUnsafeGuaranteedRef { c in
            var v = -1
            c.forEachTerm { t in if pins[2 * t.variable.id] == DirectSystem.unfixed { v = t.variable.id } }
            let solved = DirectSystem.solve(c, for: v, values: values, pins: pins)
            return (v, solved.value, solved.coefficient, (solved.up, solved.down), c.level, c.relation)
        }
        guard Swift.abs(a) >= Tolerance.pivot else { return }
        let l = Int(local[v])
        if relation == .equal {
            if level != Self.required {
                // Only inside what the stronger bounds met so far allow.
                let b = bounds[l]
                if b.upperRow >= 0 && value > b.upper + DirectSystem.tolerance(scale: Swift.abs(b.upper)) { return }
                if b.lowerRow >= 0 && value < b.lower - DirectSystem.tolerance(scale: Swift.abs(b.lower)) { return }
            }
            left[r - first] = -1
            fix(v, value, up: pin.0, down: pin.1, Step(variable: Int32(v), row: Int32(r), lower: -1))
            return
        }
        if DirectSystem.isUpper(relation, coefficient: a) {
            if bounds[l].upperRow < 0 || value < bounds[l].upper {
                bounds[l].upperRow = Int32(r); bounds[l].upper = value; bounds[l].upperPin = pin.0
            }
        } else if bounds[l].lowerRow < 0 || value > bounds[l].lower {
            bounds[l].lowerRow = Int32(r); bounds[l].lower = value; bounds[l].lowerPin = pin.1
        }
        let b = bounds[l]
        guard b.upperRow >= 0 && b.lowerRow >= 0,
              let meeting = DirectSystem.meeting(b.upper, b.lower, upper: Int(b.upperRow), lower: Int(b.lowerRow), slots) else { return }
        left[Int(b.upperRow) - first] = -1
        left[Int(b.lowerRow) - first] = -1
        fix(v, meeting, up: b.upperPin, down: b.lowerPin, Step(variable: Int32(v), row: b.upperRow, lower: b.lowerRow))
    }

    /// The whole resolution; false when the batch does not resolve.
    mutating func run() -> Bool {
        count()
        while true {
            if let r = nextRequired() {
                if left[r - first] == 1 { take(r) }
                if parameter >= 0 { closeParameter() }
                continue
            }
            // A parameter must close on required equalities alone.
            guard parameter < 0 else { return false }
            if let r = nextBound() {
                if left[r - first] == 1 { take(r) }
                continue
            }
            var open = false
            for l in 0..<unknownCount where pins[2 * Int(unknowns[l])] == DirectSystem.unfixed {
                open = true
                break
            }
            guard open else { break }
            guard openParameter() else { return false }
        }
        for l in 0..<unknownCount where pins[2 * Int(unknowns[l])] == DirectSystem.unfixed { return false }
        for n in 0..<settledCount {
            guard row(Int(settled[n]))._withUnsafeGuaranteedRef({ DirectSystem.passes($0, values: values, pins: pins) }) else { return false }
        }
        return true
    }
}

extension DirectSystem {
    /// Where an upper and a lower bound of one variable meet, as the
    /// stronger of their rows puts it (the upper one's on a tie); nil when
    /// they are further apart than rounding (the variable is not pinned, or
    /// its bounds conflict).
    @inline(__always)
    static func meeting(_ upper: Double, _ lower: Double, upper u: Int, lower l: Int, _ slots: UnsafeBufferPointer<Record?>) -> Double? {
        guard Swift.abs(upper - lower) <= tolerance(scale: Swift.max(Swift.abs(upper), Swift.abs(lower))) else { return nil }
        let upperLevel = row(u, slots)._withUnsafeGuaranteedRef { $0.level }
        let lowerLevel = row(l, slots)._withUnsafeGuaranteedRef { $0.level }
        return upperLevel >= lowerLevel ? upper : lower
    }
}
