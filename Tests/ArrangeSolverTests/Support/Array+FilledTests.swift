import Testing
@testable import ArrangeSolver

@Suite("Arrays filled with one value hold what init(repeating:count:) holds, short or long")
struct ArrayFilledTests {
    @Test("every count from none to past the append limit gives that many copies of the value")
    func everyCount() {
        let limit = [Int32].filledByAppendsUpTo
        for count in [0, 1, 2, 7, limit - 1, limit, limit + 1, 4 * limit] {
            let filled = [Int32](filled: -1, count: count)
            #expect(filled.count == count)
            #expect(filled.allSatisfy { $0 == -1 })
            #expect(filled == [Int32](repeating: -1, count: count))
        }
    }

    @Test("an array filled with a class reference holds that one object each time")
    func references() {
        final class Box {}
        let box = Box()
        let filled = [Box](filled: box, count: 3)
        #expect(filled.count == 3 && filled.allSatisfy { $0 === box })
    }
}
