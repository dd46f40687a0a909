/// The active positions of the LU kernel, bucketed by their count of
/// active entries: doubly linked lists, newest first, so that finding a
/// position with the fewest entries, moving one when its count changes, and
/// removing one all cost O(1) (amortised for the lowest count). A position's
/// links and count share one struct, in raw memory that the buckets own
/// (so they cannot be copied): an access is pointer arithmetic.
struct ColumnBuckets: ~Copyable {
    /// A position's neighbours in its bucket (-1 for none) and its count (-1 when absent).
    private struct Link {
        var next: Int32 = -1
        var previous: Int32 = -1
        var count: Int32 = -1
    }

    /// The first position of each count's bucket (-1 for none).
    private let head: UnsafeMutablePointer<Int32>
    private let headCount: Int
    private let links: UnsafeMutablePointer<Link>
    private let size: Int
    /// No non-empty bucket is below this.
    private var lowest = 0

    init(size m: Int) {
        size = m
        headCount = m + 2
        head = .allocate(capacity: m + 2)
        head.initialize(repeating: -1, count: m + 2)
        links = .allocate(capacity: m)
        links.initialize(repeating: Link(), count: m)
    }

    deinit {
        head.deallocate()
        links.deallocate()
    }

    /// Adds position `k` with `count` entries.
    @inline(__always)
    mutating func insert(_ k: Int, count: Int) {
        assert(k < size)
        let c = Swift.min(Swift.max(count, 0), headCount - 1)
        let first = head[c]
        links[k] = Link(next: first, previous: -1, count: Int32(c))
        if first >= 0 { links[Int(first)].previous = Int32(k) }
        head[c] = Int32(k)
        if c < lowest { lowest = c }
    }

    /// Removes position `k` (no-op if absent).
    @inline(__always)
    func remove(_ k: Int) {
        assert(k < size)
        let link = links[k]
        guard link.count >= 0 else { return }
        if link.previous >= 0 { links[Int(link.previous)].next = link.next } else { head[Int(link.count)] = link.next }
        if link.next >= 0 { links[Int(link.next)].previous = link.previous }
        links[k].count = -1
    }

    /// Moves position `k`, if present, to the bucket of `count`.
    @inline(__always)
    mutating func move(_ k: Int, to count: Int) {
        assert(k < size)
        guard links[k].count >= 0 else { return }
        remove(k)
        insert(k, count: count)
    }

    /// The lowest count with a position, or nil when none is left.
    mutating func lowestCount() -> Int? {
        while lowest < headCount && head[lowest] < 0 { lowest += 1 }
        return lowest < headCount ? lowest : nil
    }

    /// The first position with `count` entries.
    func first(count: Int) -> Int? {
        guard count < headCount, head[count] >= 0 else { return nil }
        return Int(head[count])
    }

    /// The position after `k` in its bucket.
    func next(after k: Int) -> Int? {
        assert(k < size)
        return links[k].next >= 0 ? Int(links[k].next) : nil
    }
}
