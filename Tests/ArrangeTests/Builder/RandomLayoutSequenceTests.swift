import Testing
import Arrange
import TestSupport

/// Random sequences of layouts applied to one host: after each, the tree
/// must be what a fresh tree of the same layout would be (same paths, same
/// frames within 1e-9), the counts must add up, and a layout that fails must
/// leave every path and frame bit as it was.
@Suite("Random layout sequences: an updated tree equals a fresh one, and a failed update changes nothing")
struct RandomLayoutSequenceTests {
    /// One random state: containers (names and order), their labels, widths and gaps.
    struct State: Sendable {
        var containers: [(name: String, labels: [(name: String, width: Double)], gap: Double)]
        var conflict: Bool
        /// The container holding the hero (id "hero", 15×15, at its top right), if any.
        var hero: Int?
    }

    static func randomState(_ rng: inout SeededGenerator) -> State {
        let containers = Array((0..<6).map { "c\($0)" }.shuffled(using: &rng).prefix(Int.random(in: 0...6, using: &rng)))
        return State(containers: containers.map { name in
            let labels = Array((0..<4).map { "l\($0)" }.shuffled(using: &rng).prefix(Int.random(in: 1...4, using: &rng)))
            return (name, labels.map { ($0, [10.0, 20, 30].randomElement(using: &rng)!) }, Double(Int.random(in: 0...3, using: &rng)))
        }, conflict: Int.random(in: 0..<6, using: &rng) == 0,
           hero: containers.isEmpty ? nil : Int.random(in: 0..<containers.count, using: &rng))
    }

    /// The layout of a state: containers 100×20 stacked from the top
    /// (ending at a wall), each with its labels in a row, `gap` apart.
    static func layout(_ state: State) -> Node {
        Node("root") {
            for (index, container) in state.containers.enumerated() {
                Node(container.name) {
                    for label in container.labels { Node(label.name) }
                    if state.hero == index {
                        Node("hero", id: "hero")
                        Arrangement { make in make.size(make["hero"]) == (15, 15); make.xRight(make["hero"]); make.yTop(make["hero"]) }
                    }
                    Arrangement { make in
                        let labels = container.labels.map { make[$0.name] }
                        for (item, label) in zip(labels, container.labels) { make.size(item) == (label.width, 10) }
                        make.yTop(labels)
                        var row: [any PlaceElementConvertible] = []
                        for item in labels { row += row.isEmpty ? [item] : [container.gap, item] }
                        make.xPlace(row + [make.wall])
                        if state.conflict { make.width(labels[0]) == container.labels[0].width + 1 }
                    }
                }
            }
            Arrangement { make in
                let cells = state.containers.map { make[$0.name] }
                if !cells.isEmpty {
                    make.size(cells) == (100, 20)
                    make.xLeft(cells)
                    make.yPlace(cells + [make.wall])
                }
            }
        }
    }

    @Test("random sequences of layouts, some failing")
    func sequences() throws {
        var outcomes = (applied: 0, failed: 0, removed: 0, moved: 0, heroMoves: 0)
        for seed in propertySeeds(4) { try run(seed: seed, counting: &outcomes) }
        // Both paths, and the interesting updates, are exercised.
        #expect(outcomes.applied > 50 && outcomes.failed > 5 && outcomes.removed > 10 && outcomes.moved > 10 && outcomes.heroMoves > 5, "\(outcomes)")
    }

    func run(seed: UInt64, counting outcomes: inout (applied: Int, failed: Int, removed: Int, moved: Int, heroMoves: Int)) throws {
        var rng = SeededGenerator(seed: seed)
        let size = Size(width: 100, height: 200)
        let host = LayoutHost(root: Item("root"))
        host.root.size = size
        for step in 0..<25 {
            let state = Self.randomState(&rng)
            let layout = Self.layout(state)
            let before = host.frames
            let bits = before.entries.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].map(\.bitPattern) }
            let shouldFail = state.conflict && state.containers.contains { !$0.labels.isEmpty }
            let heroBefore = host.root.items(matching: "hero").first
            do {
                let update = try host.apply(layout)
                #expect(!shouldFail, "seed \(seed) step \(step): expected a conflict")
                outcomes.applied += 1
                outcomes.removed += update.removed.count
                outcomes.moved += update.moved.count
                if let heroBefore, let heroAfter = host.root.items(matching: "hero").first {
                    #expect(heroBefore === heroAfter, "seed \(seed) step \(step): the hero keeps its item")
                    if update.moved.contains(where: { $0.hasSuffix("/hero") }) { outcomes.heroMoves += 1 }
                }
                let fresh = try layout.solve(in: size)
                let now = host.frames
                #expect(now.paths == fresh.paths, "seed \(seed) step \(step)")
                for (a, b) in zip(now.entries, fresh.entries) {
                    #expect(a.frame.isApproximatelyEqual(to: b.frame, tolerance: 1e-9), "seed \(seed) step \(step): \(a.path) \(a.frame) vs \(b.frame)")
                }
                let installed = (["root"] + state.containers.map(\.name)).compactMap { host.group(for: $0)?.constraints.count }.reduce(0, +)
                #expect(update.installed + update.kept == installed, "seed \(seed) step \(step)")
            } catch {
                #expect(shouldFail, "seed \(seed) step \(step): \(error)")
                outcomes.failed += 1
                let after = host.frames
                #expect(after.paths == before.paths, "seed \(seed) step \(step)")
                #expect(host.root.items(matching: "hero").first === heroBefore, "seed \(seed) step \(step)")
                #expect(after.entries.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].map(\.bitPattern) } == bits, "seed \(seed) step \(step)")
            }
        }
    }
}
