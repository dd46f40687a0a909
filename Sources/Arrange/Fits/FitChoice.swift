/// What a `firstFitting` call chose, as ``Explanation/choices`` says it:
/// the alternative, and why each before it did not fit.
public struct FitChoice: Hashable, Sendable {
    /// The call (`file:line`).
    public var call: String
    /// The alternative chosen, from 1.
    public var chosen: Int
    /// How many alternatives the call has.
    public var count: Int
    /// Why each alternative before the chosen one did not fit (one per
    /// alternative, in order); for the last when none fits, its own reason last.
    public var misfits: [FitMisfit]

    /// `firstFitting at F.swift:12: alternative 2 of 2` and a line per misfit.
    public var description: String {
        let none = chosen == count && misfits.count == count ? " (the last: none fits)" : ""
        var lines = ["firstFitting at \(call): alternative \(chosen) of \(count)\(none)"]
        for (k, misfit) in misfits.enumerated() {
            let why = misfit.item.isEmpty ? "the layout could not take it (a conflict)" : misfit.description
            lines.append("  alternative \(k + 1) does not fit: \(why)")
        }
        return lines.joined(separator: "\n")
    }
}

extension LayoutTree {
    /// The choices of the installed `firstFitting` calls that arrange `item`,
    /// in group and call order.
    func fitChoices(for item: Item) -> [FitChoice] {
        settleIfNeeded()
        var choices: [FitChoice] = []
        for group in groups {
            for handle in group.handles where handle.isEnabled && handle.group === group {
                guard let d = handle.declaration, case let .firstFitting(spec) = d.payload,
                      spec.items.contains(where: { $0.id == ObjectIdentifier(item) }) else { continue }
                var reasons = spec.misfits[0..<spec.chosen].map { $0 ?? .unknown }
                if let own = spec.misfits[spec.chosen] { reasons.append(own) }   // the last, and it does not fit either
                choices.append(FitChoice(call: d.location.description, chosen: spec.chosen + 1, count: spec.alternatives.count, misfits: reasons))
            }
        }
        return choices
    }
}
