@testable import ArrangeSolver
import Testing

@Suite("Workspace arrays move out with their first elements set as asked")
struct WorkspaceTests {
    @Test("a filled take sets the elements kept from an earlier use and the ones it grows by, and leaves the rest")
    func filledTake() {
        var storage: [Int] = [7, 7, 7, 7, 7, 7]
        // Shorter than what is kept: the first 4 are set, the last 2 stay as they were.
        var out = Workspace.take(&storage, count: 4, value: -1)
        #expect(storage.isEmpty)   // moved out
        #expect(out == [-1, -1, -1, -1, 7, 7])
        out[0] = 5; out[5] = 9
        storage = out
        // Longer than what is kept: the 6 kept ones set again, 3 more appended with the value.
        out = Workspace.take(&storage, count: 9, value: 0)
        #expect(out == [0, 0, 0, 0, 0, 0, 0, 0, 0])
        // A new array (a first layout's scratch): every element holds the value.
        var fresh: [Double] = []
        #expect(Workspace.take(&fresh, count: 3, value: 2.5) == [2.5, 2.5, 2.5])
    }

    @Test("an unfilled take keeps what an earlier use left and appends the value to reach the count")
    func unfilledTake() {
        var storage: [Int32] = [4, 5]
        let out = Workspace.take(&storage, atLeast: 5, value: -1)
        #expect(storage.isEmpty)
        #expect(out == [4, 5, -1, -1, -1])
        var kept = out
        #expect(Workspace.take(&kept, atLeast: 3, value: 0) == [4, 5, -1, -1, -1])   // long enough: untouched
    }
}
