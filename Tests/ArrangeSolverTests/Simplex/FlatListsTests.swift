@testable import ArrangeSolver
import Testing

@Suite("Flat lists behave as an array per list, in one array")
struct FlatListsTests {
    /// The lists' contents, as arrays.
    private func contents(_ lists: FlatLists<Int32>, count: Int) -> [[Int32]] {
        (0..<count).map { i in (0..<lists.count(i)).map { lists[i, $0] } }
    }

    @Test("appends past the reserved room move a list without disturbing the others, and order is kept")
    func growth() {
        var lists = FlatLists<Int32>()
        lists.reset(lists: 3)
        lists.reserve(list: 0, capacity: 1)
        lists.reserve(list: 1, capacity: 2)
        // List 2 has no room at all: its first append moves it.
        var model: [[Int32]] = [[], [], []]
        for k in Int32(0)..<20 {
            let i = Int(k % 3)
            lists.append(k, to: i)
            model[i].append(k)
        }
        #expect(contents(lists, count: 3) == model)
        #expect(model[0] == [0, 3, 6, 9, 12, 15, 18])
    }

    @Test("removing shifts the later elements down, truncating keeps a prefix, and a reset empties everything")
    func removeAndTruncate() {
        var lists = FlatLists<Int32>()
        lists.reset(lists: 2)
        for k in Int32(1)...5 { lists.append(k, to: 0) }
        lists.append(9, to: 1)
        lists.remove(at: 1, from: 0)               // [1, 3, 4, 5]
        #expect(contents(lists, count: 2) == [[1, 3, 4, 5], [9]])
        lists[0, 0] = 7                            // [7, 3, 4, 5]
        lists.truncate(0, to: 2)                   // [7, 3]
        lists.append(8, to: 0)                     // [7, 3, 8]
        #expect(contents(lists, count: 2) == [[7, 3, 8], [9]])
        lists.reset(lists: 4)
        #expect(contents(lists, count: 4) == [[], [], [], []])
    }

    @Test("a list read in place shows its elements, and a write through it changes only that list")
    func inPlace() {
        var lists = FlatLists<Int32>()
        lists.reset(lists: 2, capacity: 8)
        lists.reserve(list: 0, capacity: 2)
        for k in Int32(1)...3 { lists.append(k, to: 0) }    // outgrows its room: moved
        lists.append(7, to: 1)
        let first = lists.list(0)
        #expect(Array(first) == [1, 2, 3])
        first[1] = 5
        #expect(contents(lists, count: 2) == [[1, 5, 3], [7]])
        #expect(lists.list(1).count == 1)
    }

    @Test("a copy made before a reset keeps its elements when the original is reset and refilled")
    func copyThenReset() {
        var lists = FlatLists<Int32>()
        lists.reset(lists: 1)
        lists.append(4, to: 0)
        let copy = lists
        lists.reset(lists: 1)
        lists.append(9, to: 0)
        #expect(contents(copy, count: 1) == [[4]])
        #expect(contents(lists, count: 1) == [[9]])
    }
}
