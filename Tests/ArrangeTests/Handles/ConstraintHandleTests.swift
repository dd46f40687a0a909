import Testing
@testable import Arrange

@Suite("A verb's handle outlives its closure and reads its call")
struct ConstraintHandleTests {
    @Test("~ on the handle overrides the relation's own priority and applies to every verb")
    func override() throws {
        let (root, items) = screen("a")
        let a = items[0]
        let group = try root.arrange { make in
            make.install(a.width == 10 ~ .high) ~ .low
            make.xLeft(a) ~ 300
            make.xPlace(a, 5) ~ .high + 1
        }
        #expect(group.constraints.map(\.priority) == [.low, Priority(300), Priority(751), Priority(751)])
    }

    @Test("an invalid priority on the handle fails the closure")
    func invalid() throws {
        let (root, items) = screen("a")
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in make.xLeft(items[0]) ~ Priority(-3) }
        }
        #expect(error.map { if case .invalidPriority(-3, _) = $0 { true } else { false } } == true)
    }

    @Test("a handle stays valid after the closure: group, verb, location, priority, constant and constraints")
    func reads() throws {
        let (root, items) = screen("avatar", "title")
        let (avatar, title) = (items[0], items[1])
        var top: ConstraintHandle!
        var width: ConstraintHandle!
        var line = 0
        let group = try root.arrange { make in
            make.size(avatar) == (48, 48)
            line = #line; top = make.install(title.top == avatar.bottom + 8)
            width = make.width(title) == 300 ~ .high
        }
        #expect(top.group === group && top.isActive)
        #expect(top.verb == "install" && top.location == CallSite(fileID: #fileID, line: line))
        #expect(top.priority == .required && width.priority == .high)
        #expect(top.constant == 8 && width.constant == 300)
        #expect(top.constraints.map(\.relation) == ["title.top == avatar.bottom + 8"])
        #expect(top.constraints.first?.handle === top)
        #expect(group.constraints.compactMap(\.handle).filter { $0 === top }.count == 1)
    }

    @Test("an identifier is shown in the handle's constraints, the group's description and errors")
    func identifier() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        var gap: ConstraintHandle!
        let group = try root.arrange { make in
            make.size(a, b) == (10, 10)
            gap = make.install(b.left == a.right + 8)
            gap.identifier = "b-after-a"
        }
        #expect(gap.constraints.first?.description.hasPrefix("'b-after-a' b.left == a.right + 8 — install") == true)
        #expect(group.description.contains("'b-after-a' b.left == a.right + 8"))
        gap.identifier = "renamed"
        #expect(group.constraints.contains { $0.summary.identifier == "renamed" })
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in make.install(b.left == a.right + 20) }
        }
        #expect(error?.description.contains("'renamed' b.left == a.right + 8") == true)
        #expect(gap.description == "'renamed' install at \(gap.location) (active, 1 constraint(s))")
    }

    @Test("a handle of a failed closure belongs to no group and refuses changes")
    func retiredByFailure() throws {
        let (root, items) = screen("a")
        var lost: ConstraintHandle!
        #expect(throws: ArrangeError.self) {
            try root.arrange { make in
                lost = make.width(items[0]) == 100
                make.width(items[0]) == 200
            }
        }
        #expect(lost.group == nil && !lost.isActive && lost.constraints.isEmpty)
        #expect(throws: ArrangeError.retiredHandle(verb: "width", identifier: nil, at: lost.location)) { try lost.setConstant(3) }
        lost.deactivate()
        #expect(lost.description.hasSuffix("(retired)"))
    }

    @Test("constants of several numbers are read by argument or anchor")
    func severalNumbers() throws {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        var place: ConstraintHandle!, size: ConstraintHandle!, edges: ConstraintHandle!, heights: ConstraintHandle!
        try root.arrange { make in
            size = make.size(c) == (40, 30)
            make.width(a, b) == 50
            place = make.xPlace(20, a, 8, 2, b, make.wall)
            make.insetEdges(edge: 10)
            edges = make.yEqual(a, b)
            heights = make.height(a, b) >= [100, 200]
        }
        #expect(place.constant == nil && size.constant == nil)
        #expect(place.constant(argument: 1) == 20 && place.constant(argument: 4) == 2 && place.constant(argument: 2) == nil)
        #expect(size.constant(on: .width) == 40 && size.constant(on: .height) == 30)
        #expect(edges.constant(on: .top) == 10 && edges.constant(on: .bottom) == -10)
        #expect(heights.constant(argument: 2) == 200 && heights.constant(argument: 2, on: .height) == 200)
    }

    @Test("a call that recording rejected keeps its verb and location on its handle, without a declaration")
    func rejectedCall() throws {
        let (root, items) = screen("a")
        let stranger = Item("stranger")
        var rejected: ConstraintHandle!, recorded: ConstraintHandle!
        let line = #line + 3
        // Outside #expect, whose expansion gives every line in it the macro's.
        let failed = (try? root.arrange { make in
            recorded = make.width(items[0]) == 100
            rejected = make.distribute(by: 0, .horizontal, items[0], stranger)
        }) == nil
        #expect(failed && rejected.group == nil)
        #expect(rejected.declaration == nil && rejected.verb == "distribute" && rejected.location == CallSite(fileID: #fileID, line: line + 1))
        #expect(recorded.declaration != nil && recorded.verb == "width" && recorded.location == CallSite(fileID: #fileID, line: line))
    }

    @Test("a handle reads its group while the group lives, and nil once it has gone")
    func groupGone() throws {
        let (root, items) = screen("a")
        var handle: ConstraintHandle!
        do {
            let group = try root.arrange { make in handle = make.width(items[0]) == 100 }
            #expect(handle.group === group)
            group.uninstall()
        }
        // The tree no longer lists the uninstalled group and nothing else holds it.
        #expect(handle.group == nil && !handle.isActive)
    }
}
