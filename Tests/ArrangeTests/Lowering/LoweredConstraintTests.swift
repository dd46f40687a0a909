import Testing
@testable import Arrange

@Suite("A lowered constraint is compact and keeps what it was made with")
struct LoweredConstraintTests {
    let root = Item("root")
    let a = Item("a")
    init() { root.addChildren(a) }

    @Test("takes 168 bytes: two 40-byte forms, the priority with the relation in its padding, three strings' worth of origin, two Int32s")
    func size() {
        // lhs 0..<40, rhs 40..<80, priority 80..<97 (Int + Double?), relation 97,
        // verb 104..<120, role 120..<136, location 136..<160, argument 160..<164, declaration 164..<168.
        #expect(MemoryLayout<LinearForm>.size == 40)
        #expect(MemoryLayout<LoweredConstraint>.stride == 168)
    }

    @Test("reads back its argument, or nil for none, and a changed argument")
    func argument() {
        var c = LoweredConstraint(lhs: LinearForm(a, .width), relation: .lessThanOrEqual, rhs: LinearForm(constant: 10),
                                  priority: 750, verb: "width", argument: 3, role: "part", declaration: 7)
        #expect(c.argument == 3)
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.priority == 750)
        #expect(c.role == "part")
        #expect(c.declaration == 7)
        #expect(c.location == nil)
        c.argument = nil
        #expect(c.argument == nil)
        c.argument = 1
        #expect(c.argument == 1)
        let system = LoweredConstraint(lhs: LinearForm(root, .left), relation: .equal, rhs: LinearForm(), priority: .required, verb: "root origin")
        #expect(system.argument == nil)
        #expect(system.declaration == -1)
        #expect(system.relationDescription == "root.left == 0")
    }
}
