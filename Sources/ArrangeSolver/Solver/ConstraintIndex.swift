/// The slot of each installed constraint, by the constraint object's
/// identity: what ``SolverState`` looks up to remove, replace or reject a
/// constraint, and fills once per constraint installed.
///
/// A `[ObjectIdentifier: Int]` hashes every key with SipHash (four times
/// per constraint a layout installs); an
/// object's address needs no such hash. This is an open-addressing table
/// with linear probing on a mixed hash of the address (``hash(_:)``): a power-of-two
/// number of buckets, at most three quarters used (live keys and the
/// markers that removals leave). It is only ever looked up, never iterated,
/// so the addresses choose nothing (determinism).
///
/// A value type (its arrays are copy-on-write), like the rest of the state;
/// two indexes are equal when they map the same identities to the same
/// slots, whatever order they were filled in.
struct ConstraintIndex: Equatable {
    /// The key of each bucket: an object's address, or ``empty`` or
    /// ``removed`` (objects are aligned, so no address is 0 or 1).
    private var keys: [UInt] = []
    private var slots: [Int32] = []
    /// The live keys.
    private(set) var count = 0
    /// The buckets that are not ``empty`` (live keys and removal markers).
    private var used = 0

    private static let empty: UInt = 0
    private static let removed: UInt = 1

    /// Whether no constraint is indexed.
    var isEmpty: Bool { count == 0 }

    /// How many keys fit before the table grows.
    var capacity: Int { keys.count / 4 * 3 }

