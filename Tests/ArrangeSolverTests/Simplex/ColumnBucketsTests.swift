@testable import ArrangeSolver
import Testing

@Suite("The Markowitz kernel's positions, bucketed by count, give the fewest-entries position in O(1)")
struct ColumnBucketsTests {
    @Test("the lowest count's bucket lists its newest position first, and moving or removing a position updates it")
    func bucketsTrackCounts() {
        var buckets = ColumnBuckets(size: 4)
        buckets.insert(0, count: 3)
        buckets.insert(1, count: 1)
        buckets.insert(2, count: 1)
        #expect(buckets.lowestCount() == 1)
        #expect(buckets.first(count: 1) == 2)          // newest first
        #expect(buckets.next(after: 2) == 1)
        #expect(buckets.next(after: 1) == nil)
        buckets.move(2, to: 4)
        #expect(buckets.first(count: 1) == 1 && buckets.first(count: 4) == 2)
        buckets.remove(1)
        buckets.remove(1)                              // absent: no-op
        #expect(buckets.lowestCount() == 3 && buckets.first(count: 3) == 0)
        // A count past the size goes to the last bucket (size + 1).
        buckets.insert(3, count: 99)
        #expect(buckets.first(count: 5) == 3)
        buckets.remove(0); buckets.remove(2); buckets.remove(3)
        #expect(buckets.lowestCount() == nil)
    }
}
