import Testing
import Arrange
import ArrangeSolver

@Suite("Priorities use UIKit's 1…1000 scale and map steeply to strengths")
struct PriorityTests {
    @Test("named levels and literals")
    func levels() {
        #expect(Priority.required.value == 1000 && Priority.high.value == 750 && Priority.low.value == 250)
        let p: Priority = 300
        #expect(p == Priority(300) && Priority.high + 1 == Priority(751) && Priority.required - 1 == Priority(999))
        #expect(Priority(0).isValid == false && Priority(1001).isValid == false && Priority(1).isValid)
        #expect("\(Priority.low) \(Priority.required) \(Priority(42))" == "low required 42")
    }

    @Test("strengths grow from 1 at priority 1 to 10⁹ at 999; 1000 is required")
    func strengths() {
        #expect(Priority(1).strength.value == 1)
        #expect(abs(Priority(999).strength.value - 1e9) <= 1e-3)
        #expect(Priority.required.strength.isRequired)
        #expect(!Priority(999).strength.isRequired)
        #expect(Priority.high.strength.value / Priority.low.strength.value > 30_000)
    }

    @Test("a higher priority wins against a lower one")
    func higherWins() throws {
        let (root, items) = screen("a")
        let a = items[0]
        try root.arrange { make in
            make.xLeft(a); make.yTop(a); make.height(a) == 1
            make.width(a) == 100 ~ .low
            make.width(a) == 200 ~ .high
            make.width(a) == 300 ~ 300
        }
        expectFrame(a, 0, 0, 200, 1)
    }
}
