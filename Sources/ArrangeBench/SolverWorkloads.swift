import ArrangeSolver

/// The systems of `kiwi_bench.py`, built exactly as it builds them (read its
/// docstring), plus some of ours only: `chain-fixed/10000` (kiwi would take
/// minutes), `replace-atomic/300` (replace/300's rounds as one
/// `Solver.replace` call each, the way Arrange swaps a group).
///
/// Build workloads add their constraints as one batch, or, with
/// `arrange-bench --one-by-one`, one `add` call each: kiwi_bench.py's own
/// way (kiwi has no batch call), so that the two ways can each be set
/// against kiwi under the same names.
///
/// kiwi's variables exist before its clock starts; ours are made by a solver,
/// so a "build" workload makes a fresh solver, its variables and its
/// constraint objects in ``Trial/setUp`` (untimed), and times adding the
/// edit variables and suggestions, then the constraints as one batch, then
/// reading every value. `Solver()` itself is a few empty arrays.
extension Workloads {
    /// The solver workloads, in kiwi_bench.py's order; build workloads add
    /// one constraint per call with `oneByOne`.
    static func solver(oneByOne: Bool) -> [Workload] {
        var list: [Workload] = []
        for n in [100, 1000, 3000, 10000] {
            list.append(.build("chain-fixed/\(n)", oneByOne: oneByOne) { ChainSystem.fixed(n) })
        }
        for n in [100, 1000] {
            list.append(.build("chain-flex/\(n)", oneByOne: oneByOne) { ChainSystem.flex(n) })
        }
        for n in [1000, 3000] {
            list.append(.build("groups/\(n)", oneByOne: oneByOne) { BuiltSystem.groups(n) })
        }
        for n in [100, 400] {
            list.append(.build("grid/\(n)", oneByOne: oneByOne) { BuiltSystem.grid(n) })
        }
        list.append(.resize("resize-drag/1000", n: 1000) { w, k in w + 10 * Double(k) })
        list.append(.animateConstant("animate-constant/1000", n: 1000))
        list.append(.resize("resize-jump/100", n: 100) { w, k in w * (0.8 + 0.4 * Double((37 * k) % 100) / 100) })
        for n in [100, 300] {
            list.append(.replace("replace/\(n)", n: n))
        }
        list.append(.replace("replace-atomic/300", n: 300, atomic: true))
        return list
    }
}

/// A system ready to be timed: a fresh solver that has made the variables,
/// the constraint objects, and the edit variables with their suggestions.
struct BuiltSystem {
    var solver: Solver
    var constraints: [Constraint]
    var edits: [(Variable, Double)]
    var read: [Variable]

    /// kiwi's `build`: edit variables (strong) and their suggestions first,
    /// then every constraint (one batch, or with `oneByOne` one call each,
    /// as kiwi does), then the values.
    func solve(oneByOne: Bool = false) -> Double {
        do {
            for (v, value) in edits {
                try solver.addEditVariable(v, strength: .strong)
                try solver.suggestValue(value, for: v)
            }
            if oneByOne {
                for c in constraints { try solver.add(c) }
            } else {
                try solver.add(constraints)
            }
        } catch {
            fatalError("benchmark system refused: \(error)")
        }
        return read.reduce(0) { $0 + solver[$1] }
    }

    /// `groups/N`: N/10 independent chain-flex/10 containers.
    static func groups(_ n: Int) -> BuiltSystem {
        let solver = Solver()
        var constraints: [Constraint] = [], edits: [(Variable, Double)] = [], read: [Variable] = []
        for _ in 0..<(n / 10) {
            let chain = ChainSystem.flex(10, in: solver)
            constraints += chain.system.constraints
            edits += chain.system.edits
            read += chain.system.read
        }
        return BuiltSystem(solver: solver, constraints: constraints, edits: edits, read: read)
    }

