import Testing
import Arrange

@Suite("install relations to a barrier")
struct MakeBarrierTests {
    /// A form: two labels (60 and 90 wide, intrinsic) at the leading edge
    /// inside 16, two fields from the labels' barrier + 8 to the trailing edge.
    struct Form {
        let root = Item("form"), name = Item("name", intrinsicSize: Size(width: 60, height: 20))
        let email = Item("email", intrinsicSize: Size(width: 90, height: 20))
        let nameField = Item("nameField"), emailField = Item("emailField")
        var handle: ConstraintHandle!

        init(direction: LayoutDirection = .leftToRight) throws {
            root.addChildren(name, email, nameField, emailField)
            root.layoutDirection = direction
            root.size = Size(width: 375, height: 200)
            var handle: ConstraintHandle!
            let (name, email, nameField, emailField) = (name, email, nameField, emailField)
            try root.arrange { make in
                make.insetEdges(edge: 16)
                make.xLeading(name, email)
                make.yTop(name)
                make.install(email.top == name.bottom + 8)
                make.xTrailing(nameField, emailField)
                make.height(nameField, emailField) == 20
                make.align(.top, name, nameField)
                make.align(.top, email, emailField)
                let labels = make.barrier(.trailing, of: name, email)
                handle = make.install(nameField.leading == labels + 8)
                make.install(emailField.leading == labels + 8)
            }
            self.handle = handle
        }
    }

    @Test("fields start 8 after the widest label; the shorter label keeps its width")
    func form() throws {
        let form = try Form()
        expectFrame(form.name, 16, 16, 60, 20)
        expectFrame(form.email, 16, 44, 90, 20)
        expectFrame(form.nameField, 114, 16, 245, 20)     // 16 + 90 + 8; 375 − 16 − 114
        expectFrame(form.emailField, 114, 44, 245, 20)
    }

    @Test("the barrier follows the labels: a wider label moves the fields, incrementally")
    func follows() throws {
        let form = try Form()
        form.name.intrinsicSize = Size(width: 120, height: 20)
        expectFrame(form.nameField, 144, 16, 215, 20)     // 16 + 120 + 8
        expectFrame(form.email, 16, 44, 90, 20)
        try form.handle.setConstant(20)
        expectFrame(form.nameField, 156, 16, 203, 20)     // 16 + 120 + 20
        #expect(form.handle.constant == 20)
    }

    @Test("right to left: the trailing barrier is the leftmost left edge")
    func rightToLeft() throws {
        let form = try Form(direction: .rightToLeft)
        expectFrame(form.name, 299, 16, 60, 20)           // right edge 375 − 16 = 359
        expectFrame(form.email, 269, 44, 90, 20)
        expectFrame(form.nameField, 16, 16, 245, 20)      // right edge 269 − 8 = 261
        form.root.layoutDirection = .leftToRight
        expectFrame(form.nameField, 114, 16, 245, 20)
    }

    @Test("at or beyond: >= holds a low wish back at the barrier, and lets a stronger one past")
    func beyond() throws {
        let (root, items) = screen("a", "b", "hint", "far")
        let (a, b, hint, far) = (items[0], items[1], items[2], items[3])
        try root.arrange { make in
            make.size(a, b, hint, far) == [Size(width: 50, height: 10), Size(width: 80, height: 10), Size(width: 10, height: 10), Size(width: 10, height: 10)]
            make.xLeft(a, b); make.yTop(a, b, hint, far)
            let edge = make.barrier(.right, of: a, b)
            make.install(hint.left == root.left ~ .low)
            make.install(hint.left >= edge)
            make.install(far.left == root.left + 200 ~ .low)
            make.install(edge <= far.left)
        }
        expectFrame(hint, 80, 0, 10, 10)
        expectFrame(far, 200, 0, 10, 10)
    }

    @Test("a top barrier is the highest top; a bottom barrier the lowest bottom")
    func vertical() throws {
        let (root, items) = screen("photo", "caption", "footer", "header")
        let (photo, caption, footer, header) = (items[0], items[1], items[2], items[3])
        try root.arrange { make in
            make.xLeft(items); make.width(items) == 10
            make.height(photo, caption, footer, header) == [100, 150, 20, 20]
            make.install(photo.top == root.top + 40, caption.top == root.top + 30)
            make.install(footer.top == make.barrier(.bottom, of: photo, caption) + 10)
            make.install(header.bottom == make.barrier(.top, of: photo, caption) - 5)
        }
        expectFrame(footer, 0, 190, 10, 20)   // max(140, 180) + 10
        expectFrame(header, 0, 5, 10, 20)     // min(40, 30) − 5 = 25 → y 5
    }

    @Test("within the barrier, or a barrier of nothing, fails and installs nothing")
    func refused() {
        let (root, items) = screen("a", "b")
        let within = #expect(throws: ArrangeError.self) {
            try root.arrange { make in make.install(items[1].right <= make.barrier(.right, of: items[0])) }
        }
        guard case .unsupportedRelation(let relation, _, let reason, _)? = within else { Issue.record("\(String(describing: within))"); return }
        #expect(relation == "b.right <= barrier(right of a)" && reason.contains("either-or"))
        let empty = #expect(throws: ArrangeError.self) {
            try root.arrange { make in make.install(items[1].left == make.barrier(.left, of: [Item]())) }
        }
        #expect(empty?.description.contains("follows no item") == true)
        #expect(root.constraints.isEmpty)
    }

    @Test("mixing leading with a right barrier, or an item of another tree, fails")
    func mistakes() {
        let (root, items) = screen("a")
        #expect(throws: ArrangeError.self) { try root.arrange { make in make.install(items[0].leading == make.barrier(.right, of: root)) } }
        #expect(throws: ArrangeError.self) { try root.arrange { make in make.install(items[0].left == make.barrier(.right, of: Item("x"))) } }
    }
}
