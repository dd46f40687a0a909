import Arrange

/// A `make.flow(…)` call the fuzzer makes: random items, spacings and
/// alignment (and, when hostile, a negative or NaN spacing, which must
/// fail changing nothing); random root widths then break its lines again.
struct FuzzFlow: Hashable, Sendable, Codable {
    var items: [Int]
    var spacing: Double
    var lineSpacing: Double?
    var alignment: String

    /// A flow of `items`, drawing numbers from `below(n)` (0..<n).
    static func generate(items: [Int], hostile: Bool, _ below: (Int) -> Int) -> FuzzFlow {
        let alignments = FlowAlignment.allCases.map(\.rawValue)
        let spacing = hostile && below(10) == 0 ? (below(2) == 0 ? -4 : .nan) : Double(below(3) * 4)
        return FuzzFlow(items: items, spacing: spacing, lineSpacing: below(2) == 0 ? nil : Double(below(3) * 2),
                        alignment: alignments[below(alignments.count)])
    }

    /// Makes the call on `make`.
    func build(_ make: Make, items all: [Item]) -> ConstraintHandle {
        make.flow(items.map { all[$0] }, spacing: spacing, lineSpacing: lineSpacing, alignment: FlowAlignment(rawValue: alignment)!)
    }

    /// The call as Swift, for a reproduction.
    func swift(make: String) -> String {
        "\(make).flow([\(items.map { "i\($0)" }.joined(separator: ", "))], spacing: \(swiftNumber(spacing)), "
            + "lineSpacing: \(lineSpacing.map(swiftNumber) ?? "nil"), alignment: .\(alignment))"
    }
}
