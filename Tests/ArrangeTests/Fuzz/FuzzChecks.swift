@testable import Arrange
import ArrangeSolver

/// Something a fuzz run found wrong after an operation.
struct FuzzViolation: Hashable, Sendable, Codable {
    /// Which invariant broke.
    enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// (1) A required constraint of an installed group does not hold at the frames.
        case brokenRequiredConstraint = "required constraint broken"
        /// (1) A group's constraint names a solver variable of no item (or spacer) of its tree.
        case unknownVariable = "constraint names a variable outside its tree"
        /// (1) A root with a size given from outside is solved at another size.
        case rootSizeNotHeld = "root size not held"
        /// (2) A call that threw, or a change recorded as not applied, changed a frame.
        case changedByFailure = "frames changed by a failed call"
        /// (2) A call that threw changed which groups are installed or what they hold.
        case groupsChangedByFailure = "groups changed by a failed call"
        /// (2) A fitting query that returned changed a frame bit, the groups or a tree's state.
        case changedByQuery = "frames or tree changed by a fitting query"
        /// (3) A fitting query returned a NaN or infinite size.
        case nonFiniteFittingSize = "non-finite fitting size"
        /// (2) An item that left its tree (removed, or its root released) did not keep its frame.
        case frameLostByLeaving = "an item that left its tree lost its frame"
        /// (3) A frame has a NaN or infinite number.
        case nonFiniteFrame = "non-finite frame"
        /// (3) With a pixel scale, a frame read is off the grid, or further from the exact one than rounding allows.
        case offPixelGrid = "frame off the pixel grid"
        /// (4) Resizing a root and back did not restore the frames (within 1e-9, relative).
        case roundTripChanged = "resize round trip changed frames"
        /// (4) Resizing a root back to the size it had was refused.
        case roundTripRefusedBack = "resize back refused"
        /// An `ArrangeError.internalError` (the layout layer says it is a bug).
        case internalError = "internal error"
        /// A conflict error names items that are not in the tree.
        case errorNamesOtherItems = "error names items outside the tree"
        /// A priority outside 1…1000 made it into the solver.
        case invalidPriorityInstalled = "out-of-range priority installed"
        /// A group's installed state disagrees with its tree's list of groups.
        case groupBookkeeping = "group bookkeeping"
        /// The process trapped (a failed precondition or assertion, in a debug
        /// build often one of the solver's invariant checks) during the
        /// operation or its checks; the message is the trap's.
        case crash = "crash"
    }

    var kind: Kind
    /// The index of the operation after which it was found.
    var operation: Int
    /// What exactly, with item names and numbers.
    var message: String
    /// The known fault it is an instance of, if any.
    var knownFault: FuzzKnownFault?
    /// The seed of the run that found it.
    var seed: UInt64 = 0
}

/// Faults known when the fuzzer was written, each with a named test
/// (`KnownFaultTests`), fixed on another branch. The fuzzer tells their
/// instances apart so that a run reports them by name instead of as new
/// findings; nothing is left out of the figures.
enum FuzzKnownFault: String, Hashable, Sendable, Codable, CaseIterable {
    /// (a) After an intrinsic size is cleared, its constraints stay on the
    /// tree's books: when the item (or an ancestor) leaves the tree, removing
    /// them fails (a trap in debug builds; in release the removal is refused
    /// and constraints of items gone stay, so a root resize fails naming them).
    case ghostMembersAfterMove = "(a) ghost members after a move"
    /// (b) A refused root resize moves frames (they are restored by a
    /// second suggestion, not bit for bit).
    case refusedResizeMovesFrames = "(b) refused resize moves frames"
    /// (c) Insets that add up to infinity reach the solver as an internal error.
    case overflowingInsets = "(c) insets overflow to an internal error"
    /// (d) Hugging or compression resistance outside 1…1000 is installed.
    case outOfRangeIntrinsicPriority = "(d) out-of-range hugging accepted"
}

