import Testing
import Arrange

@Suite("Right-to-left subtrees flip leading, trailing, their constants and xPlace")
struct LayoutDirectionTests {
    @Test("xPlace reads from the right edge in a right-to-left tree")
    func place() throws {
        let (root, items) = screen("a", "b")
        root.layoutDirection = .rightToLeft
        try root.arrange { make in
            make.yTop(items); make.size(items) == (100, 10)
            make.xPlace(20, items[0], 10, items[1], make.wall)
        }
        expectFrame(items[0], 255, 0, 100, 10)
        expectFrame(items[1], 145, 0, 100, 10)
    }

    @Test("flipping the direction lowers the arrangements again")
    func flip() throws {
        let (root, items) = screen("a", "b")
        try root.arrange { make in
            make.yTop(items); make.size(items) == (100, 10)
            make.xPlace(20, items[0], 10, items[1], make.wall)
        }
        expectFrame(items[1], 130, 0, 100, 10)
        root.layoutDirection = .rightToLeft
        #expect(items[1].layoutDirection == .rightToLeft)
        expectFrame(items[0], 255, 0, 100, 10)
        expectFrame(items[1], 145, 0, 100, 10)
        root.layoutDirection = .leftToRight
        expectFrame(items[0], 20, 0, 100, 10)
    }

    @Test("constants added to leading and trailing count in the reading direction, as Auto Layout's do")
    func constants() throws {
        let (root, items) = screen("a", "b", width: 300, height: 100)
        let (a, b) = (items[0], items[1])
        root.layoutDirection = .rightToLeft
        try root.arrange { make in
            make.yTop(a, b); make.size(a, b) == (50, 10)
            make.install(a.leading == root.leading + 16)
            make.install(b.leading == a.trailing + 8)
        }
        // a.right = 300 - 16 = 284 → x 234; b.right = a.left - 8 = 226 → x 176.
        expectFrame(a, 234, 0, 50, 10)
        expectFrame(b, 176, 0, 50, 10)
        root.layoutDirection = .leftToRight
        // The same relations, left to right: a.left = 16, b.left = a.right + 8 = 74.
        expectFrame(a, 16, 0, 50, 10)
        expectFrame(b, 74, 0, 50, 10)
    }

    @Test("leading and trailing anchors follow the direction; left and right do not")
    func anchors() throws {
        let (root, items) = screen("a", "b")
        root.layoutDirection = .rightToLeft
        try root.arrange { make in
            make.yTop(items); make.size(items) == (100, 10)
            make.install(items[0].leading == root.leading + 8)
            make.install(items[1].left == root.left + 8)
        }
        // a.right = 375 - 8 = 367 → x 267; b.left = 8.
        expectFrame(items[0], 267, 0, 100, 10)
        expectFrame(items[1], 8, 0, 100, 10)
    }

    @Test("an inequality in leading terms keeps its meaning: at least 8 further along the reading direction")
    func inequality() throws {
        let (root, items) = screen("a", "b", width: 300, height: 100)
        let (a, b) = (items[0], items[1])
        root.layoutDirection = .rightToLeft
        try root.arrange { make in
            make.yTop(a, b); make.size(a, b) == (50, 10)
            make.xLeading(a)
            make.install(b.leading >= a.trailing + 8)
            make.install(b.leading == root.leading ~ .low)
        }
        // a.right = 300 → x 250; the low pull toward the leading (right) edge stops at b.right <= a.left - 8 = 242 → x 192.
        expectFrame(a, 250, 0, 50, 10)
        expectFrame(b, 192, 0, 50, 10)
    }

    @Test("an item sets the direction of its subtree; the others follow their parent")
    func inheritance() throws {
        let (root, items) = screen("cell", "other")
        let icon = Item("icon")
        items[0].addChild(icon)
        #expect(root.requestedLayoutDirection == nil && icon.layoutDirection == .leftToRight)
        items[0].layoutDirection = .rightToLeft
        #expect(items[0].requestedLayoutDirection == .rightToLeft)
        #expect(icon.layoutDirection == .rightToLeft && icon.requestedLayoutDirection == nil)
        #expect(items[1].layoutDirection == .leftToRight && root.layoutDirection == .leftToRight)
        root.layoutDirection = .rightToLeft
        items[0].requestedLayoutDirection = .leftToRight
        #expect(icon.layoutDirection == .leftToRight && items[1].layoutDirection == .rightToLeft)
        items[0].requestedLayoutDirection = nil
        #expect(icon.layoutDirection == .rightToLeft)
    }

