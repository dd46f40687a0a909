/// A seeded operation fuzzer for Arrange (project issue 9).
///
/// A run builds 2 or 3 trees of 20–50 items from its seed, then performs
/// random operations (``FuzzGenerator``) and checks after every one of them:
/// 1. every required constraint of every installed group holds at the
///    frames (each group's solver constraints evaluated with the items'
///    frames summed into root coordinates, and the safe area's insets read
///    from the solver, within 1e-7 relative), and every root has the
///    dimensions it was given (one or both);
/// 2. a call that threw (or a change recorded as not applied) left every
///    frame of every tree bit-identical, and the groups as they were; a
///    fitting query, even one that returned, also left each tree's given
///    size, safe area, strict mode, margins, baselines, intrinsic and
///    measured sizes and rejections as they were;
/// 3. every frame, and every size a fitting query returns, is finite;
/// 4. resizing the root of the operation's item to another size and back
///    restores every frame of that tree within 1e-9 (relative to the
///    magnitude; bit-identity is counted in the figures, not required).
///
/// (5), determinism across processes, is checked by running a seed in child
/// processes and comparing ``FuzzReport/trace``.
///
/// A run's figures and findings are a ``FuzzReport``. Runs go to child
/// processes (``FuzzChild``), so that a trap is a finding like the others;
/// a violation comes with a reproduction (``FuzzReproduction``): the
/// operations up to it, shrunk by replaying subsets, printed as Swift.
struct Fuzzer {
    /// The seed: the trees, the items and every operation follow from it.
    let seed: UInt64

    /// Runs `operations` operations (the setup that builds the trees
    /// counts). `beforeEach` sees each operation before it runs, and
    /// `afterEach` what it did and found (a child process prints both, so
    /// that a crash shows where, after what).
    func run(operations: Int, beforeEach: (Int, FuzzOperation) -> Void = { _, _ in }, afterEach: (FuzzStep) -> Void = { _ in }) -> FuzzReport {
        var generator = FuzzGenerator(seed: seed)
        let session = FuzzSession(specs: generator.specs, seed: seed)
        var report = FuzzReport(seed: seed)
        for n in 0..<operations {
            let op = generator.next(session.world, index: n)
            beforeEach(n, op)
            let step = session.step(op, index: n)
            afterEach(step)
            report.record(step)
        }
        return report
    }
}
