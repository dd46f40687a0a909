/// Something a person should know about a layout that is not an error of
/// the call at hand: a size or position nothing fixes, a size squeezed below
/// zero, a constraint installed twice, a change from outside that could not
/// be applied.
public struct Diagnostic: Hashable, Sendable {
    /// What kind of notice.
    public enum Kind: Hashable, Sendable {
        /// No constraint fixes this value: the solver's answer is arbitrary.
        case ambiguous(axis: Axis, aspect: Aspect)
        /// The item's solved width (horizontal) or height (vertical) is below
        /// zero; ``Diagnostic/constraints`` are those that hold it there.
        case negativeSize(axis: Axis)
        /// A constraint identical to one installed before it (the same items,
        /// anchors, relation, constant and priority): it changes nothing.
        /// ``Diagnostic/constraints`` are the first and the repeat.
        case duplicate
        /// A change made from outside (a root size, a layout direction, an
        /// intrinsic size, a moved subtree) was not applied.
        case rejectedChange
        /// Measured content (``Item/measure``) still changed after the last
        /// measuring pass: the frames are those of that pass.
        case unsettledMeasurement
    }

    /// The item's name (its path, `screen/cell/label`, when the name
    /// repeats in the tree), the spacer, the repeated relation or the change concerned.
    public var subject: String
    /// What kind of notice.
    public var kind: Kind
    /// A sentence a person can act on.
    public var message: String
    /// The constraints concerned, with their provenance (`file:line`), in
    /// installation order: for ambiguity, those that touch the free value
    /// (name the item's anchors on its axis); empty for rejected changes.
    public var constraints: [ConstraintSummary]

    /// Creates a diagnostic.
    public init(subject: String, kind: Kind, message: String, constraints: [ConstraintSummary] = []) {
        self.subject = subject
        self.kind = kind
        self.message = message
        self.constraints = constraints
    }

    /// A rejected change and the error that rejected it. `change` quotes
    /// names as `Snippet/text(_:limit:)` does.
    init(rejected change: String, _ error: ArrangeError) {
        self.init(subject: change, kind: .rejectedChange, message: "\(Snippet.text(change, limit: 4 * Snippet.textLimit)) was not applied: \(error)")
    }

    /// An ambiguous value of an item: what touches it (the calls of
    /// `touchedBy`, the installed constraints naming the item's anchors on
    /// that axis) and what one more constraint would fix it.
    static func ambiguous(_ subject: String, axis: Axis, aspect: Aspect, touchedBy touching: [ConstraintSummary] = []) -> Diagnostic {
        let name = Snippet.text(subject)
        let what = switch (axis, aspect) {
        case (.horizontal, .position): "x position"
        case (.horizontal, .size): "width"
        case (.vertical, .position): "y position"
        case (.vertical, .size): "height"
        }
        let fix = switch (axis, aspect) {
        case (.horizontal, .position): "make.xLeft(\(name)), make.xCenter(\(name)) or make.install(\(name).left == …)"
        case (.horizontal, .size): "make.width(\(name)) == …, or both edges: make.xEqual(\(name))"
        case (.vertical, .position): "make.yTop(\(name)), make.yCenter(\(name)) or make.install(\(name).top == …)"
        case (.vertical, .size): "make.height(\(name)) == …, or both edges: make.yEqual(\(name))"
        }
        let causes = touching.isEmpty ? "no constraint touches it" : "touched only by " + Self.calls(touching)
        return Diagnostic(subject: subject, kind: .ambiguous(axis: axis, aspect: aspect),
                          message: "\(name): nothing fixes its \(what) (\(axis) \(aspect)); \(causes); one more constraint fixes it: \(fix)",
                          constraints: touching)
    }
}

extension Diagnostic {
    /// A size below zero, with the constraints that hold it there.
    static func negativeSize(_ subject: String, axis: Axis, size: Double, squeezedBy constraints: [ConstraintSummary]) -> Diagnostic {
        let what = axis == .horizontal ? "width" : "height"
        let causes = constraints.isEmpty
            ? "no arranged constraint holds it there exactly (look at the root size and intrinsic sizes)"
            : "squeezed by " + Self.calls(constraints)
        return Diagnostic(subject: subject, kind: .negativeSize(axis: axis),
                          message: "\(Snippet.text(subject)): its \(what) is \(formatNumber(size)), below zero; \(causes); make room, or lower the priority of one of them",
                          constraints: constraints)
    }

    /// A constraint that repeats an earlier one.
    static func duplicate(_ repeated: ConstraintSummary, of first: ConstraintSummary) -> Diagnostic {
        Diagnostic(subject: repeated.relation, kind: .duplicate,
                   message: "duplicate constraint \(Snippet.line(repeated.relation, shortening: repeated.provenance.items))\(repeated.priority.isRequired ? "" : " ~ \(repeated.priority)"): "
                       + "\(Self.calls([repeated])) repeats \(Self.calls([first])); it changes nothing, remove one",
                   constraints: [first, repeated])
    }

    /// `xPlace at App/Row.swift:12, width at App/Row.swift:10`: each verb
    /// call once, in order; after `Snippet/listLimit` calls, `and N more`.
    static func calls(_ constraints: [ConstraintSummary]) -> String {
        var seen: [String] = []
        for c in constraints {
            let call = c.provenance.verb + (c.provenance.location.map { " at \($0)" } ?? "")
            if !seen.contains(call) { seen.append(call) }
        }
        let shown = seen.prefix(Snippet.listLimit).joined(separator: ", ")
        return seen.count > Snippet.listLimit ? shown + " and \(seen.count - Snippet.listLimit) more" : shown
    }
}

extension Diagnostic: CustomStringConvertible {
    /// The message, each of its lines escaped and cut as
    /// `Snippet/text(_:limit:)` does (at twice `Snippet/lineLimit`): the
    /// messages Arrange makes quote names cut already, and list at most
    /// `Snippet/constraintLimit` constraints, one per line.
    public var description: String {
        message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { Snippet.text(String($0), limit: 2 * Snippet.lineLimit) }
            .joined(separator: "\n")
    }
}