    /// `grid/N`: R × C boxes, R the largest divisor of N not above √N.
    static func grid(_ n: Int) -> BuiltSystem {
        var rows = Int(Double(n).squareRoot())
        while rows * rows > n { rows -= 1 }
        while n % rows != 0 { rows -= 1 }
        let cols = n / rows
        let s = Solver()
        let (cl, ct, cw, ch) = (s.makeVariable("cl"), s.makeVariable("ct"), s.makeVariable("cw"), s.makeVariable("ch"))
        let make = { (prefix: String) in (0..<rows).map { r in (0..<cols).map { c in s.makeVariable("\(prefix)\(r),\(c)") } } }
        let (L, T, W, H) = (make("l"), make("t"), make("w"), make("h"))
        var cs = [cl == 0, ct == 0]
        for i in 0..<rows {
            for j in 0..<cols {
                cs += [W[i][j] >= 10, H[i][j] >= 10, (W[i][j] == 50).with(.weak), (H[i][j] == 30).with(.weak)]
                cs.append(j == 0 ? L[i][j] == cl + 20 : L[i][j] == L[i][j - 1] + W[i][j - 1] + 8)
                cs.append(i == 0 ? T[i][j] == ct + 20 : T[i][j] == T[i - 1][j] + H[i - 1][j] + 8)
                if j > 0 { cs.append(T[i][j] == T[i][0]) }
                if i > 0 { cs.append(L[i][j] == L[0][j]) }
                if j == cols - 1 { cs.append(L[i][j] + W[i][j] <= cl + cw - 20) }
                if i == rows - 1 { cs.append(T[i][j] + H[i][j] <= ct + ch - 20) }
            }
        }
        let read = [cl, ct, cw, ch] + (L + T + W + H).flatMap { $0 }
        return BuiltSystem(solver: s, constraints: cs, edits: [(cw, 58 * Double(cols) + 32), (ch, 38 * Double(rows) + 32)], read: read)
    }
}

/// A chain of boxes, left to right: `cl`, `cw`, lefts `l_i`, widths `w_i`.
struct ChainSystem {
    var system: BuiltSystem
    var cw: Variable
    var ls: [Variable]
    var ws: [Variable]
    /// The gap constraints `l_i == l_{i-1} + w_{i-1} + 8`, by `i` (`nil` at 0).
    var gaps: [Constraint?]

    /// `chain-fixed/N`: all required; widths 100, gaps 8, first left at 20.
    static func fixed(_ n: Int) -> BuiltSystem { fixedChain(n).system }

    /// `chain-fixed/N`, with its handles (for `replace/N`).
    static func fixedChain(_ n: Int) -> ChainSystem {
        let s = Solver()
        let (cl, cw) = (s.makeVariable("cl"), s.makeVariable("cw"))
        let ls = (0..<n).map { s.makeVariable("l\($0)") }, ws = (0..<n).map { s.makeVariable("w\($0)") }
        var cs = [cl == 0]
        var gaps: [Constraint?] = Array(repeating: nil, count: n)
        for i in 0..<n {
            cs.append(ws[i] == 100)
            if i == 0 {
                cs.append(ls[0] == cl + 20)
            } else {
                let gap = ls[i] == ls[i - 1] + ws[i - 1] + 8
                gaps[i] = gap
                cs.append(gap)
            }
        }
        let system = BuiltSystem(solver: s, constraints: cs, edits: [], read: [cl, cw] + ls + ws)
        return ChainSystem(system: system, cw: cw, ls: ls, ws: ws, gaps: gaps)
    }

    /// `chain-flex/N`: widths want 100 (weak) but the strong edit `cw`
    /// suggests 100·N, less than the natural 108·N + 32, so boxes shrink.
    static func flex(_ n: Int) -> BuiltSystem { flex(n, in: Solver()).system }

