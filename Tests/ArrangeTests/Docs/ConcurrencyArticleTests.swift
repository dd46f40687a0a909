import Testing
import Arrange

/// The snippet of the concurrency article (Arrange.docc/Concurrency.md),
/// verbatim, with the frames it gives.
private func cardFrames(width: Double) throws -> [Rect] {
    let card = Item("card"), photo = Item("photo"), caption = Item("caption")
    card.addChildren(photo, caption)
    card.size = Size(width: width, height: 300)
    try card.arrange { make in
        make.insetEdges(edge: 10)
        make.xEqual(photo, caption)
        make.yPlace(photo, 10, caption)
        make.height(caption) == 40
    }
    return [photo.frame, caption.frame]
}

@Suite("The concurrency article's trees, laid out in parallel, give the frames it shows")
struct ConcurrencyArticleTests {
    @Test("three cards of different widths in a task group")
    func cardsInParallel() async throws {
        let frames = try await withThrowingTaskGroup(of: (Double, [Rect]).self) { group in
            for width in [320.0, 375, 414] {
                group.addTask { (width, try cardFrames(width: width)) }
            }
            var frames: [Double: [Rect]] = [:]
            for try await (width, rects) in group { frames[width] = rects }
            return frames
        }
        // Insets of 10: 375 − 20 = 355 wide; the caption ends at 300 − 10 = 290 (top 250),
        // the photo from 10 to 250 − 10 = 240 (230 high).
        #expect(frames[375] == [Rect(x: 10, y: 10, width: 355, height: 230), Rect(x: 10, y: 250, width: 355, height: 40)])
        #expect(frames[320] == [Rect(x: 10, y: 10, width: 300, height: 230), Rect(x: 10, y: 250, width: 300, height: 40)])
        #expect(frames[414] == [Rect(x: 10, y: 10, width: 394, height: 230), Rect(x: 10, y: 250, width: 394, height: 40)])
    }
}
