@testable import ArrangeSolver
import Testing

@Suite("The constraint index maps constraint identities to slots like a dictionary")
struct ConstraintIndexTests {
    /// Constraints to take identities from (kept alive for the test's length).
    private static func constraints(_ n: Int) -> [Constraint] {
        let solver = Solver()
        let v = solver.makeVariable("v")
        return (0..<n).map { Constraint(Expression(v), .equal, Expression(Double($0))) }
    }

    @Test("what is set is read back, what is absent reads nil, and setting nil removes")
    func setReadRemove() {
        let cs = Self.constraints(3)
        var index = ConstraintIndex()
        #expect(index.isEmpty)
        #expect(index[ObjectIdentifier(cs[0])] == nil)
        index[ObjectIdentifier(cs[0])] = 7
        index[ObjectIdentifier(cs[1])] = 0
        #expect(index[ObjectIdentifier(cs[0])] == 7)
        #expect(index[ObjectIdentifier(cs[1])] == 0)
        #expect(index[ObjectIdentifier(cs[2])] == nil)
        #expect(index.count == 2)
        index[ObjectIdentifier(cs[0])] = 9   // replaces, does not add
        #expect(index[ObjectIdentifier(cs[0])] == 9)
        #expect(index.count == 2)
        index[ObjectIdentifier(cs[0])] = nil
        #expect(index[ObjectIdentifier(cs[0])] == nil)
        #expect(index.removeValue(forKey: ObjectIdentifier(cs[1])) == 0)
        #expect(index.removeValue(forKey: ObjectIdentifier(cs[1])) == nil)
        #expect(index.isEmpty)
    }

