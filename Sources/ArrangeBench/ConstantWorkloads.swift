import Arrange
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

extension Workload {
    /// `make-handle-constant/N`: make-chain/N arranged once (untimed), its
    /// middle gap written as its own `make.install(b.left == a.right + 8)`;
    /// each run changes that handle's constant 100 times (8 + k, one
    /// ``ConstraintHandle/setConstant(_:argument:on:)`` each: the call is
    /// lowered again on its own and its solver row changes in place) and
    /// reads every frame after each change. Seconds per change; 3 runs.
    static func handleConstant(_ name: String, n: Int) -> Workload {
        Workload(name: name, runs: { _ in 3 }, operationsPerRun: 100, unit: "per change") {
            let root = Item("root")
            let items = (0..<n).map { Item("box\($0)") }
            root.addChildren(items)
            let middle = n / 2
            func row(_ part: ArraySlice<Item>, leading: Double, trailing: PlaceElement?) -> [any PlaceElementConvertible] {
                var elements: [any PlaceElementConvertible] = [leading]
                for (index, item) in part.enumerated() {
                    if index > 0 { elements.append(8) }
                    elements.append(item)
                }
                if let trailing { elements.append(trailing) } else { elements.append(20) }
                return elements
            }
            var gap: ConstraintHandle!
            do {
                try root.resize(to: Size(width: 100 * Double(n), height: 100))
                try root.arrange { make in
                    make.width(items) >= 10
                    make.width(items) == 100 ~ .low
                    make.xPlace(row(items[..<middle], leading: 20, trailing: .wall))
                    make.xPlace([PlaceElement.wall] + row(items[middle...], leading: 0, trailing: nil).dropFirst())
                    gap = make.install(items[middle].left == items[middle - 1].right + 8)
                }
            } catch {
                fatalError("benchmark arrangement refused: \(error)")
            }
            return Trial(run: {
                var checksum = 0.0
                for k in 1...100 {
                    // The root owns the tree (and the handle's group): keep it.
                    do { try withExtendedLifetime(root) { () throws(ArrangeError) in try gap.setConstant(8 + Double(k)) } } catch { fatalError("\(error)") }
                    for item in items {
                        let f = item.frame
                        checksum += f.x + f.width
                    }
                }
                return checksum
            })
        }
    }
}
