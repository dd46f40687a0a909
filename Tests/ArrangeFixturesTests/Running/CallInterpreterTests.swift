import Arrange
@testable import ArrangeFixtures
import Testing

/// Each fixture call becomes the make call it stands for: checked through the frames it gives.
@Suite("CallInterpreter")
struct CallInterpreterTests {
    func frames(_ calls: String, size: String = "[100, 60]", direction: String = "leftToRight") throws -> [String: Frame] {
        let text = #"{"root": {"name": "r", "size": \#(size), "direction": "\#(direction)", "children": [{"name": "a"}, {"name": "b"}]}, "steps": [{"arrange": "r", "calls": \#(calls)}]}"#
        let outcome = try #require(try FixtureRunner.run(try FixtureDecoder.decode(text, file: "t.json")).first)
        if let error = outcome.error { Issue.record("unexpected error: \(error.message)") }
        return Dictionary(uniqueKeysWithValues: outcome.snapshot.entries.map { ($0.name, $0.frame) })
    }

    @Test("a size of one number and one make.h expression becomes a width and a height call")
    func mixedSize() throws {
        let f = try frames(#"[{"size": "a", "==": [40, "h / 3"]}, {"xLeft": "a"}, {"yTop": "a"}, {"equal": "b"}]"#)
        #expect(f["a"] == Frame(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("a pair of make.w and make.h expressions is one size call")
    func proxySize() throws {
        let f = try frames(#"[{"insetEdges": 5}, {"size": "a", "==": ["w / 2", "h - 10"]}, {"xLeft": "a"}, {"yTop": "a"}, {"equal": "b"}]"#)
        #expect(f["a"] == Frame(x: 5, y: 5, width: 45, height: 40))
    }

    @Test("a w or h expression follows its own axis, whichever dimension it sets")
    func crossAxisProxies() throws {
        let f = try frames(#"[{"height": "a", "==": "w / 4"}, {"width": "a", "==": "h"}, {"xLeft": "a"}, {"yTop": "a"}, {"size": "b", "==": ["h / 2", "w / 5"]}, {"xRight": "b"}, {"yBottom": "b"}]"#)
        // a: height = 100 / 4 = 25, width = 60. b: width = 60 / 2 = 30, height = 100 / 5 = 20.
        #expect(f["a"] == Frame(x: 0, y: 0, width: 60, height: 25))
        #expect(f["b"] == Frame(x: 70, y: 40, width: 30, height: 20))
    }

    @Test("a size relates to a size of the other axis")
    func crossAxisInstall() throws {
        let f = try frames(#"[{"height": "a", "==": 30}, {"install": "a.width == a.height * 2"}, {"xLeft": "a"}, {"yTop": "a"}, {"equal": "b"}]"#)
        #expect(f["a"] == Frame(x: 0, y: 0, width: 60, height: 30))
    }

    @Test("insets given per edge or for all edges, and saved insets restored")
    func insets() throws {
        let f = try frames(#"[{"insetEdges": {"left": 10, "top": 5}, "saveAs": "zero"}, {"equal": "a"}, {"resetEdges": "zero"}, {"insetEdges": 1}, {"equal": "b"}]"#)
        #expect(f["a"] == Frame(x: 10, y: 5, width: 90, height: 55))
        #expect(f["b"] == Frame(x: 1, y: 1, width: 98, height: 58))
    }

    @Test("resetEdges with explicit insets")
    func explicitReset() throws {
        let f = try frames(#"[{"insetEdges": 20}, {"resetEdges": {"left": 3}}, {"equal": ["a", "b"]}]"#)
        #expect(f["a"] == Frame(x: 3, y: 0, width: 97, height: 60))
    }

    @Test("a priority on a place list applies to the whole list")
    func placePriority() throws {
        let f = try frames(#"[{"xPlace": [10, "a", 10], "priority": 250}, {"width": "a", "==": 50}, {"xLeft": "a"}, {"yEqual": ["a", "b"]}, {"xEqual": "b"}]"#)
        #expect(f["a"]?.x == 0)
        #expect(f["a"]?.width == 50)
    }

    @Test("divider and weighted flexible spacers in yPlace")
    func placeElements() throws {
        let f = try frames(#"[{"height": ["a", "b"], "==": 10}, {"yPlace": [{"flexible": 3}, "a", "divider", "b", "flexible"]}, {"install": "b.top == a.bottom + 20"}, {"xEqual": ["a", "b"]}]"#)
        // a.top = 3u, b.top = 3u + 30, b.bottom = 3u + 40 = 60 - u → u = 5.
        #expect(f["a"] == Frame(x: 0, y: 15, width: 100, height: 10))
        #expect(f["b"] == Frame(x: 0, y: 45, width: 100, height: 10))
    }

    @Test("free relations with a multiplier, a constant, leading anchors and a size bound")
    func installs() throws {
        let f = try frames(#"[{"size": "a", "==": [20, 10]}, {"xLeft": "a"}, {"yTop": "a"}, {"install": "b.left == 2 * a.right + 1"}, {"install": "b.top == a.bottom"}, {"install": "b.width >= 30"}, {"install": "b.width <= a.width * 1.5"}, {"install": "b.height == a.height / 2"}]"#)
        #expect(f["b"] == Frame(x: 41, y: 10, width: 30, height: 5))
        let rtl = try frames(#"[{"size": ["a", "b"], "==": [20, 10]}, {"xLeft": "a"}, {"yTop": ["a", "b"]}, {"install": "b.trailing == a.leading + 5"}]"#, direction: "rightToLeft")
        // Right to left, the constant counts leftwards: b's trailing (left) edge 5 before a's leading (right) edge: 20 - 5.
        #expect(rtl["b"]?.x == 15)
    }

    @Test("xLeading, xTrailing and leading/trailing insets follow the direction")
    func leadingVerbs() throws {
        let calls = #"[{"insetEdges": {"leading": 10, "trailing": 4}}, {"size": ["a", "b"], "==": [20, 10]}, {"yTop": ["a", "b"]}, {"xLeading": "a"}, {"xTrailing": "b"}]"#
        let ltr = try frames(calls)
        #expect(ltr["a"]?.x == 10 && ltr["b"]?.x == 76)
        let rtl = try frames(calls, direction: "rightToLeft")
        // Right to left: a.right = 100 - 10 → x 70; b.left = 4.
        #expect(rtl["a"]?.x == 70 && rtl["b"]?.x == 4)
    }

    @Test("a ref context places items against another item")
    func ref() throws {
        let f = try frames(#"[{"size": "a", "==": [20, 20]}, {"center": "a"}, {"size": "b", "==": [4, 4]}, {"ref": "a", "calls": [{"xRight": "b"}, {"yBottom": "b"}]}]"#)
        #expect(f["b"] == Frame(x: 56, y: 36, width: 4, height: 4))
    }

    @Test("a call's identifier names its handle")
    func identifier() throws {
        let fixture = try FixtureDecoder.decode(#"{"root": {"name": "r", "size": [100, 60], "children": [{"name": "a"}]}, "steps": [{"arrange": "r", "calls": [{"install": "a.left == r.left + 4", "identifier": "gap"}, {"xRight": "a", "identifier": "gap"}]}]}"#, file: "t.json")
        guard case let .arrange(_, _, calls) = fixture.steps[0].action else { Issue.record("not an arrange"); return }
        let r = Item("r"), a = Item("a")
        r.addChild(a)
        var interpreter = CallInterpreter(fixture: fixture, items: ["r": r, "a": a])
        try r.arrange { make in try interpreter.apply(calls, to: make) }
        #expect(interpreter.handles.map(\.identifier) == ["gap", "gap"])
        #expect(interpreter.handles.map(\.handle.verb) == ["install", "xRight"])
        #expect(interpreter.handles.allSatisfy { $0.handle.identifier == "gap" && $0.handle.isActive })
    }
}
