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

    @Test("install keeps the relation and makes leading physical")
    func install() throws {
        #expect(try lowered(root) { $0.install(a.leading == b.trailing + 8) } == ["a.left == b.right + 8"])
        #expect(try lowered(root, direction: .rightToLeft) { $0.install(a.leading == b.trailing + 8) } == ["a.right == b.left + 8"])
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
}
