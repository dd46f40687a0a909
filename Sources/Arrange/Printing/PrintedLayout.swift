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
    /// The root's safe-area insets (``Item/safeAreaInsets``), if it has any.
    package var safeArea: EdgeInsets? = nil
    /// The root's pixel scale (``Item/pixelScale``), if it has one.
    package var pixelScale: Double? = nil
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
    /// The item's baseline offsets (``Item/baselineOffsets``), if set.
    package var baselines: BaselineOffsets? = nil
    /// The item's margins (``Item/margins``); set only when not zero.
    package var margins: EdgeInsets? = nil
    /// Whether the item is hidden (``Item/isHidden``).
    package var isHidden = false
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
    /// `make.ref(item)` (or `make.refWithinMargins(item)`), then the calls on it.
    case ref(String, withinMargins: Bool, [PrintedCall])
    /// `make.install(a.edges == b.edges.inset(…))` and the other compound anchors.
    case compound(PrintedCompound, options: PrintedOptions)
    /// `make.align(.top, a, b, c)`: every item's anchor to the first item's.
    case alignItems(attribute: String, items: [String], options: PrintedOptions)
    /// `make.distribute(by: gap, .horizontal, a, b, c)`; `axis` is `horizontal` or `vertical`.
    case distribute(axis: String, gap: Double, items: [String], options: PrintedOptions)
    /// `make.install(lhs relation make.barrier(edge, of: items) ± constant)`.
    case barrier(lhs: PrintedAnchor, relation: String, edge: String, items: [String], constant: Double, options: PrintedOptions)
    /// `make.xStack([a, b], spacing:distribution:alignment:spacingAfter:)`; `verb` is `xStack` or `yStack`.
    case stack(verb: String, items: [String], spacing: Double, distribution: String, alignment: String, spacingAfter: [(item: String, spacing: Double)],
               options: PrintedOptions)
    /// `make.grid(rows, columns:, spacing:, rowSpacing:)` (PrintedCall+Choosing.swift).
    case grid(PrintedGrid, options: PrintedOptions)
    /// `make.flow(items, spacing:, lineSpacing:, alignment:, rowAlignment:, wrap:)`.
    case flow(PrintedFlow, options: PrintedOptions)
    /// `make.firstFitting(in: axes, [{ … }, { … }])`: each alternative's calls,
    /// on a context with the call's reference and insets; `axes` is
    /// `horizontal`, `vertical` or `both`.
    case firstFitting(axes: String, alternatives: [[PrintedCall]], options: PrintedOptions)
}

/// A relation of compound anchors (one `install`): `lhs.edges == rhs.edges`
/// inset edge by edge, `lhs.size REL rhs.size * scale + offset`,
/// `lhs.center == rhs.center + offset`.
package struct PrintedCompound {
    /// `edges`, `edgesWithinMargins`, `directionalEdges`, `horizontalEdges`,
    /// `verticalEdges`, `size` or `center`: the left side's anchor.
    package var anchor: String
    package var lhsItem: String
    package var relation: String
    /// The right side's anchor (`edgesWithinMargins` may face `edges`).
    package var rhsAnchor: String
    package var rhsItem: String
    /// The right side's scale (sizes only; 1 otherwise).
    package var scale: Double
    /// The insets (edges, in the anchor's order: `top left bottom right`,
    /// `top leading bottom trailing`, `left right`, `top bottom`) or the
    /// offset (`width height`, `x y`).
    package var numbers: [Double]

    /// The names of `numbers`, in order.
    package var labels: [String] {
        switch anchor {
        case "edges", "edgesWithinMargins": ["top", "left", "bottom", "right"]
        case "directionalEdges": ["top", "leading", "bottom", "trailing"]
        case "horizontalEdges": ["left", "right"]
        case "verticalEdges": ["top", "bottom"]
        case "size": ["width", "height"]
        default: ["x", "y"]
        }
    }

    /// Whether it relates edges (insets) rather than a size or a centre (offset).
    package var isEdges: Bool { anchor != "size" && anchor != "center" }
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
