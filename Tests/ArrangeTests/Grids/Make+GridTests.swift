import Testing
import Arrange

@Suite("make.grid: rows and columns, as SwiftUI's Grid")
struct MakeGridTests {
    /// SwiftUI's Grid documentation example: Hello/globe over wave/World.
    struct HelloWorld {
        let root = Item("root")
        let hello = Item("hello", intrinsicSize: Size(width: 50, height: 20)), globe = Item("globe", intrinsicSize: Size(width: 20, height: 20))
        let wave = Item("wave", intrinsicSize: Size(width: 24, height: 24)), world = Item("world", intrinsicSize: Size(width: 48, height: 20))
        var handle: ConstraintHandle!

        init(direction: LayoutDirection = .leftToRight, alignment: HorizontalAlignment = .center) throws {
            root.addChildren(hello, globe, wave, world)
            root.layoutDirection = direction
            root.size = Size(width: 375, height: 603)
            var handle: ConstraintHandle!
            let (hello, globe, wave, world) = (hello, globe, wave, world)
            try root.arrange { make in
                handle = make.grid([[hello, globe], [wave, world]], spacing: 8, alignment: alignment)
            }
            self.handle = handle
        }
    }

    @Test("each column is as wide as its widest cell, each row as tall as its tallest, cells centred")
    func helloWorld() throws {
        let g = try HelloWorld()
        // Columns max(50, 24) = 50 at 0…50 and max(20, 48) = 48 at 58…106; rows 20 (0…20) and 24 (28…52).
        expectFrame(g.hello, 0, 0, 50, 20)
        expectFrame(g.globe, 72, 0, 20, 20)      // centre (58 + 106)/2 = 82, − 10
        expectFrame(g.wave, 13, 28, 24, 24)      // 25 − 12
        expectFrame(g.world, 58, 30, 48, 20)     // 82 − 24; centre 40 − 10
    }

    @Test("a wider cell widens its column and moves the next one, incrementally")
    func follows() throws {
        let g = try HelloWorld(alignment: .leading)
        g.wave.intrinsicSize = Size(width: 70, height: 24)
        // Column 1 = max(50, 70) = 70; column 2 starts at 78.
        expectFrame(g.hello, 0, 0, 50, 20)
        expectFrame(g.globe, 78, 0, 20, 20)
        expectFrame(g.world, 78, 30, 48, 20)
        g.wave.intrinsicSize = Size(width: 10, height: 24)
        expectFrame(g.globe, 58, 0, 20, 20)      // column 1 back to hello's 50
    }

    @Test("right to left, the first column is the rightmost")
    func rightToLeft() throws {
        let g = try HelloWorld(direction: .rightToLeft, alignment: .leading)
        expectFrame(g.hello, 325, 0, 50, 20)     // leading = right edge on 375
        expectFrame(g.globe, 297, 0, 20, 20)     // column 2's right edge 375 − 58 = 317, − 20
        expectFrame(g.world, 269, 30, 48, 20)
    }

    @Test("the spacings are the handle's numbers, on width and on height")
    func handle() throws {
        let g = try HelloWorld(alignment: .leading)
        try g.handle.setConstant(12, on: .width)
        expectFrame(g.globe, 62, 0, 20, 20)      // 50 + 12
        try g.handle.setConstant(2, on: .height)
        expectFrame(g.wave, 0, 22, 24, 24)       // 20 + 2
    }

    @Test("spans, empty cells and per-cell alignment")
    func spans() throws {
        let root = Item("root"), a = Item("a", intrinsicSize: Size(width: 40, height: 20))
        let b = Item("b", intrinsicSize: Size(width: 60, height: 20)), c = Item("c", intrinsicSize: Size(width: 150, height: 30))
        let d = Item("d", intrinsicSize: Size(width: 10, height: 10))
        root.addChildren(a, b, c, d)
        root.size = Size(width: 375, height: 603)
        try root.arrange { make in
            make.grid([[a, b], [make.cell(c, columns: 2)], [make.empty, make.cell(d, alignment: .trailing, rowAlignment: .bottom)]],
                      spacing: 10, alignment: .leading, rowAlignment: .top)
        }
        // c needs 150 over both columns: 40 + 10 + w2 → w2 = 100, the last spanned column takes the excess.
        expectFrame(b, 50, 0, 60, 20)
        expectFrame(c, 0, 30, 150, 30)
        expectFrame(d, 140, 70, 10, 10)          // trailing in column 2 (50…150); row 3 at 30 + 30 + 10
    }

