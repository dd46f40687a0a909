import Testing
import Arrange

/// The snippets of the builder article (Arrange.docc/TheBuilder.md), verbatim,
/// with the frames the article gives. `ArticleSnippetsTests` checks that
/// every Swift snippet of every article appears in some test like this one.
enum BuilderArticle {
    final class NameView: Layoutable {
        let host = LayoutHost(root: Item("name"))
        @LayoutProperty var showMiddleName = false      // each change calls updateLayout()

        init() throws {
            host.root.size = Size(width: 320, height: 20)
            try updateLayout()
        }

        var layout: Node {
            let showMiddleName = showMiddleName
            return Node("name") {
                Node("first")
                if showMiddleName { Node("middle") }
                Node("last")
                Arrangement { make in
                    let labels = showMiddleName ? [make["first"], make["middle"], make["last"]] : [make["first"], make["last"]]
                    make.size(labels) == (80, 20)
                    make.yTop(labels)
                    if showMiddleName {
                        make.xPlace(labels[0], 8, labels[1], 8, labels[2], make.wall)
                    } else {
                        make.xPlace(labels[0], 8, labels[1], make.wall)
                    }
                }
            }
        }
    }
}

@Suite("The builder article's snippets give the frames it shows")
struct BuilderArticleTests {
    @Test("the logo header lays out in 800×400 as the article's table says")
    func header() throws {
        let header = Node("header") {
            Node("leftParenthesis", intrinsicSize: Size(width: 40, height: 120))
            Node("viewLogo")
            Node("plus")
            Node("constraintLogo")
            Node("rightParenthesis", intrinsicSize: Size(width: 40, height: 120))
            Arrangement { make in
                let header = make.reference
                let left = make["leftParenthesis"], right = make["rightParenthesis"]
                let logo = make["viewLogo"], plus = make["plus"], constraintLogo = make["constraintLogo"]
                make.install(left.leading == header.leading + 16)
                make.yCenter(left, right)
                make.install(logo.leading == left.trailing + 20)
                make.install(logo.centerY == header.centerY + 30)
                make.size(logo) == (200, 200)
                make.xCenter(plus)
                make.install(plus.centerY == header.centerY + 30)
                make.size(plus) == (150, 150)
                make.install(constraintLogo.trailing == right.leading)
                make.install(constraintLogo.centerY == make["plus"].centerY)
                make.size(constraintLogo) == (200, 150)
                make.install(right.trailing == header.trailing - 16)
            }
        }
        let frames = try header.solve(in: Size(width: 800, height: 400))
        // 40×120 parentheses centred at y 200 (top 140), at 16 and 800 − 16 − 40 = 744.
        #expect(frames["leftParenthesis"] == Rect(x: 16, y: 140, width: 40, height: 120))
        #expect(frames["rightParenthesis"] == Rect(x: 744, y: 140, width: 40, height: 120))
        // The logo at 16 + 40 + 20 = 76, centred at 230: top 130.
        #expect(frames["viewLogo"] == Rect(x: 76, y: 130, width: 200, height: 200))
        // The plus centred at (400, 230): 325, 155.
        #expect(frames["plus"] == Rect(x: 325, y: 155, width: 150, height: 150))
        // The constraint logo ends at 744 (x 544), centred on the plus.
        #expect(frames["constraintLogo"] == Rect(x: 544, y: 155, width: 200, height: 150))
    }

    @Test("showing the middle name adds one item and moves the last one")
    func nameView() throws {
        let view = try BuilderArticle.NameView()
        let last = try view.host.root.item("last")
        // first at 0, last at 80 + 8.
        #expect(last.frame == Rect(x: 88, y: 0, width: 80, height: 20))
        view.showMiddleName = true
        #expect(view.host.lastUpdate.added == ["name/middle"])
        #expect(try view.host.root.item("middle").frame == Rect(x: 88, y: 0, width: 80, height: 20))
        // The same item, 88 + 80 + 8 = 176.
        #expect(try view.host.root.item("last") === last)
        #expect(last.frame == Rect(x: 176, y: 0, width: 80, height: 20))
        view.showMiddleName = false
        #expect(last.frame == Rect(x: 88, y: 0, width: 80, height: 20))
    }

    @Test("the cap and shoe swap places, halfway at y 50")
    func capAndShoe() throws {
        func preview(capTop: Bool) -> Node {
            Node("preview") {
                Node("cap"); Node("shoe")
                Node("title", intrinsicSize: Size(width: 80, height: 20))
                Node("title.bottom", intrinsicSize: Size(width: 100, height: 20))
                Arrangement { make in
                    let (top, bottom) = capTop ? (make["cap"], make["shoe"]) : (make["shoe"], make["cap"])
                    make.xEqual(make["cap"], make["shoe"])
                    make.install(make["cap"].height == make["shoe"].height)
                    make.yTop(top)
                    make.yBottom(bottom)
                    make.install(bottom.top == top.bottom)
                    make.ref(top).center(make["title"])
                    make.ref(bottom).center(make["title.bottom"])
                }
            }
        }
        let host = try LayoutHost(preview(capTop: true), size: Size(width: 100, height: 200))
        let transition = try host.transition(to: preview(capTop: false))
        // The cap goes from y 0 to y 100 (equal heights of 200 / 2): halfway, 50.
        #expect(transition.frame(of: try host.root.item("cap"), at: 0.5) == Rect(x: 0, y: 50, width: 100, height: 100))
        #expect(host.frames["shoe"] == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(host.frames["title"] == Rect(x: 10, y: 40, width: 80, height: 20))
        #expect(host.frames["title.bottom"] == Rect(x: 0, y: 140, width: 100, height: 20))
    }
}
