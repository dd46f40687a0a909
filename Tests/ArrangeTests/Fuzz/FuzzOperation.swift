import Arrange

/// One step of a fuzz run, as plain data: what to call, on which items.
///
/// Items are indices into the run's pool (``FuzzWorld/items``), groups are
/// named by the index of the operation whose `arrange` made them. Because an
/// operation is data and not a closure, a run replays exactly from its list,
/// prints as Swift (``FuzzOperation/swift(_:)``), and shrinks by leaving
/// operations out (an operation whose group or items no longer fit is skipped).
enum FuzzOperation: Hashable, Sendable, Codable {
    /// `parent.addChild(child)` (skipped if it would make a cycle).
    case addChild(parent: Int, child: Int)
    /// `item.removeFromParent()`.
    case removeFromParent(Int)
    /// The run lets go of root `item` (a fresh item of its name takes its
    /// place): the tree goes, and its items the run still holds keep their frames.
    case releaseRoot(Int)
    /// `let gN = try item.arrange { make in … }`.
    case arrange(on: Int, body: [MakeCall])
    /// `try item.arrange(replacing: gN) { make in … }`.
    case replace(on: Int, group: Int, body: [MakeCall])
    /// `gN.uninstall()`.
    case uninstall(group: Int)
    /// `try root.resize(to:)` (`throwing`), or `root.size = …` (which records a rejection instead).
    case resize(Int, to: FuzzSize?, throwing: Bool)
    /// `item.intrinsicSize = …`.
    case intrinsicSize(Int, FuzzSize?)
    /// `item.hugging = AxisPriorities(horizontal:vertical:)`, raw values (out-of-range ones included).
    case hugging(Int, horizontal: Int, vertical: Int)
    /// `item.compressionResistance = AxisPriorities(horizontal:vertical:)`.
    case compressionResistance(Int, horizontal: Int, vertical: Int)
    /// `item.requestedLayoutDirection = …`.
    case direction(Int, FuzzDirection?)
    /// `try root.resize(width:height:)`: one dimension given from outside, the other taken from the content (or both, or neither).
    case resizeGiven(Int, width: Double?, height: Double?)
    /// `_ = try item.fittingSize(width:height:)`: a query, which must change nothing.
    case fitting(Int, width: FuzzFitting, height: FuzzFitting)
    /// `item.margins = EdgeInsets(…)`.
    case margins(Int, FuzzInsets)
    /// `try root.setSafeAreaInsets(…)` (`throwing`), or `root.safeAreaInsets = …` (which records a rejection instead).
    case safeArea(Int, FuzzInsets?, throwing: Bool)
    /// `item.baselineOffsets = BaselineOffsets(first:last:)` (nil clears them).
    case baselineOffsets(Int, FuzzBaselines?)
    /// `item.measure = .text(…, font: MonospacedFont(…))` (nil removes it).
    case measure(Int, FuzzText?)
    /// `item.rejectsAmbiguity = …`: strict mode for the item's tree.
    case strict(Int, Bool)
    /// `try root.setPixelScale(…)` (`throwing`), or `root.pixelScale = …` (which records a rejection instead).
    case pixelScale(Int, Double?, throwing: Bool)
    /// `item.isHidden = …`.
    case hidden(Int, Bool)

    /// A short name for figures: `arrange`, `resize`, `addChild`….
    var kind: String {
        switch self {
        case .addChild: "addChild"
        case .removeFromParent: "removeFromParent"
        case .releaseRoot: "root released"
        case .arrange: "arrange"
        case .replace: "arrange(replacing:)"
        case .uninstall: "uninstall"
        case .resize(_, _, true): "resize(to:)"
        case .resize: "size ="
        case .intrinsicSize: "intrinsicSize ="
        case .hugging: "hugging ="
        case .compressionResistance: "compressionResistance ="
        case .direction: "requestedLayoutDirection ="
        case .resizeGiven: "resize(width:height:)"
        case .fitting: "fittingSize"
        case .margins: "margins ="
        case .safeArea(_, _, true): "setSafeAreaInsets"
        case .safeArea: "safeAreaInsets ="
        case .baselineOffsets: "baselineOffsets ="
        case .measure: "measure ="
        case .strict: "rejectsAmbiguity ="
        case .pixelScale(_, _, true): "setPixelScale"
        case .pixelScale: "pixelScale ="
        case .hidden: "isHidden ="
        }
    }

