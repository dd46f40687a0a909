import ArrangeSolver
import Testing
import TestSupport

/// Each error, its payload, its description, and the solver exactly as it
/// was before the failing call (values bit for bit, the constraint list,
/// edit variables, `contains`).
@Suite("SolverError")
struct SolverErrorTests {
    /// A solver with some state worth preserving: a pinned box, a weak wish
    /// and a strong edit variable with a suggestion.
    struct Fixture {
        let solver = Solver()
        let x: Variable, y: Variable, e: Variable
        let pin: Constraint, wish: Constraint, link: Constraint

        init() throws {
            x = solver.makeVariable("x")
            y = solver.makeVariable("y")
            e = solver.makeVariable("drag")
            pin = x >= 10
            wish = (y == 3).with(.weak)
            link = y >= e - 5
            try solver.add([pin, wish, link])
            try solver.addEditVariable(e, strength: .strong)
            try solver.suggestValue(20, for: e)
        }

        var variables: [Variable] { [x, y, e] }

        func snapshot(probing: [Constraint] = []) -> SolverSnapshot {
            SolverSnapshot(solver, variables: variables, probing: probing)
        }
    }

    @Test("an unsatisfiable required constraint names itself and the installed constraints it contradicts")
    func unsatisfiable() throws {
        let f = try Fixture()
        let bad = f.x <= 5
        let before = f.snapshot(probing: [bad])
        let error = capturedError { try f.solver.add(bad) }
        guard case let .unsatisfiable(constraint, conflicts)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(constraint === bad)
        #expect(conflicts.count == 1 && conflicts.first === f.pin)
        #expect(f.snapshot(probing: [bad]) == before)
        let text = error!.description
        #expect(text.contains("unsatisfiable") && text.contains("\(bad)") && text.contains("\(f.pin)"))
    }

    @Test("a non-required constraint that cannot hold is not an error")
    func softConflictIsFine() throws {
        let f = try Fixture()
        try f.solver.add((f.x <= 5).with(.strong))
        #expect(f.solver[f.x] == 10)
    }

    @Test("adding a constraint twice is a duplicate, alone or inside a batch")
    func duplicateConstraint() throws {
        let f = try Fixture()
        let before = f.snapshot()
        let error = capturedError { try f.solver.add(f.pin) }
        guard case let .duplicateConstraint(c)? = error else {
            Issue.record("expected duplicateConstraint, got \(String(describing: error))")
            return
        }
        #expect(c === f.pin)
        #expect(f.snapshot() == before)
        #expect(error!.description.contains("duplicate") && error!.description.contains("\(f.pin)"))

        let fresh = f.y <= 100
        let twice = capturedError { try f.solver.add([fresh, fresh]) }
        guard case let .duplicateConstraint(d)? = twice else {
            Issue.record("expected duplicateConstraint, got \(String(describing: twice))")
            return
        }
        #expect(d === fresh)
        #expect(f.snapshot(probing: []) == before && !f.solver.contains(fresh))
    }

    @Test("in a batch, the first constraint at fault (in batch order) is named, an installed one or a non-finite one")
    func firstFaultInBatch() throws {
        let f = try Fixture()
        let before = f.snapshot()
        let fresh = f.y <= 100, nan = Constraint(Expression([Term(f.y, .nan)]), .equal)
        // The installed pin before the NaN: a duplicate; the NaN before the pin: non-finite.
        guard case let .duplicateConstraint(d)? = capturedError({ try f.solver.add([fresh, f.pin, nan]) }) else {
            Issue.record("expected duplicateConstraint")
            return
        }
        #expect(d === f.pin)
        guard case let .nonFinite(n)? = capturedError({ try f.solver.add([fresh, nan, f.pin]) }) else {
            Issue.record("expected nonFinite")
            return
        }
        #expect(n === nan)
        #expect(f.snapshot(probing: []) == before && !f.solver.contains(fresh))
    }

    @Test("removing a constraint that is not installed is unknown")
    func unknownConstraint() throws {
        let f = try Fixture()
        let stranger = f.x == 1
        let before = f.snapshot(probing: [stranger])
        let error = capturedError { try f.solver.remove(stranger) }
        guard case let .unknownConstraint(c)? = error else {
            Issue.record("expected unknownConstraint, got \(String(describing: error))")
            return
        }
        #expect(c === stranger)
        #expect(f.snapshot(probing: [stranger]) == before)
        #expect(error!.description.contains("unknown constraint"))
        try f.solver.remove(f.wish)
        #expect(capturedError { try f.solver.remove(f.wish) }?.kind == .unknownConstraint)
    }

