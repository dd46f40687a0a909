import ArrangeSolver

extension Workload {
    /// `animate-constant/N`: chain-flex/N built once (untimed), as for
    /// `resize-drag/N`; then each run changes the constant of the gap in the
    /// middle of the chain 100 times (8 + k for the k-th change, one
    /// ``Solver/setConstant(_:of:)`` call each: a required row whose
    /// right-hand side changes in place, re-solved from the current basis),
    /// reading every value after each change. Seconds per change; 3 runs, as
    /// `resize-drag/N`, to set one against the other.
    static func animateConstant(_ name: String, n: Int) -> Workload {
        Workload(name: name, runs: { _ in 3 }, operationsPerRun: 100, unit: "per change") {
            final class Box { var gap: Constraint; init(_ gap: Constraint) { self.gap = gap } }
            let chain = ChainSystem.flex(n, in: Solver())
            _ = chain.system.solve()
            let solver = chain.system.solver, read = chain.system.read
            // chain-flex lists `cl == 0`, then per box `w >= 10`, `w == 100 (weak)`, the gap before it.
            let box = Box(chain.system.constraints[1 + 3 * (n / 2) + 2])
            return Trial(run: {
                var checksum = 0.0
                for k in 1...100 {
                    do { box.gap = try solver.setConstant(-(8 + Double(k)), of: box.gap) } catch { fatalError("\(error)") }
                    checksum += read.reduce(0) { $0 + solver[$1] }
                }
                return checksum
            })
        }
    }
}