    /// The arrange body, for operations that have one.
    var body: [MakeCall]? {
        switch self {
        case let .arrange(_, body), let .replace(_, _, body): body
        default: nil
        }
    }

    /// The same operation with another arrange body (others unchanged).
    func with(body: [MakeCall]) -> FuzzOperation {
        switch self {
        case let .arrange(on, _): .arrange(on: on, body: body)
        case let .replace(on, group, _): .replace(on: on, group: group, body: body)
        default: self
        }
    }
}

/// One call inside an `arrange` closure.
indirect enum MakeCall: Hashable, Sendable, Codable {
    /// `make.width(…)`, `make.height(…)` or `make.size(…)` related to something, with an optional `~ priority`.
    case dimension(DimensionCall, priority: Int?)
    /// `make.xLeft(…)` … `make.equal(…)`, with an optional `~ priority`.
    case align(AlignVerb, items: [Int], priority: Int?)
    /// `make.xPlace(…)` or `make.yPlace(…)`, with an optional `~ priority`.
    case place(vertical: Bool, elements: [PlaceStep], priority: Int?)
    /// `make.insetEdges(top:left:leading:bottom:right:trailing:)`.
    case insetEdges(FuzzInsets)
    /// `make.insetEdges(edge:)`.
    case insetEdge(Double)
    /// `make.resetEdges(…)`.
    case resetEdges(ResetTarget)
    /// `make.ref(item)` and calls on it.
    case ref(Int, [MakeCall])
    /// `make.install(relation)`, with the relation's own priority (`~` inside)
    /// and one on the handle.
    case install(FreeRelation, relationPriority: Int?, priority: Int?)
    /// The closure throws (`ArrangeError.bodyFailed`).
    case fail
    /// `make.install(a.edges == b.edges.inset(…))`, `a.size <= b.size * 2 + Size(…)`, `a.center == b.center + Point(…)`.
    case compound(CompoundCall, priority: Int?)
    /// `make.align(.firstBaseline, i1, i2)`: items aligned with each other (any attribute of `Attribute`).
    case alignItems(String, items: [Int], priority: Int?)
    /// `make.distribute(by: gap, .horizontal, i1, i2, …)`.
    case distribute(gap: Double, vertical: Bool, items: [Int], priority: Int?)
    /// `make.xStack([i1, i2, …], spacing:distribution:alignment:)` (`yStack` when vertical); distribution and
    /// alignment are indices into `StackDistribution.allCases` and `StackAlignment.allCases`.
    case stack(vertical: Bool, items: [Int], spacing: Double, distribution: Int, alignment: Int, priority: Int?)
    /// `make.install(i3.left >= make.barrier(.trailing, of: i4, i5) + 8)`.
    case barrier(BarrierCall, priority: Int?)
    /// `make.install(r1, r2, …)`, or `make.install([r1, r2, …])` when `array`.
    case installMany([FreeRelation], array: Bool)
    /// `make.refWithinMargins(item)` and calls on it.
    case refWithinMargins(Int, [MakeCall])
    /// `make.grid(rows, columns:, spacing:, …)` (FuzzGrid.swift).
    case grid(FuzzGrid, priority: Int?)
    /// `make.flow(items, spacing:, …)` (FuzzFlow.swift).
    case flow(FuzzFlow, priority: Int?)
    /// `make.firstFitting(in:, alternatives)` (FuzzFit.swift).
    case firstFitting(FuzzFit, priority: Int?)

    /// The number of calls, counting those inside `ref`.
    var size: Int {
        if case let .ref(_, calls) = self { return 1 + calls.reduce(0) { $0 + $1.size } }
        if case let .refWithinMargins(_, calls) = self { return 1 + calls.reduce(0) { $0 + $1.size } }
        return 1
    }
}

/// What `resetEdges` sets the insets back to.
enum ResetTarget: Hashable, Sendable, Codable {
    /// `.zero` (the default argument).
    case zero
    /// What the k-th `insetEdges` call of the closure returned (`.zero` if there was none).
    case saved(Int)
    /// An explicit value (possibly not finite).
    case insets(FuzzInsets)
}

