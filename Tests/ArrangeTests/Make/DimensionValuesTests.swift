import ArrangeSolver
import Testing
@testable import Arrange

@Suite("A dimension verb keeps the forms of its axes in one array, in order")
struct DimensionValuesTests {
    /// The values of the first declaration a closure records, a dimension verb's.
    private func values(_ root: Item, _ body: (Make) -> Void) throws -> DimensionValues {
        let declarations = try root.record(body)
        guard case let .dimensions(_, _, values) = try #require(declarations.first).payload else {
            Issue.record("not a dimension declaration")
            throw ArrangeError.bodyFailed("not a dimension declaration")
        }
        return values
    }

    @Test("a size keeps the width's axis, then the height's, each with one form for every item")
    func sizePair() throws {
        let (root, items) = screen("a", "b")
        let values = try values(root) { make in make.size(items[0], items[1]) == (24, 20) }
        #expect(values.map(\.axis) == [.horizontal, .vertical])
        #expect(values.map(\.forms.count) == [1, 1])
        #expect(values.map { $0.forms[0].constant } == [24, 20])
    }

    @Test("a width keeps one axis; a list keeps one form per item, in order")
    func widthList() throws {
        let (root, items) = screen("a", "b")
        let values = try values(root) { make in make.width(items[0], items[1]) == [30, 40] }
        #expect(values.count == 1)
        #expect(values[0].axis == .horizontal)
        #expect(values[0].forms.map(\.constant) == [30, 40])
    }

    @Test("a list of sizes keeps one form per item on each axis")
    func sizeList() throws {
        let (root, items) = screen("a", "b")
        let values = try values(root) { make in
            make.size(items[0], items[1]) == [Size(width: 1, height: 2), Size(width: 3, height: 4)]
        }
        #expect(values.map { $0.forms.map(\.constant) } == [[1, 3], [2, 4]])
    }

    @Test("setting a form changes that form only, on either axis")
    func settingForms() {
        var one = DimensionValues(.vertical, [LinearForm(constant: 5)])
        one[0].forms[0].constant = 7
        #expect(one[0].forms.map(\.constant) == [7])

        let widths = [LinearForm(constant: 1), LinearForm(constant: 2), LinearForm(constant: 3)]
        var pair = DimensionValues((.horizontal, widths), (.vertical, [LinearForm(constant: 9), LinearForm(constant: 8)]))
        let before = pair
        pair[0].forms[1].constant = 20
        pair[1].forms[1].constant = 80
        #expect(pair.map { $0.forms.map(\.constant) } == [[1, 20, 3], [9, 80]])
        #expect(pair.map(\.axis) == [.horizontal, .vertical])
        // A value: the copy made before is unchanged.
        #expect(before.map { $0.forms.map(\.constant) } == [[1, 2, 3], [9, 8]])
    }

    @Test("an axis may have no forms (an empty list), and the other axis keeps its own")
    func emptyLists() {
        #expect(DimensionValues(.horizontal, []).map(\.forms.isEmpty) == [true])
        let pair = DimensionValues([(axis: .horizontal, forms: []), (axis: .vertical, forms: [LinearForm(constant: 4)])])
        #expect(pair.map(\.forms.count) == [0, 1])
        #expect(pair[1].forms[0].constant == 4)
    }

    @Test("an item's form is the axis's only one, or the item's own in a list")
    func formsByItem() {
        let one = [LinearForm(constant: 24)]
        let list = [LinearForm(constant: 10), LinearForm(constant: 11), LinearForm(constant: 12)]
        let values = DimensionValues((.horizontal, one), (.vertical, list))
        // Item 2: the width's only form (24), the height's third (12).
        #expect([values.axis(0), values.axis(1)] == [.horizontal, .vertical])
        #expect((0..<3).map { values.form(axis: 0, item: $0).constant } == [24, 24, 24])
        #expect((0..<3).map { values.form(axis: 1, item: $0).constant } == [10, 11, 12])
    }

    @Test("numbers only are finite numbers; an anchor, an infinity or a NaN is not")
    func finiteNumbers() {
        let root = Item("root")
        let a = Item("a")
        root.addChild(a)
        #expect(DimensionValues((.horizontal, LinearForm(constant: 24)), (.vertical, LinearForm(constant: -0.0))).areFiniteNumbers)
        #expect(DimensionValues(.vertical, []).areFiniteNumbers)
        #expect(!DimensionValues((.horizontal, LinearForm(constant: 24)), (.vertical, LinearForm(a, .width))).areFiniteNumbers)
        #expect(!DimensionValues(.horizontal, [LinearForm(constant: 1), LinearForm(constant: .infinity)]).areFiniteNumbers)
        #expect(!DimensionValues(.horizontal, [LinearForm(constant: .nan)]).areFiniteNumbers)
        // An anchor times nothing is still a form with a term, not a number.
        #expect(!DimensionValues(.horizontal, [LinearForm(a, .width) * 0]).areFiniteNumbers)
    }

    @Test("a size of numbers records as before its check was skipped: the items checked, a NaN still reported with its verb")
    func numbersStillChecked() throws {
        let (root, items) = screen("a", "b")
        let foreign = Item("foreign")
        let group = try root.arrange { make in make.size(items) == (24, 24) }
        #expect(group.constraints.count == 4)
        let site = CallSite(fileID: #fileID, line: #line + 1)
        let nan = #expect(throws: ArrangeError.self) { try root.arrange { make in make.size(items) == (24, .nan) } }
        guard case let .nonFinite(verb: "size", argument: nil, value: value, at: at)? = nan, value.isNaN, at == site else {
            Issue.record("expected size's NaN, got \(String(describing: nan))"); return
        }
        let outsider = #expect(throws: ArrangeError.self) { try root.arrange { make in make.size(foreign) == (24, 24) } }
        guard case .foreignItem(item: "foreign", tree: "foreign", expectedTree: "root", verb: "size", at: _)? = outsider else {
            Issue.record("expected a foreign item, got \(String(describing: outsider))"); return
        }
    }
}