/// Everything about a world that a failed call must leave as it was.
struct FuzzSnapshot {
    /// The frame of every item, in item order, as 4 bit patterns each.
    var frameBits: [UInt64]
    /// Per tree (roots in item order): the tree, its groups and their constraint counts.
    var trees: [(root: Item, tree: LayoutTree?, rejections: Int, groups: [ObjectIdentifier], constraintCounts: [Int])]
    /// Whether each group the world made is installed, in order.
    var installed: [Bool]

    init(_ world: FuzzWorld) {
        frameBits = []
        frameBits.reserveCapacity(world.items.count * 4)
        for item in world.items {
            let f = item.frame
            frameBits += [f.x.bitPattern, f.y.bitPattern, f.width.bitPattern, f.height.bitPattern]
        }
        trees = world.roots.map { root in
            let tree = root.ownedTree
            let groups = tree?.groups ?? []
            return (root, tree, tree?.rejections.count ?? 0, groups.map(ObjectIdentifier.init), groups.map(\.constraints.count))
        }
        installed = world.groups.map(\.group.isInstalled)
    }

    /// Per tree: what a query must not change besides frames and groups
    /// (the size given, the safe area, strict mode, the margins, baselines
    /// and intrinsic sizes of its items, the rejections recorded), as text.
    static func state(of world: FuzzWorld) -> [String] {
        world.roots.map { root in
            let tree = root.ownedTree
            // The size given: applied by the tree, or waiting for a tree to be made.
            let given = tree.map { $0.appliedGiven.map(\.description) ?? "-" } ?? (root.requestedSize.map(\.description) ?? "-")
            let safe = tree.map { $0.safeArea != nil } ?? (root.safeAreaInsets != nil)
            var text = "\(given) \(safe ? "safe" : "-") \(tree?.rejectsAmbiguity == true) \(tree?.rejections.count ?? 0)"
            for item in root.subtree {
                text += "|\(item.margins) \(item.baselineOffsets.map(\.description) ?? "-") \(item.intrinsicSize.map(\.description) ?? "-")"
            }
            return text
        }
    }

    /// The frame of item `i`.
    func frame(_ i: Int) -> Rect {
        Rect(x: Double(bitPattern: frameBits[4 * i]), y: Double(bitPattern: frameBits[4 * i + 1]),
             width: Double(bitPattern: frameBits[4 * i + 2]), height: Double(bitPattern: frameBits[4 * i + 3]))
    }

    /// Whether the groups (which are installed, what each tree holds) are as in `other`.
    func sameGroups(as other: FuzzSnapshot) -> Bool {
        installed == other.installed && trees.count == other.trees.count
            && zip(trees, other.trees).allSatisfy { now, was in
                // A tree made where there was none (a root that keeps its frames has none until used) holds no group.
                let sameTree = now.tree === was.tree || (was.tree == nil && now.groups.isEmpty)
                return now.root === was.root && sameTree && now.groups == was.groups && now.constraintCounts == was.constraintCounts
            }
    }

    /// The rejections recorded since `before` that say a change was not applied
    /// (a root size, a direction, an intrinsic size), by message.
    func changesNotApplied(since before: FuzzSnapshot) -> [String] {
        var result: [String] = []
        for entry in trees {
            guard let tree = entry.tree, let old = before.trees.first(where: { $0.tree === tree }) else { continue }
            for d in tree.rejections[old.rejections...] where d.kind == .rejectedChange && d.message.contains("was not applied")
                && !d.subject.hasPrefix("arrangements moved") && !d.subject.hasPrefix("intrinsic sizes of") {
                result.append(d.message)
            }
        }
        return result
    }

