import Testing
@testable import Arrange

@Suite("Lowering turns each verb into primitive relations, in the order written")
struct LoweringTests {
    let root = Item("root")
    let a = Item("a"), b = Item("b")
    init() { root.addChildren(a, b) }

    @Test("size lowers to width then height per item")
    func size() throws {
        #expect(try lowered(root) { $0.size(a, b) == (100, 44) } == ["a.width == 100", "a.height == 44", "b.width == 100", "b.height == 44"])
    }

    @Test("a list of widths lowers pairwise")
    func widthList() throws {
        #expect(try lowered(root) { $0.width(a, b) == [10, 20] } == ["a.width == 10", "b.width == 20"])
    }

    @Test("width against make.w reads the insets at call time")
    func widthProxy() throws {
        #expect(try lowered(root) { make in
            make.insetEdges(left: 10, right: 30)
            make.width(a) <= make.w * 0.5 - 4
        } == ["a.width <= 0.5 * root.width - 24"])
    }

    @Test("edge verbs use the insets as SPEC states")
    func edges() throws {
        #expect(try lowered(root) { make in
            make.insetEdges(top: 1, left: 2, bottom: 3, right: 4)
            make.xLeft(a); make.xRight(a); make.yTop(a); make.yBottom(a)
        } == ["a.left == root.left + 2", "a.right == root.right - 4", "a.top == root.top + 1", "a.bottom == root.bottom - 3"])
    }

    @Test("centres honour asymmetric insets")
    func centers() throws {
        #expect(try lowered(root) { make in
            make.insetEdges(top: 10, left: 30, bottom: 0, right: 10)
            make.center(a)
        } == ["a.centerX == root.centerX + 10", "a.centerY == root.centerY + 5"])
    }

    @Test("equal is xEqual then yEqual, per item")
    func equal() throws {
        #expect(try lowered(root) { $0.equal(a) } == ["a.left == root.left", "a.right == root.right", "a.top == root.top", "a.bottom == root.bottom"])
    }

    @Test("install keeps the relation as written, leading and trailing included (installing resolves them)")
    func install() throws {
        #expect(try lowered(root) { $0.install(a.leading == b.trailing + 8) } == ["a.leading == b.trailing + 8"])
        #expect(try lowered(root, direction: .rightToLeft) { $0.install(a.leading == b.trailing + 8) } == ["a.leading == b.trailing + 8"])
    }

    @Test("xLeading and xTrailing lower physically by the reference's direction, with its leading and trailing insets")
    func leadingVerbs() throws {
        let body: (Make) -> Void = { make in
            make.insetEdges(left: 1, leading: 10, right: 2, trailing: 20)
            make.xLeading(a); make.xTrailing(b); make.xCenter(a)
        }
        // Left to right: l = 1 + 10, r = 2 + 20; right to left: l = 1 + 20, r = 2 + 10.
        #expect(try lowered(root, body) == ["a.left == root.left + 11", "b.right == root.right - 22", "a.centerX == root.centerX - 5.5"])
        #expect(try lowered(root, direction: .rightToLeft, body) == ["a.right == root.right - 12", "b.left == root.left + 21", "a.centerX == root.centerX + 4.5"])
    }

    @Test("a priority attached with ~ reaches every relation of the verb")
    func priority() throws {
        #expect(try lowered(root) { $0.size(a) == (1, 2) ~ .low } == ["a.width == 1 ~ low", "a.height == 2 ~ low"])
    }

    @Test("ref changes the reference and starts with zero insets")
    func ref() throws {
        #expect(try lowered(root) { make in
            make.insetEdges(edge: 5)
            make.ref(a).xLeft(b)
        } == ["b.left == a.left"])
    }

    @Test("each constraint carries the index of its declaration")
    func declarationIndex() throws {
        let declarations = try root.record { make in make.size(a) == (1, 2); make.xLeft(a, b) }
        var lowering = Lowering(direction: .leftToRight)
        #expect(lowering.lower(declarations).map(\.declaration) == [0, 0, 1, 1])
    }

    @Test("an edge constant set through a handle replaces the insets' one, leading ones counting in the reading direction")
    func edgeConstants() throws {
        var declarations = try root.record { make in
            make.insetEdges(edge: 10)
            make.xEqual(a); make.xLeading(b)
        }
        declarations[0].edgeConstants = [(.right, -30)]
        declarations[1].edgeConstants = [(.leading, 16)]
        var ltr = Lowering(direction: .leftToRight), rtl = Lowering(direction: .rightToLeft)
        #expect(ltr.lower(declarations).map(\.relationDescription) == ["a.left == root.left + 10", "a.right == root.right - 30", "b.left == root.left + 16"])
        #expect(rtl.lower(declarations).map(\.relationDescription) == ["a.left == root.left + 10", "a.right == root.right - 30", "b.right == root.right - 16"])
    }

    @Test("constraints naming a removed anchor are left out; leading matches left in left to right")
    func removals() throws {
        var declarations = try root.record { make in
            make.xPlace(a, 5, b)
            make.size(a) == (1, 2)
        }
        declarations[0].removals = [AnchorRemoval(item: ObjectIdentifier(a), attribute: .leading, direction: .leftToRight)]
        declarations[1].removals = [AnchorRemoval(item: ObjectIdentifier(a), attribute: nil, direction: .leftToRight)]
        var lowering = Lowering(direction: .leftToRight)
        #expect(lowering.lower(declarations).map(\.relationDescription) == ["b.left == a.right + 5", "b.right == root.right"])
    }

    @Test("a dimension against widths, heights and numbers only is measured in no frame; against positions, in its items' (here right to left)")
    func dimensionFrames() throws {
        let r = Item("r")
        r.size = Size(width: 375, height: 603)
        r.requestedLayoutDirection = .rightToLeft
        let (x, y, z) = (Item("x"), Item("y"), Item("z"))
        r.addChildren(x, y, z)
        try r.arrange { make in
            make.width(y) == 100
            make.width(x) == y.width * 0.5 + 10      // sizes only: 100 · 0.5 + 10 = 60
            make.width(z) == y.trailing - y.leading  // positions, read right to left: y's width, 100
            make.height(x, y, z) == 20
            make.xLeading(x, y, z)
            make.yTop(x, y, z)
        }
        // Right to left: every right edge at 375.
        expectFrame(x, 315, 0, 60, 20)
        expectFrame(y, 275, 0, 100, 20)
        expectFrame(z, 275, 0, 100, 20)
    }
}
