import Testing
@testable import Arrange

@Suite("Items that leave their tree keep their frames until laid out again")
struct LayoutTreeKeptFramesTests {
    /// root 375×667 holding card (20, 40, 335, 100) holding label (8, 10, 50, 20).
    private func cardScreen() throws -> (root: Item, card: Item, label: Item) {
        let root = Item("root"), card = Item("card"), label = Item("label")
        root.size = Size(width: 375, height: 667)
        root.addChild(card)
        card.addChild(label)
        try root.arrange { make in
            make.install(card.left == root.left + 20, card.top == root.top + 40, card.width == 335, card.height == 100)
            make.install(label.left == card.left + 8, label.top == card.top + 10, label.width == 50, label.height == 20)
        }
        return (root, card, label)
    }

    @Test("an item removed from its parent, and its descendants, read the frames they were laid out at (issue 26)")
    func removedItemKeepsItsFrame() throws {
        let (root, card, label) = try cardScreen()
        #expect(card.frame == Rect(x: 20, y: 40, width: 335, height: 100))
        card.removeFromParent()
        // As a UIKit view keeps its frame when it leaves its superview (parent coordinates, as read before).
        #expect(card.frame == Rect(x: 20, y: 40, width: 335, height: 100))
        #expect(label.frame == Rect(x: 8, y: 10, width: 50, height: 20))
        #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(card.parent == nil && root.children.isEmpty)
    }

    @Test("a kept frame lasts until the item is laid out again: in a tree of its own, or in another tree")
    func keptUntilLaidOutAgain() throws {
        let (_, card, label) = try cardScreen()
        card.removeFromParent()
        // Given a size, card is a root laid out at the origin, and its tree lays label out too: nothing places it yet.
        card.size = Size(width: 200, height: 50)
        #expect(card.frame == Rect(x: 0, y: 0, width: 200, height: 50))
        #expect(label.frame == Rect(x: 0, y: 0, width: 0, height: 0))
        try card.arrange { make in make.insetEdges(edge: 5); make.equal(label) }
        // 5 inside 200×50: (5, 5, 190, 40).
        #expect(label.frame == Rect(x: 5, y: 5, width: 190, height: 40))
        // Moved into another tree, the card is laid out there.
        let other = Item("other")
        other.size = Size(width: 100, height: 100)
        other.addChild(card)
        try other.arrange { make in make.equal(card) }
        #expect(card.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(label.frame == Rect(x: 5, y: 5, width: 90, height: 90))
    }

    @Test("a failed call, a diagnostics read and a fitting query on a removed item keep its frames bit for bit")
    func failedCallsKeepFrames() throws {
        let (_, card, label) = try cardScreen()
        card.removeFromParent()
        let before = frameBits([card, label])
        let stranger = Item("stranger")
        #expect(throws: ArrangeError.self) { try card.arrange { make in make.width(stranger) == 10 } }
        _ = card.diagnostics
        _ = try? card.fittingSize(width: .exactly(100), height: .compressed)
        #expect(frameBits([card, label]) == before)
        #expect(label.explanation(of: .x).description.contains("kept frame"))
        // Added to another tree, it is laid out there.
        let root = Item("root")
        root.size = Size(width: 50, height: 50)
        root.addChild(card)
        try root.arrange { make in make.equal(card) }
        #expect(card.frame == Rect(x: 0, y: 0, width: 50, height: 50))
    }

    /// Builds `cardScreen()` and returns its card and label only: the root goes when this returns.
    private func heldCard() throws -> (card: Item, label: Item, lifetimes: Lifetimes) {
        let (root, card, label) = try cardScreen()
        _ = root.frame
        return (card, label, try Lifetimes(root: root, item: root))
    }

    @Test("items still held when their tree's root is released keep their frames (issue 26)")
    func heldItemsOutliveTheirRoot() throws {
        let (card, label, lifetimes) = try heldCard()
        #expect(lifetimes.allFreed)
        #expect(card.parent == nil)
        #expect(card.frame == Rect(x: 20, y: 40, width: 335, height: 100))
        #expect(label.frame == Rect(x: 8, y: 10, width: 50, height: 20))
        // And they are laid out again when arranged.
        card.size = Size(width: 30, height: 30)
        try card.arrange { make in make.equal(label) }
        #expect(label.frame == Rect(x: 0, y: 0, width: 30, height: 30))
    }

