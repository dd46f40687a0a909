import Arrange

extension CallInterpreter {
    /// Plays a fixture's stack call: `make.xStack(…)` or `make.yStack(…)`.
    func stack(_ s: StackValue, make: Make, fileID: String, line: Int) -> ConstraintHandle {
        let stacked = s.items.map { items[$0]! }
        var after: [Item: Double] = [:]
        for (name, spacing) in s.spacingAfter { after[items[name]!] = spacing }
        let distribution = StackDistribution(rawValue: s.distribution)!
        let alignment: StackAlignment = switch s.alignment {
        case "top": .top
        case "bottom": .bottom
        default: StackAlignment(rawValue: s.alignment)!
        }
        return s.axis == .horizontal
            ? make.xStack(stacked, spacing: s.spacing, distribution: distribution, alignment: alignment, spacingAfter: after, fileID: fileID, line: line)
            : make.yStack(stacked, spacing: s.spacing, distribution: distribution, alignment: alignment, spacingAfter: after, fileID: fileID, line: line)
    }
}
