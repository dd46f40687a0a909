/// A golden layout: a tree of items, a sequence of steps (arrange blocks,
/// replacements, uninstalls, resizes …) and what to expect after each step.
///
/// Fixtures are JSON files (the format is documented in `Fixtures/README.md`);
/// ``FixtureDecoder`` reads them with errors that name the file, the JSON path
/// and what was expected; ``FixtureRunner`` plays them through `Arrange`.
package struct Fixture: Sendable {
    /// The file the fixture was read from, as given (used in messages).
    package var file: String
    /// A one-line summary of what the fixture pins down.
    package var description: String?
    /// Free text: a hand computation of the expected frames, a reference.
    package var note: String?
    /// A known bug that makes this fixture fail, with where it is reported.
    /// While it fails, checks report it as known instead of failing; once it
    /// passes, checks fail until the field is removed.
    package var knownIssue: String?
    /// A bug that crashes the process on this fixture (a trap cannot be
    /// caught): while set, checks skip the fixture and say why.
    package var disabled: String?
    /// The tree being laid out; its `size` is the root size.
    package var root: ItemSpec
    /// Further trees, for fixtures about items from another tree.
    package var otherTrees: [ItemSpec]
    /// The steps, in order.
    package var steps: [Step]
    /// The document as read, so recording can rewrite only the expectations.
    package var document: JSONValue

    /// Every item of every tree, in declaration order (pre-order, main tree first).
    ///
    /// - Complexity: O(n) for n items, however deep they nest.
    package var allItems: [ItemSpec] { ([root] + otherTrees).flatMap { $0.preorder } }

    /// The number of steps with something to check.
    package var checkedStepCount: Int { steps.filter { $0.expectation?.isEmpty == false }.count }
}

/// An item of a fixture's tree.
package struct ItemSpec: Sendable, Equatable {
    /// The item's name; unique across the fixture.
    package var name: String
    /// The root size (only for roots; required on the main root).
    package var size: SizeValue?
    /// The item's intrinsic size, if it has one.
    package var intrinsicSize: SizeValue?
    /// Content hugging priorities (horizontal, vertical), if not the default.
    package var hugging: PriorityPair?
    /// Compression resistance priorities (horizontal, vertical), if not the default.
    package var compressionResistance: PriorityPair?
    /// The layout direction the item sets for its subtree (absent: its
    /// parent's; a root's is `leftToRight`).
    package var direction: LayoutDirectionValue?
    /// The children, in order.
    package var children: [ItemSpec]
    /// Monospaced text the item measures (its measure function), if any.
    package var measure: TextMeasureValue? = nil
    /// One dimension or both given to a root (instead of ``size``).
    package var givenSize: GivenSizeValue? = nil
    /// Baseline offsets `[first, last]` (first below the top, last above the bottom), if given.
    package var baselines: [Double]? = nil
    /// Whether the item starts hidden (``Item/isHidden``).
    package var hidden = false
    /// Margins (``Arrange/Item/margins``), if given.
    package var margins: InsetsValue? = nil
    /// Safe-area insets given from outside (roots), if given.
    package var safeArea: InsetsValue? = nil
    /// Device pixels per point (roots): frames are read on that grid, if given.
    package var pixelScale: Double? = nil

    /// This item and its descendants, parents before children.
    ///
    /// - Complexity: O(n) for n items (without recursion, so any depth will do).
    package var preorder: [ItemSpec] {
        var out: [ItemSpec] = []
        var pending = [self]
        while let item = pending.popLast() {
            out.append(item)
            pending += item.children.reversed()
        }
        return out
    }
}