    @Test("a variable gets one edit constraint at most")
    func duplicateEditVariable() throws {
        let f = try Fixture()
        let before = f.snapshot()
        let error = capturedError { try f.solver.addEditVariable(f.e, strength: .medium) }
        guard case let .duplicateEditVariable(v, name)? = error else {
            Issue.record("expected duplicateEditVariable, got \(String(describing: error))")
            return
        }
        #expect(v == f.e && name == "drag")
        #expect(f.snapshot() == before)
        #expect(error!.description.contains("drag"))
    }

    @Test("removing or suggesting for a variable that is not editable is unknown")
    func unknownEditVariable() throws {
        let f = try Fixture()
        let before = f.snapshot()
        for call in [{ try f.solver.removeEditVariable(f.x) }, { try f.solver.suggestValue(1, for: f.x) }] {
            let error = capturedError(call)
            guard case let .unknownEditVariable(v, name)? = error else {
                Issue.record("expected unknownEditVariable, got \(String(describing: error))")
                continue
            }
            #expect(v == f.x && name == "x")
            #expect(error!.description.contains("x") && error!.description.contains("addEditVariable"))
            #expect(f.snapshot() == before)
        }
    }

    @Test("an edit variable cannot be required")
    func requiredEditVariable() throws {
        let f = try Fixture()
        let before = f.snapshot()
        let error = capturedError { try f.solver.addEditVariable(f.y, strength: .required) }
        guard case let .requiredEditVariable(v, name)? = error else {
            Issue.record("expected requiredEditVariable, got \(String(describing: error))")
            return
        }
        #expect(v == f.y && name == "y")
        #expect(f.snapshot() == before && !f.solver.hasEditVariable(f.y))
        #expect(error!.description.contains("y"))
    }

