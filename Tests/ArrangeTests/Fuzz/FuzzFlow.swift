import Arrange

/// A `make.flow(…)` call the fuzzer makes: random items, spacings,
/// alignments and wrap (and, when hostile, a negative or NaN spacing, which
/// must fail changing nothing); random root widths then break its lines
/// (and choose its columns and line anchors) again.
struct FuzzFlow: Hashable, Sendable, Codable {
    var items: [Int]
    var spacing: Double
    var lineSpacing: Double?
    var alignment: String
    /// The row alignment (nil: the default, top).
    var rowAlignment: String? = nil
    /// The wrap (nil: the default, chain).
    var wrap: String? = nil

    /// A flow of `items`, drawing numbers from `below(n)` (0..<n).
    static func generate(items: [Int], hostile: Bool, _ below: (Int) -> Int) -> FuzzFlow {
        let alignments = FlowAlignment.allCases.map(\.rawValue)
        let spacing = hostile && below(10) == 0 ? (below(2) == 0 ? -4 : .nan) : Double(below(3) * 4)
        // The row alignment and wrap come from the items drawn, not from new
        // draws: a draw more would change every later operation of every
        // seed (and the reported seeds' reproductions).
        let rows = VerticalAlignment.allCases.map(\.rawValue), wraps = FlowWrap.allCases.map(\.rawValue)
        let mix = items.reduce(items.count) { $0 &* 31 &+ $1 }
        return FuzzFlow(items: items, spacing: spacing, lineSpacing: below(2) == 0 ? nil : Double(below(3) * 2),
                        alignment: alignments[below(alignments.count)], rowAlignment: rows[Int(UInt(bitPattern: mix) % UInt(rows.count))],
                        wrap: wraps[Int(UInt(bitPattern: mix / 7) % UInt(wraps.count))])
    }

    /// Makes the call on `make`.
    func build(_ make: Make, items all: [Item]) -> ConstraintHandle {
        make.flow(items.map { all[$0] }, spacing: spacing, lineSpacing: lineSpacing, alignment: FlowAlignment(rawValue: alignment)!,
                  rowAlignment: VerticalAlignment(rawValue: rowAlignment ?? "top")!, wrap: FlowWrap(rawValue: wrap ?? "chain")!)
    }

    /// The call as Swift, for a reproduction.
    func swift(make: String) -> String {
        "\(make).flow([\(items.map { "i\($0)" }.joined(separator: ", "))], spacing: \(swiftNumber(spacing)), "
            + "lineSpacing: \(lineSpacing.map(swiftNumber) ?? "nil"), alignment: .\(alignment), rowAlignment: .\(rowAlignment ?? "top"), wrap: .\(wrap ?? "chain"))"
    }
}
