import Foundation
import Testing
import Arrange

/// The right column of the README's table of seed-library idioms: each
/// spelling compiles and installs, with a frame checked where it decides one.
@Suite("README: the seed libraries' idioms in Arrange")
struct SeedIdiomTests {
    /// A fresh 375×603 root `R` with the named children.
    func tree(_ names: String...) -> (Item, [Item]) {
        let R = Item("R")
        let items = names.map { Item($0) }
        R.addChildren(items)
        R.size = Size(width: 375, height: 603)
        return (R, items)
    }

    @Test("Driftwood")
    func driftwood() throws {
        let (R, items) = tree("box", "view1", "view2", "view")
        let (box, view1, view2, view) = (items[0], items[1], items[2], items[3])
        var top: ConstraintHandle!
        let group = try R.arrange { make in
            make.insetEdges(edge: 20); make.equal(box)
            make.resetEdges(.zero)
            make.size(view1, view2, view) == (10, 10)
            make.xLeft(view1, view2); make.yTop(view2)
            top = make.install(view1.top == view2.bottom + 10)
            make.install(view.left >= R.left + 100 ~ .low)
            make.yTop(view)
            make.install(view.top == view.firstBaseline - 10, view.left <= view.leftMargin + 200)
        }
        expectFrame(box, 20, 20, 335, 563)
        expectFrame(view1, 0, 20, 10, 10)
        try top.setConstant(200)
        expectFrame(view1, 0, 210, 10, 10)
        view.removeConstraints(on: .left)
        try R.arrange(replacing: group) { make in make.install(box.edges == R.edges.inset(20)) }
        expectFrame(box, 20, 20, 335, 563)
    }

    @Test("Cartography")
    func cartography() throws {
        let (R, items) = tree("view1", "view2", "view3", "view", "label1", "label2", "other")
        let (view1, view2, view3, view, label1, label2, other) = (items[0], items[1], items[2], items[3], items[4], items[5], items[6])
        let group = try R.arrange { make in
            make.install(view1.width == (R.width - 50) * 0.5, view2.width == view1.width - 50)
            make.install(view1.top >= R.top + 20)
            make.install(view.edges == R.edges.inset(top: 20, left: 20, bottom: 40, right: 20))
            make.height(view1, view2, view3) == 10; make.width(view3) == 10
            make.xLeft(view1); make.install(view1.top == R.top ~ .low)
            make.align(.top, view1, view2, view3)
            make.distribute(by: 10, .horizontal, view1, view2, view3)
            make.size(label1, label2) == (10, 10); make.xLeft(label1, label2); make.yTop(label1)
            make.align(.lastBaseline, label1, label2)
            make.install(other.size <= R.size / 2); make.install(other.center == R.center)
            make.install(other.height == 100 ~ .low); make.width(other) == 10
        }
        expectFrame(view1, 0, 20, 162.5, 10)    // (375 − 50) / 2
        expectFrame(view3, 295, 20, 10, 10)     // 162.5 + 10 + 112.5 + 10
        expectFrame(view, 20, 20, 335, 543)
        expectFrame(other, 182.5, 251.5, 10, 100)
        try R.arrange(replacing: group) { make in make.install(view.edges == R.edgesWithinMargins) }
        expectFrame(view, 0, 0, 375, 603)
    }

    @Test("SwiftyLayout")
    func swiftyLayout() throws {
        let (R, items) = tree("viewA", "viewB", "innerView")
        let (viewA, viewB, innerView) = (items[0], items[1], items[2])
        try R.arrange { make in
            make.xLeft(viewA, viewB); make.yTop(viewA, viewB, innerView); make.size(viewB) == (100, 100); make.size(innerView) == (1, 1)
            make.install(viewA.width == 0.5 * viewB.width - 4)
            make.install(viewA.width * 3 == viewA.height * 4)
            make.install(innerView.leading == R.leading + 4 ~ 750.0)
            make.install(100 <= viewA.width ~ .low)
        }
        expectFrame(viewA, 0, 0, 46, 34.5)
        expectFrame(innerView, 4, 0, 1, 1)
    }

    @Test("SwiftLayout")
    func swiftLayout() throws {
        let parent = Item("parent"), child1 = Item("child1"), child2 = Item("child2"), grandchild = Item("grandchild")
        let label = Item("label"), button = Item("button")
        parent.addChildren(child1, child2, label, button); child2.addChild(grandchild)
        parent.size = Size(width: 300, height: 200)
        try parent.arrange { make in
            make.equal(child1)
            make.xEqual(child2); make.yTop(child2); make.height(child2) == 50
            make.ref(child2).center(grandchild); make.ref(child2).size(grandchild) == (40, 40)
            make.install(label.horizontalEdges == parent.horizontalEdges.inset(16)); make.yBottom(label); make.height(label) == 20
            make.size(button) == (10, 10); make.xLeft(button)
            make.install(button.top == label.bottom + 8 ~ .low)
        }
        expectFrame(grandchild, 130, 5, 40, 40)
        expectFrame(label, 16, 180, 268, 20)
    }