    @Test("a NaN or infinite coefficient or constant is refused", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(bad: Double) throws {
        let f = try Fixture()
        for c in [Constraint(Expression([Term(f.x, bad)]), .equal), Constraint(f.y + bad, .lessThanOrEqual), Constraint(Expression([Term(f.y, bad)]), .equal, strength: .weak)] {
            let before = f.snapshot(probing: [c])
            let error = capturedError { try f.solver.add(c) }
            guard case let .nonFinite(d)? = error else {
                Issue.record("expected nonFinite for \(c), got \(String(describing: error))")
                continue
            }
            #expect(d === c)
            #expect(f.snapshot(probing: [c]) == before)
            #expect(error!.description.contains("NaN or infinite"))
        }
    }

    @Test("a NaN or infinite suggestion is refused", arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteSuggestion(bad: Double) throws {
        let f = try Fixture()
        let before = f.snapshot()
        let error = capturedError { try f.solver.suggestValue(bad, for: f.e) }
        guard case let .nonFiniteSuggestion(v, name, value)? = error else {
            Issue.record("expected nonFiniteSuggestion, got \(String(describing: error))")
            return
        }
        #expect(v == f.e && name == "drag")
        #expect(value.isNaN == bad.isNaN && (bad.isNaN || value == bad))
        #expect(f.snapshot() == before)
        #expect(error!.description.contains("drag"))
    }

    @Test("a constraint over a variable another solver made is refused")
    func unknownVariable() throws {
        let f = try Fixture()
        let other = Solver()
        let foreign = (0..<10).map { other.makeVariable("o\($0)") }.last!
        let c: Constraint = foreign == f.x
        let before = f.snapshot(probing: [c])
        let error = capturedError { try f.solver.add(c) }
        guard case let .unknownVariable(v, d)? = error else {
            Issue.record("expected unknownVariable, got \(String(describing: error))")
            return
        }
        #expect(v == foreign && d === c)
        #expect(f.snapshot(probing: [c]) == before)
        #expect(error!.description.contains("v9"))
    }

    @Test("a constraint over variables another solver made, with a NaN coefficient after them, is refused as non-finite (that check comes first)")
    func nonFiniteBeforeUnknown() throws {
        let f = try Fixture()
        let other = Solver()
        let foreign = (0..<12).map { other.makeVariable("o\($0)") }
        // Terms in order of variable: o10 (unknown here, coefficient 1) before o11 (NaN).
        let c = Constraint(Expression([Term(foreign[10], 1), Term(foreign[11], .nan)]), .equal)
        let before = f.snapshot(probing: [c])
        let error = capturedError { try f.solver.add(c) }
        guard case let .nonFinite(d)? = error else {
            Issue.record("expected nonFinite, got \(String(describing: error))")
            return
        }
        #expect(d === c)
        #expect(f.snapshot(probing: [c]) == before)
    }

    @Test("a failing call inside a sequence of edits leaves the last suggestion in force")
    func errorsKeepSuggestions() throws {
        let f = try Fixture()
        try f.solver.suggestValue(40, for: f.e)
        let before = f.snapshot()
        _ = capturedError { try f.solver.add(f.x <= 0) }
        _ = capturedError { try f.solver.suggestValue(.nan, for: f.e) }
        #expect(f.snapshot() == before)
        try f.solver.suggestValue(41, for: f.e)
        #expect(f.solver[f.e] == 41)
    }

    @Test("every kind of error inside a batch, a removal list or a replace leaves the solver unchanged")
    func errorsInsideLists() throws {
        let f = try Fixture()
        let other = Solver()
        let foreign = (0..<10).map { other.makeVariable("o\($0)") }.last!
        let fresh1 = f.y <= 50, fresh2 = f.x + f.y >= 0
        let nan = Constraint(Expression([Term(f.x, .nan)]), .equal)
        let foreignC = Constraint(Expression(foreign), .equal)
        let calls: [(SolverError.Kind, String, () throws -> Void)] = [
            (.duplicateConstraint, "batch repeating an installed constraint", { try f.solver.add([fresh1, f.pin]) }),
            (.nonFinite, "batch with a NaN coefficient", { try f.solver.add([fresh1, fresh2, nan]) }),
            (.unknownVariable, "batch with a foreign variable", { try f.solver.add([fresh1, foreignC]) }),
            (.unsatisfiable, "batch whose last member conflicts", { try f.solver.add([fresh1, f.x <= 0]) }),
            (.unknownConstraint, "removal list with a stranger", { try f.solver.remove([f.wish, fresh2]) }),
            (.unknownConstraint, "replace removing a stranger", { try f.solver.replace([f.wish, fresh2], with: [fresh1]) }),
            (.duplicateConstraint, "replace adding an installed constraint it keeps", { try f.solver.replace([f.wish], with: [fresh1, f.link]) }),
            (.unsatisfiable, "replace adding a conflict", { try f.solver.replace([f.wish], with: [fresh1, f.x <= 0]) }),
            (.nonFinite, "replace adding a NaN", { try f.solver.replace([f.wish], with: [nan]) }),
        ]
        for (kind, what, call) in calls {
            let before = f.snapshot(probing: [fresh1, fresh2, nan, foreignC])
            let error = capturedError(call)
            #expect(error?.kind == kind, "\(what): got \(String(describing: error))")
            #expect(f.snapshot(probing: [fresh1, fresh2, nan, foreignC]) == before, "\(what) changed the solver")
        }
        // And the solver still works.
        try f.solver.replace([f.wish], with: [fresh1])
        #expect(SolverChecks.requiredHold(in: f.solver).isEmpty)
        #expect(SolverChecks.optimal(f.solver, edits: [(f.e, 20, .strong)]).isEmpty)
    }

    @Test("an error's kind names its case, without the payload")
    func kinds() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let pin = x == 1
        try solver.add(pin)
        #expect(capturedError { try solver.add(pin) }?.kind == .duplicateConstraint)
        #expect(capturedError { try solver.add(x == 2) }?.kind == .unsatisfiable)
        #expect(capturedError { try solver.suggestValue(3, for: x) }?.kind == .unknownEditVariable)
        #expect(SolverError.Kind.allCases.count == 9)
        #expect(SolverError.Kind.nonFiniteSuggestion.rawValue == "nonFiniteSuggestion")
    }

    @Test("numbers beyond ±1e100 are refused before anything changes: solving them could overflow")
    func beyondSolvable() throws {
        let solver = Solver()
        let (a, b) = (solver.makeVariable("a"), solver.makeVariable("b"))
        try solver.add(a == 3)
        #expect(capturedError { try solver.add([a + b == 5, b == 1.5e308]) }?.kind == .nonFinite)
        #expect(capturedError { try solver.add((b * 1e101 == 1)) }?.kind == .nonFinite)
        try solver.add(b == 1e100)
        try solver.addEditVariable(a, strength: .weak)
        #expect(capturedError { try solver.suggestValue(2e100, for: a) }?.kind == .nonFiniteSuggestion)
        #expect(solver[a] == 3 && solver[b] == 1e100)
    }
}
