// Lists and pairs that mix numbers and extents, with every relation:
// `make.width(a, b, c) == [10, 20, make.w * 0.5]`, `make.width(a, b) <= [make.w, 200]`,
// `make.size(a) <= (make.w, make.h)`, `make.size(a) == (make.w, 44)`.

extension DimensionTarget {
    /// Pairwise: the i-th item's dimension equals the i-th value, a number or
    /// an extent of either axis (`[10, 20, make.w * 0.5]`). The counts must match.
    @discardableResult public static func == (t: DimensionTarget, values: [any ExtentConvertible]) -> Declared {
        t.relate(.equal, values.map(\.extentValue.form), isList: true)
    }
    /// Pairwise `<=` against numbers and extents (`[make.w, 200]`). The counts must match.
    @discardableResult public static func <= (t: DimensionTarget, values: [any ExtentConvertible]) -> Declared {
        t.relate(.lessThanOrEqual, values.map(\.extentValue.form), isList: true)
    }
    /// Pairwise `>=` against numbers and extents. The counts must match.
    @discardableResult public static func >= (t: DimensionTarget, values: [any ExtentConvertible]) -> Declared {
        t.relate(.greaterThanOrEqual, values.map(\.extentValue.form), isList: true)
    }
}

extension SizeTarget {
    /// Every item's width and height equal a pair of numbers or extents, of any
    /// axes: `make.size(a) == (make.w, make.h * 0.5)`, `make.size(tile) == (make.w / 3, 44)`.
    @discardableResult public static func == <W: ExtentConvertible, H: ExtentConvertible>(t: SizeTarget, s: (W, H)) -> Declared {
        t.relate(.equal, widths: [s.0.extentValue.form], heights: [s.1.extentValue.form], isList: false)
    }
    /// Every item at most a pair of numbers or extents: `make.size(a) <= (make.w, make.h)`.
    @discardableResult public static func <= <W: ExtentConvertible, H: ExtentConvertible>(t: SizeTarget, s: (W, H)) -> Declared {
        t.relate(.lessThanOrEqual, widths: [s.0.extentValue.form], heights: [s.1.extentValue.form], isList: false)
    }
    /// Every item at least a pair of numbers or extents: `make.size(a) >= (44, make.h / 4)`.
    @discardableResult public static func >= <W: ExtentConvertible, H: ExtentConvertible>(t: SizeTarget, s: (W, H)) -> Declared {
        t.relate(.greaterThanOrEqual, widths: [s.0.extentValue.form], heights: [s.1.extentValue.form], isList: false)
    }
}
