import ArrangeSolver

/// The left side of `make.width(…)` / `make.height(…)`: relate it to a number,
/// a list of numbers (one per item) or an extent expression of either axis.
///
/// `make.width(a, b) == 100`, `make.width(a, b) == [100, 200]`,
/// `make.height(a) >= make.h * 0.5 - 4`, `make.height(banner) == make.w * 0.5`,
/// `make.width(icon) == icon.height`, each followed by an optional `~ priority`.
public struct DimensionTarget<Axis> {
    let make: Make
    let verb: String
    let axis: ArrangeAxis
    let items: [Item]
    let location: CallSite
}

/// The left side of `make.size(…)`: relate it to `(width, height)`, a ``Size``,
/// a list of sizes (one per item), or a pair of dimension expressions.
public struct SizeTarget {
    let make: Make
    let items: [Item]
    let location: CallSite
}

typealias ArrangeAxis = Axis

extension Make {
    /// The widths of the items, to relate with `==`, `<=` or `>=`.
    public func width(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> DimensionTarget<Horizontal> {
        DimensionTarget(make: self, verb: "width", axis: .horizontal, items: items, location: CallSite(fileID: fileID, line: line))
    }
    /// The widths of the items, to relate with `==`, `<=` or `>=`.
    public func width(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> DimensionTarget<Horizontal> {
        DimensionTarget(make: self, verb: "width", axis: .horizontal, items: items, location: CallSite(fileID: fileID, line: line))
    }
    /// The heights of the items, to relate with `==`, `<=` or `>=`.
    public func height(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> DimensionTarget<Vertical> {
        DimensionTarget(make: self, verb: "height", axis: .vertical, items: items, location: CallSite(fileID: fileID, line: line))
    }
    /// The heights of the items, to relate with `==`, `<=` or `>=`.
    public func height(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> DimensionTarget<Vertical> {
        DimensionTarget(make: self, verb: "height", axis: .vertical, items: items, location: CallSite(fileID: fileID, line: line))
    }
    /// The sizes of the items, to relate with `==`, `<=` or `>=`.
    public func size(_ items: Item..., fileID: String = #fileID, line: Int = #line) -> SizeTarget {
        SizeTarget(make: self, items: items, location: CallSite(fileID: fileID, line: line))
    }
    /// The sizes of the items, to relate with `==`, `<=` or `>=`.
    public func size(_ items: [Item], fileID: String = #fileID, line: Int = #line) -> SizeTarget {
        SizeTarget(make: self, items: items, location: CallSite(fileID: fileID, line: line))
    }

    /// Validates and records a dimension verb.
    ///
    /// `values` holds, per axis, either one form for every item (`isList`
    /// false) or one form per item (`isList` true; a count mismatch is an error).
    func recordDimensions(_ verb: String, items: [Item], relation: Relation, values: DimensionValues, isList: Bool, at location: CallSite) -> Declared {
        var ok = checkTree(items, verb: verb, at: location)
        // The usual value, finite numbers for every item (`== (24, 24)`, `== 44`):
        // the loop below would find nothing to report (no item, no count to match).
        let checksValues = isList || !values.areFiniteNumbers
        for (axis, forms) in values where checksValues {
            let dimension = items.first.map { LinearForm($0, axis == .horizontal ? .width : .height) } ?? LinearForm()
            if isList, forms.count != items.count {
                recorder.fail(.countMismatch(verb: verb, items: items.count, values: forms.count, at: location))
                ok = false
            }
            for (index, form) in forms.enumerated() {
                // A number names no item: only its finiteness is to check.
                if form.termCount == 0 {
                    if !form.constant.isFinite {
                        ok = checkFinite(form.constant, verb: verb, argument: isList ? index + 1 : nil, at: location) && ok
                    }
                    continue
                }
                if !form.isFinite {
                    let bad = ([form.constant] + form.terms.map(\.coefficient)).first { !$0.isFinite } ?? .nan
                    ok = checkFinite(bad, verb: verb, argument: isList ? index + 1 : nil, at: location) && ok
                }
                ok = checkTree(form, verb: verb, at: location) && ok
                ok = checkEdgeFamilies(dimension, relation, form, verb: verb, at: location) && ok
                if form.mentions(reference) {
                    ok = checkNotReference(items, verb: verb, at: location) && ok
                }
            }
        }
        guard ok else { return rejected(verb, at: location) }
        return record(verb, .dimensions(items: items.map(ItemReference.init), relation: relation, values: values), at: location)
    }
}

extension DimensionTarget {
    func relate(_ relation: Relation, _ forms: [LinearForm], isList: Bool) -> Declared {
        make.recordDimensions(verb, items: items, relation: relation, values: DimensionValues(axis, forms), isList: isList, at: location)
    }

    /// Every item's dimension equals the number.
    @discardableResult public static func == (t: DimensionTarget, c: Double) -> Declared { t.relate(.equal, [LinearForm(constant: c)], isList: false) }
    /// Every item's dimension is at most the number.
    @discardableResult public static func <= (t: DimensionTarget, c: Double) -> Declared { t.relate(.lessThanOrEqual, [LinearForm(constant: c)], isList: false) }
    /// Every item's dimension is at least the number.
    @discardableResult public static func >= (t: DimensionTarget, c: Double) -> Declared { t.relate(.greaterThanOrEqual, [LinearForm(constant: c)], isList: false) }

    /// Pairwise: the i-th item's dimension equals the i-th number. The counts must match.
    @discardableResult public static func == (t: DimensionTarget, cs: [Double]) -> Declared { t.relate(.equal, cs.map { LinearForm(constant: $0) }, isList: true) }
    /// Pairwise `<=`. The counts must match.
    @discardableResult public static func <= (t: DimensionTarget, cs: [Double]) -> Declared { t.relate(.lessThanOrEqual, cs.map { LinearForm(constant: $0) }, isList: true) }
    /// Pairwise `>=`. The counts must match.
    @discardableResult public static func >= (t: DimensionTarget, cs: [Double]) -> Declared { t.relate(.greaterThanOrEqual, cs.map { LinearForm(constant: $0) }, isList: true) }

    // The extent operators are generic over the extent's axis: small
    // inlinable shells, specialised in the caller's module, that hand a
    // concrete ``ExtentValue`` to ``relate(_:_:)``.

    /// Every item's dimension equals an extent expression, of either axis:
    /// `make.width(a) == make.w * 0.5`, `make.height(banner) == make.w * 0.5`.
    @inlinable @discardableResult public static func == <E>(t: DimensionTarget, e: Anchor<E, Extent>) -> Declared { t.relate(.equal, e.extentValue) }
    /// Every item's dimension is at most an extent expression, of either axis.
    @inlinable @discardableResult public static func <= <E>(t: DimensionTarget, e: Anchor<E, Extent>) -> Declared { t.relate(.lessThanOrEqual, e.extentValue) }
    /// Every item's dimension is at least an extent expression, of either axis.
    @inlinable @discardableResult public static func >= <E>(t: DimensionTarget, e: Anchor<E, Extent>) -> Declared { t.relate(.greaterThanOrEqual, e.extentValue) }

    /// Pairwise against a list of extent expressions (all of one axis). The counts must match.
    @inlinable @discardableResult public static func == <E>(t: DimensionTarget, es: [Anchor<E, Extent>]) -> Declared { t.relate(.equal, es.map(\.extentValue)) }

    /// The concrete body of the extent operators: every item's dimension against one value.
    @usableFromInline func relate(_ relation: Relation, _ value: ExtentValue) -> Declared {
        relate(relation, [value.form], isList: false)
    }

    /// The concrete body of the extent list operator: pairwise. The counts must match.
    @usableFromInline func relate(_ relation: Relation, _ values: [ExtentValue]) -> Declared {
        relate(relation, values.map(\.form), isList: true)
    }
}

extension SizeTarget {
    func relate(_ relation: Relation, widths: [LinearForm], heights: [LinearForm], isList: Bool) -> Declared {
        make.recordDimensions("size", items: items, relation: relation, values: DimensionValues((.horizontal, widths), (.vertical, heights)), isList: isList, at: location)
    }

    /// ``relate(_:widths:heights:isList:)`` with one width and one height for every item.
    func relate(_ relation: Relation, width: LinearForm, height: LinearForm) -> Declared {
        make.recordDimensions("size", items: items, relation: relation, values: DimensionValues((.horizontal, width), (.vertical, height)), isList: false, at: location)
    }

    /// Every item's width and height: `make.size(a, b) == (100, 44)`.
    @discardableResult public static func == (t: SizeTarget, s: (Double, Double)) -> Declared {
        t.relate(.equal, width: LinearForm(constant: s.0), height: LinearForm(constant: s.1))
    }
    /// Every item at most this width and height.
    @discardableResult public static func <= (t: SizeTarget, s: (Double, Double)) -> Declared {
        t.relate(.lessThanOrEqual, width: LinearForm(constant: s.0), height: LinearForm(constant: s.1))
    }
    /// Every item at least this width and height.
    @discardableResult public static func >= (t: SizeTarget, s: (Double, Double)) -> Declared {
        t.relate(.greaterThanOrEqual, width: LinearForm(constant: s.0), height: LinearForm(constant: s.1))
    }
    /// Every item's size equals `s`.
    @discardableResult public static func == (t: SizeTarget, s: Size) -> Declared { t == (s.width, s.height) }
    /// Every item at most `s`.
    @discardableResult public static func <= (t: SizeTarget, s: Size) -> Declared { t <= (s.width, s.height) }
    /// Every item at least `s`.
    @discardableResult public static func >= (t: SizeTarget, s: Size) -> Declared { t >= (s.width, s.height) }
    /// Pairwise: the i-th item gets the i-th size. The counts must match.
    @discardableResult public static func == (t: SizeTarget, sizes: [Size]) -> Declared {
        t.relate(.equal, widths: sizes.map { LinearForm(constant: $0.width) }, heights: sizes.map { LinearForm(constant: $0.height) }, isList: true)
    }
    // Pairs of extents (and numbers mixed with them): Make+ExtentLists.swift.
}