    /// Makes room for `minimumCapacity` keys without growing again.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        var size = Swift.max(8, keys.count)
        while size / 4 * 3 < minimumCapacity { size *= 2 }
        rehash(size: size)
    }

    /// The slot of the constraint with identity `id`, or nil; setting nil removes it.
    subscript(id: ObjectIdentifier) -> Int? {
        get { slot(ofKey: UInt(bitPattern: id)) }
        set {
            if let slot = newValue { insert(UInt(bitPattern: id), slot: slot) } else { removeValue(forKey: id) }
        }
    }

    /// The position in `batch` of its first constraint that is indexed, or
    /// nil: the lookups of a whole batch over the keys' buffer, where one
    /// at a time was a call each (an `add` checks every constraint it is given).
    func firstIndexed(in batch: [Constraint]) -> Int? {
        guard count > 0 else { return nil }
        return keys.withUnsafeBufferPointer { keys in
            batch.withUnsafeBufferPointer { batch in
                for n in batch.indices {
                    let key = UInt(bitPattern: ObjectIdentifier(batch[n]))
                    if keys[Self.probe(key, in: keys)] == key { return n }
                }
                return nil
            }
        }
    }

    /// Removes the constraint with identity `id`, returning its slot (nil if absent).
    @discardableResult
    mutating func removeValue(forKey id: ObjectIdentifier) -> Int? {
        guard !keys.isEmpty else { return nil }
        let b = bucket(of: UInt(bitPattern: id))
        guard keys[b] == UInt(bitPattern: id) else { return nil }
        keys[b] = Self.removed
        count -= 1
        return Int(slots[b])
    }

    static func == (a: ConstraintIndex, b: ConstraintIndex) -> Bool {
        guard a.count == b.count else { return false }
        for n in a.keys.indices where a.keys[n] > removed {
            guard b.slot(ofKey: a.keys[n]) == Int(a.slots[n]) else { return false }
        }
        return true
    }

    /// The slot stored under `key`, or nil.
    @inline(__always)
    private func slot(ofKey key: UInt) -> Int? {
        guard !keys.isEmpty else { return nil }
        let b = bucket(of: key)
        return keys[b] == key ? Int(slots[b]) : nil
    }

    /// The bucket holding `key`, or else the empty bucket that ends its probe.
    ///
    /// - Precondition: the table has buckets, and at least one is empty.
    @inline(__always)
    private func bucket(of key: UInt) -> Int {
        keys.withUnsafeBufferPointer { Self.probe(key, in: $0) }
    }

    /// The bucket of `keys` holding `key`, or else the empty bucket that
    /// ends its probe (what ``bucket(of:)`` and a batch's lookups read).
    @inline(__always)
    private static func probe(_ key: UInt, in keys: UnsafeBufferPointer<UInt>) -> Int {
        let mask = keys.count - 1
        var b = home(of: key, size: keys.count)
        while keys[b] != key && keys[b] != empty { b = (b + 1) & mask }
        return b
    }

    /// Where `key`'s probe starts in a table of `size` buckets (a power of
    /// two): the top bits of its ``hash(_:)``. (``SolverState``'s repeat
    /// check of a large batch hashes addresses the same way.)
    @inline(__always)
    static func home(of key: UInt, size: Int) -> Int {
        Int(truncatingIfNeeded: hash(key) >> UInt64(64 - size.trailingZeroBitCount))
    }

    /// An address mixed so that its top bits spread whatever the spacing
    /// of the objects: the 16-byte alignment shifted out, a multiply, a
    /// fold of the high half into the low, and a multiply again.
    ///
    /// A Fibonacci hash alone (one multiply by 2⁶⁴/φ) spreads consecutive
    /// keys evenly only when their spacing keeps φ's continued fraction:
    /// constraints allocated 96 bytes apart (a `Constraint` is 86 bytes)
    /// made 96/φ mod 1 ≈ 0.331, just under 1/3, and the keys of a run of
    /// them fell into three clusters: 14 probes per insert on average for
    /// 19,005 such keys in 32,768 buckets, against 1.7 with the fold
    /// (which probes like random keys at that load, for any spacing).
    @inline(__always)
    static func hash(_ key: UInt) -> UInt64 {
        var h = (UInt64(key) >> 4) &* 0x9E37_79B9_7F4A_7C15
        h ^= h >> 29
        return h &* 0x9E37_79B9_7F4A_7C15
    }

    private mutating func insert(_ key: UInt, slot: Int) {
        makeRoom(for: 1)
        let (added, tookEmpty) = keys.withUnsafeMutableBufferPointer { keys in
            slots.withUnsafeMutableBufferPointer { slots in Self.place(key, slot: slot, keys: keys, slots: slots) }
        }
        if added { count += 1 }
        if tookEmpty { used += 1 }
    }

    /// Indexes `count` constraints at once, the `m`th with the identity
    /// and slot `entry(m)` gives (replacing the slot of one indexed already).
    ///
    /// One growth check for all, and both tables written through their
    /// buffers: an installation indexes every row it adds, where a key at a
    /// time was a call of its own that checked both arrays' uniqueness.
    mutating func insert(count: Int, _ entry: (Int) -> (id: ObjectIdentifier, slot: Int)) {
        makeRoom(for: count)
        var added = 0, taken = 0
        keys.withUnsafeMutableBufferPointer { keys in
            slots.withUnsafeMutableBufferPointer { slots in
                for m in 0..<count {
                    let (id, slot) = entry(m)
                    let (isNew, tookEmpty) = Self.place(UInt(bitPattern: id), slot: slot, keys: keys, slots: slots)
                    if isNew { added += 1 }
                    if tookEmpty { taken += 1 }
                }
            }
        }
        self.count += added
        used += taken
    }

    /// Grows the table, if `n` more keys would fill more than three
    /// quarters of it, to room for twice the live keys and them, so that
    /// removal markers take a while to fill it again (the size stays when
    /// they were most of it). Afterwards every probe ends at an empty bucket.
    private mutating func makeRoom(for n: Int) {
        guard (used + n) * 4 > keys.count * 3 else { return }
        var size = Swift.max(8, keys.count)
        while 2 * (count + n) > size / 4 * 3 { size *= 2 }
        rehash(size: size)
    }

    /// Puts `key` with `slot` into the buckets: one probe, which ends at the
    /// key (its slot replaced) or at an empty bucket, and notes the first
    /// removal marker on the way, which is reused. Returns whether the key
    /// is new and whether it took an empty bucket (not a marker).
    ///
    /// - Precondition: at least one bucket is empty.
    @inline(__always)
    private static func place(_ key: UInt, slot: Int, keys: UnsafeMutableBufferPointer<UInt>,
                              slots: UnsafeMutableBufferPointer<Int32>) -> (isNew: Bool, tookEmpty: Bool) {
        let mask = keys.count - 1
        var b = home(of: key, size: keys.count)
        var marker = -1
        while keys[b] != key && keys[b] != empty {
            if keys[b] == removed && marker < 0 { marker = b }
            b = (b + 1) & mask
        }
        if keys[b] == key {
            slots[b] = Int32(slot)
            return (false, false)
        }
        let at = marker >= 0 ? marker : b
        keys[at] = key
        slots[at] = Int32(slot)
        return (true, marker < 0)
    }

    /// Moves every live key into a table of `size` buckets (a power of two).
    ///
    /// Over buffers: a first layout rehashes tables of a few hundred
    /// thousand buckets, where each write through the arrays checked them.
    private mutating func rehash(size: Int) {
        let oldKeys = keys, oldSlots = slots
        var newKeys = [UInt](filled: Self.empty, count: size)
        var newSlots = [Int32](filled: 0, count: size)
        used = count
        let mask = size - 1
        oldKeys.withUnsafeBufferPointer { oldKeys in
            oldSlots.withUnsafeBufferPointer { oldSlots in
                newKeys.withUnsafeMutableBufferPointer { keys in
                    newSlots.withUnsafeMutableBufferPointer { slots in
                        for n in oldKeys.indices where oldKeys[n] > Self.removed {
                            var b = Self.home(of: oldKeys[n], size: size)
                            while keys[b] != Self.empty { b = (b + 1) & mask }
                            keys[b] = oldKeys[n]
                            slots[b] = oldSlots[n]
                        }
                    }
                }
            }
        }
        keys = newKeys
        slots = newSlots
    }
}
