import Testing
import Arrange

@Suite("README: more relations, as printed")
struct ReadmeVocabularyTests {
    @Test("compound anchors, numbers on the left, lists")
    func compound() throws {
        let screen = Item("screen"), card = Item("card"), photo = Item("photo"), thumb = Item("thumb")
        let avatar = Item("avatar"), badge = Item("badge")
        screen.addChildren(card, photo, thumb, avatar, badge)
        screen.size = Size(width: 375, height: 603)
        try screen.arrange { make in
            make.install(card.edges == screen.edges.inset(top: 20, left: 16, bottom: 40, right: 16))
            make.size(photo) == (200, 100)
            make.xLeft(photo, avatar); make.yTop(photo, avatar)
            make.install(thumb.size == photo.size / 2)                                 // a compound anchor
            make.install(thumb.left == photo.left, thumb.top == photo.bottom + 8)      // two relations
            make.install(100 >= avatar.width, avatar.height == 100 - avatar.width / 2)  // numbers on the left
            make.width(avatar) == 60 ~ 750.0                                          // a whole decimal priority
            make.size(badge) == (10, 10)
            make.install(badge.center == avatar.center + Point(x: 10, y: -10))
        }
        expectFrame(card, 16, 20, 343, 543)     // 375 − 32, 603 − 60
        expectFrame(thumb, 0, 108, 100, 50)     // 200 / 2, 100 / 2, below photo + 8
        expectFrame(avatar, 0, 0, 60, 70)       // 100 − 60 / 2
        expectFrame(badge, 35, 20, 10, 10)      // avatar centre (30, 35) + (10, −10) = (40, 25)
    }
}

@Suite("README: align and distribute, as printed")
struct ReadmeAlignDistributeTests {
    @Test("a row of icon, name and date, left to right and right to left")
    func row() throws {
        let row = Item("row"), icon = Item("icon"), name = Item("name"), date = Item("date")
        row.addChildren(icon, name, date)
        row.size = Size(width: 320, height: 60)
        try row.arrange { make in
            make.size(icon) == (40, 40)
            make.size(name, date) == (100, 20)
            make.xLeading(icon); make.yCenter(icon)
            make.distribute(by: 12, .horizontal, icon, name, date)   // each 12 after the previous
            make.align(.centerY, icon, name, date)                    // every centre on icon's
        }
        expectFrame(icon, 0, 10, 40, 40)
        expectFrame(name, 52, 20, 100, 20)     // 40 + 12
        expectFrame(date, 164, 20, 100, 20)    // 152 + 12
        row.layoutDirection = .rightToLeft
        expectFrame(icon, 280, 10, 40, 40)     // 320 − 40
        expectFrame(name, 168, 20, 100, 20)    // right edge 280 − 12 = 268
        expectFrame(date, 56, 20, 100, 20)     // right edge 168 − 12 = 156
    }
}
