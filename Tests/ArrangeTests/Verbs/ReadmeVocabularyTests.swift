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
