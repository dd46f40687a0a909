import Testing
import Arrange

/// SwiftLayout's README examples written with the builder, as the README
/// shows them (the `showMiddleName` name view is `NameView`, in LayoutableTests.swift).
enum SwiftLayoutExamples {
    /// The logo header: two parentheses (images of 40×120), the logo, a
    /// plus found by name, and the constraint logo.
    static let header = Node("header") {
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

    /// The animation preview: the cap on top and the shoe below (or the
    /// other way round), equal heights, a title centred on the top one and
    /// another, found by name, on the bottom one.
    static func preview(capTop: Bool) -> Node {
        Node("preview") {
            Node("cap"); Node("shoe")
            Node("title", intrinsicSize: Size(width: 80, height: 20))
            Node("title.bottom", intrinsicSize: Size(width: 100, height: 20))
            Arrangement { make in
                let (top, bottom) = capTop ? (make["cap"], make["shoe"]) : (make["shoe"], make["cap"])
                make.xEqual(make["cap"], make["shoe"])
                make.install(make["cap"].height == make["shoe"].height)
                make.yTop(top)                                   // Anchors.cap(): top, leading, trailing
                make.yBottom(bottom)                             // Anchors.shoe(): bottom, leading, trailing
                make.install(bottom.top == top.bottom)
                make.ref(top).center(make["title"])              // Anchors.center(top)
                make.ref(bottom).center(make["title.bottom"])
            }
        }
    }
}

@Suite("SwiftLayout's README examples, written with the builder, give these frames")
struct ReadmeBuilderTests {
    @Test("the logo header in 800×400")
    func header() throws {
        let frames = try SwiftLayoutExamples.header.solve(in: Size(width: 800, height: 400))
        // Parentheses keep their intrinsic 40×120, centred at y 200 (top 140): left at 16, right ending at 800 − 16 = 784.
        #expect(frames["leftParenthesis"] == Rect(x: 16, y: 140, width: 40, height: 120))
        #expect(frames["rightParenthesis"] == Rect(x: 744, y: 140, width: 40, height: 120))
        // The logo starts 20 after the left parenthesis (56 + 20), centred at 200 + 30: top 230 − 100.
        #expect(frames["viewLogo"] == Rect(x: 76, y: 130, width: 200, height: 200))
        // The plus is centred at (400, 230): 400 − 75, 230 − 75.
        #expect(frames["plus"] == Rect(x: 325, y: 155, width: 150, height: 150))
        // The constraint logo ends at the right parenthesis (744 − 200) and is centred on the plus.
        #expect(frames["constraintLogo"] == Rect(x: 544, y: 155, width: 200, height: 150))
    }

    @Test("the cap and shoe preview in 100×200, before, after and halfway through the swap")
    func preview() throws {
        let host = try LayoutHost(SwiftLayoutExamples.preview(capTop: true), size: Size(width: 100, height: 200))
        // Equal heights fill 200: 100 each. Titles centred: (100 − 80)/2 = 10, (100 − 20)/2 = 40; below, 100 + 40.
        #expect(host.frames["cap"] == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(host.frames["shoe"] == Rect(x: 0, y: 100, width: 100, height: 100))
        #expect(host.frames["title"] == Rect(x: 10, y: 40, width: 80, height: 20))
        #expect(host.frames["title.bottom"] == Rect(x: 0, y: 140, width: 100, height: 20))
        let transition = try host.transition(to: SwiftLayoutExamples.preview(capTop: false))
        #expect(host.frames["cap"] == Rect(x: 0, y: 100, width: 100, height: 100))
        #expect(host.frames["shoe"] == Rect(x: 0, y: 0, width: 100, height: 100))
        // The titles follow the top and bottom places, which do not move.
        #expect(host.frames["title"] == Rect(x: 10, y: 40, width: 80, height: 20))
        #expect(host.frames["title.bottom"] == Rect(x: 0, y: 140, width: 100, height: 20))
        let cap = try host.root.item("cap")
        #expect(transition.frame(of: cap, at: 0.5) == Rect(x: 0, y: 50, width: 100, height: 100))
    }
}
