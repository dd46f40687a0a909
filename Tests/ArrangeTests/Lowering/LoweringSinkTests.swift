import Testing
@testable import Arrange

@Suite("A lowering sink takes each relation as it is made")
struct LoweringSinkTests {
    /// A sink with only the two whole-relation methods: which one each relation came through.
    struct NotingSink: LoweringSink {
        var relations: [(relation: LoweredConstraint, inRootFrame: Bool)] = []
        mutating func accept(_ c: consuming LoweredConstraint) { relations.append((c, false)) }
        mutating func acceptInRootFrame(_ c: consuming LoweredConstraint) { relations.append((c, true)) }
    }

    @Test("a sink of whole relations gets each with its declaration's verb, location and index, in root coordinates where lowering knows")
    func wholeRelations() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        let declarations = try root.record { make in
            make.size(a, line: 101) == (10, 20)
            make.xPlace(16, a, 8, b, line: 102)
            make.install(a.top == b.bottom + 3, line: 103)
        }
        var sink = NotingSink()
        var lowering = Lowering(direction: .leftToRight)
        lowering.lower(declarations, into: &sink)
        let relations = sink.relations.map(\.relation)
        // size: width, height; xPlace: a's left (argument 2), b's left (argument 4), b's right (the trailing edge); install: 1.
        #expect(relations.map(\.relationDescription) == [
            "a.width == 10", "a.height == 20",
            "a.left == root.left + 16", "b.left == a.right + 8", "b.right == root.right",
            "a.top == b.bottom + 3",
        ])
        #expect(relations.map(\.verb) == ["size", "size", "xPlace", "xPlace", "xPlace", "install"])
        #expect(relations.map(\.declaration) == [0, 0, 1, 1, 1, 2])
        #expect(relations.map { $0.location?.line } == [101, 101, 102, 102, 102, 103])
        #expect(relations.map(\.argument) == [1, 1, 2, 4, nil, nil])
        #expect(relations.map(\.role) == [nil, nil, nil, nil, "trailing edge", nil])
        // Sizes against numbers and place lists are in root coordinates; a free relation is measured where it is.
        #expect(sink.relations.map(\.inRootFrame) == [true, true, true, true, true, false])
    }
}
