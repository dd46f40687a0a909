/// What a fitting size asks of one dimension: a value, or as small or as
/// large as the constraints allow, at a fitting priority (Auto Layout's
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
///
/// The item's width (or height) is asked to equal the target at the
/// priority: constraints above it win, those below it give way.
/// ``compressed`` and ``expanded`` ask at ``Priority/fittingSize`` (50,
/// UIKit's `fittingSizeLevel`), so every constraint a layout usually holds
/// (hugging 250, compression resistance 750, your priorities above 50)
/// decides the size.
public struct Fitting: Hashable, Sendable {
    /// The value asked for.
    enum Target: Hashable, Sendable {
        case compressed
        case expanded
        case value(Double)
    }

    /// The value asked for.
    let target: Target
    /// How hard it is asked for.
    public let priority: Priority

    /// As small as the constraints above priority 50 allow (UIKit's
    /// `layoutFittingCompressedSize`: a target of 0). With nothing to hold
    /// it, the dimension is 0.
    public static let compressed = Fitting(target: .compressed, priority: .fittingSize)

    /// As large as the constraints above priority 50 allow (UIKit's
    /// `layoutFittingExpandedSize`). A dimension nothing limits is an error
    /// (``ArrangeError/unboundedFittingSize(item:axis:at:)``), never an
    /// infinity: the size is sought up to ``expandedLimit``, and reaching
    /// it means unbounded.
    public static let expanded = Fitting(target: .expanded, priority: .fittingSize)

    /// Exactly `value` (required): `fittingSize(width: 375)` is `.exactly(375)`.
    public static func exactly(_ value: Double) -> Fitting {
        Fitting(target: .value(value), priority: .required)
    }

    /// `value` at `priority`: Auto Layout's target size with a fitting priority.
    public static func target(_ value: Double, priority: Priority) -> Fitting {
        Fitting(target: .value(value), priority: priority)
    }

    /// How far ``expanded`` looks: 10⁷ points. A dimension that reaches it is unbounded.
    public static let expandedLimit = 1e7

    /// The number the dimension is asked to equal.
    var value: Double {
        switch target {
        case .compressed: 0
        case .expanded: Self.expandedLimit
        case let .value(v): v
        }
    }
}
