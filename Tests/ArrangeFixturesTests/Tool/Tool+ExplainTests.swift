@testable import ArrangeFixtures
import Arrange
import Foundation
import Testing

/// `arrange explain`: golden text for a handful of fixtures, and the
/// derivation checked against the frames of every bundled fixture.
@Suite("arrange explain says why a frame is where it is")
struct ToolExplainTests {
    /// `arrange explain FIXTURE ITEM`'s output, with the package root taken
    /// out of the paths (the tool prints the path it was given).
    func explain(_ fixture: String, _ item: String, step: Int? = nil) -> Tool.Result {
        let path = PackagePaths.root.appendingPathComponent(fixture).path
        var result = Tool.run(["explain", path, item] + (step.map { ["--step", "\($0)"] } ?? []), environment: [:])
        result.stdout = result.stdout.replacingOccurrences(of: PackagePaths.root.path + "/", with: "")
        return result
    }

    @Test("the login form's title: y is the logo's top and height and the gap; width the root less both insets")
    func loginTitle() {
        let result = explain("Fixtures/screens/login-form.json", "title")
        #expect(result.exitCode == 0)
        // y: 60 + 80 + 24 = 164; width: 375 − 24 − 24 = 327.
        #expect(result.stdout == """
        after step 3: arrange password
        title.x = 24
          = +24  title.left == screen.left + 24 — xEqual argument 1 (title, screen) at Fixtures/screens/login-form.json:25
        title.y = 164
          = +80  logo.height == 80 — size argument 1 (logo) at Fixtures/screens/login-form.json:22
            +60  logo.top == screen.top + 60 — yPlace argument 2 (logo, screen) at Fixtures/screens/login-form.json:28
            +24  title.top == logo.bottom + 24 — yPlace argument 4 (title, logo) at Fixtures/screens/login-form.json:28
        title.width = 327
          = +375  screen.width == 375 — root size (screen)
            -24   title.left == screen.left + 24 — xEqual argument 1 (title, screen) at Fixtures/screens/login-form.json:25
            -24   title.right == screen.right - 24 — xEqual argument 1 (title, screen) at Fixtures/screens/login-form.json:25
        title.height = 32
          = +32  title.height == 32 — height argument 1 (title) at Fixtures/screens/login-form.json:24

        """)
    }

    @Test("the login form's 20×20 icon: x in its field's coordinates, y centred in the 44-high field")
    func loginIcon() {
        let result = explain("Fixtures/screens/login-form.json", "emailIcon")
        // y = (44 − 20) / 2 = 22 − 10 = 12; the centring itself adds 0.
        #expect(result.stdout == """
        after step 3: arrange password
        emailIcon.x = 12
          = +12  emailIcon.left == email.left + 12 — xPlace argument 2 (emailIcon, email) at Fixtures/screens/login-form.json:51
        emailIcon.y = 12
          = +22  email.height == 44 — height argument 2 (email) at Fixtures/screens/login-form.json:24
            -10  emailIcon.height == 20 — size argument 1 (emailIcon) at Fixtures/screens/login-form.json:50
            0    emailIcon.centerY == email.centerY — yCenter argument 1 (emailIcon, email) at Fixtures/screens/login-form.json:52
        emailIcon.width = 20
          = +20  emailIcon.width == 20 — size argument 1 (emailIcon) at Fixtures/screens/login-form.json:50
        emailIcon.height = 20
          = +20  emailIcon.height == 20 — size argument 1 (emailIcon) at Fixtures/screens/login-form.json:50

        """)
    }

    @Test("a high priority that won and a low one that lost, by 200 − 100 = 100")
    func priorities() {
        let result = explain("Fixtures/priorities/high-beats-low.json", "a")
        #expect(result.stdout == """
        after step 1: arrange root
        a.x = 0
          = 0  a.left == root.left — xLeft argument 1 (a, root) at Fixtures/priorities/high-beats-low.json:11
        a.y = 0
          = 0  a.top == root.top — yTop argument 1 (a, root) at Fixtures/priorities/high-beats-low.json:12
        a.width = 200
          = +200  a.width == 200 ~ high — width argument 1 (a) at Fixtures/priorities/high-beats-low.json:9 (won)
          lost: a.width == 100 ~ low — width argument 1 (a) at Fixtures/priorities/high-beats-low.json:8, violated by 100
        a.height = 50
          = +50  a.height == 50 — height argument 1 (a) at Fixtures/priorities/high-beats-low.json:10

        """)
    }

    @Test("hugging loses to a required stretch by 375 − 80 = 295")
    func hugging() {
        let result = explain("Fixtures/intrinsic/hugging-loses-to-required.json", "label")
        let width = result.stdout.split(separator: "\n").drop { !$0.hasPrefix("label.width") }.prefix(5).joined(separator: "\n")
        #expect(width == """
        label.width = 375
          = +375  root.width == 375 — root size (root)
            0     label.left == root.left — xEqual argument 1 (label, root) at Fixtures/intrinsic/hugging-loses-to-required.json:11
            0     label.right == root.right — xEqual argument 1 (label, root) at Fixtures/intrinsic/hugging-loses-to-required.json:11
          lost: label.width <= 80 ~ low — hugging (label), violated by 295
        """)
    }

    @Test("weighted spacers: b.x = 3 units + a's 100, a unit = (375 − 200) / 4")
    func flexible() {
        let result = explain("Fixtures/flexible/flexible-weights.json", "b")
        let x = result.stdout.split(separator: "\n").drop { !$0.hasPrefix("b.x") }.prefix(7).joined(separator: "\n")
        // 3/4 × 375 = 281.25; a.width: 100 − 3/4 × 100 = 25; b.width: −3/4 × 100 = −75; 281.25 + 25 − 75 = 231.25.
        #expect(x == """
        b.x = 231.25
          = +281.25  root.width == 375 — root size (root)
            +25      a.width == 100 — size argument 1 (a) at Fixtures/flexible/flexible-weights.json:9
            -75      b.width == 100 — size argument 2 (b) at Fixtures/flexible/flexible-weights.json:9
            0        a.left == root.left + spacer0 — xPlace argument 2 (a, root) at Fixtures/flexible/flexible-weights.json:10
            0        b.left == a.right + 2 * spacer0 — xPlace argument 4 (b, a) at Fixtures/flexible/flexible-weights.json:10
            0        b.right + spacer0 == root.right — xPlace [trailing edge] (b, root) at Fixtures/flexible/flexible-weights.json:10
        """)
    }

    @Test("an ambiguous value says what touches it and shows two frames as good as each other")
    func ambiguous() {
        let result = explain("Fixtures/errors/ambiguous-position.json", "a")
        let x = result.stdout.split(separator: "\n").drop { !$0.hasPrefix("a.x") }.prefix(5).joined(separator: "\n")
        #expect(x == """
        a.x = 0
          nothing fixes it: it is ambiguous; the solver's 0 is arbitrary
          constrained only by:
            a.width == 50 — size argument 1 (a) at Fixtures/errors/ambiguous-position.json:7
          witness: a.x is ambiguous: (0, 0, 50, 50) and (10, 0, 50, 50) satisfy every constraint equally well
        """)
    }

    @Test("an unknown item, a bad step and a missing item argument are usage errors")
    func mistakes() {
        let unknown = explain("Fixtures/priorities/high-beats-low.json", "nobody")
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderr == "arrange explain: the fixture has no item 'nobody'; its items are root, a\n")
        #expect(explain("Fixtures/priorities/high-beats-low.json", "a", step: 2).exitCode == 2)
        let missing = Tool.run(["explain", "f.json"], environment: [:])
        #expect(missing.exitCode == 2 && missing.stderr.contains("expected a fixture file and an item name"))
    }

    @Test("for every item of every bundled fixture, the pins add up to the value and every loss is a violated priority", arguments: PackagePaths.goldenFixtures)
    func derivationsAddUp(_ path: String) throws {
        let fixture = try FixtureDecoder.load(path: PackagePaths.root.appendingPathComponent(path).path)
        guard fixture.disabled == nil else { return }
        let played = try FixtureRunner.play(fixture)
        for spec in fixture.allItems {
            guard let item = played.items[spec.name] else { continue }
            for value in FrameValue.allCases {
                let e = item.explanation(of: value)
                let frame = item.frame
                let expected = switch value { case .x: frame.x; case .y: frame.y; case .width: frame.width; case .height: frame.height }
                // With a pixel scale the frame reads the rounded value; the amount stays exact.
                let read = e.rounded ?? e.amount
                #expect(read == expected || Swift.abs(read - expected) <= 1e-9 * Swift.max(1, Swift.abs(expected)), "\(path) \(spec.name).\(value)")
                guard !e.isAmbiguous else { continue }
                let sum = e.pins.reduce(0) { $0 + $1.contribution }
                #expect(Swift.abs(sum - e.amount) <= 1e-7 * Swift.max(1, Swift.abs(e.amount)), "\(path) \(spec.name).\(value): \(e)")
                for loss in e.losses { #expect(loss.violation > 0 && !loss.constraint.priority.isRequired) }
            }
        }
    }

    @Test("with a pixel scale each value shows the exact number beside the one read; --scale overrides the fixture's")
    func pixelScale() {
        // The fixture's scale 1: b's exact x 100 / 3 reads 33, its width 34. The direct
        // resolution gives both 100 / 3 rounded to nearest (a's width, the cycle's parameter,
        // is 100 / 3, and b.x = a.left + a.width = 0 + 100 / 3; the simplex method's LU put x
        // one ulp below).
        let one = explain("Fixtures/pixels/thirds.json", "b", step: 1)
        #expect(one.exitCode == 0)
        #expect(one.stdout.contains("b.x = 33.333333333333336 (on the pixel grid: 33)\n"), "\(one.stdout)")
        #expect(one.stdout.contains("b.width = 33.333333333333336 (on the pixel grid: 34)\n"))
        // --scale 2: 66.67 px → 67, 133.33 → 133: x 33.5, width 33.
        let path = PackagePaths.root.appendingPathComponent("Fixtures/pixels/thirds.json").path
        let two = Tool.run(["explain", path, "b", "--step", "1", "--scale", "2"], environment: [:])
        #expect(two.stdout.contains("(on the pixel grid: 33.5)") && two.stdout.contains("b.width = 33.333333333333336 (on the pixel grid: 33)\n"), "\(two.stdout)")
    }
}
