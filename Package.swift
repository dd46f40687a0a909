// swift-tools-version: 6.0
//
// Arrange: a constraint-based layout engine (the `make` DSL, module `Arrange`)
// on top of an incremental Cassowary solver (module `ArrangeSolver`).
//
// Compile-time flags:
// - `ARRANGE_SOLVER_CHECKS`: every solver mutation ends by verifying the
//   simplex invariants (basis consistency, primal feasibility of restricted
//   basics, factorisation residuals). It is on in debug builds (so every test
//   runs with it) and off in release builds; `arrange-bench` warns loudly if
//   it finds itself built with it.
import PackageDescription

let checks: [SwiftSetting] = [.define("ARRANGE_SOLVER_CHECKS", .when(configuration: .debug))]

let package = Package(
    name: "Arrange",
    products: [
        .library(name: "Arrange", targets: ["Arrange"]),
        .library(name: "ArrangeSolver", targets: ["ArrangeSolver"]),
        .executable(name: "arrange", targets: ["ArrangeTool"]),
        .executable(name: "arrange-bench", targets: ["ArrangeBench"]),
    ],
    dependencies: [],
    targets: [
        // The solver: imports nothing, not even Foundation.
        .target(name: "ArrangeSolver", exclude: ["Direct/README.md", "Simplex/README.md"], swiftSettings: checks),
        // Items, the make context, lowering and constraint groups.
        .target(name: "Arrange", dependencies: ["ArrangeSolver"], exclude: ["Barriers/README.md", "Builder/README.md", "Content/README.md", "Explain/README.md", "Flows/README.md", "Fits/README.md", "Grids/README.md", "Handles/README.md", "Hidden/README.md", "Pixels/README.md", "Printing/README.md", "Stacks/README.md", "Tree/README.md"]),
        // The fixture format (JSON), its interpreter, golden comparison and SVG rendering.
        .target(name: "ArrangeFixtures", dependencies: ["Arrange"]),
        // The `arrange` command-line tool.
        .executableTarget(name: "ArrangeTool", dependencies: ["ArrangeFixtures"]),
        // `arrange-bench`: the reference workloads of Benchmarks/kiwi_bench.py
        // (and, with --screens, the first layout of Fixtures/screens).
        // Gets the checks flag too, only so that it can warn when the solver was built with it.
        .executableTarget(name: "ArrangeBench", dependencies: ["Arrange", "ArrangeSolver", "ArrangeFixtures"], swiftSettings: checks),

        // Test support: a seeded random generator, a dense reference LP solver, assertions.
        .target(name: "TestSupport", dependencies: ["ArrangeSolver"], path: "Tests/TestSupport"),
        .testTarget(name: "ArrangeSolverTests", dependencies: ["ArrangeSolver", "TestSupport"]),
        .testTarget(name: "ArrangeTests", dependencies: ["Arrange", "TestSupport"]),
        .testTarget(name: "ArrangeFixturesTests", dependencies: ["ArrangeFixtures", "Arrange"]),
    ],
    swiftLanguageModes: [.v6]
)
