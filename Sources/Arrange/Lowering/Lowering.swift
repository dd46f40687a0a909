import ArrangeSolver

/// Turns recorded declarations into primitive constraints in item terms.
///
/// A pure layer: it reads declarations and the tree's layout direction and
/// touches neither items nor the solver. Each flexible spacer list gets a
/// spacer index (`LinearForm.Target.spacer`), numbered per lowering, that
/// installing turns into a fresh solver variable. Output order is the order
/// the verbs were written, then the order of the items within each verb.
struct Lowering {
    /// Decides `leading`/`trailing` and the reading order of `xPlace`.
    let direction: LayoutDirection
    /// How many spacer units the lowering has handed out.
    private(set) var spacerCount = 0

    init(direction: LayoutDirection) {
        self.direction = direction
    }

    /// Lowers declarations in order.
    ///
    /// - Complexity: O(total size of the declarations).
    mutating func lower(_ declarations: [Declaration]) -> [LoweredConstraint] {
        var out: [LoweredConstraint] = []
        out.reserveCapacity(declarations.count * 2)
        lower(declarations, into: &out)
        return out
    }

    /// Lowers declarations in order, handing each constraint to `out` as it is made.
    mutating func lower<Sink: LoweringSink>(_ declarations: [Declaration], into out: inout Sink) {
        for declaration in declarations { lower(declaration, into: &out) }
    }

    mutating func lower<Sink: LoweringSink>(_ d: Declaration, into out: inout Sink) {
        func emit(_ lhs: LinearForm, _ relation: Relation, _ rhs: LinearForm, argument: Int?, role: String? = nil, priority: Priority? = nil) {
            out.accept(LoweredConstraint(lhs: lhs, relation: relation, rhs: rhs, priority: priority ?? d.priority,
                                         verb: d.verb, argument: argument, role: role, location: d.location))
        }
        switch d.payload {
        case let .dimensions(items, relation, values):
            for (index, item) in items.enumerated() {
                for (axis, forms) in values {
                    let form = forms.count == 1 ? forms[0] : forms[index]
                    emit(LinearForm(item, axis == .horizontal ? .width : .height), relation, form.physical(direction), argument: index + 1)
                }
            }
        case let .align(attributes, items):
            for (index, item) in items.enumerated() {
                for attribute in attributes {
                    emit(LinearForm(item, attribute), .equal, Self.referenceEdge(attribute, of: d.reference, insets: d.insets), argument: index + 1)
                }
            }
        case let .place(axis, elements):
            lowerPlace(d, axis: axis, elements: elements, into: &out)
        case let .relation(lhs, relation, rhs):
            emit(lhs.physical(direction), relation, rhs.physical(direction), argument: nil)
        }
    }

    /// `R.left + l`, `R.right − r`, `R.top + t`, `R.bottom − b`,
    /// `R.centerX + (l − r)/2`, `R.centerY + (t − b)/2`.
    static func referenceEdge(_ attribute: Attribute, of reference: ItemReference, insets: EdgeInsets) -> LinearForm {
        switch attribute {
        case .left: LinearForm(reference, .left) + insets.left
        case .right: LinearForm(reference, .right) + -insets.right
        case .top: LinearForm(reference, .top) + insets.top
        case .bottom: LinearForm(reference, .bottom) + -insets.bottom
        case .centerX: LinearForm(reference, .centerX) + (insets.left - insets.right) / 2
        case .centerY: LinearForm(reference, .centerY) + (insets.top - insets.bottom) / 2
        case .leading, .trailing, .width, .height: LinearForm(reference, attribute)
        }
    }

    /// Hands out a new spacer unit index.
    mutating func makeSpacer() -> Int {
        spacerCount += 1
        return spacerCount - 1
    }
}
