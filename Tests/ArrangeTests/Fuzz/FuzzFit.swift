import Arrange

/// A `make.firstFitting(…)` call the fuzzer makes: two or three
/// alternatives, each a row or a column of the same items with a random
/// spacing (when hostile, one alternative arranges an item fewer, which
/// must fail changing nothing); random root widths then choose again.
struct FuzzFit: Hashable, Sendable, Codable {
    var items: [Int]
    /// Per alternative: whether it is a column, and its spacing.
    var alternatives: [Alternative]
    /// 1 horizontal, 2 vertical, 3 both.
    var axes: Int

    /// One alternative: a stack of the items (or of all but the last).
    struct Alternative: Hashable, Sendable, Codable {
        var vertical: Bool
        var spacing: Double
        var dropsLast: Bool
    }

    /// A call over `items`, drawing numbers from `below(n)` (0..<n).
    static func generate(items: [Int], hostile: Bool, _ below: (Int) -> Int) -> FuzzFit {
        let count = 2 + below(2)
        let alternatives = (0..<count).map { _ in
            Alternative(vertical: below(2) == 0, spacing: Double(below(4) * 4), dropsLast: hostile && items.count > 1 && below(10) == 0)
        }
        return FuzzFit(items: items, alternatives: alternatives, axes: 1 + below(3))
    }

    /// The axes as the verb takes them.
    var axisSet: Axis.Set { Axis.Set(rawValue: axes) }

    /// Makes the call on `make`.
    func build(_ make: Make, items all: [Item]) -> ConstraintHandle {
        let closures: [(Make) -> Void] = alternatives.map { alternative in
            let list = (alternative.dropsLast ? Array(items.dropLast()) : items).map { all[$0] }
            return { make in
                _ = alternative.vertical ? make.yStack(list, spacing: alternative.spacing) : make.xStack(list, spacing: alternative.spacing)
            }
        }
        return make.firstFitting(in: axisSet, closures)
    }

    /// The call as Swift, for a reproduction.
    func swift(make: String) -> String {
        let closures = alternatives.map { alternative in
            let list = (alternative.dropsLast ? Array(items.dropLast()) : items).map { "i\($0)" }.joined(separator: ", ")
            return "{ $0.\(alternative.vertical ? "yStack" : "xStack")([\(list)], spacing: \(swiftNumber(alternative.spacing))) }"
        }
        return "\(make).firstFitting(in: Axis.Set(rawValue: \(axes)), [\(closures.joined(separator: ", "))])"
    }
}
