import Testing
@testable import Arrange

@Suite("A call's numbers are named by argument and anchor, read and set")
struct DeclarationConstantsTests {
    let root = Item("root")
    let a = Item("a"), b = Item("b")
    init() { root.addChildren(a, b) }

    func declaration(_ body: (Make) -> Void) throws -> Declaration {
        try #require(try root.record(body).first)
    }

    func names(_ d: Declaration) -> [String] { d.constantAddresses.map(\.description) }

    @Test("each verb names its numbers as documented")
    func addresses() throws {
        #expect(names(try declaration { $0.install(a.top == b.bottom + 8) }) == ["the constant"])
        #expect(names(try declaration { $0.width(a, b) == 100 }) == ["width"])
        #expect(names(try declaration { $0.height(a, b) == [1, 2] }) == ["argument 1 on height", "argument 2 on height"])
        #expect(names(try declaration { $0.size(a) == (1, 2) }) == ["width", "height"])
        #expect(names(try declaration { $0.size(a, b) == [Size(width: 1, height: 2), Size(width: 3, height: 4)] })
            == ["argument 1 on width", "argument 1 on height", "argument 2 on width", "argument 2 on height"])
        #expect(names(try declaration { $0.equal(a) }) == ["left", "right", "top", "bottom"])
        #expect(names(try declaration { $0.xLeading(a) }) == ["leading"])
        #expect(names(try declaration { make in make.xPlace(20, a, 8, 2, b, make.flexible, 20) }) == ["argument 1", "argument 3", "argument 4", "argument 7"])
    }

    @Test("an address is picked only when the arguments name exactly one number")
    func picking() throws {
        let size = try declaration { $0.size(a) == (1, 2) }
        #expect(size.constantAddress(argument: nil, attribute: nil) == nil)
        #expect(size.constantAddress(argument: nil, attribute: .height)?.description == "height")
        #expect(size.constantAddress(argument: 1, attribute: .height) == nil)
        let install = try declaration { $0.install(a.top == b.bottom + 8) }
        #expect(install.constantAddress(argument: nil, attribute: nil)?.description == "the constant")
        #expect(install.constantAddress(argument: nil, attribute: .top) == nil)
        let width = try declaration { $0.width(a) == 5 }
        #expect(width.constantAddress(argument: nil, attribute: .width) != nil && width.constantAddress(argument: nil, attribute: nil) != nil)
    }

    @Test("setting a number changes what the call lowers to, and reading gives it back")
    func settingLowers() throws {
        var d = try declaration { $0.install(a.left + 4 == b.right + 8) }
        #expect(d.constant(at: .init(), direction: .leftToRight) == 4)
        d.setConstant(20, at: .init())
        #expect(d.constant(at: .init(), direction: .leftToRight) == 20)
        var lowering = Lowering(direction: .leftToRight)
        #expect(lowering.lower([d]).map(\.relationDescription) == ["a.left + 4 == b.right + 24"])

        var place = try declaration { make in make.xPlace(20, a, 8, b) }
        place.setConstant(3, at: .init(argument: 3))
        #expect(lowering.lower([place]).map(\.relationDescription) == ["a.left == root.left + 20", "b.left == a.right + 3", "b.right == root.right"])

        var size = try declaration { $0.size(a, b) == [Size(width: 1, height: 2), Size(width: 3, height: 4)] }
        size.setConstant(30, at: .init(argument: 2, attribute: .width))
        #expect(lowering.lower([size]).map(\.relationDescription) == ["a.width == 1", "a.height == 2", "b.width == 30", "b.height == 4"])
    }

    @Test("an edge's number is c in v.edge == R.edge + c, from the insets until set")
    func edges() throws {
        var d = try declaration { make in
            make.insetEdges(top: 1, left: 2, leading: 10, bottom: 3, right: 4)
            make.equal(a)
        }
        #expect(d.constantAddresses.map { d.constant(at: $0, direction: .leftToRight) } == [12, -4, 1, -3])
        #expect(d.constantAddresses.map { d.constant(at: $0, direction: .rightToLeft) } == [2, -14, 1, -3])
        d.setConstant(7, at: .init(attribute: .top))
        #expect(d.constant(at: .init(attribute: .top), direction: .leftToRight) == 7)
        let leading = try declaration { make in make.insetEdges(leading: 16); make.xLeading(a) }
        #expect(leading.constant(at: .init(attribute: .leading), direction: .rightToLeft) == 16)
    }
}
