extension Lowering {
    /// Lowers a `firstFitting` call: the chosen alternative's declarations,
    /// each numbered as the call (its handle's range of constraints is
    /// theirs), the call's priority capping theirs; hidden items and
    /// removals apply to them as to the call (see `Fits/README.md`).
    mutating func lowerFirstFitting<Sink: LoweringSink>(_ d: Declaration, _ spec: FitSpecification, into out: inout Sink) {
        for var sub in spec.alternatives[spec.chosen] {
            sub.index = d.index
            sub.priority = Swift.min(sub.priority, d.priority)
            lowerAll(sub, into: &out)
        }
    }
}
