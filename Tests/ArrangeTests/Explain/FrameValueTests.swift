import Testing
import Arrange

@Suite("Frame values name the four numbers of a frame, on their axes")
struct FrameValueTests {
    @Test("x and width are horizontal, y and height vertical")
    func axes() {
        #expect(FrameValue.allCases.map(\.rawValue) == ["x", "y", "width", "height"])
        #expect(FrameValue.allCases.map(\.axis) == [.horizontal, .vertical, .horizontal, .vertical])
    }
}
