import Arrange
import ArrangeSolver

/// The error a fuzz `arrange` closure throws when its body says `.fail`.
struct FuzzBodyError: Error, CustomStringConvertible {
    var description: String { "FuzzBodyError()" }
}

/// An item of a fuzz run before anything happens to it: its name and intrinsic size.
struct FuzzItemSpec: Hashable, Sendable, Codable {
    var name: String
    var intrinsicSize: FuzzSize?
    /// Measured text instead of an intrinsic size (`Item(name, measure: .text(…))`).
    var text: FuzzText? = nil
}

/// The items of one fuzz run and the groups its operations made, and the
/// code that performs an operation on them.
///
/// Every item of the run is created up front (``items``, in a fixed order)
/// and kept alive for the whole run, so an operation names items by index
/// and a reproduction can state them all first. Trees are whatever the
/// operations made of them: a root is an item without a parent.
final class FuzzWorld {
    /// What happened when an operation ran.
    enum Outcome {
        /// It returned.
        case done
        /// It threw.
        case threw(ArrangeError)
        /// It could not be performed (it names a group that was never made,
        /// or would make a cycle): only while shrinking a reproduction.
        case skipped(String)
    }

    /// Every item of the run, by index.
    private(set) var items: [Item]
    /// The groups by the index of the operation that made them (looked up, never iterated).
    private var groupsByOperation: [Int: ConstraintGroup] = [:]
    /// The groups in the order they were made, with that index.
    private(set) var groups: [(operation: Int, group: ConstraintGroup)] = []

    /// Creates the items, in order.
    init(_ specs: [FuzzItemSpec]) {
        items = specs.map { spec in spec.text.map { Item(spec.name, measure: $0.measure) } ?? Item(spec.name, intrinsicSize: spec.intrinsicSize?.size) }
    }

    /// What the last `fittingSize` operation returned (nil after one that threw).
    private(set) var fitted: Size?

    /// The roots, in item order.
    var roots: [Item] { items.filter { $0.parent == nil } }

    /// The index of an item of the run.
    func index(of item: Item) -> Int? { items.firstIndex { $0 === item } }

    /// The group made by operation `n`, if it made one.
    func group(_ n: Int) -> ConstraintGroup? { groupsByOperation[n] }

    /// Performs operation number `n`.
    func perform(_ operation: FuzzOperation, index n: Int) -> Outcome {
        do throws(ArrangeError) {
            switch operation {
            case let .addChild(parent, child):
                if items[parent].isDescendant(of: items[child]) { return .skipped("i\(parent) is i\(child) or inside it") }
                items[parent].addChild(items[child])
            case let .removeFromParent(item):
                items[item].removeFromParent()
            case let .releaseRoot(item):
                guard items[item].parent == nil else { return .skipped("i\(item) is not a root") }
                items[item] = Item("i\(item)")
            case let .arrange(on, body):
                let group = try items[on].arrange { make in try self.perform(body, on: make) }
                groupsByOperation[n] = group
                groups.append((n, group))
            case let .replace(on, id, body):
                guard let group = groupsByOperation[id] else { return .skipped("g\(id) was never made") }
                try items[on].arrange(replacing: group) { make in try self.perform(body, on: make) }
            case let .uninstall(id):
                guard let group = groupsByOperation[id] else { return .skipped("g\(id) was never made") }
                group.uninstall()
            case let .resize(root, size, throwing):
                if throwing { try items[root].resize(to: size?.size) } else { items[root].size = size?.size }
            case let .intrinsicSize(item, size):
                items[item].intrinsicSize = size?.size
            case let .hugging(item, h, v):
                items[item].hugging = AxisPriorities(horizontal: Priority(h), vertical: Priority(v))
            case let .compressionResistance(item, h, v):
                items[item].compressionResistance = AxisPriorities(horizontal: Priority(h), vertical: Priority(v))
            case let .direction(item, direction):
                items[item].requestedLayoutDirection = direction?.direction
            case let .resizeGiven(root, width, height):
                try items[root].resize(width: width, height: height)
            case let .fitting(item, width, height):
                fitted = nil
                fitted = try items[item].fittingSize(width: width.fitting, height: height.fitting)
            case let .margins(item, insets):
                items[item].margins = insets.insets
            case let .safeArea(root, insets, throwing):
                if throwing { try items[root].setSafeAreaInsets(insets?.insets) } else { items[root].safeAreaInsets = insets?.insets }
            case let .baselineOffsets(item, offsets):
                items[item].baselineOffsets = offsets.map { BaselineOffsets(first: $0.first, last: $0.last) }
            case let .measure(item, text):
                items[item].measure = text?.measure
            case let .strict(item, flag):
                items[item].rejectsAmbiguity = flag
            case let .pixelScale(root, scale, throwing):
                if throwing { try items[root].setPixelScale(scale) } else { items[root].pixelScale = scale }
            case let .hidden(item, flag):
                items[item].isHidden = flag
            }
        } catch {
            return .threw(error)
        }
        return .done
    }
}

extension ArrangeError {
    /// The case's name, for figures: `conflict`, `nonFinite`….
    var kindName: String {
        switch self {
        case .conflict: "conflict"
        case .rootSizeConflict: "rootSizeConflict"
        case .nonFiniteSize: "nonFiniteSize"
        case .nonFiniteIntrinsicSize: "nonFiniteIntrinsicSize"
        case .invalidItemPriority: "invalidItemPriority"
        case .invalidPixelScale: "invalidPixelScale"
        case .countMismatch: "countMismatch"
        case .nonFinite: "nonFinite"
        case .nonFiniteSum: "nonFiniteSum"
        case .foreignItem: "foreignItem"
        case .arrangedInsideItself: "arrangedInsideItself"
        case .duplicateInPlaceList: "duplicateInPlaceList"
        case .mixedDirections: "mixedDirections"
        case .invalidPriority: "invalidPriority"
        case .groupNotInstalled: "groupNotInstalled"
        case .bodyFailed: "bodyFailed"
        case .internalError: "internalError"
        case .retiredHandle: "retiredHandle"
        case .noSuchConstant: "noSuchConstant"
        case .groupCannotInstall: "groupCannotInstall"
        case .unboundedFittingSize: "unboundedFittingSize"
        case .unsettledMeasurement: "unsettledMeasurement"
        case .multiple: "multiple"
        case .ambiguous: "ambiguous"
        case .fractionalPriority: "fractionalPriority"
        case .unsupportedRelation: "unsupportedRelation"
        case .invalidArrangement: "invalidArrangement"
        case .layout: "layout"
        }
    }
}