/// The alignment verbs.
enum AlignVerb: String, Hashable, Sendable, Codable, CaseIterable {
    case xLeft, xRight, xLeading, xTrailing, yTop, yBottom, xCenter, yCenter, center, xEqual, yEqual, equal, yFirstBaseline, yLastBaseline
}

/// One element of an `xPlace`/`yPlace` list.
enum PlaceStep: Hashable, Sendable, Codable {
    case number(Double)
    case item(Int)
    case wall
    /// `make.flexible * weight`.
    case flexible(Double)
}

/// `make.width(items) REL value`, `make.height(…)`, `make.size(…)`.
struct DimensionCall: Hashable, Sendable, Codable {
    /// Which verb.
    enum Verb: String, Hashable, Sendable, Codable { case width, height, size }
    /// The right-hand side.
    enum Value: Hashable, Sendable, Codable {
        /// `== 100`.
        case number(Double)
        /// `== [100, 200]` (one per item; a mismatch is an error).
        case numbers([Double])
        /// `make.size(…) == (100, 44)`.
        case pair(Double, Double)
        /// `make.size(…) == [Size(…), …]` (`==` only).
        case sizes([FuzzSize])
        /// `== make.w * 0.5 - 4`, `== b.height`.
        case extent(ExtentExpression)
        /// `== [a.width, b.width * 2]` (`==` only, one axis).
        case extents([ExtentExpression])
        /// `make.size(…) <= (make.w / 3, make.h)` (any relation).
        case extentPair(ExtentExpression, ExtentExpression)
        /// `<= [10, make.w * 0.5]`: numbers and extents mixed (any relation; a mismatch is an error).
        case mixed([MixedValue])
    }

    var verb: Verb
    var items: [Int]
    var relation: FuzzRelation
    var value: Value
}

/// An extent: `make.w`, `make.h`, an item's width or height, or the distance
/// between two positions on one axis, scaled and shifted.
struct ExtentExpression: Hashable, Sendable, Codable {
    /// What is scaled and shifted.
    enum Base: Hashable, Sendable, Codable {
        /// `make.w` (horizontal).
        case w
        /// `make.h` (vertical).
        case h
        /// `item.width`.
        case width(Int)
        /// `item.height`.
        case height(Int)
        /// `a.attribute - b.attribute` (both positions of one axis).
        case distance(PositionAnchor, PositionAnchor)
    }

    var base: Base
    var scale: Double = 1
    var shift: Double = 0

    /// Whether it lies on the vertical axis.
    var isVertical: Bool {
        switch base {
        case .w, .width: false
        case .h, .height: true
        case let .distance(a, _): a.attribute.isVertical
        }
    }
}

/// An item's position anchor.
struct PositionAnchor: Hashable, Sendable, Codable {
    /// The position anchors of an item.
    enum Attribute: String, Hashable, Sendable, Codable, CaseIterable {
        case left, right, leading, trailing, centerX, top, bottom, centerY
        case firstBaseline, lastBaseline
        case leftMargin, rightMargin, leadingMargin, trailingMargin, centerXWithinMargins, topMargin, bottomMargin, centerYWithinMargins

        /// `top`, `bottom`, `centerY`, the baselines, the vertical margins.
        var isVertical: Bool {
            [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins].contains(self)
        }
    }

    var item: Int
    var attribute: Attribute
}

/// A position expression: `scale * item.attribute + shift`, plus an extent of the same axis when `plus` is set.
struct PositionExpression: Hashable, Sendable, Codable {
    var anchor: PositionAnchor
    var scale: Double = 1
    var shift: Double = 0
    var plus: ExtentExpression?
}

/// A free relation for `make.install`.
enum FreeRelation: Hashable, Sendable, Codable {
    /// Two positions of one axis.
    case positions(PositionExpression, FuzzRelation, PositionExpression)
    /// Two extents of any axes.
    case extents(ExtentExpression, FuzzRelation, ExtentExpression)
    /// An extent and a number.
    case extentNumber(ExtentExpression, FuzzRelation, Double)
    /// A number and an extent: numbers on the left (`100 <= i3.width`).
    case numberExtent(Double, FuzzRelation, ExtentExpression)
}

