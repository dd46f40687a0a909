/// The slot of each installed constraint, by the constraint object's
/// identity: what ``SolverState`` looks up to remove, replace or reject a
/// constraint, and fills once per constraint installed.
///
/// A `[ObjectIdentifier: Int]` hashes every key with SipHash (about a
/// hundred instructions, four times per constraint a layout installs); an
/// object's address needs no such hash. This is an open-addressing table
/// with linear probing and Fibonacci hashing of the address: a power-of-two
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
        let size = keys.count, mask = size - 1
        return keys.withUnsafeBufferPointer { keys in
            batch.withUnsafeBufferPointer { batch in
                for n in batch.indices {
                    let key = UInt(bitPattern: ObjectIdentifier(batch[n]))
                    var b = Self.home(of: key, size: size)
                    while keys[b] != Self.empty {
                        if keys[b] == key { return n }
                        b = (b + 1) & mask
                    }
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
        let mask = keys.count - 1
        var b = Self.home(of: key, size: keys.count)
        while keys[b] != key && keys[b] != Self.empty { b = (b + 1) & mask }
        return b
    }

    /// Where `key`'s probe starts: the top bits of its Fibonacci hash.
    @inline(__always)
    private static func home(of key: UInt, size: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - size.trailingZeroBitCount))
    }

    private mutating func insert(_ key: UInt, slot: Int) {
        if (used + 1) * 4 > keys.count * 3 {
            // Room for twice the live keys, so that removal markers take a
            // while to fill it again (the size stays when they were most of it).
            var size = Swift.max(8, keys.count)
            while 2 * (count + 1) > size / 4 * 3 { size *= 2 }
            rehash(size: size)
        }
        // One probe: it ends at the key or at an empty bucket, and notes
        // the first removal marker on the way, which is reused.
        let mask = keys.count - 1
        var b = Self.home(of: key, size: keys.count)
        var marker = -1
        let found = keys.withUnsafeBufferPointer { keys in
            while true {
                let k = keys[b]
                if k == key { return true }
                if k == Self.empty { return false }
                if k == Self.removed && marker < 0 { marker = b }
                b = (b + 1) & mask
            }
        }
        if found {
            slots[b] = Int32(slot)
            return
        }
        let at = marker >= 0 ? marker : b
        if marker < 0 { used += 1 }   // takes the empty bucket
        keys[at] = key
        slots[at] = Int32(slot)
        count += 1
    }

    /// Indexes `count` constraints at once, the `m`th with the identity
    /// and slot `entry(m)` gives (replacing the slot of one indexed already).
    ///
    /// One growth check for all, and both tables written through their
    /// buffers: an installation indexes every row it adds, where a key at a
    /// time was a call of its own that checked both arrays' uniqueness.
    mutating func insert(count: Int, _ entry: (Int) -> (id: ObjectIdentifier, slot: Int)) {
        if (used + count) * 4 > keys.count * 3 {
            // As one key at a time would grow it: room for twice the live keys.
            var size = Swift.max(8, keys.count)
            while 2 * (self.count + count) > size / 4 * 3 { size *= 2 }
            rehash(size: size)
        }
        // At most three quarters used, even after the batch: every probe ends.
        let size = keys.count, mask = size - 1
        var added = 0, taken = 0
        keys.withUnsafeMutableBufferPointer { keys in
            slots.withUnsafeMutableBufferPointer { slots in
                for m in 0..<count {
                    let (id, slot) = entry(m)
                    let key = UInt(bitPattern: id)
                    // One probe, as in ``insert(_:slot:)``: to the key or an
                    // empty bucket, reusing the first removal marker on the way.
                    var b = Self.home(of: key, size: size)
                    var marker = -1
                    while keys[b] != key && keys[b] != Self.empty {
                        if keys[b] == Self.removed && marker < 0 { marker = b }
                        b = (b + 1) & mask
                    }
                    if keys[b] == key {
                        slots[b] = Int32(slot)
                        continue
                    }
                    let at = marker >= 0 ? marker : b
                    if marker < 0 { taken += 1 }
                    keys[at] = key
                    slots[at] = Int32(slot)
                    added += 1
                }
            }
        }
        self.count += added
        used += taken
    }

    /// Moves every live key into a table of `size` buckets (a power of two).
    ///
    /// Over buffers: a first layout rehashes tables of a few hundred
    /// thousand buckets, where each write through the arrays checked them.
    private mutating func rehash(size: Int) {
        let oldKeys = keys, oldSlots = slots
        var newKeys = [UInt](repeating: Self.empty, count: size)
        var newSlots = [Int32](repeating: 0, count: size)
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
