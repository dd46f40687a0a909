import Testing
import Arrange
import ArrangeSolver

@Suite("Priorities use UIKit's 1…1000 scale and are strict levels")
struct PriorityTests {
    @Test("named levels and literals")
    func levels() {
        #expect(Priority.required.value == 1000 && Priority.high.value == 750 && Priority.low.value == 250)
        let p: Priority = 300
        #expect(p == Priority(300) && Priority.high + 1 == Priority(751) && Priority.required - 1 == Priority(999))
        #expect(Priority(0).isValid == false && Priority(1001).isValid == false && Priority(1).isValid)
        #expect("\(Priority.low) \(Priority.required) \(Priority(42))" == "low required 42")
    }

    @Test("priorities 1…999 are the solver's strict levels 1…999 and 1000 is required")
    func strengths() {
        #expect(Priority(1).strength == .level(1))
        #expect(Priority(999).strength == .level(999))
        #expect(Priority.high.strength.level == 750 && Priority.high.strength.weight == 1)
        #expect(Priority.required.strength.isRequired)
        #expect(!Priority(999).strength.isRequired && Priority(999).strength.isStrict)
        #expect(Priority.high.strength > Priority.low.strength)
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

    // Auto Layout's semantics: a higher priority is satisfied as well as it
    // can be before any lower one is considered, however many lower ones
    // there are; constraints of one priority trade by total violation.

    @Test("one constraint at 600 beats nine at 500 pulling the other way")
    func oneBeatsNine() throws {
        let (root, items) = screen("b")
        let b = items[0]
        try root.arrange { make in
            make.xLeft(b); make.yTop(b); make.height(b) == 1
            make.width(b) == 200 ~ 600
            for _ in 0..<9 { make.width(b) == 0 ~ 500 }
        }
        // Level 600 holds exactly (200); the nine at 500 are each violated by 200.
        expectFrame(b, 0, 0, 200, 1)
    }

    @Test("251 beats two at 250")
    func neighbouringLevels() throws {
        let (root, items) = screen("b")
        let b = items[0]
        try root.arrange { make in
            make.xLeft(b); make.yTop(b); make.height(b) == 1
            make.width(b) == 300 ~ 251
            make.width(b) == 0 ~ 250
            make.width(b) == 0 ~ 250
        }
        expectFrame(b, 0, 0, 300, 1)
    }

    @Test("999 beats any number of 998s, as in UIKit's required-minus-one idiom")
    func requiredMinusOne() throws {
        let (root, items) = screen("b")
        let b = items[0]
        try root.arrange { make in
            make.xLeft(b); make.yTop(b); make.height(b) == 1
            make.width(b) == 120 ~ (.required - 1)
            for n in 0..<50 { make.width(b) == Double(n) ~ (.required - 2) }
        }
        expectFrame(b, 0, 0, 120, 1)
    }

    @Test("inside one priority, violations add up: two at 250 outweigh one at 250")
    func weightsInsideALevelAdd() throws {
        let (root, items) = screen("b")
        let b = items[0]
        try root.arrange { make in
            make.xLeft(b); make.yTop(b); make.height(b) == 1
            make.width(b) == 300 ~ .low
            make.width(b) == 0 ~ .low
            make.width(b) == 0 ~ .low
        }
        // 2·|w − 0| + |w − 300| is least at w = 0.
        expectFrame(b, 0, 0, 0, 1)
    }

    @Test("compression resistance (750) beats a user's 500, which beats hugging (250)")
    func intrinsicLevels() throws {
        let root = Item("root")
        let wide = Item("wide", intrinsicSize: Size(width: 100, height: 20))
        let narrow = Item("narrow", intrinsicSize: Size(width: 100, height: 20))
        root.addChildren(wide, narrow)
        root.size = Size(width: 400, height: 100)
        try root.arrange { make in
            make.xLeft(wide, narrow); make.yTop(wide); make.yBottom(narrow)
            make.width(wide) == 300 ~ 500     // beats hugging (250): 300, not 100
            make.width(narrow) == 40 ~ 500    // loses to compression resistance (750): 100, not 40
        }
        expectFrame(wide, 0, 0, 300, 20)
        expectFrame(narrow, 0, 80, 100, 20)
    }

    @Test("kiwi #28 as priorities: the highest of four neighbouring ones holds")
    func kiwi28() throws {
        let (root, items) = screen("w")
        let w = items[0]
        try root.arrange { make in
            make.xLeft(w); make.yTop(w); make.height(w) == 1
            // kiwi's weights 1001…1004 let the three lower ones win (3); strict levels keep the highest: 4.
            make.width(w) == 1 ~ 101
            make.width(w) == 2 ~ 102
            make.width(w) == 3 ~ 103
            make.width(w) == 4 ~ 104
        }
        expectFrame(w, 0, 0, 4, 1)
    }

    @Test("kiwi #33 as priorities: a low wish cannot help another beat a higher one")
    func kiwi33() throws {
        let (root, items) = screen("v")
        let v = items[0]
        try root.arrange { make in
            make.xLeft(v); make.yTop(v); make.height(v) == 1
            make.width(v) >= 100 ~ 501
            make.width(v) == 90 ~ 500
            make.width(v) == 10 ~ 10    // in kiwi this tips the balance to 90
        }
        expectFrame(v, 0, 0, 100, 1)
    }
}