    /// A 64-bit FNV-1a digest of the frames, for traces.
    var digest: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for bits in frameBits {
            var value = bits
            for _ in 0..<8 {
                hash = (hash ^ (value & 0xff)) &* 0x0000_0100_0000_01b3
                value >>= 8
            }
        }
        return hash
    }

    /// Descriptions of the frames that differ from `other`'s (at most `limit`).
    func differences(from other: FuzzSnapshot, in world: FuzzWorld, limit: Int = 4) -> [String] {
        var result: [String] = []
        for i in world.items.indices where frameBits[(4 * i)..<(4 * i + 4)] != other.frameBits[(4 * i)..<(4 * i + 4)] {
            if result.count == limit { result.append("…"); break }
            result.append("i\(i): \(debugFrame(other.frame(i))) became \(debugFrame(frame(i)))")
        }
        return result
    }
}

/// A frame with every digit: `(x, y, w, h)`.
func debugFrame(_ r: Rect) -> String { "(\(r.x), \(r.y), \(r.width), \(r.height))" }

extension FuzzWorld {
    /// (1), (3) and the bookkeeping checks, on every tree: required
    /// constraints of installed groups hold at the frames; roots have their
    /// size; frames are finite; installed priorities are in range; groups
    /// and trees agree.
    func invariantViolations(after n: Int) -> [FuzzViolation] {
        var result: [FuzzViolation] = []
        for (i, item) in items.enumerated() {
            let f = item.frame
            if ![f.x, f.y, f.width, f.height].allSatisfy(\.isFinite) {
                result.append(FuzzViolation(kind: .nonFiniteFrame, operation: n, message: "i\(i) has frame \(debugFrame(f))"))
            }
        }
        for root in roots {
            guard let tree = root.ownedTree else { continue }
            result += pixelViolations(in: tree, root: root, after: n)
            // Constraints hold at the exact frames: read them without the grid.
            let grid = tree.pixelGrid
            tree.pixelGrid = nil
            result += constraintViolations(in: tree, root: root, after: n)
            tree.pixelGrid = grid
        }
        for (id, group) in groups where group.isInstalled {
            let trees = roots.compactMap(\.ownedTree).filter { $0.groups.contains { $0 === group } }
            if trees.count != 1 {
                result.append(FuzzViolation(kind: .groupBookkeeping, operation: n, message: "g\(id) is installed but listed by \(trees.count) trees"))
            }
        }
        return result
    }