    @Test("an item removed from a released tree keeps its frame; one given a size before it became a root is laid out at it (fuzz seeds 20, 55)")
    func keptThroughRemovalAndSizeGivenBefore() throws {
        func held() throws -> (card: Item, label: Item) {
            let (_, card, label) = try cardScreen()
            label.size = Size(width: 300, height: 300)   // kept until label is a root
            return (card, label)
        }
        let (card, label) = try held()
        // The root released: card keeps its frame; label, removed from card (which has no tree), is a
        // root with the size it was given, as a root's size holds: (0, 0, 300, 300).
        label.removeFromParent()
        #expect(card.frame == Rect(x: 20, y: 40, width: 335, height: 100))
        #expect(label.frame == Rect(x: 0, y: 0, width: 300, height: 300))
        let icon = Item("icon")
        card.addChild(icon)
        card.removeFromParent()   // a root: nothing to leave
        #expect(card.frame == Rect(x: 20, y: 40, width: 335, height: 100))
        try label.resize(to: Size(width: 30, height: 40))
        #expect(label.frame == Rect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test("a held item deep in a released tree keeps its frame in its own parent's coordinates")
    func deepItemKeepsItsFrame() throws {
        func held() throws -> Item {
            let (_, _, label) = try cardScreen()
            return label
        }
        let label = try held()
        #expect(label.parent == nil)
        #expect(label.frame == Rect(x: 8, y: 10, width: 50, height: 20))
    }

    @Test("kept frames read on the pixel grid of the root that reads them, before and after its tree is made (fuzz seed 27)")
    func keptFramesOnTheNewRootsGrid() throws {
        // A cell with its own scale and size, laid out in a screen without a scale, then taken out.
        let screen = Item("screen"), cell = Item("cell"), card = Item("card"), label = Item("label")
        screen.size = Size(width: 500, height: 900)
        try cell.setPixelScale(2.625)
        cell.size = Size(width: 440, height: 816)
        screen.addChild(cell)
        cell.addChild(card)
        card.addChild(label)
        try screen.arrange { make in
            make.install(cell.left == screen.left, cell.top == screen.top)
            make.install(card.left == cell.left + 95.5, card.top == cell.top + 496, card.width == 45.2, card.height == 40)
            make.install(label.left == card.left + 10.1, label.top == card.top + 3, label.width == 20, label.height == 10)
        }
        let labelBefore = label.frame
        #expect(card.frame == Rect(x: 95.5, y: 496, width: 45.2, height: 40))
        cell.removeFromParent()
        // On cell's grid (2.625 px per point), edges rounded in cell's coordinates (px):
        // card: 95.5 × 2.625 = 250.6875 → 251; 496 × 2.625 = 1302; right 140.7 × 2.625 = 369.3375 → 369; bottom 536 × 2.625 = 1407.
        // label: 105.6 × 2.625 = 277.2 → 277; 499 × 2.625 = 1309.875 → 1310; right 125.6 × 2.625 = 329.7 → 330; bottom 509 × 2.625 = 1336.125 → 1336,
        // less card's 251 and 1302.
        let cardOnGrid = Rect(x: 251 / 2.625, y: 1302 / 2.625, width: (369 - 251) / 2.625, height: (1407 - 1302) / 2.625)
        let labelOnGrid = Rect(x: (277 - 251) / 2.625, y: (1310 - 1302) / 2.625, width: (330 - 277) / 2.625, height: (1336 - 1310) / 2.625)
        #expect(cell.ownedTree == nil)
        #expect(card.frame == cardOnGrid && label.frame == labelOnGrid, "before cell's tree: \(card.frame), \(label.frame)")
        // Reading the root makes its tree, which takes the kept frames over: the same reads.
        #expect(cell.frame == Rect(x: 0, y: 0, width: 440, height: 816))
        #expect(cell.ownedTree != nil)
        #expect(card.frame == cardOnGrid && label.frame == labelOnGrid, "in cell's tree: \(card.frame), \(label.frame)")
        // The numbers kept stay exact: without the scale they read as kept.
        cell.pixelScale = nil
        #expect(card.frame == Rect(x: 95.5, y: 496, width: 45.2, height: 40))
        #expect(label.frame == labelBefore)
    }
}
