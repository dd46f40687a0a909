/// A number or an extent expression, as one element of a list given to
/// `make.width(…)`, `make.height(…)` or a pair given to `make.size(…)`:
/// `make.width(a, b, c) == [10, 20, make.w * 0.5]`,
/// `make.size(a) <= (make.w, 44)`.
///
/// You do not make these: numbers (`Double`, `Int`) and extents
/// (`Anchor<_, Extent>`, such as `make.w / 3` or `b.height + 8`) convert on
/// their own (see ``ExtentConvertible``).
public struct ExtentValue {
    var form: LinearForm
    /// Keeps the items alive while the value lives.
    var retained: RetainedItems
}

/// Anything that can stand where a size is expected in a list or a pair:
/// a number, or an extent of either axis.
public protocol ExtentConvertible {
    /// The value it stands for.
    var extentValue: ExtentValue { get }
}

extension Double: ExtentConvertible {
    /// A constant size.
    public var extentValue: ExtentValue { ExtentValue(form: LinearForm(constant: self), retained: RetainedItems()) }
}

extension Int: ExtentConvertible {
    /// A constant size.
    public var extentValue: ExtentValue { ExtentValue(form: LinearForm(constant: Double(self)), retained: RetainedItems()) }
}

extension Anchor: ExtentConvertible where Kind == Extent {
    /// The extent expression.
    public var extentValue: ExtentValue { ExtentValue(form: form, retained: retained) }
}
