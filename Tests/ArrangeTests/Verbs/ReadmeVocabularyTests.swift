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

@Suite("README: barriers, as printed")
struct ReadmeBarrierTests {
    @Test("a form whose fields start after the widest label")
    func form() throws {
        let form = Item("form")
        let name = Item("name", intrinsicSize: Size(width: 60, height: 20))
        let email = Item("email", intrinsicSize: Size(width: 90, height: 20))
        let nameField = Item("nameField"), emailField = Item("emailField")
        form.addChildren(name, email, nameField, emailField)
        form.size = Size(width: 375, height: 200)
        try form.arrange { make in
            make.insetEdges(edge: 16)
            make.xLeading(name, email); make.yTop(name)
            make.install(email.top == name.bottom + 8)
            make.xTrailing(nameField, emailField)
            make.height(nameField, emailField) == 20
            make.align(.top, name, nameField); make.align(.top, email, emailField)
            let labels = make.barrier(.trailing, of: name, email)
            make.install(nameField.leading == labels + 8)
            make.install(emailField.leading == labels + 8)
        }
        expectFrame(name, 16, 16, 60, 20)
        expectFrame(email, 16, 44, 90, 20)
        expectFrame(nameField, 114, 16, 245, 20)
        expectFrame(emailField, 114, 44, 245, 20)
        name.intrinsicSize = Size(width: 120, height: 20)
        expectFrame(nameField, 144, 16, 215, 20)
        form.layoutDirection = .rightToLeft
        expectFrame(nameField, 16, 16, 215, 20)       // labels' left edges 239 and 269: barrier 239, field ends at 231
        expectFrame(emailField, 16, 44, 215, 20)
    }
}

@Suite("README: baselines, as printed")
struct ReadmeBaselineTests {
    @Test("a row aligned on first baselines")
    func row() throws {
        let row = Item("row"), title = Item("title"), subtitle = Item("subtitle"), icon = Item("icon")
        row.addChildren(title, subtitle, icon)
        row.size = Size(width: 375, height: 100)
        title.baselineOffsets = BaselineOffsets(first: 24, last: 6)      // 24 below its top, 6 above its bottom
        subtitle.baselineOffsets = BaselineOffsets(singleLine: 12, height: 16)
        try row.arrange { make in
            make.size(title) == (100, 30); make.size(subtitle, icon) == (80, 16)
            make.xLeft(title); make.install(title.top == row.top + 10)
            make.distribute(by: 8, .horizontal, title, subtitle, icon)
            make.align(.firstBaseline, title, subtitle, icon)            // icon has none: its bottom
        }
        expectFrame(title, 0, 10, 100, 30)
        expectFrame(subtitle, 108, 22, 80, 16)   // baseline 34 − 12
        expectFrame(icon, 196, 18, 80, 16)       // bottom at 34
    }
}

@Suite("README: margins and the safe area, as printed")
struct ReadmeMarginsTests {
    @Test("a card inside the safe area and the margins")
    func card() throws {
        let screen = Item("screen"), card = Item("card"), title = Item("title"), body = Item("body")
        screen.addChild(card); card.addChildren(title, body)
        screen.size = Size(width: 375, height: 603)
        screen.margins = EdgeInsets(edge: 16)
        screen.safeAreaInsets = EdgeInsets(top: 44, bottom: 34)     // given from outside, like the size
        card.margins = EdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 8)
        try screen.arrange { make in
            make.refWithinMargins(screen).equal(card)                // inside the safe area and the margins
            let inside = make.refWithinMargins(card)
            inside.xEqual(title, body); inside.yPlace(title, 8, body)
            inside.height(title) == 24
        }
        expectFrame(card, 16, 60, 343, 493)       // 603 − 44 − 34 − 32
        expectFrame(title, 20, 12, 315, 24)       // 343 − 28
        expectFrame(body, 20, 44, 315, 437)       // 493 − 12 − 12 − 24 − 8
        screen.safeAreaInsets = EdgeInsets(top: 20)
        expectFrame(card, 16, 36, 343, 551)       // 603 − 20 − 32
    }
}
