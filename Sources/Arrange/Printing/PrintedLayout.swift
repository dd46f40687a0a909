/// A live tree and its installed groups as the calls that would build it
/// again: the one model behind the Swift printer (``SwiftPrinter``) and the
/// fixture printer of `ArrangeFixtures`.
///
/// Each installed group becomes one step, `arrange` on its reference with
/// its active calls in order; a call made through `make.ref(v)` goes into a
/// `ref` call, and insets are set before each call that had different ones
/// (`resetEdges`). `size` calls print as a `width` and a `height` call, and a
/// width or height set to another item's extent as an `install`. What no
/// call can say (a constant changed on an alignment through its handle,
/// per-item removals, a relation whose left side is not one anchor) is
/// listed in ``unprintable`` and left out.
package struct PrintedLayout {
    /// The root, with its subtree.
    package var root: PrintedItem
    /// The root's size, or the one dimension given, if any.
    package var size: GivenSize?
    /// One step per installed group, in installation order.
    package var steps: [PrintedStep]
    /// The calls left out, each with why.
    package var unprintable: [String]
}

/// One item of a printed tree.
package struct PrintedItem {
    package var name: String
    package var intrinsicSize: Size?
    /// Monospaced text the item measures (``Measure/text(_:font:)``), if any.
    package var text: (text: String, font: MonospacedFont)?
    /// Set only when not the defaults (250, 250).
    package var hugging: AxisPriorities?
    /// Set only when not the defaults (750, 750).
    package var compressionResistance: AxisPriorities?
    /// The direction the item sets for its subtree, if it sets one.
    package var direction: LayoutDirection?
    package var children: [PrintedItem]
}

/// One `arrange` of a printed layout.
package struct PrintedStep {
    /// The reference item's name.
    package var reference: String
    package var calls: [PrintedCall]
}

/// One call of a make closure, as both printers write it.
package indirect enum PrintedCall {
    /// `make.width(a, b) == 50`, `== [50, 80]`, `== make.w * 0.5 - 4`; `verb` is `width` or `height`.
    case dimension(verb: String, items: [String], relation: String, values: [PrintedValue], options: PrintedOptions)
    /// `make.xLeft(a, b)` and the other alignment verbs.
    case align(verb: String, items: [String], options: PrintedOptions)
    /// `make.xPlace(20, a, make.wall, b, 20)`; `verb` is `xPlace` or `yPlace`.
    case place(verb: String, elements: [PrintedElement], options: PrintedOptions)
    /// `make.install(lhs relation rhs)`, `lhs` one anchor (`b.left`), `rhs`
    /// `[k *] anchor [± c]` or a number.
    case install(lhs: PrintedAnchor, relation: String, rhs: PrintedAnchor?, scale: Double, constant: Double, options: PrintedOptions)
    /// `make.resetEdges(EdgeInsets(…))`.
    case resetEdges(EdgeInsets)
    /// `make.ref(item)`, then the calls on it.
    case ref(String, [PrintedCall])
}

/// A call's priority (nil when required) and its handle's identifier.
package struct PrintedOptions {
    package var priority: Int?
    package var identifier: String?
}

/// An anchor of an item: `a.left`.
package struct PrintedAnchor {
    package var item: String
    package var attribute: String
}

/// A value of a `width` or `height` call: a number, or `w`/`h` scaled and shifted.
package enum PrintedValue {
    case number(Double)
    /// `letter` (`w` or `h`) `* scale + shift`.
    case extent(letter: String, scale: Double, shift: Double)
}

/// An element of a place list.
package enum PrintedElement {
    case number(Double)
    case item(String)
    case wall
    case flexible(Double)
}