/// A relation, as the fuzz model spells it (`==`, `<=`, `>=`).
enum FuzzRelation: String, Hashable, Sendable, Codable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// A size in the fuzz model (Arrange's `Size` is not `Codable`, and a
/// model a child process can receive must be).
struct FuzzSize: Hashable, Sendable, Codable {
    var width: Double
    var height: Double

    /// Arrange's size.
    var size: Size { Size(width: width, height: height) }
}

extension FuzzSize {
    /// The same numbers as Arrange's size.
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

/// Insets in the fuzz model: the six numbers of Arrange's `EdgeInsets`.
struct FuzzInsets: Hashable, Sendable, Codable {
    var top = 0.0, left = 0.0, leading = 0.0, bottom = 0.0, right = 0.0, trailing = 0.0

    /// Arrange's insets.
    var insets: EdgeInsets { EdgeInsets(top: top, left: left, leading: leading, bottom: bottom, right: right, trailing: trailing) }
}

/// A layout direction in the fuzz model.
enum FuzzDirection: String, Hashable, Sendable, Codable {
    case leftToRight, rightToLeft

    /// Arrange's direction.
    var direction: LayoutDirection { self == .leftToRight ? .leftToRight : .rightToLeft }
}

/// One element of a list mixing numbers and extents.
enum MixedValue: Hashable, Sendable, Codable {
    case number(Double)
    case extent(ExtentExpression)
}

/// A fitting dimension: Arrange's `Fitting`.
enum FuzzFitting: Hashable, Sendable, Codable {
    case compressed, expanded
    /// `.exactly(value)`.
    case exactly(Double)
    /// `.target(value, priority:)`, a raw priority (out-of-range ones included).
    case target(Double, priority: Int)

    /// Arrange's fitting.
    var fitting: Fitting {
        switch self {
        case .compressed: .compressed
        case .expanded: .expanded
        case let .exactly(value): .exactly(value)
        case let .target(value, priority): .target(value, priority: Priority(priority))
        }
    }
}

/// Baseline offsets from an item's top.
struct FuzzBaselines: Hashable, Sendable, Codable {
    var first: Double
    var last: Double
}

/// Text measured with the monospaced measurer: `.text(text, font: MonospacedFont(advance:lineHeight:))`.
struct FuzzText: Hashable, Sendable, Codable {
    var text: String
    var advance: Double
    var lineHeight: Double

    /// Arrange's measure: `.text`, which reports its natural width with each
    /// size (measured once where the layout fixes the width), or for a text of
    /// an odd length a plain closure (asked at no limit first), so that both
    /// paths are driven without another random number.
    var measure: Measure {
        let font = MonospacedFont(advance: advance, lineHeight: lineHeight), text = text
        return isPlain ? Measure("plain") { width in font.size(of: text, width: width) } : .text(text, font: font)
    }

    /// Whether ``measure`` is a plain closure.
    var isPlain: Bool { text.count % 2 == 1 }
}

/// A relation of compound anchors, installed in one call.
struct CompoundCall: Hashable, Sendable, Codable {
    /// Which compound anchor.
    enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case edges, directionalEdges, horizontalEdges, verticalEdges, edgesWithinMargins, size, center
    }

    var kind: Kind
    var first: Int
    var second: Int
    /// `<=`/`>=` only for `size` (edges and centers have `==` only).
    var relation: FuzzRelation = .equal
    /// The insets of the right-hand edges (the fields the kind has: top/left/bottom/right, or leading/trailing).
    var insets = FuzzInsets()
    /// The size's multiplier.
    var scale: Double = 1
    /// The size's added `Size`, or the center's added `Point` (width is x, height is y).
    var offset = FuzzSize(width: 0, height: 0)
    /// A priority on the relation (`~` inside the install).
    var relationPriority: Int?
}

/// A relation of an item's position anchor with a barrier.
struct BarrierCall: Hashable, Sendable, Codable {
    /// The anchor (of the barrier's axis).
    var anchor: PositionAnchor
    var relation: FuzzRelation
    /// `left`, `right`, `leading`, `trailing` (horizontal) or `top`, `bottom`.
    var edge: String
    var items: [Int]
    var shift: Double
    /// Whether the barrier is written on the left (`barrier <= anchor`).
    var barrierFirst: Bool
}
