import Testing
@testable import Arrange

@Suite("Linear forms combine anchors and describe themselves like the source")
struct LinearFormTests {
    let a = Item("a"), b = Item("b")

    @Test("descriptions put signs between terms and drop unit coefficients")
    func descriptions() {
        #expect(LinearForm(constant: -3).description == "-3")
        #expect((LinearForm(a, .left) - LinearForm(b, .width) * 2 + 1.5).description == "a.left - 2 * b.width + 1.5")
        #expect((LinearForm(a, .left) * -1).description == "-a.left")
    }

    @Test("items, mentions and finiteness")
    func items() {
        let form = LinearForm(a, .leading) + LinearForm(b, .trailing) + LinearForm(a, .width)
        #expect(form.items == [a, b])
        #expect(form.mentions(b) && !form.mentions(Item("c")))
        #expect(!(form * .nan).isFinite && form.isFinite)
        #expect(form.edgeFamilies == (directional: true, absolute: false))
        #expect(LinearForm.mixEdgeFamilies(form, LinearForm(b, .left)) && !LinearForm.mixEdgeFamilies(form, LinearForm(b, .centerX)))
    }

    @Test("terms keep their written order across sums, scaling and the inline first term")
    func termOrder() {
        let c = Item("c")
        func names(_ form: LinearForm) -> [String] {
            var result: [String] = []
            form.forEachTerm { term in
                switch term.target {
                case let .anchor(ref, attribute): result.append("\(ref.name).\(attribute.rawValue)×\(formatNumber(term.coefficient))")
                case let .spacer(index): result.append("spacer\(index)×\(formatNumber(term.coefficient))")
                }
            }
            return result
        }
        let left = LinearForm(a, .left) + LinearForm(spacer: 2, coefficient: 3)
        let right = LinearForm(b, .width) + LinearForm(spacer: 0, coefficient: 1) + LinearForm(c, .top)
        let sum = (left + 4) - right * 2
        #expect(names(sum) == ["a.left×1", "spacer2×3", "b.width×-2", "spacer0×-2", "c.top×-2"])
        #expect(sum.terms.map(\.coefficient) == [1, 3, -2, -2, -2])
        #expect(sum.termCount == 5 && sum.constant == 4)
        #expect(sum.highestSpacer == 2 && LinearForm(a, .left).highestSpacer == -1)
        #expect((LinearForm(constant: 1) + LinearForm(a, .left)).description == "a.left + 1")
        #expect(LinearForm(constant: 1).termCount == 0 && LinearForm(constant: 1).terms.isEmpty)
    }
}
