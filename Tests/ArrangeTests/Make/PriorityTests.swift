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

    /// The width one item `b` gets, pinned at the origin 1 high, under the
    /// width constraints `wishes` adds.
    func width(_ wishes: (Make, Item) -> Void, sourceLocation: SourceLocation = #_sourceLocation) throws -> Double {
        let (root, items) = screen("b")
        let b = items[0]
        try root.arrange { make in
            make.xLeft(b); make.yTop(b); make.height(b) == 1
            wishes(make, b)
        }
        expectFrame(b, 0, 0, b.frame.width, 1, sourceLocation: sourceLocation)
        return b.frame.width
    }

    @Test("a higher priority wins against a lower one")
    func higherWins() throws {
        #expect(try width { make, b in
            make.width(b) == 100 ~ .low
            make.width(b) == 200 ~ .high
            make.width(b) == 300 ~ 300
        } == 200)
    }

    // Auto Layout's semantics: a higher priority is satisfied as well as it
    // can be before any lower one is considered, however many lower ones
    // there are; constraints of one priority trade by total violation.

    @Test("one constraint at 600 beats nine at 500 pulling the other way")
    func oneBeatsNine() throws {
        // Level 600 holds exactly (200); the nine at 500 are each violated by 200.
        #expect(try width { make, b in
            make.width(b) == 200 ~ 600
            for _ in 0..<9 { make.width(b) == 0 ~ 500 }
        } == 200)
    }

    @Test("251 beats two at 250")
    func neighbouringLevels() throws {
        #expect(try width { make, b in
            make.width(b) == 300 ~ 251
            make.width(b) == 0 ~ 250
            make.width(b) == 0 ~ 250
        } == 300)
    }

    @Test("999 beats any number of 998s, as in UIKit's required-minus-one idiom")
    func requiredMinusOne() throws {
        #expect(try width { make, b in
            make.width(b) == 120 ~ (.required - 1)
            for n in 0..<50 { make.width(b) == Double(n) ~ (.required - 2) }
        } == 120)
    }

    @Test("inside one priority, violations add up: two at 250 outweigh one at 250")
    func weightsInsideALevelAdd() throws {
        // 2·|w − 0| + |w − 300| is least at w = 0.
        #expect(try width { make, b in
            make.width(b) == 300 ~ .low
            make.width(b) == 0 ~ .low
            make.width(b) == 0 ~ .low
        } == 0)
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
        // kiwi's weights 1001…1004 let the three lower ones win (3); strict levels keep the highest: 4.
        #expect(try width { make, w in
            make.width(w) == 1 ~ 101
            make.width(w) == 2 ~ 102
            make.width(w) == 3 ~ 103
            make.width(w) == 4 ~ 104
        } == 4)
    }

    @Test("kiwi #33 as priorities: a low wish cannot help another beat a higher one")
    func kiwi33() throws {
        #expect(try width { make, v in
            make.width(v) >= 100 ~ 501
            make.width(v) == 90 ~ 500
            make.width(v) == 10 ~ 10    // in kiwi this tips the balance to 90
        } == 100)
    }
}

@Suite("decimal priorities: whole numbers accepted, fractions rejected")
struct FractionalPriorityTests {
    @Test("~ 750.0 is priority 750")
    func wholeDecimal() throws {
        let (root, items) = screen("a")
        let a = items[0]
        var handle: ConstraintHandle!
        try root.arrange { make in
            make.xLeft(a); make.yTop(a); make.height(a) == 1
            handle = make.width(a) == 100 ~ 750.0
            make.width(a) == 200 ~ 749
        }
        #expect(handle.priority == .high)
        expectFrame(a, 0, 0, 100, 1)      // 750 beats 749
    }

    @Test("~ 750.5 fails naming the value and the call; nothing is installed")
    func fraction() throws {
        let (root, items) = screen("a")
        let a = items[0]
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in make.install(a.width == 100 ~ 750.5) }
        }
        guard case let .fractionalPriority(value, location)? = error else {
            Issue.record("expected fractionalPriority, got \(String(describing: error))")
            return
        }
        #expect(value == 750.5 && location.line > 0)
        #expect(error?.description.contains("write 750 or 751") == true)
        #expect(root.constraints.isEmpty)
    }

    @Test("a fractional priority on a handle after the closure throws too")
    func setPriority() throws {
        let (root, items) = screen("a")
        let a = items[0]
        var handle: ConstraintHandle!
        try root.arrange { make in
            make.xLeft(a); make.yTop(a); make.height(a) == 1
            handle = make.width(a) == 100 ~ .low
        }
        #expect(throws: ArrangeError.fractionalPriority(0.25, at: handle.location)) { try handle.setPriority(0.25) }
        #expect(handle.priority == .low)
    }
}
