@testable import ArrangeFixtures
import Foundation
import Testing

@Suite("Labels in pictures overlap no other label and no gap line")
struct LabelPlanTests {
    @Test("a label is placed at its first candidate that overlaps nothing, or left out")
    func placesFirstFree() {
        var plan = LabelPlan()
        plan.addLine([LabelPlan.Box(x: 0, y: 10, w: 100, h: 1)])
        let crossing = (boxes: [LabelPlan.Box(x: 10, y: 5, w: 20, h: 10)], svg: "crossing")
        let free = (boxes: [LabelPlan.Box(x: 10, y: 12, w: 20, h: 10)], svg: "free")
        #expect(plan.place([crossing, free]) == "free")
        #expect(plan.place([free]) == "")          // now taken
        #expect(plan.labels == free.boxes)
        #expect(LabelPlan.shortened("emailIcon", to: 4) == "ema…")
        #expect(LabelPlan.shortened("dot", to: 4) == "dot")
        let box = LabelPlan.text(count: 10, font: 10, x: 50, baseline: 20, anchor: .middle)
        #expect(box == LabelPlan.Box(x: 20, y: 12, w: 60, h: 10.5))
    }

    @Test("the login form's 20×20 icons get a shortened label inside them")
    func loginIcons() throws {
        let fixture = try FixtureDecoder.load(path: PackagePaths.fixtures.appendingPathComponent("screens/login-form.json").path)
        let outcome = try #require(try FixtureRunner.run(fixture).last)
        let svg = SVGRenderer(title: "login").render(outcome.snapshot)
        #expect(svg.contains(">ema…</text>"))
        #expect(svg.contains(">loc…</text>"))
    }

    @Test("in the picture of every bundled fixture, no label overlaps another label or a gap line", arguments: PackagePaths.goldenFixtures)
    func noOverlap(_ path: String) throws {
        let fixture = try FixtureDecoder.load(path: PackagePaths.root.appendingPathComponent(path).path)
        guard fixture.disabled == nil else { return }
        for outcome in try FixtureRunner.run(fixture) {
            let plan = SVGRenderer(title: path).renderPlanned(outcome.snapshot).plan
            for (i, a) in plan.labels.enumerated() {
                for b in plan.labels[(i + 1)...] { #expect(!a.overlaps(b), "\(path) step \(outcome.index + 1): labels \(a) and \(b) overlap") }
                for line in plan.lines { #expect(!a.overlaps(line), "\(path) step \(outcome.index + 1): label \(a) crosses gap line \(line)") }
            }
        }
    }
}