    @Test("SnapKit")
    func snapKit() throws {
        let (R, items) = tree("box", "view2", "small", "wide")
        let (box, view2, small, wide) = (items[0], items[1], items[2], items[3])
        R.safeAreaInsets = EdgeInsets(top: 44)
        var c: ConstraintHandle!
        try R.arrange { make in
            make.install(box.edges == R.edges.inset(20))
            make.size(small) == (50, 50)
            make.install(small.center == R.center + Point(x: -5, y: 10))
            make.install(view2.size == R.size - Size(width: 50, height: 50))
            make.install(view2.left <= box.left, view2.top == R.topMargin)
            make.width(wide) == R.width * 0.5 ~ .high; make.width(wide) >= 200
            make.yTop(wide); make.height(wide) == 10
            c = make.install(wide.left == R.left + 20)
        }
        expectFrame(box, 20, 20, 335, 563)
        expectFrame(small, 157.5, 286.5, 50, 50)
        expectFrame(view2, 20, 44, 325, 553)
        expectFrame(wide, 20, 0, 200, 10)
        try c.setConstant(5)
        expectFrame(wide, 5, 0, 200, 10)
    }

    @Test("Auto Layout")
    func autoLayout() throws {
        let (R, items) = tree("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        b.margins = EdgeInsets(leading: 20)
        b.hugging = AxisPriorities(horizontal: .required, vertical: .low)
        try R.arrange { make in
            make.xLeft(b); make.yTop(a, b, c); make.size(b, c) == (50, 50); make.height(a) == 90
            make.install([a.leading == b.trailing + 8, a.width == a.height * (16.0 / 9.0)])
            make.install(c.firstBaseline == b.firstBaseline)
            make.install(c.leading - b.leading == b.width, c.top - R.top <= b.leadingMargin - b.leading)
        }
        expectFrame(a, 58, 0, 160, 90)     // 90 × 16 / 9
        expectFrame(c, 50, 0, 50, 50)      // c.leading − b.leading is b's width
    }

    @Test("ConstraintLayout")
    func constraintLayout() throws {
        let (R, items) = tree("a", "b", "photo", "guide", "avatar", "badge")
        let (a, b, photo, guide, avatar, badge) = (items[0], items[1], items[2], items[3], items[4], items[5])
        let (r, θ) = (30.0, Double.pi / 2)
        try R.arrange { make in
            make.size(a, b) == (50, 10); make.yTop(a, b)
            make.xLeft(a)
            make.install(b.leading == a.trailing + 8)
            make.install(photo.width * 9 == photo.height * 16); make.width(photo) == make.w * 0.5; make.xLeft(photo); make.yBottom(photo)
            make.size(guide) == (0, 0); make.yTop(guide)
            make.install(guide.left == R.left + R.width * 0.3)
            make.size(avatar, badge) == (10, 10); make.center(avatar)
            make.install(badge.center == avatar.center + Point(x: r * sin(θ), y: -r * cos(θ)))
            let edge = make.barrier(.trailing, of: a, b)
            make.install(b.firstBaseline == a.firstBaseline, guide.top >= R.top)
            make.install(avatar.leading >= edge)
        }
        expectFrame(b, 58, 0, 50, 10)
        expectFrame(photo, 0, 497.53125, 187.5, 105.46875)   // 187.5 × 9 / 16
        expectFrame(guide, 112.5, 0, 0, 0)
        expectFrame(badge, 212.5, 296.5, 10, 10)
        let (R2, chain) = tree("a", "b")
        try R2.arrange { make in
            make.size(chain) == (50, 10); make.yTop(chain)
            make.xPlace(make.flexible, chain[0], make.flexible, chain[1], make.flexible)
        }
        expectFrame(chain[0], 91.666666666666671, 0, 50, 10)   // (375 − 100) / 3
        let (R3, biased) = tree("b")
        try R3.arrange { make in
            make.size(biased) == (75, 10); make.yTop(biased)
            make.xPlace(make.flexible * 0.3, biased[0], make.flexible * 0.7)
        }
        expectFrame(biased[0], 90, 0, 75, 10)                  // 0.3 × (375 − 75)
    }
}
