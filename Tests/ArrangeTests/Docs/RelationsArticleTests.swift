import Testing
import Arrange

/// The snippet of the relations article (Arrange.docc/RelationsAndPriorities.md),
/// verbatim, with the frames its table gives.
@Suite("The relations article's label and button give the frames it shows")
struct RelationsArticleTests {
    @Test("a required gap beats a high wish for width at 300, and lets it hold at 600")
    func labelBeforeButton() throws {
        let row = Item("row"), label = Item("label"), button = Item("button")
        row.addChildren(label, button)
        row.size = Size(width: 300, height: 44)
        try row.arrange { make in
            make.install(label.left == row.left + 16)
            make.install(button.right == row.right - 16)
            make.install(button.left >= label.right + 8)      // required: never closer
            make.install(label.width == 400 ~ .high)          // a wish at 750
            make.size(button) == (80, 32)
            make.install(label.height == 20)
            make.yCenter(label, button)
        }
        // The button from 300 − 16 − 80 = 204; the label ends at most at 204 − 8 = 196: 180 wide.
        // Centred in 44: (44 − 20) / 2 = 12 and (44 − 32) / 2 = 6.
        expectFrame(label, 16, 12, 180, 20)
        expectFrame(button, 204, 6, 80, 32)
        row.size = Size(width: 600, height: 44)
        // The button from 600 − 16 − 80 = 504; 16 + 400 + 8 = 424 ≤ 504: the wish holds.
        expectFrame(label, 16, 12, 400, 20)
        expectFrame(button, 504, 6, 80, 32)
        #expect(row.diagnostics.isEmpty)
    }
}
