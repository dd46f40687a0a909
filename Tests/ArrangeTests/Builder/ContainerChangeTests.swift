import Testing
@testable import Arrange

@Suite("A container's change matches new constraints with installed ones, deterministically")
struct ContainerChangeTests {
    /// The constraints one helper call lowers to (one `file:line` for all, so that order is all that differs).
    static func lower(_ root: Item, _ calls: [(Make) -> Void]) throws -> [LoweredConstraint] {
        let declarations = try root.record { make in for call in calls { call(make) } }
        var lowering = Lowering(direction: .leftToRight)
        return lowering.lower(declarations)
    }

    static func width(_ item: Item, _ value: Double) -> (Make) -> Void { { make in make.width(item) == value } }

    @Test("position by position first, then by lookup: an insertion at the front keeps every other match")
    func shifted() throws {
        let (root, items) = screen("a", "b", "c", "x")
        let old = try Self.lower(root, items.prefix(3).map { Self.width($0, 10) })
        let new = try Self.lower(root, [Self.width(items[3], 10)] + items.prefix(3).map { Self.width($0, 10) })
        #expect(LayoutHost.matches(new, old) == [nil, 0, 1, 2])
        #expect(LayoutHost.matches(old, old) == [0, 1, 2])
    }

    @Test("each installed constraint matches once: of two equal new ones the second is new")
    func duplicates() throws {
        let (root, items) = screen("a")
        let one = try Self.lower(root, [Self.width(items[0], 10)])
        let two = try Self.lower(root, [Self.width(items[0], 10), Self.width(items[0], 10)])
        #expect(LayoutHost.matches(two, one) == [0, nil])
        #expect(LayoutHost.matches(one, two) == [0])
        let changed = try Self.lower(root, [Self.width(items[0], 11)])
        #expect(LayoutHost.matches(changed, one) == [nil])
    }

    @Test("flexible spacers keep their units when unchanged, and a changed weight re-installs only its relations")
    func spacers() throws {
        func layout(_ weight: Double, _ height: Double) -> Node {
            Node("root") {
                Node("a"); Node("b")
                Arrangement { make in
                    make.size(make["a"], make["b"]) == (50, height)
                    make.yTop(make["a"], make["b"])
                    make.xPlace(make.flexible, make["a"], make.flexible * weight, make["b"], make.flexible)
                }
            }
        }
        let host = try LayoutHost(layout(1, 10), size: Size(width: 200, height: 100))
        // Three gaps of 1 unit share 200 − 100: 100/3 each.
        expectFrame(try host.root.item("a"), 100.0 / 3, 0, 50, 10)
        let units = try #require(host.group(for: "root")).spacers
        #expect(units.count == 1)
        let resized = try host.apply(layout(1, 20))
        #expect(resized.installed == 2 && resized.uninstalled == 2)
        #expect(try #require(host.group(for: "root")).spacers.map(\.id) == units.map(\.id))
        expectFrame(try host.root.item("b"), 200 - 100.0 / 3 - 50, 0, 50, 20)
        // Weight 2 in the middle: 4 units share 100, 25 each: a at 25, b at 25 + 50 + 50 = 125.
        let reweighted = try host.apply(layout(2, 20))
        #expect(reweighted.installed == 1 && reweighted.uninstalled == 1)
        expectFrame(try host.root.item("a"), 25, 0, 50, 20)
        expectFrame(try host.root.item("b"), 125, 0, 50, 20)
    }
}
