import Testing
@testable import Arrange

@Suite("hidden items: isHidden closes the room in place lists and collapses elsewhere")
struct ItemHiddenTests {
    /// a, b, c 100×44 in a 375-wide root: `xPlace(16, a, 8, b, 8, c)`, all on the top.
    func row() throws -> (root: Item, a: Item, b: Item, c: Item) {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        try root.arrange { make in
            make.size(a, b, c) == (100, 44)
            make.yTop(a, b, c)
            make.xPlace(16, a, 8, b, 8, c, make.wall)
        }
        return (root, a, b, c)
    }

    @Test("a hidden middle item takes its gap with it: xPlace(16, a, 8, b, 8, c) lays out as xPlace(16, a, 8, c)")
    func middle() throws {
        let (root, a, b, c) = try row(); defer { withExtendedLifetime(root) {} }
        expectFrame(c, 232, 0, 100, 44)           // 16 + 100 + 8 + 100 + 8
        b.isHidden = true
        expectFrame(a, 16, 0, 100, 44)
        expectFrame(b, 124, 0, 0, 0)              // a point at the cursor, where c now starts: 16 + 100 + 8
        expectFrame(c, 124, 0, 100, 44)           // 16 + 100 + 8
        #expect(b.isHidden)
        b.isHidden = false
        expectFrame(b, 124, 0, 100, 44)           // 16 + 100 + 8
        expectFrame(c, 232, 0, 100, 44)
    }

    @Test("a hidden first item takes the gap after it, keeping the leading 16")
    func first() throws {
        let (root, a, b, c) = try row(); defer { withExtendedLifetime(root) {} }
        a.isHidden = true
        expectFrame(a, 16, 0, 0, 0)               // at the cursor: 16
        expectFrame(b, 16, 0, 100, 44)            // 16, the 8 after a gone
        expectFrame(c, 124, 0, 100, 44)           // 16 + 100 + 8
    }

    @Test("a hidden last item takes the gap before it; the chain still ends at R's trailing edge")
    func last() throws {
        let (root, items) = screen("a", "b", width: 300)
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.size(b) == (100, 44)
            make.height(a) == 44
            make.yTop(a, b)
            make.xPlace(16, a, 8, b, 16)   // a stretches: 300 − 16 − 8 − 100 − 16 = 160
        }
        expectFrame(a, 16, 0, 160, 44)
        b.isHidden = true
        expectFrame(a, 16, 0, 268, 44)            // 300 − 16 − 16
        expectFrame(b, 284, 0, 0, 0)              // a's trailing edge: 16 + 268
    }

    @Test("elsewhere a hidden item collapses to a point where its constraints put it (GONE)")
    func gone() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.size(a, b) == (100, 44)
            make.xLeft(a); make.yTop(a, b)
            make.install(b.left == a.right + 8)
        }
        expectFrame(b, 108, 0, 100, 44)           // 0 + 100 + 8
        a.isHidden = true
        expectFrame(a, 0, 0, 0, 0)
        expectFrame(b, 8, 0, 100, 44)             // a.right = a.left = 0, + 8: the margin stays, as GONE's
    }

    @Test("an item hidden before its tree is arranged is hidden in the first layout")
    func before() throws {
        let (root, items) = screen("a", "b", "c")
        items[1].isHidden = true
        try root.arrange { make in
            make.size(items) == (100, 44)
            make.yTop(items)
            make.xPlace(16, items[0], 8, items[1], 8, items[2], make.wall)
        }
        expectFrame(items[2], 124, 0, 100, 44)     // 16 + 100 + 8
    }

    @Test("hiding that required constraints cannot hold changes no frame bit and is listed in diagnostics")
    func atomic() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.height(a) == 44; make.size(b) == (100, 44)
            make.yTop(a, b)
            make.xEqual(a)                           // a spans R: a hidden a (width 0) cannot
        }
        let before = frameBits([a, b])
        a.isHidden = true
        #expect(!a.isHidden)
        #expect(frameBits([a, b]) == before)
        #expect(root.diagnostics.contains { $0.description.contains("hiding a") })
    }

    @Test("a later arrangement and a handle's change lower with the item still hidden")
    func survives() throws {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        var place: ConstraintHandle!
        try root.arrange { make in
            make.size(a, c) == (100, 44)
            make.yTop(a, b, c)
            place = make.xPlace(16, a, 8, b, 8, c, make.wall)
        }
        b.isHidden = true
        try root.arrange { make in make.size(b) == (100, 44) }   // a hidden item's size is left out
        expectFrame(b, 124, 0, 0, 0)                              // at the cursor: 16 + 100 + 8
        expectFrame(c, 124, 0, 100, 44)                           // 16 + 100 + 8
        try place.setConstant(20, argument: 1)
        expectFrame(b, 128, 0, 0, 0)                              // 20 + 100 + 8
        expectFrame(c, 128, 0, 100, 44)                           // 20 + 100 + 8
        b.isHidden = false
        expectFrame(b, 128, 0, 100, 44)                           // its size holds again
        expectFrame(c, 236, 0, 100, 44)                           // 20 + 100 + 8 + 100 + 8
    }
}