    /// The checks of one tree.
    private func constraintViolations(in tree: LayoutTree, root: Item, after n: Int) -> [FuzzViolation] {
        var result: [FuzzViolation] = []
        // Values by solver variable id: items' from their frames (summed
        // into root coordinates), spacer units' from the solver.
        var values: [Int: Double] = [:]   // lookups only
        var stack: [(Item, Double, Double)] = [(root, 0, 0)]
        while let (item, parentX, parentY) = stack.popLast() {
            let f = item.frame
            let x = parentX + f.x, y = parentY + f.y
            if tree.owns(item), let v = item.variables {
                values[v.left.id] = x
                values[v.top.id] = y
                values[v.width.id] = f.width
                values[v.height.id] = f.height
            }
            for child in item.children { stack.append((child, x, y)) }
        }
        for group in tree.groups {
            for v in group.spacers { values[v.id] = tree.solver[v] }
        }
        // The safe area's edit variables (given from outside, like the root size).
        for v in tree.safeArea?.all ?? [] { values[v.id] = tree.solver[v] }
        if let given = tree.appliedGiven {
            let f = root.frame
            if !(given.width.map { close(f.width, $0, tolerance: 1e-7) } ?? true) || !(given.height.map { close(f.height, $0, tolerance: 1e-7) } ?? true) {
                result.append(FuzzViolation(kind: .rootSizeNotHeld, operation: n, message: "\(root.name) is \(f.width)×\(f.height), given \(given)"))
            }
        }
        for group in tree.groups {
            let id = groups.first { $0.group === group }.map { "g\($0.operation)" } ?? "a group"
            if !group.isInstalled {
                result.append(FuzzViolation(kind: .groupBookkeeping, operation: n, message: "\(id) is listed by \(root.name)'s tree but not installed"))
            }
            for c in group.constraints {
                // A barrier's pull, a stack's pulls and a grid's pulls on its tracks are at the solver's weak
                // strength by design (Barriers/README.md, Stacks/README.md, Grids/README.md), shown as `~ 0`.
                let role = c.provenance.role ?? ""
                let weakRoles = ["barrier pull", "stack fits its content", "as high as it can", "spacing as small as it can", "fill order",
                                 "baseline cell at the row's top"]
                let weakByDesign = weakRoles.contains(role) || role.hasSuffix("fits its cells") || role.hasSuffix("as high as it can")
                if !c.priority.isValid, !weakByDesign {
                    result.append(FuzzViolation(kind: .invalidPriorityInstalled, operation: n, message: "\(id): \(c.description)"))
                }
                guard c.constraint.strength.isRequired else { continue }
                let expression = c.constraint.expression
                var sum = expression.constant, scale = Swift.abs(sum)
                var unknown: Variable?
                for term in expression.terms {
                    guard let value = values[term.variable.id] else { unknown = term.variable; break }
                    sum += term.coefficient * value
                    scale = Swift.max(scale, Swift.abs(term.coefficient * value))
                }
                if let unknown {
                    result.append(FuzzViolation(kind: .unknownVariable, operation: n,
                                                message: "\(id): \(c.relation) names \(tree.name(of: unknown)) (v\(unknown.id)), which is no item or spacer of \(root.name)'s tree"))
                    continue
                }
                let tolerance = 1e-7 * Swift.max(1, scale)
                let holds = switch c.constraint.relation {
                case .equal: Swift.abs(sum) <= tolerance
                case .lessThanOrEqual: sum <= tolerance
                case .greaterThanOrEqual: sum >= -tolerance
                }
                if !holds {
                    result.append(FuzzViolation(kind: .brokenRequiredConstraint, operation: n,
                                                message: "\(id): \(c.relation) is off by \(sum) (scale \(scale)) — \(c.provenance)"))
                }
            }
        }
        for item in root.subtree where tree.owns(item) {
            for c in tree.intrinsic[ObjectIdentifier(item)] ?? [] where !c.priority.isValid {
                result.append(FuzzViolation(kind: .invalidPriorityInstalled, operation: n, message: "\(item.name): \(c.description)"))
            }
        }
        return result
    }

    /// The frames of `root`'s tree in a snapshot, summed into root
    /// coordinates: per item (by index, parents first) its x, y, width, height.
    func rootCoordinates(of root: Item, in snapshot: FuzzSnapshot) -> [(Int, [Double])] {
        var result: [(Int, [Double])] = []
        var stack: [(Item, Double, Double)] = [(root, 0, 0)]
        while let (item, parentX, parentY) = stack.popLast() {
            guard let i = index(of: item) else { continue }
            let f = snapshot.frame(i)
            let x = parentX + f.x, y = parentY + f.y
            result.append((i, [x, y, f.width, f.height]))
            for child in item.children.reversed() { stack.append((child, x, y)) }
        }
        return result
    }

    /// Names in a conflict error that are not items of `root`'s tree (the
    /// items are named `i<k>`; other names, such as the root's, are checked as they are).
    func foreignNames(in error: ArrangeError, tree root: Item) -> [String] {
        let members: [ConstraintSummary]
        switch error {
        case let .conflict(list): members = list
        case let .rootSizeConflict(_, _, _, list): members = list
        case let .multiple(errors):
            var result: [String] = []
            for error in errors { result += foreignNames(in: error, tree: root).filter { !result.contains($0) } }
            return result
        default: return []
        }
        var result: [String] = []
        for member in members {
            for name in member.provenance.items where !result.contains(name) {
                let inTree = items.contains { $0.name == name && $0.root === root }
                if !inTree { result.append(name) }
            }
        }
        return result
    }
}

/// Whether `a` is within `tolerance` of `b`, relative to the larger magnitude (absolute below 1).
func close(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
    Swift.abs(a - b) <= tolerance * Swift.max(1, Swift.abs(a), Swift.abs(b))
}
