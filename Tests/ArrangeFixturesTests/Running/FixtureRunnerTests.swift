import Arrange
@testable import ArrangeFixtures
import Testing

@Suite("FixtureRunner")
struct FixtureRunnerTests {
    func run(_ steps: String, children: String = #"[{"name": "a", "children": [{"name": "inner"}]}, {"name": "b"}]"#,
             rootSize: SizeValue? = nil, through last: Int? = nil) throws -> [StepOutcome] {
        let text = #"{"root": {"name": "root", "size": [375, 603], "children": \#(children)}, "steps": \#(steps)}"#
        return try FixtureRunner.run(try FixtureDecoder.decode(text, file: "Fixtures/t.json"), rootSize: rootSize, through: last)
    }

    @Test("a snapshot lists the tree parents first, frames in parent and root coordinates")
    func snapshots() throws {
        let outcomes = try run(#"[{"arrange": "root", "calls": [{"insetEdges": 10}, {"equal": ["a", "b"]}, {"ref": "a", "calls": [{"size": "inner", "==": [5, 5]}, {"xRight": "inner"}, {"yBottom": "inner"}]}]}]"#)
        let entries = outcomes[0].snapshot.entries
        #expect(entries.map(\.path) == ["root", "root/a", "root/a/inner", "root/b"])
        #expect(entries.map(\.parent) == [nil, 0, 1, 0])
        #expect(entries[2].frame == Frame(x: 350, y: 578, width: 5, height: 5))
        #expect(entries[2].absolute == Frame(x: 360, y: 588, width: 5, height: 5))
        #expect(outcomes[0].ambiguous.isEmpty)
    }

    @Test("items nothing fixes are reported as ambiguous, in declaration order")
    func ambiguity() throws {
        let outcomes = try run(#"[{"arrange": "root", "calls": [{"size": ["b", "a"], "==": [1, 1]}]}]"#)
        #expect(outcomes[0].ambiguous == ["a", "inner", "b"])
        #expect(outcomes[0].diagnostics.contains { $0.contains("b: nothing fixes its x position") })
    }

    @Test("the root size can be overridden and the run can stop after a step")
    func overridesAndStops() throws {
        let steps = #"[{"arrange": "root", "calls": [{"equal": "b"}]}, {"resize": [10, 10]}]"#
        let outcomes = try run(steps, rootSize: SizeValue(width: 320, height: 480), through: 0)
        #expect(outcomes.count == 1)
        #expect(outcomes[0].snapshot.entry(named: "b")?.frame == Frame(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("removing an item from its parent takes it out of the snapshot")
    func removes() throws {
        let outcomes = try run(#"[{"arrange": "root", "calls": [{"equal": "b"}]}, {"removeFromParent": "a"}]"#)
        #expect(outcomes[1].snapshot.entries.map(\.name) == ["root", "b"])
    }

    @Test("errors carry their kind, the items they name and the fixture's own file:line")
    func reportsErrors() throws {
        let steps = """
        [{"arrange": "root", "calls": [{"width": "b", "==": 10}, {"width": "b", "==": 20}]}]
        """
        let outcomes = try run(steps)
        let error = try #require(outcomes[0].error)
        #expect(error.kind == "conflict")
        #expect(error.items == ["b"])
        #expect(error.message.contains("at Fixtures/t.json:1"))
    }

    @Test("every ArrangeError has a kind and names its items")
    func mapsEveryError() {
        let site = CallSite(fileID: "f", line: 1)
        let cases: [(ArrangeError, String, [String])] = [
            (.conflict([]), "conflict", []),
            (.rootSizeConflict(root: "r", requested: Size(width: 1, height: 1), solved: Size(width: 2, height: 2), conflicts: []), "rootSizeConflict", ["r"]),
            (.nonFiniteSize(root: "r", Size(width: .nan, height: 1)), "nonFiniteSize", ["r"]),
            (.countMismatch(verb: "width", items: 2, values: 3, at: site), "countMismatch", []),
            (.nonFinite(verb: "width", argument: 1, value: .infinity, at: site), "nonFinite", []),
            (.foreignItem(item: "x", tree: "t", expectedTree: "r", verb: "xLeft", at: site), "foreignItem", ["x", "t", "r"]),
            (.arrangedInsideItself(item: "x", verb: "equal", at: site), "arrangedInsideItself", ["x"]),
            (.duplicateInPlaceList(item: "x", verb: "xPlace", arguments: [1, 3], at: site), "duplicateInPlaceList", ["x"]),
            (.mixedDirections(relation: "a.leading == b.left", verb: "install", at: site), "mixedDirections", []),
            (.invalidPriority(0, at: site), "invalidPriority", []),
            (.groupNotInstalled(reference: "x", tree: "r"), "groupNotInstalled", ["x"]),
            (.bodyFailed("m"), "bodyFailed", []),
            (.internalError("m"), "internalError", []),
            (.retiredHandle(verb: "width", identifier: "w", at: site), "retiredHandle", []),
            (.noSuchConstant(verb: "xPlace", identifier: nil, asked: "its one number", available: ["argument 1"], at: site), "noSuchConstant", []),
            (.groupCannotInstall(reference: "x", reason: "gone"), "groupCannotInstall", ["x"]),
        ]
        for (error, kind, items) in cases {
            let report = FixtureRunner.report(error)
            #expect(report.kind == kind)
            #expect(report.items == items)
            #expect(report.message == error.description)
        }
    }

    @Test("resetEdges with a name nobody saved makes the fixture unplayable")
    func unknownSavedInsets() {
        #expect(throws: FixtureError.self) {
            try run(#"[{"arrange": "root", "calls": [{"resetEdges": "nope"}]}]"#)
        }
    }

    @Test("right-to-left fixtures set the direction on the root")
    func direction() throws {
        let text = #"{"root": {"name": "r", "size": [100, 10], "direction": "rightToLeft", "children": [{"name": "a"}]}, "steps": [{"arrange": "r", "calls": [{"width": "a", "==": 30}, {"xPlace": ["a", "wall"]}, {"yEqual": "a"}]}]}"#
        let outcomes = try FixtureRunner.run(try FixtureDecoder.decode(text, file: "t.json"))
        #expect(outcomes[0].snapshot.entry(named: "a")?.frame == Frame(x: 70, y: 0, width: 30, height: 10))
    }

    @Test("any item sets its subtree's direction, and a step changes it")
    func subtreeDirection() throws {
        let text = #"{"root": {"name": "r", "size": [100, 10], "children": [{"name": "c", "direction": "rightToLeft", "children": [{"name": "a"}]}]}, "steps": [{"arrange": "r", "calls": [{"equal": "c"}]}, {"arrange": "c", "calls": [{"width": "a", "==": 30}, {"xPlace": ["a", "wall"]}, {"yEqual": "a"}]}, {"layoutDirection": "c", "to": null}]}"#
        let outcomes = try FixtureRunner.run(try FixtureDecoder.decode(text, file: "t.json"))
        #expect(outcomes[1].snapshot.entry(named: "a")?.frame == Frame(x: 70, y: 0, width: 30, height: 10))
        #expect(outcomes[2].snapshot.entry(named: "a")?.frame == Frame(x: 0, y: 0, width: 30, height: 10))
    }

    @Test("diagnostics other than ambiguity are reported with their kind, in Arrange's order")
    func notices() throws {
        let outcomes = try run(#"[{"arrange": "root", "calls": [{"size": ["a", "b"], "==": [10, 10]}, {"xLeft": ["a", "b", "a"]}, {"yTop": ["a", "b"]}]}]"#)
        #expect(outcomes[0].notices.map(\.kind) == ["duplicate"])
        #expect(outcomes[0].notices[0].subject == "a.left == root.left")
    }

    @Test("a chain of 1,000 nested items plays with short paths; 10,000 nested refs play without exhausting the stack")
    func playsDeepFixtures() throws {
        let outcomes = Tool.onLargeStack { () -> [Result<[StepOutcome], FixtureError>] in
            [HostileInputs.itemChain(1_000), HostileInputs.nestedRefs(10_000)].map { text in
                Result { () throws(FixtureError) in try FixtureRunner.run(FixtureDecoder.decode(text, file: "deep.json")) }
            }
        }
        let chain = try outcomes[0].get()
        #expect(chain[0].error == nil)
        #expect(chain[0].snapshot.entries.count == 1_001)
        #expect(chain[0].snapshot.entries.allSatisfy { $0.path.unicodeScalars.count <= LayoutSnapshot.pathLimit })
        #expect(chain[0].ambiguous.count == 999)
        let refs = try outcomes[1].get()
        #expect(refs[0].error == nil)
        #expect(refs[0].snapshot.entry(named: "b")?.frame == Frame(x: 0, y: 0, width: 375, height: 603))
    }

    @Test("handle steps change the calls named by identifier: the latest arrange's, both halves of a split size")
    func handleSteps() throws {
        let outcomes = try run(#"""
            [{"arrange": "root", "calls": [{"size": ["a", "b"], "==": [10, "h / 3"], "identifier": "s"}, {"xLeft": ["a", "b"]}, {"yTop": ["a", "b"]}]},
             {"setConstant": "s", "on": "width", "to": 30},
             {"deactivate": "s"},
             {"arrange": "root", "calls": [{"width": "a", "==": 5, "identifier": "s"}]},
             {"activate": "s"}]
            """#)
        #expect(outcomes.map { $0.error?.kind } == [nil, nil, nil, nil, nil])
        #expect(outcomes[1].snapshot.entries.first { $0.name == "b" }?.frame == Frame(x: 0, y: 0, width: 30, height: 201))
        #expect(outcomes[2].snapshot.entries.first { $0.name == "a" }?.frame == Frame(x: 0, y: 0, width: 0, height: 0))
        #expect(outcomes[3].snapshot.entries.first { $0.name == "a" }?.frame == Frame(x: 0, y: 0, width: 5, height: 0))
    }
}