    @Test("five thousand keys, half removed and put back with new slots, read exactly as a dictionary does")
    func matchesDictionary() {
        let cs = Self.constraints(5000)
        var index = ConstraintIndex()
        var reference: [ObjectIdentifier: Int] = [:]
        for (n, c) in cs.enumerated() {
            index[ObjectIdentifier(c)] = n
            reference[ObjectIdentifier(c)] = n
        }
        // Removals leave markers on probes: the keys after them must still be found.
        for (n, c) in cs.enumerated() where n % 2 == 0 {
            #expect(index.removeValue(forKey: ObjectIdentifier(c)) == reference.removeValue(forKey: ObjectIdentifier(c)))
        }
        for (n, c) in cs.enumerated() where n % 4 == 0 {
            index[ObjectIdentifier(c)] = 10_000 + n
            reference[ObjectIdentifier(c)] = 10_000 + n
        }
        #expect(index.count == reference.count)   // 2500 odd + 1250 put back
        #expect(index.count == 3750)
        for c in cs { #expect(index[ObjectIdentifier(c)] == reference[ObjectIdentifier(c)]) }
    }

    @Test("keys inserted as batches, over removal markers and replacing a slot, read exactly as a dictionary does, and equal keys put one at a time")
    func batches() {
        let cs = Self.constraints(3000)
        var index = ConstraintIndex(), one = ConstraintIndex()
        var reference: [ObjectIdentifier: Int] = [:]
        // Batches of 1, 2, 3, … keys (an installation's groups), growing the table as they come.
        var n = 0, size = 1
        while n < 2000 {
            let batch = cs[n..<Swift.min(n + size, 2000)]
            index.insert(count: batch.count) { m in (ObjectIdentifier(batch[batch.startIndex + m]), 7 * (batch.startIndex + m)) }
            for m in batch.indices { reference[ObjectIdentifier(cs[m])] = 7 * m }
            n += batch.count
            size += 1
        }
        #expect(index.count == 2000)
        // A third removed (markers on probes), then one batch of those back with new slots, the
        // next 1000 new keys, and one key already there (its slot replaced, not a second entry).
        for (n, c) in cs.prefix(2000).enumerated() where n % 3 == 0 {
            #expect(index.removeValue(forKey: ObjectIdentifier(c)) == reference.removeValue(forKey: ObjectIdentifier(c)))
        }
        var last: [(ObjectIdentifier, Int)] = cs.indices.filter { $0 % 3 == 0 || $0 >= 2000 }.map { (ObjectIdentifier(cs[$0]), 50_000 + $0) }
        last.append((ObjectIdentifier(cs[1]), 99))
        index.insert(count: last.count) { last[$0] }
        for (id, slot) in last { reference[id] = slot }
        #expect(index.count == reference.count)
        #expect(index.count == 3000)
        for c in cs { #expect(index[ObjectIdentifier(c)] == reference[ObjectIdentifier(c)]) }
        for (id, slot) in reference { one[id] = slot }
        #expect(index == one)
    }

    @Test("the first indexed constraint of a batch is found in batch order, past removal markers, and none in an empty index")
    func firstIndexed() {
        let cs = Self.constraints(200)
        var index = ConstraintIndex()
        #expect(index.firstIndexed(in: cs) == nil)
        // Every even constraint indexed, then those below 100 removed (markers on probes).
        for n in stride(from: 0, to: 200, by: 2) { index[ObjectIdentifier(cs[n])] = n }
        for n in stride(from: 0, to: 100, by: 2) { index[ObjectIdentifier(cs[n])] = nil }
        #expect(index.firstIndexed(in: Array(cs[0..<100])) == nil)
        // 151, 150 (indexed), 120 (indexed): the second of the batch.
        #expect(index.firstIndexed(in: [cs[151], cs[150], cs[120]]) == 1)
        #expect(index.firstIndexed(in: Array(cs.reversed())) == 1)   // 199 is odd, 198 is indexed
        #expect(index.firstIndexed(in: []) == nil)
    }

    @Test("reserving room keeps every key, and the capacity covers what was asked")
    func reserve() {
        let cs = Self.constraints(100)
        var index = ConstraintIndex()
        for (n, c) in cs.prefix(10).enumerated() { index[ObjectIdentifier(c)] = n }
        index.reserveCapacity(1000)
        #expect(index.capacity >= 1000)
        for (n, c) in cs.prefix(10).enumerated() { #expect(index[ObjectIdentifier(c)] == n) }
        #expect(index[ObjectIdentifier(cs[50])] == nil)
    }

    @Test("two indexes are equal when they map the same identities to the same slots, whatever their history")
    func equality() {
        let cs = Self.constraints(40)
        var a = ConstraintIndex(), b = ConstraintIndex()
        for (n, c) in cs.enumerated() { a[ObjectIdentifier(c)] = n }
        // b: the other order, with a detour through keys that are then removed.
        for (n, c) in cs.enumerated().reversed() { b[ObjectIdentifier(c)] = n + 1 }
        for (n, c) in cs.enumerated() { b[ObjectIdentifier(c)] = n }
        #expect(a == b)
        b[ObjectIdentifier(cs[3])] = nil
        #expect(a != b)
        b[ObjectIdentifier(cs[3])] = 4
        #expect(a != b)   // same keys, one slot differs
        b[ObjectIdentifier(cs[3])] = 3
        #expect(a == b)
    }

    @Test("a small table churned by a thousand removals and insertions reads exactly as a dictionary does (removal markers are reused on the probe)")
    func churn() {
        let cs = Self.constraints(64)
        var index = ConstraintIndex()
        var reference: [ObjectIdentifier: Int] = [:]
        // Round r removes constraint (7r mod 64) if present, else inserts it with slot r.
        for r in 0..<1000 {
            let id = ObjectIdentifier(cs[(7 * r) % 64])
            if reference[id] != nil {
                #expect(index.removeValue(forKey: id) == reference.removeValue(forKey: id))
            } else {
                index[id] = r
                reference[id] = r
            }
            if r % 3 == 0, let key = reference.keys.min(by: { Int(bitPattern: $0) < Int(bitPattern: $1) }) {
                index[key] = r + 5000   // an existing key's slot is replaced in place
                reference[key] = r + 5000
            }
            #expect(index.count == reference.count)
        }
        for c in cs { #expect(index[ObjectIdentifier(c)] == reference[ObjectIdentifier(c)]) }
    }

    @Test("addresses spaced like constraints (96, 112, 128 or 80 bytes apart) probe about as often as random keys at that load, where a Fibonacci hash of 96-byte spacing probed 14 times an insert")
    func evenlySpacedAddressesSpread() {
        // 19,005 keys (list/1000's rows) placed by linear probing in
        // 32,768 buckets (58% full): random keys take 1 + about 0.7
        // probes an insert; the multiply alone (96/φ mod 1 ≈ 0.331, just
        // under 1/3) put a run of them into three clusters.
        let size = 32_768, count = 19_005
        for spacing in [96, 112, 128, 80] as [UInt] {
            var taken = [Bool](repeating: false, count: size)
            var probes = 0
            for n in 0..<UInt(count) {
                var b = ConstraintIndex.home(of: 0x7F3A_1234_5670 + spacing * n, size: size)
                probes += 1
                while taken[b] { b = (b + 1) & (size - 1); probes += 1 }
                taken[b] = true
            }
            #expect(Double(probes) / Double(count) < 2.0, "spacing \(spacing): \(Double(probes) / Double(count)) probes an insert")
        }
    }
}
