import Testing
@testable import Arrange

@Suite("The choosing pass of firstFitting: measured content, handles, failures")
struct LayoutTreeFitsTests {
    /// icon 40 × 40 and title in a root of `width`, insets 10, height 200:
    /// a row (spacing 8, top) or a column (spacing 4, leading).
    static func cell(width: Double, title: Item, extra: ((Make, Item, Item) -> Void)? = nil) throws -> (root: Item, icon: Item, handle: ConstraintHandle) {
        let root = Item("root"), icon = Item("icon", intrinsicSize: Size(width: 40, height: 40))
        root.addChildren([icon, title])
        try root.resize(to: Size(width: width, height: 200))
        var handle: ConstraintHandle!
        try root.arrange { make in
            make.insetEdges(edge: 10)
            handle = make.firstFitting(in: .horizontal) { $0.xStack([icon, title], spacing: 8, alignment: .top) }
                or: { $0.yStack([icon, title], spacing: 4, alignment: .leading) }
        }
        if let extra { try root.arrange { make in extra(make, icon, title) } }
        return (root, icon, handle)
    }

    @Test("measured text: the row while its natural width fits (20 characters of 8: 160), the column below 228")
    func measured() throws {
        let title = Item("title")
        title.measure = .text("Hello world, this is", font: MonospacedFont(advance: 8, lineHeight: 20))
        let c = try Self.cell(width: 228, title: title)                // 10 + 40 + 8 + 160 + 10
        expectFrame(title, 58, 10, 160, 20)
        try c.root.resize(to: Size(width: 227, height: 200))
        expectFrame(title, 10, 170, 160, 20)                           // icon 180 − 4 − 20 = 156 tall, title at 170
        try c.root.resize(to: Size(width: 228, height: 200))
        expectFrame(title, 58, 10, 160, 20)
    }

    @Test("a handle change that leaves the title too little room switches to the column")
    func handleChange() throws {
        let title = Item("title", intrinsicSize: Size(width: 150, height: 20))
        var width: ConstraintHandle!
        let c = try Self.cell(width: 218, title: title) { make, icon, _ in width = make.width(icon) == 40 }
        expectFrame(title, 58, 10, 150, 20)
        try width.setConstant(70)                                      // the row would need 10 + 70 + 8 + 150 + 10 = 248
        expectFrame(c.icon, 10, 10, 70, 156)
        expectFrame(title, 10, 170, 150, 20)
        try width.setConstant(40)
        expectFrame(title, 58, 10, 150, 20)
    }

    @Test("a swap the layout cannot take keeps the old choice, every frame as it was, and is a diagnostic")
    func atomic() throws {
        let title = Item("title", intrinsicSize: Size(width: 150, height: 20))
        let c = try Self.cell(width: 218, title: title) { make, _, title in make.install(title.left == make.reference.left + 58) }
        expectFrame(title, 58, 10, 150, 20)
        #expect(c.root.diagnostics.isEmpty)
        try c.root.resize(to: Size(width: 200, height: 200))           // the column would put the title at 10: a conflict
        expectFrame(title, 58, 10, 132, 20)                            // the row kept, the title compressed to 180 − 48
        guard case let .firstFitting(spec)? = c.handle.declaration?.payload else { Issue.record("no call"); return }
        #expect(spec.chosen == 0)
        #expect(c.root.diagnostics.contains { $0.kind == .rejectedChange }, "\(c.root.diagnostics)")
    }

    @Test("a disabled call chooses nothing; enabled again, it chooses for the width it finds")
    func deactivate() throws {
        let title = Item("title", intrinsicSize: Size(width: 150, height: 20))
        let c = try Self.cell(width: 218, title: title)
        c.handle.deactivate()
        try c.root.resize(to: Size(width: 200, height: 200))
        try c.handle.activate()
        expectFrame(title, 10, 170, 150, 20)
    }
}

@Suite("After a resize, an alternative is tried again only when its room grew by what its item lacked")
struct LayoutTreeFitsRetryTests {
    @Test("217 → 217.5 (the title lacked 1) tries nothing; → 218 tries the row, which fits")
    func retriesOnlyWhenEnough() throws {
        let title = Item("title", intrinsicSize: Size(width: 150, height: 20))
        let c = try LayoutTreeFitsTests.cell(width: 217, title: title)   // the row would give the title 149: the column
        expectFrame(title, 10, 170, 150, 20)
        let tree = c.root.tree
        try c.root.resize(to: Size(width: 217.5, height: 200))
        let revision = tree.solver.revision
        expectFrame(title, 10, 170, 150, 20)
        #expect(tree.solver.revision == revision)                          // no trial swap (and back)
        try c.root.resize(to: Size(width: 218, height: 200))
        expectFrame(title, 58, 10, 150, 20)                                // 218 − 10 − 40 − 8 − 10 = 150: the row
    }
}
