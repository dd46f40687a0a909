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

    @Test("items, mentions and physical directions")
    func items() {
        let form = LinearForm(a, .leading) + LinearForm(b, .trailing) + LinearForm(a, .width)
        #expect(form.items == [a, b])
        #expect(form.mentions(b) && !form.mentions(Item("c")))
        #expect(form.physical(.rightToLeft).description == "a.right + b.left + a.width")
        #expect(form.physical(.leftToRight).description == "a.left + b.right + a.width")
        #expect(!(form * .nan).isFinite && form.isFinite)
    }
}