    @Test("a right-to-left cell in a left-to-right screen: relations inside read right to left, relations to the screen do not")
    func subtree() throws {
        let (root, items) = screen("cell")
        let cell = items[0]
        let icon = Item("icon"), title = Item("title")
        cell.addChildren(icon, title)
        cell.layoutDirection = .rightToLeft
        try root.arrange { make in
            make.install(cell.leading == root.leading + 10)
            make.install(cell.trailing == root.trailing - 10)
            make.yTop(cell); make.height(cell) == 60
        }
        try cell.arrange { make in
            make.size(icon) == (40, 40); make.height(title) == 20
            make.yCenter(icon, title)
            make.install(icon.leading == cell.leading + 12)
            make.install(title.leading == icon.trailing + 8)
            make.xTrailing(title)
        }
        // The screen is left to right: cell.left = 10, cell.right = 365 → width 355.
        // The cell is right to left: icon.right = 355 - 12 = 343 → x 303; title.right = 303 - 8 = 295, title.left = 0.
        expectFrame(cell, 10, 0, 355, 60)
        expectFrame(icon, 303, 10, 40, 40)
        expectFrame(title, 0, 20, 295, 20)
        cell.layoutDirection = .leftToRight
        // Flipped: icon.left = 12, title.left = 60, title.right = 355.
        expectFrame(icon, 12, 10, 40, 40)
        expectFrame(title, 60, 20, 295, 20)
    }

    @Test("a multiplied leading anchor mirrors with the direction, measured from the ancestor's leading edge")
    func multiplier() throws {
        let (root, items) = screen("box")
        let box = items[0], dot = Item("dot")
        box.addChild(dot)
        try root.arrange { make in
            make.size(box) == (200, 100); make.xLeft(box); make.yTop(box)
        }
        try box.arrange { make in
            make.size(dot) == (20, 20); make.yTop(dot)
            make.install(dot.leading == box.trailing * 0.25)
        }
        // Left to right, in box's bounds: dot.left = 0.25 × 200 = 50.
        expectFrame(dot, 50, 0, 20, 20)
        box.layoutDirection = .rightToLeft
        // Right to left, measured from box's right edge: dot.right = 200 - 50 = 150 → x 130.
        expectFrame(dot, 130, 0, 20, 20)
    }

    @Test("xLeading and xTrailing, also through ref, with insets that mirror")
    func verbs() throws {
        let (root, items) = screen("a", "b", "header", width: 300, height: 100)
        let (a, b, header) = (items[0], items[1], items[2])
        let label = Item("label")
        header.addChild(label)
        root.layoutDirection = .rightToLeft
        try root.arrange { make in
            make.size(a, b) == (50, 10); make.yTop(a, b)
            make.insetEdges(leading: 16, trailing: 4)
            make.xLeading(a); make.xTrailing(b)
            make.xEqual(header); make.yBottom(header); make.height(header) == 30
            let inner = make.ref(header)
            inner.insetEdges(leading: 10)
            inner.xLeading(label); inner.yTop(label); inner.size(label) == (60, 20)
        }
        // a.right = 300 - 16 = 284 → x 234; b.left = 4. header: 4…284 (width 280); label.right = 284 - 10 = 274 → x 214, in header 210.
        expectFrame(a, 234, 0, 50, 10)
        expectFrame(b, 4, 0, 50, 10)
        expectFrame(header, 4, 70, 280, 30)
        expectFrame(label, 210, 0, 60, 20)
        root.layoutDirection = .leftToRight
        // Mirrored: a.left = 16; b.right = 296 → x 246; header 16…296; label.left = 10 in header.
        expectFrame(a, 16, 0, 50, 10)
        expectFrame(b, 246, 0, 50, 10)
        expectFrame(header, 16, 70, 280, 30)
        expectFrame(label, 10, 0, 60, 20)
    }

    @Test("mixing leading or trailing with left or right in one relation is an error naming it")
    func mixed() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        #expect(throws: ArrangeError.mixedDirections(relation: "a.leading == b.left + 8", verb: "install",
                                                     at: CallSite(fileID: "App/View.swift", line: 7))) {
            try root.arrange { make in make.install(a.leading == b.left + 8, fileID: "App/View.swift", line: 7) }
        }
        #expect(throws: ArrangeError.mixedDirections(relation: "a.width == b.trailing - a.right", verb: "width",
                                                     at: CallSite(fileID: "App/View.swift", line: 9))) {
            try root.arrange { make in make.width(a, fileID: "App/View.swift", line: 9) == b.trailing - a.right }
        }
        #expect(root.diagnostics.count == 8)
    }
}