/// A width and a height.
package struct SizeValue: Sendable, Equatable {
    /// Width.
    package var width: Double
    /// Height.
    package var height: Double
    /// A size.
    package init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// A priority per axis.
package struct PriorityPair: Sendable, Equatable {
    /// For the horizontal axis (width).
    package var horizontal: Int
    /// For the vertical axis (height).
    package var vertical: Int
}

/// Which way leading and trailing point.
package enum LayoutDirectionValue: String, Sendable, Equatable {
    /// Leading is left (the default).
    case leftToRight
    /// Leading is right; xPlace reads right to left.
    case rightToLeft
}

/// One step of a fixture.
package struct Step: Sendable {
    /// What the step does.
    package enum Action: Sendable {
        /// `container.arrange { … }`, remembered under `group` when named.
        case arrange(container: String, group: String?, calls: [Call])
        /// `container.arrange(replacing: old) { … }`; the new group takes `group` (or the old name).
        case replace(container: String, replacing: String, group: String?, calls: [Call])
        /// `group.uninstall()`.
        case uninstall(group: String)
        /// `root.size = …`.
        case resize(SizeValue)
        /// `item.intrinsicSize = …` (nil clears it).
        case setIntrinsicSize(item: String, SizeValue?)
        /// `item.removeFromParent()`.
        case removeFromParent(item: String)
        /// `item.requestedLayoutDirection = …` (nil: follow the parent again).
        case setDirection(item: String, LayoutDirectionValue?)
        /// `handle.setConstant(value, argument:, on:)` for each handle of the calls given `identifier`.
        case setConstant(identifier: String, value: Double, argument: Int?, on: AnchorName?)
        /// `handle.setPriority(…)` for each handle of the calls given `identifier`.
        case setPriority(identifier: String, Int)
        /// `handle.activate()` for each handle of the calls given `identifier`.
        case activate(identifier: String)
        /// `handle.deactivate()` for each handle of the calls given `identifier`.
        case deactivate(identifier: String)
        /// `group.install()`.
        case installGroup(group: String)
        /// `let group = ConstraintGroup()`: an empty group, to fill with `replacing`.
        case emptyGroup(group: String)
        /// `item.removeConstraints()` or `item.removeConstraints(on: …)`.
        case removeConstraints(item: String, on: AnchorName?)
        /// `try root.resize(width:height:)`: one dimension given, or both.
        case resizeGiven(GivenSizeValue)
        /// `try item.fittingSize(width:height:)`; the size is the step's ``StepOutcome/fittingSize``.
        /// `line` is the step's line in the file (the call site errors name).
        case fittingSize(item: String, width: FittingValue, height: FittingValue, line: Int)
        /// `item.baselineOffsets = BaselineOffsets(first:last:)` (nil clears them).
        case setBaselines(item: String, [Double]?)
        /// `item.margins = …`.
        case setMargins(item: String, InsetsValue)
        /// `root.safeAreaInsets = …` (nil removes them).
        case setSafeArea(item: String, InsetsValue?)
        /// `try root.setPixelScale(…)` (nil: exact frames); `line` is the step's line (the call site errors name).
        case setPixelScale(item: String, Double?, line: Int)
        /// `item.isHidden = …`.
        case setHidden(item: String, Bool)
    }

    /// What the step does.
    package var action: Action
    /// What must hold after it, if anything.
    package var expectation: Expectation?
    /// Free text.
    package var note: String?
    /// Where the step sits in the document (`$.steps[3]`).
    package var path: JSONPath

    /// A short label for tables and messages: `arrange root`, `resize 320×480`.
    package var label: String {
        switch action {
        case let .arrange(container, group, _): return "arrange \(Snippet.text(container))" + (group.map { " as \(Snippet.text($0))" } ?? "")
        case let .replace(container, old, _, _): return "arrange \(Snippet.text(container)) replacing \(Snippet.text(old))"
        case let .uninstall(group): return "uninstall \(Snippet.text(group))"
        case let .resize(size): return "resize \(JSONWriter.format(size.width))×\(JSONWriter.format(size.height))"
        case let .setIntrinsicSize(item, size):
            return "intrinsic size of \(Snippet.text(item)) = " + (size.map { "\(JSONWriter.format($0.width))×\(JSONWriter.format($0.height))" } ?? "none")
        case let .removeFromParent(item): return "remove \(Snippet.text(item)) from its parent"
        case let .setDirection(item, direction): return "direction of \(Snippet.text(item)) = " + (direction?.rawValue ?? "inherited")
        case let .setConstant(identifier, value, argument, on):
            let place = [argument.map { "argument \($0)" }, on.map { "on \($0.rawValue)" }].compactMap { $0 }.joined(separator: " ")
            return "constant of \(Snippet.text(identifier))\(place.isEmpty ? "" : " " + place) = \(JSONWriter.format(value))"
        case let .setPriority(identifier, priority): return "priority of \(Snippet.text(identifier)) = \(priority)"
        case let .activate(identifier): return "activate \(Snippet.text(identifier))"
        case let .deactivate(identifier): return "deactivate \(Snippet.text(identifier))"
        case let .installGroup(group): return "install \(Snippet.text(group))"
        case let .emptyGroup(group): return "empty group \(Snippet.text(group))"
        case let .removeConstraints(item, on): return "remove the constraints of \(Snippet.text(item))" + (on.map { " on \($0.rawValue)" } ?? "")
        case let .resizeGiven(given): return "resize \(given.label)"
        case let .fittingSize(item, width, height, _): return "fitting size of \(Snippet.text(item)) (width \(width.label), height \(height.label))"
        case let .setMargins(item, _): return "margins of \(Snippet.text(item))"
        case let .setSafeArea(item, insets): return "safe area of \(Snippet.text(item))" + (insets == nil ? " removed" : "")
        case let .setPixelScale(item, scale, _): return "pixel scale of \(Snippet.text(item)) = " + (scale.map(JSONWriter.format) ?? "none")
        case let .setHidden(item, hidden): return "\(hidden ? "hide" : "show") \(Snippet.text(item))"
        case let .setBaselines(item, offsets):
            return "baselines of \(Snippet.text(item)) = " + (offsets.map { "first \(JSONWriter.format($0[0])), last \(JSONWriter.format($0[1]))" } ?? "none")
        }
    }
}
