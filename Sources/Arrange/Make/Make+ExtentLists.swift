import ArrangeSolver

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
    // Generic over the pair's types, so each is a small inlinable shell: the
    // caller's module specialises it (no witness tables, no tuple metadata)
    // and it hands two concrete values to ``relate(_:_:_:)``; a pair of
    // numbers (`(24, 24)` picks these operators: integer literals are
    // `Int`s) goes to the `(Double, Double)` operators instead, the cast
    // folded away where it is specialised, with no ``ExtentValue`` made.

    /// Every item's width and height equal a pair of numbers or extents, of any
    /// axes: `make.size(a) == (make.w, make.h * 0.5)`, `make.size(tile) == (make.w / 3, 44)`.
    @inlinable @discardableResult public static func == <W: ExtentConvertible, H: ExtentConvertible>(t: SizeTarget, s: (W, H)) -> Declared {
        if let numbers = numbers(s) { return t == numbers }
        return t.relate(.equal, s.0.extentValue, s.1.extentValue)
    }
    /// Every item at most a pair of numbers or extents: `make.size(a) <= (make.w, make.h)`.
    @inlinable @discardableResult public static func <= <W: ExtentConvertible, H: ExtentConvertible>(t: SizeTarget, s: (W, H)) -> Declared {
        if let numbers = numbers(s) { return t <= numbers }
        return t.relate(.lessThanOrEqual, s.0.extentValue, s.1.extentValue)
    }
    /// Every item at least a pair of numbers or extents: `make.size(a) >= (44, make.h / 4)`.
    @inlinable @discardableResult public static func >= <W: ExtentConvertible, H: ExtentConvertible>(t: SizeTarget, s: (W, H)) -> Declared {
        if let numbers = numbers(s) { return t >= numbers }
        return t.relate(.greaterThanOrEqual, s.0.extentValue, s.1.extentValue)
    }

    /// The pair as two numbers, if both are numbers (`Int` or `Double`).
    @inlinable static func numbers<W: ExtentConvertible, H: ExtentConvertible>(_ s: (W, H)) -> (Double, Double)? {
        guard let width = number(s.0), let height = number(s.1) else { return nil }
        return (width, height)
    }

    /// The value as a number, if it is an `Int` or a `Double`.
    @inlinable static func number<V: ExtentConvertible>(_ value: V) -> Double? {
        if let n = value as? Int { return Double(n) }
        return value as? Double
    }

    /// The concrete body of the pair operators: every item's width and height against one value each.
    @usableFromInline func relate(_ relation: Relation, _ width: ExtentValue, _ height: ExtentValue) -> Declared {
        relate(relation, width: width.form, height: height.form)
    }
}
