import Testing
import TestSupport
@testable import Arrange

@Suite("A fitting size is what the live layout gives, and changes nothing")
struct LayoutTreeFittingTests {
    /// Random words of 1 to 14 letters, 1 to 40 of them.
    static func text(_ random: inout SeededGenerator) -> String {
        let count = Int.random(in: 1...40, using: &random)
        return (0..<count).map { _ in
            String((0..<Int.random(in: 1...14, using: &random)).map { _ in "abcdefghij".randomElement(using: &random)! })
        }.joined(separator: " ")
    }

    @Test("random cells at random widths: fitted = resized = max(40, text height) + 24, and fitting moves no frame bit",
          arguments: propertySeeds(12))
    func agrees(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let text = Self.text(&random)
        let font = MonospacedFont(advance: [6, 7, 8].randomElement(using: &random)!, lineHeight: 17)
        let (fitted, _, _) = try selfSizingCell(text, font: font)
        let (live, avatar, label) = try selfSizingCell(text, name: "live", font: font)
        for _ in 0..<4 {
            let width = Double(Int.random(in: 100...500, using: &random))
            // The label is width − 72 wide; the cell the taller of the avatar (40) and the text, plus 24.
            let expected = Size(width: width, height: Swift.max(40, font.size(of: text, width: width - 72).height) + 24)
            #expect(try fitted.fittingSize(width: width) == expected, "seed \(seed), width \(width)")
            let before = frameBits([live, avatar, label])
            _ = try live.fittingSize(width: width + 50)
            #expect(frameBits([live, avatar, label]) == before)
            try live.resize(width: width)
            #expect(live.frame == Rect(x: 0, y: 0, width: expected.width, height: expected.height), "seed \(seed), width \(width)")
        }
        #expect(live.ownedTree?.bookkeepingMismatch() == nil && fitted.ownedTree?.bookkeepingMismatch() == nil)
    }

    @Test("the constraints that cross the subtree's edge are lifted; those inside stay")
    func crossing() throws {
        let table = Item("table")
        let (cell, _, _) = try selfSizingCell(meetingText)
        table.addChild(cell)
        try table.arrange { make in
            make.xEqual(cell)
            make.yTop(cell)
            make.height(cell) >= 50    // names the cell alone: it stays
        }
        let tree = table.tree
        let crossing = tree.constraints(crossing: cell.subtree)
        #expect(crossing.count == 3)   // xEqual: left and right; yTop
        #expect(try cell.fittingSize(width: 375).height == 64)
        try table.arrange { make in make.height(cell) >= 70 }
        #expect(try cell.fittingSize(width: 375).height == 70)
    }
}
