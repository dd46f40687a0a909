@testable import ArrangeFixtures

/// Small hand-made outcomes for tests of comparison, recording and output.
enum Outcomes {
    /// root 375×603 with red (20, 251.5, 100, 100) and a nested dot.
    static let snapshot = LayoutSnapshot(entries: [
        .init(name: "root", path: "root", depth: 0, parent: nil,
              frame: Frame(x: 0, y: 0, width: 375, height: 603), absolute: Frame(x: 0, y: 0, width: 375, height: 603)),
        .init(name: "red", path: "root/red", depth: 1, parent: 0,
              frame: Frame(x: 20, y: 251.5, width: 100, height: 100), absolute: Frame(x: 20, y: 251.5, width: 100, height: 100)),
        .init(name: "dot", path: "root/red/dot", depth: 2, parent: 1,
              frame: Frame(x: 10, y: 10, width: 1.0 / 3, height: 20), absolute: Frame(x: 30, y: 261.5, width: 1.0 / 3, height: 20)),
    ])

    /// A root `width`×`height` holding one item `child` (parent coordinates).
    static func snapshot(rootWidth width: Double, height: Double, child: Frame) -> LayoutSnapshot {
        LayoutSnapshot(entries: [
            .init(name: "root", path: "root", depth: 0, parent: nil,
                  frame: Frame(x: 0, y: 0, width: width, height: height), absolute: Frame(x: 0, y: 0, width: width, height: height)),
            .init(name: "a", path: "root/a", depth: 1, parent: 0, frame: child, absolute: child),
        ])
    }

    static func outcome(error: ReportedError? = nil, ambiguous: [String] = [], notices: [ReportedDiagnostic] = []) -> StepOutcome {
        StepOutcome(index: 0, label: "arrange root", snapshot: snapshot, error: error, ambiguous: ambiguous, diagnostics: notices.map(\.message), notices: notices)
    }

    /// A negative-size notice about red.
    static let squeezed = ReportedDiagnostic(kind: "negativeSize", subject: "red", message: "red: its width is -3, below zero; squeezed by xPlace at f.json:4; make room, or lower the priority of one of them")
}
