import ArrangeSolver

/// How one relation's positions are measured (SPEC.md, "Coordinates" and
/// "Direction"): in the bounds of the nearest common ancestor `A` of the
/// items it names, where `A`'s own left and top are 0; and, for a relation
/// stated in `leading`/`trailing` terms whose `A` is right-to-left, from
/// `A`'s right edge leftwards.
///
/// Items' variables are in root coordinates, so a position `p` becomes
/// `p − A.left` (or `p − A.top`); in the mirrored frame a horizontal
/// position becomes `A.right − p`, with `leading` the right edge and
/// `trailing` the left one. Summed over a relation, that adds
/// `−S·A.left` (mirrored: negates the positions and adds `S·A.right`),
/// where `S` is the sum of the position coefficients (left side minus
/// right side): nothing at all for the usual relations, whose
/// coefficients cancel (`a.left == b.right + 8`, every verb). The root's
/// left and top are pinned at 0, so when `A` is the root only the mirrored
/// frame adds a term (`S·root.width`).
struct MeasurementFrame {
    /// What `leading` and `trailing` resolve to.
    var direction: LayoutDirection
    /// Whether horizontal positions count from the ancestor's right edge leftwards.
    var mirrored: Bool
    /// The nearest common ancestor's variables (nil when no term is added).
    var ancestor: ItemVariables?
    /// Whether the ancestor is the root (its left and top are 0).
    var ancestorIsRoot: Bool
    /// The sum of the horizontal position coefficients, left side minus right side.
    var horizontalSum: Double
    /// The sum of the vertical position coefficients, left side minus right side.
    var verticalSum: Double

    /// Root coordinates, left to right: nothing to add.
    static let plain = MeasurementFrame(direction: .leftToRight, mirrored: false, ancestor: nil, ancestorIsRoot: true, horizontalSum: 0, verticalSum: 0)

    /// Whether it is ``plain`` (root coordinates, left to right, nothing added).
    var isPlain: Bool {
        direction == .leftToRight && !mirrored && ancestor == nil && ancestorIsRoot && horizontalSum == 0 && verticalSum == 0
    }

    /// The most terms ``offsets(into:)`` adds.
    static let extraTerms = 3

    /// The coefficient a term gets in this frame.
    func coefficient(_ c: Double, of attribute: Attribute) -> Double {
        mirrored && attribute.isHorizontalPosition ? -c : c
    }

    /// Calls `put` with the ancestor terms the frame adds.
    func offsets(_ put: (Variable, Double) -> Void) {
        guard let a = ancestor else { return }
        if mirrored {
            if horizontalSum != 0 {
                put(a.width, horizontalSum)
                if !ancestorIsRoot { put(a.left, horizontalSum) }
            }
        } else if horizontalSum != 0, !ancestorIsRoot {
            put(a.left, -horizontalSum)
        }
        if verticalSum != 0, !ancestorIsRoot { put(a.top, -verticalSum) }
    }
}

extension LayoutTree {
    /// The frame `lhs relation rhs` is measured in. Costs one pass over the
    /// terms; the ancestor is looked up only when the position coefficients
    /// do not cancel or the relation names `leading`/`trailing`.
    func measurementFrame(_ lhs: LinearForm, _ rhs: LinearForm) -> MeasurementFrame {
        var horizontal = 0.0, vertical = 0.0
        var directional = false
        func scan(_ form: LinearForm, _ sign: Double) {
            form.forEachTerm { term in
                guard case let .anchor(_, attribute) = term.target else { return }
                switch attribute {
                case .leading, .trailing, .leadingMargin, .trailingMargin: directional = true; horizontal += sign * term.coefficient
                case .left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins: horizontal += sign * term.coefficient
                case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
                    vertical += sign * term.coefficient
                case .width, .height: break
                }
            }
        }
        scan(lhs, 1)
        scan(rhs, -1)
        guard directional || horizontal != 0 || vertical != 0 else { return .plain }
        let ancestor = Self.nearestCommonAncestor(lhs, rhs) ?? root
        let direction = directional ? ancestor.layoutDirection : .leftToRight
        return MeasurementFrame(direction: direction, mirrored: direction == .rightToLeft, ancestor: variables(of: ancestor),
                                ancestorIsRoot: ancestor === root, horizontalSum: horizontal, verticalSum: vertical)
    }

    /// The nearest common ancestor of the items the forms name (an item
    /// is its own ancestor), or nil if they name none. Only while the items
    /// are in this tree.
    ///
    /// - Complexity: O(terms × depth).
    static func nearestCommonAncestor(_ lhs: LinearForm, _ rhs: LinearForm) -> Item? {
        var result: Item?
        for form in [lhs, rhs] {
            form.forEachTerm { term in
                guard case let .anchor(ref, _) = term.target else { return }
                let item = ref.item
                result = result.map { nearestCommonAncestor($0, item) } ?? item
            }
        }
        return result
    }

    /// The nearest common ancestor of two items of one tree.
    static func nearestCommonAncestor(_ a: Item, _ b: Item) -> Item {
        if a === b { return a }
        func depth(_ item: Item) -> Int {
            var depth = 0, current = item
            while let parent = current.parent { depth += 1; current = parent }
            return depth
        }
        var x = a, y = b
        var dx = depth(x), dy = depth(y)
        while dx > dy, let parent = x.parent { x = parent; dx -= 1 }
        while dy > dx, let parent = y.parent { y = parent; dy -= 1 }
        while x !== y, let px = x.parent, let py = y.parent { x = px; y = py }
        return x
    }
}
