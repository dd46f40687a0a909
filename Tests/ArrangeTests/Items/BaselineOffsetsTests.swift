import Testing
import Arrange

@Suite("baseline offsets")
struct BaselineOffsetsTests {
    @Test("a single line measures its last baseline from the bottom")
    func singleLine() {
        #expect(BaselineOffsets(singleLine: 16, height: 20) == BaselineOffsets(first: 16, last: 4))
        #expect(BaselineOffsets(first: 16, last: 4.5).description == "first 16, last 4.5")
    }
}
