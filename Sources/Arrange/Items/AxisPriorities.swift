/// A priority per axis: how hard an item hugs, or resists compression of, its intrinsic size.
///
/// Each priority is on UIKit's 1…1000 scale, as the verbs' are; an item
/// refuses priorities outside it (``isValid``).
public struct AxisPriorities: Hashable, Sendable {
    /// For the width.
    public var horizontal: Priority
    /// For the height.
    public var vertical: Priority

    /// Creates one priority per axis.
    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The same priority on both axes.
    public init(_ both: Priority) {
        self.init(horizontal: both, vertical: both)
    }

    /// Whether both priorities are within 1…1000 (what ``Item/hugging`` and
    /// ``Item/compressionResistance`` accept).
    public var isValid: Bool { horizontal.isValid && vertical.isValid }

    /// Throws ``ArrangeError/invalidItemPriority(item:property:axis:priority:at:)``
    /// for the first priority (horizontal, then vertical) outside 1…1000.
    func validate(item: String, property: String, at location: CallSite?) throws(ArrangeError) {
        for axis in Axis.allCases where !self[axis].isValid {
            throw .invalidItemPriority(item: item, property: property, axis: axis, priority: self[axis].value, at: location)
        }
    }

    /// The priority on `axis`.
    public subscript(axis: Axis) -> Priority {
        axis == .horizontal ? horizontal : vertical
    }

    /// UIKit's default hugging: `.low` (250) on both axes.
    public static let defaultHugging = AxisPriorities(.low)
    /// UIKit's default compression resistance: `.high` (750) on both axes.
    public static let defaultCompressionResistance = AxisPriorities(.high)
}

extension AxisPriorities: CustomStringConvertible {
    /// For example `(horizontal: low, vertical: 300)`.
    public var description: String { "(horizontal: \(horizontal), vertical: \(vertical))" }
}
