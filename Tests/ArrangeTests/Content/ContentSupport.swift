@testable import Arrange

/// 8 points a glyph, 20 a line: the font of the content tests.
let testFont = MonospacedFont(advance: 8, lineHeight: 20)

/// A self-sizing cell: a 40×40 avatar and a wrapping label beside it, 12
/// inside the cell and 8 apart; the cell's bottom at least 12 below both
/// (its height is the taller of the two plus 24 when compressed).
///
/// The label is `width − 12 − 40 − 8 − 12 = width − 72` wide.
func selfSizingCell(_ text: String, name: String = "cell", font: MonospacedFont = testFont) throws -> (cell: Item, avatar: Item, label: Item) {
    let cell = Item(name), avatar = Item("avatar")
    let label = Item("label", measure: .text(text, font: font))
    cell.addChildren(avatar, label)
    try cell.arrange { make in
        make.insetEdges(edge: 12)
        make.size(avatar) == (40, 40)
        make.xPlace(avatar, 8, label)
        make.yTop(avatar, label)
        make.install(cell.bottom >= avatar.bottom + 12)
        make.install(cell.bottom >= label.bottom + 12)
    }
    return (cell, avatar, label)
}

/// 61 characters: two lines at 37 columns, three at 31, four at 16.
let meetingText = "Meeting moved to Thursday at three, room 4B, bring the slides"
