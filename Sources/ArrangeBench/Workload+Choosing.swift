import Arrange

// The two shapes of the choosing layouts' workloads (grids, flows, the
// first alternative that fits): a first layout of a tree made afresh before
// each run, and a laid-out tree resized 375 → 320 → 375.
extension Workload {
    /// `n` operations a run: `make` builds a tree outside the clock, then
    /// `arrange` lays it out and `checksum` reads its frames, timed.
    static func firstLayout<Tree>(_ name: String, n: Int, unit: String, make: @escaping () -> Tree,
                                  arrange: @escaping (Tree) -> Void, checksum: @escaping (Tree) -> Double) -> Workload {
        Workload(name: name, runs: { $0 }, operationsPerRun: n, unit: unit) {
            var tree: Tree? = nil
            return Trial(setUp: { tree = make() }, run: {
                arrange(tree!)
                return checksum(tree!)
            })
        }
    }

    /// `2 n` operations a run: a tree `make` builds and `arrange` lays out
    /// once, then timed, its `root` resized to 320 wide and back to 375,
    /// its frames read (`checksum`) after each.
    static func resizeBackAndForth<Tree>(_ name: String, n: Int, unit: String, make: @escaping () -> Tree, root: @escaping (Tree) -> Item,
                                         arrange: @escaping (Tree) -> Void, checksum: @escaping (Tree) -> Double) -> Workload {
        Workload(name: name, runs: { $0 }, operationsPerRun: 2 * n, unit: unit) {
            let tree = make()
            arrange(tree)
            _ = checksum(tree)
            return Trial(run: {
                do {
                    try root(tree).resize(width: 320)
                    var sum = checksum(tree)
                    try root(tree).resize(width: 375)
                    sum += checksum(tree)
                    return sum
                } catch {
                    fatalError("benchmark resize refused: \(error)")
                }
            })
        }
    }
}
