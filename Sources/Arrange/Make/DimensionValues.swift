/// The values of a dimension verb (`width`, `height`, `size`), per axis:
/// one or two axes, each with its forms (``DimensionForms``): one for
/// every item, or one per item.
///
/// The forms of every axis are kept in one array, in order: an array of
/// axes holding an array of forms per axis cost `make.size(icon) == (24, 24)`,
/// one of the most common calls, three allocations (and their release);
/// this costs it one. The value stays two words, so declarations of every
/// verb stay as cheap to copy.
struct DimensionValues: RandomAccessCollection, MutableCollection {
    /// One axis and its forms.
    typealias Element = (axis: Axis, forms: DimensionForms)

    /// The forms of the first axis, then those of the second.
    private var all: [LinearForm]
    /// How many of ``all`` are the first axis's.
    private var firstCount: Int32
    private var firstAxis: Axis
    private var secondAxis: Axis?

    /// One axis (`width`, `height`) and its forms.
    init(_ axis: Axis, _ forms: [LinearForm]) {
        all = forms
        firstCount = Int32(forms.count)
        firstAxis = axis
        secondAxis = nil
    }

    /// Two axes (`size`), in this order, with their forms.
    init(_ first: (Axis, [LinearForm]), _ second: (Axis, [LinearForm])) {
        all = first.1 + second.1
        firstCount = Int32(first.1.count)
        firstAxis = first.0
        secondAxis = second.0
    }

    /// Two axes (`size`) with one form each, for every item: one allocation.
    init(_ first: (Axis, LinearForm), _ second: (Axis, LinearForm)) {
        all = [first.1, second.1]
        firstCount = 1
        firstAxis = first.0
        secondAxis = second.0
    }

    /// One or two axes, in order.
    init(_ elements: [(axis: Axis, forms: [LinearForm])]) {
        precondition((1...2).contains(elements.count), "a dimension verb has one or two axes")
        if elements.count == 1 {
            self.init(elements[0].axis, elements[0].forms)
        } else {
            self.init((elements[0].axis, elements[0].forms), (elements[1].axis, elements[1].forms))
        }
    }

    /// Whether every form is a finite number (no term): what a value of
    /// numbers is, checked in one pass over the forms, in place.
    var areFiniteNumbers: Bool {
        all.withUnsafeBufferPointer { forms in
            forms.allSatisfy { $0.isConstant && $0.constant.isFinite }
        }
    }

    /// The axis at `position` (0 or 1), read without its forms.
    func axis(_ position: Int) -> Axis {
        position == 0 ? firstAxis : secondAxis!
    }

    /// The form the axis at `position` relates item `index`'s dimension
    /// to: the axis's only form, or the item's. Read in place, without
    /// making the axis's ``DimensionForms`` (lowering reads one per item).
    func form(axis position: Int, item index: Int) -> LinearForm {
        let start = position == 0 ? 0 : Int(firstCount)
        let count = position == 0 ? Int(firstCount) : all.count - Int(firstCount)
        return all[count == 1 ? start : start + index]
    }

    /// 0.
    var startIndex: Int { 0 }
    /// The number of axes: 1 or 2.
    var endIndex: Int { secondAxis == nil ? 1 : 2 }

    /// The axis at `position` (0 or 1) and its forms. Setting it keeps the
    /// number of forms (only their values change).
    subscript(position: Int) -> Element {
        get {
            position == 0
                ? (firstAxis, DimensionForms(all, start: 0, count: Int(firstCount)))
                : (secondAxis!, DimensionForms(all, start: Int(firstCount), count: all.count - Int(firstCount)))
        }
        set {
            precondition(newValue.forms.all.count == all.count, "setting a dimension's forms keeps their number")
            if position == 0 { firstAxis = newValue.axis } else { secondAxis = newValue.axis }
            all = newValue.forms.all
        }
    }
}

/// The forms of one axis of a dimension verb, numbered from 0: a view into
/// the forms of every axis (``DimensionValues``).
struct DimensionForms: RandomAccessCollection, MutableCollection {
    /// The forms of every axis of the verb.
    fileprivate var all: [LinearForm]
    private let start: Int
    private let count_: Int

    fileprivate init(_ all: [LinearForm], start: Int, count: Int) {
        self.all = all
        self.start = start
        self.count_ = count
    }

    /// 0.
    var startIndex: Int { 0 }
    /// The number of forms.
    var endIndex: Int { count_ }

    /// The form at `position`.
    subscript(position: Int) -> LinearForm {
        get {
            precondition(position >= 0 && position < count_, "index out of range")
            return all[start + position]
        }
        set {
            precondition(position >= 0 && position < count_, "index out of range")
            all[start + position] = newValue
        }
    }
}
