import Testing
import Arrange

/// The README's "When a layout surprises you": the output shown there is what these calls print.
@Suite("The README's explanations are what Arrange prints")
struct ReadmeExplainTests {
    @Test("an explanation with its losses, an ambiguity and its witness, every mistake at once")
    func surprises() throws {
        let screen = Item("screen")
        let title = Item("title", intrinsicSize: Size(width: 120, height: 24))
        let badge = Item("badge")
        screen.addChildren(title, badge)
        screen.size = Size(width: 375, height: 603)
        let line = #line + 1
        try screen.arrange { make in
            make.insetEdges(edge: 16)
            make.xEqual(title)
            make.yTop(title)
            make.width(title) == 200 ~ .high
            make.size(badge) == (24, 24)
            make.yTop(badge)
        }
        func at(_ n: Int) -> String { "\(#fileID):\(line + n)" }
        // 375 − 16 − 16 = 343; the wish for 200 loses by 143, hugging (120) by 223.
        let why = title.explanation(of: .width)   // also .x, .y, .height
        #expect(why.description == """
        title.width = 343
          = +375  screen.width == 375 — root size (screen)
            -16   title.left == screen.left + 16 — xEqual argument 1 (title, screen) at \(at(2))
            -16   title.right == screen.right - 16 — xEqual argument 1 (title, screen) at \(at(2))
          lost: title.width == 200 ~ high — width argument 1 (title) at \(at(4)), violated by 143
          lost: title.width <= 120 ~ low — hugging (title), violated by 223
        """)
        #expect(screen.diagnostics.map(\.description) == [
            "badge: nothing fixes its x position (horizontal position); touched only by size at \(at(5)); one more constraint fixes it: make.xLeft(badge), make.xCenter(badge) or make.install(badge.left == …)",
        ])
        #expect(screen.treeDescription().split(separator: "\n").map(String.init) == [
            "screen (0, 0, 375, 603)",
            "  title (16, 16, 343, 24)",
            "      title.left == screen.left + 16 — xEqual argument 1 (title, screen) at \(at(2))",
            "      title.right == screen.right - 16 — xEqual argument 1 (title, screen) at \(at(2))",
            "      title.top == screen.top + 16 — yTop argument 1 (title, screen) at \(at(3))",
            "      title.width == 200 ~ high — width argument 1 (title) at \(at(4))",
            "      title.width <= 120 ~ low — hugging (title)",
            "      title.width >= 120 ~ high — compression resistance (title)",
            "      title.height <= 24 ~ low — hugging (title)",
            "      title.height >= 24 ~ high — compression resistance (title)",
            "  badge (0, 16, 24, 24)",
            "      badge.width == 24 — size argument 1 (badge) at \(at(5))",
            "      badge.height == 24 — size argument 1 (badge) at \(at(5))",
            "      badge.top == screen.top + 16 — yTop argument 1 (badge, screen) at \(at(6))",
        ])
        #expect(screen.swiftCode().contains("""
            make.resetEdges(EdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
            make.xEqual(title)
            make.yTop(title)
            make.width(title) == 200 ~ 750
            make.width(badge) == 24
            make.height(badge) == 24
            make.yTop(badge)
        }
        """))
        #expect(badge.ambiguityWitness(of: .x)?.description == "badge.x is ambiguous: (0, 16, 24, 24) and (10, 16, 24, 24) satisfy every constraint equally well")
        let icon = Item("icon")
        let first = #line + 3
        do {
            try screen.arrange { make in
                make.width(badge) == .nan ~ 1001
                make.size(icon) == (10, 10)
            }
            Issue.record("expected every mistake")
        } catch {
            #expect(error.description == """
            3 mistakes in one arrange closure; nothing was installed; fix each:
              - width at \(#fileID):\(first): nan, not a finite number
              - priority 1001 at \(#fileID):\(first) is outside 1…1000
              - size at \(#fileID):\(first + 1): icon is not in screen's tree: add it with screen.addChild(icon) (or to an item inside screen)
            """)
        }
    }
}
