import Testing
import Arrange

@Suite("A verb's handle takes a priority with ~")
struct DeclaredTests {
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
}