    /// `chain-flex/N` in a given solver (for `groups/N`).
    static func flex(_ n: Int, in s: Solver) -> ChainSystem {
        let (cl, cw) = (s.makeVariable("cl"), s.makeVariable("cw"))
        let ls = (0..<n).map { s.makeVariable("l\($0)") }, ws = (0..<n).map { s.makeVariable("w\($0)") }
        var cs = [cl == 0]
        for i in 0..<n {
            cs.append(ws[i] >= 10)
            cs.append((ws[i] == 100).with(.weak))
            cs.append(i == 0 ? ls[0] == cl + 20 : ls[i] == ls[i - 1] + ws[i - 1] + 8)
        }
        cs.append(ls[n - 1] + ws[n - 1] == cl + cw - 20)
        let system = BuiltSystem(solver: s, constraints: cs, edits: [(cw, 100 * Double(n))], read: [cl, cw] + ls + ws)
        return ChainSystem(system: system, cw: cw, ls: ls, ws: ws, gaps: [])
    }
}

extension Workload {
    /// A workload timing kiwi's `build` on a fresh system each run.
    ///
    /// Every build workload takes the median of `--runs K` runs. kiwi_bench.py
    /// makes fewer runs of its slow sizes (one of chain-fixed/3000 and
    /// grid/400, three of chain-flex/1000 and groups/3000); ours take
    /// milliseconds, so a median of several costs nothing and keeps a single
    /// cold run (first-touch page faults on fresh memory) from standing for
    /// the size.
    static func build(_ name: String, oneByOne: Bool = false, system: @escaping () -> BuiltSystem) -> Workload {
        Workload(name: name, runs: { $0 }) {
            final class Box { var system: BuiltSystem?; init() {} }
            let box = Box()
            return Trial(setUp: { box.system = system() }, run: { box.system!.solve(oneByOne: oneByOne) })
        }
    }

    /// `resize-drag/N` and `resize-jump/N`: chain-flex/N built once (untimed),
    /// then each run suggests 100 widths for `cw`, reading every value after
    /// each edit (kiwi's `updateVariables`). Seconds per edit; 3 runs.
    static func resize(_ name: String, n: Int, step: @escaping (Double, Int) -> Double) -> Workload {
        Workload(name: name, runs: { _ in 3 }, operationsPerRun: 100, unit: "per edit") {
            let chain = ChainSystem.flex(n, in: Solver())
            _ = chain.system.solve()
            let solver = chain.system.solver, read = chain.system.read
            return Trial(run: {
                var checksum = 0.0
                for k in 1...100 {
                    do { try solver.suggestValue(step(100 * Double(n), k), for: chain.cw) } catch { fatalError("\(error)") }
                    checksum += read.reduce(0) { $0 + solver[$1] }
                }
                return checksum
            })
        }
    }

    /// `replace/N`: chain-fixed/N built once (untimed); each round removes
    /// every 10th gap constraint and adds it back (built inside the round, as
    /// kiwi does) with gap 12 (odd rounds) or 8 (even rounds), one call each,
    /// then reads every value. Seconds per round; 10 runs for N ≤ 100, else 3.
    /// With `atomic`, each round is one `replace(old, with: new)` call instead.
    static func replace(_ name: String, n: Int, atomic: Bool = false) -> Workload {
        Workload(name: name, runs: { _ in n <= 100 ? 10 : 3 }, unit: "per round") {
            final class State { var chain: ChainSystem; var round = 0; init(_ c: ChainSystem) { chain = c } }
            let state = State(ChainSystem.fixedChain(n))
            _ = state.chain.system.solve()
            let solver = state.chain.system.solver
            return Trial(run: {
                state.round += 1
                let gap = state.round % 2 == 1 ? 12.0 : 8.0
                let (ls, ws) = (state.chain.ls, state.chain.ws)
                var old: [Constraint] = [], new: [Constraint] = []
                for i in stride(from: 10, to: n, by: 10) {
                    let replacement = ls[i] == ls[i - 1] + ws[i - 1] + gap
                    do {
                        if atomic {
                            old.append(state.chain.gaps[i]!)
                            new.append(replacement)
                        } else {
                            try solver.remove(state.chain.gaps[i]!)
                            try solver.add(replacement)
                        }
                    } catch { fatalError("\(error)") }
                    state.chain.gaps[i] = replacement
                }
                if atomic {
                    do { try solver.replace(old, with: new) } catch { fatalError("\(error)") }
                }
                return state.chain.system.read.reduce(0) { $0 + solver[$1] }
            })
        }
    }
}