    @Test("flexible columns share what the others leave, by weight, again on resize")
    func flexible() throws {
        let root = Item("root"), label = Item("label", intrinsicSize: Size(width: 60, height: 20)), one = Item("one"), three = Item("three")
        root.addChildren(label, one, three)
        root.size = Size(width: 320, height: 200)
        try root.arrange { make in
            make.insetEdges(edge: 16)
            make.grid([[label, one, three]], columns: [.fit, .flexible(), .flexible(weight: 3)], spacing: 8, alignment: .fill, rowAlignment: .fill)
        }
        // 288 inside − 60 − 16 = 212 = 4 shares of 53.
        expectFrame(one, 84, 16, 53, 20)
        expectFrame(three, 145, 16, 159, 20)
        try root.resize(to: Size(width: 400, height: 200))
        // 368 − 76 = 292 = 4 shares of 73.
        expectFrame(one, 84, 16, 73, 20)
        expectFrame(three, 165, 16, 219, 20)
    }

    @Test("a grid's fitting size is its content's")
    func fittingSize() throws {
        let g = try HelloWorld()
        let panel = Item("panel"), a = Item("a", intrinsicSize: Size(width: 30, height: 10)), b = Item("b", intrinsicSize: Size(width: 45, height: 15))
        panel.addChildren(a, b)
        g.root.addChild(panel)
        try panel.arrange { make in
            make.insetEdges(edge: 4)
            make.grid([[a], [b]], columns: [.fixed(50)], rowSpacing: 6)
        }
        // 4 + 50 + 4 wide; 4 + 10 + 6 + 15 + 4 tall.
        #expect(try panel.fittingSize() == Size(width: 58, height: 39))
    }

    @Test("no rows lay out nothing and are no error")
    func empty() throws {
        let root = Item("root"), a = Item("a")
        root.addChild(a)
        root.size = Size(width: 100, height: 100)
        try root.arrange { make in
            make.grid([])
            make.grid([[], [make.empty]], columns: [.fixed(10)])
            make.size(a) == (10, 10)
            make.xLeft(a)
            make.yTop(a)
        }
        expectFrame(a, 0, 0, 10, 10)
    }

    @Test("mistakes are errors naming the call, and change no frame")
    func mistakes() throws {
        let g = try HelloWorld()
        let before = frameBits([g.hello, g.globe, g.wave, g.world])
        let (hello, globe, root) = (g.hello, g.globe, g.root)
        let other = Item("other")
        for body in [
            { (make: Make) in make.grid([[make.cell(hello, columns: 0)]]) },
            { (make: Make) in make.grid([[hello]], spacing: -1) },
            { (make: Make) in make.grid([[hello]], columns: [.fixed(.nan)]) },
            { (make: Make) in make.grid([[hello]], columns: [.flexible(weight: 0)]) },
            { (make: Make) in make.grid([[hello, globe], [hello]]) },
            { (make: Make) in make.grid([[root]]) },
            { (make: Make) in make.grid([[other]]) },
        ] as [(Make) -> ConstraintHandle] {
            #expect(throws: ArrangeError.self) { try root.arrange { make in _ = body(make) } }
        }
        do {
            try root.arrange { make in make.grid([[hello, globe], [hello]]) }
        } catch {
            #expect("\(error)".contains("grid at ArrangeTests/Make+GridTests.swift:"))
            #expect("\(error)".contains("item 'hello' is in cells 1 and 3"))
        }
        #expect(frameBits([g.hello, g.globe, g.wave, g.world]) == before)
    }
}
