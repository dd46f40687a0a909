/// One call on a make context, as a fixture states it.
package struct Call: Sendable {
    /// The verb and its arguments.
    package enum Kind: Sendable {
        /// `size(items) REL (w, h)`.
        case size(items: [String], relation: RelationValue, SizeOperand)
        /// `width(items) REL x` or `height(items) REL x`.
        case dimension(axis: AxisValue, items: [String], relation: RelationValue, DimensionOperand)
        /// xLeft, xRight, xCenter, yTop, yBottom, yCenter, center, xEqual, yEqual, equal.
        case align(AlignVerb, items: [String])
        /// `xPlace(…)` (horizontal) or `yPlace(…)` (vertical).
        case place(axis: AxisValue, elements: [PlaceElementValue])
        /// `insetEdges(…)`, remembering the previous insets under `saveAs`.
        case insetEdges(InsetsValue, saveAs: String?)
        /// `resetEdges(saved)` or `resetEdges(insets)`.
        case resetEdges(ResetTarget)
        /// `ref(item) { … }`: calls on a context whose reference is `item`.
        case ref(item: String, calls: [Call])
        /// `install(lhs REL rhs)`.
        case install(AnchorRelationValue)
        /// `install(a.edges == b.edges.inset(…))` and the other compound anchors.
        case installCompound(CompoundRelationValue)
        /// `install(anchor REL make.barrier(edge, of: items) + c)`.
        case installBarrier(BarrierRelationValue)
        /// `refWithinMargins(item) { … }`: calls on a context whose edges are the item's margins.
        case refWithinMargins(item: String, calls: [Call])
        /// `align(.anchor, items)`: every item's anchor equal to the first's.
        case alignItems(anchor: AnchorName, items: [String])
        /// `distribute(by: gap, axis, items)`.
        case distribute(axis: AxisValue, gap: Double, items: [String])
        /// `xStack(…)` (horizontal) or `yStack(…)` (vertical).
        case stack(StackValue)
        /// `grid(rows, columns:, spacing:, …)`.
        case grid(GridValue)
        /// `flow(items, spacing:, lineSpacing:, alignment:, rowAlignment:, wrap:)`.
        case flow(items: [String], spacing: Double, lineSpacing: Double?, alignment: String, rowAlignment: String = "top", wrap: String = "chain")
        /// `firstFitting(in: axes, alternatives)`: `axes` is `horizontal`, `vertical` or `both`.
        case firstFitting(axes: String, alternatives: [[Call]])
    }

    /// The verb and its arguments.
    package var kind: Kind
    /// The priority attached with `~`, if any (UIKit scale, 1…1000).
    package var priority: Int?
    /// The identifier given to the call's handle (`handle.identifier = …`),
    /// by which later steps change it; nil if none.
    package var identifier: String? = nil
    /// Where the call sits in the document.
    package var path: JSONPath
    /// The line on which the call starts in the fixture file (0 when not
    /// read from one): the `line` of the call site every make call gets.
    package var line: Int
}

/// Horizontal or vertical.
package enum AxisValue: String, Sendable, Equatable {
    /// x, width.
    case horizontal
    /// y, height.
    case vertical
}

/// `==`, `<=`, `>=`.
package enum RelationValue: String, Sendable, Equatable, CaseIterable {
    /// `<=`.
    case lessThanOrEqual = "<="
    /// `==`.
    case equal = "=="
    /// `>=`.
    case greaterThanOrEqual = ">="
}

/// The alignment verbs of the make context.
package enum AlignVerb: String, Sendable, CaseIterable {
    /// As in `Make`: `make.xLeft(…)` and so on.
    case xLeft, xRight, xLeading, xTrailing, xCenter, yTop, yBottom, yCenter, center, xEqual, yEqual, equal
    /// Baselines with the reference's: `make.yFirstBaseline(…)`, `make.yLastBaseline(…)`.
    case yFirstBaseline, yLastBaseline
}

/// A number, or `make.w` / `make.h` scaled and shifted: `"w"`, `"w / 2 - 10"`, `"0.5 * h"`.
package enum DimensionValue: Sendable, Equatable {
    /// A constant.
    case number(Double)
    /// `make.w` or `make.h` (by axis) times `multiplier` plus `constant`.
    case proxy(AxisValue, multiplier: Double, constant: Double)
}

/// The right-hand side of `size(…) REL`.
package enum SizeOperand: Sendable, Equatable {
    /// `(w, h)`.
    case pair(DimensionValue, DimensionValue)
}

/// The right-hand side of `width(…) REL` / `height(…) REL`.
package enum DimensionOperand: Sendable, Equatable {
    /// One value for every item.
    case single(DimensionValue)
    /// One number per item, pairwise.
    case list([Double])
    /// One value per item, pairwise, mixing numbers and `w`/`h` expressions
    /// (`make.width(a, b, c) == [10, 20, make.w * 0.5]`).
    case values([DimensionValue])
}

/// An element of an xPlace / yPlace list.
package enum PlaceElementValue: Sendable, Equatable {
    /// A gap added to the cursor.
    case number(Double)
    /// An item by name.
    case item(String)
    /// `make.wall`.
    case wall
    /// `make.divider` (an alias of wall; kept apart to exercise the alias).
    case divider
    /// `make.flexible * weight`.
    case flexible(weight: Double)
}

/// Edge insets; absent edges are zero.
package struct InsetsValue: Sendable, Equatable {
    /// The physical edges, in `insetEdges(top:left:bottom:right:)` order.
    package var top: Double, left: Double, bottom: Double, right: Double
    /// The reading-direction edges of `insetEdges(top:leading:bottom:trailing:)`.
    package var leading: Double, trailing: Double
    /// Insets.
    package init(top: Double, left: Double, bottom: Double, right: Double, leading: Double = 0, trailing: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
        self.leading = leading; self.trailing = trailing
    }
}

/// What `resetEdges` goes back to.
package enum ResetTarget: Sendable, Equatable {
    /// Insets saved by an earlier `insetEdges` with `saveAs`.
    case saved(String)
    /// Explicit insets.
    case insets(InsetsValue)
}
