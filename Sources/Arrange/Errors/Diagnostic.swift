/// Something a person should know about a layout that is not an error of
/// the call at hand: a size or position nothing fixes, a change from outside
/// that could not be applied.
public struct Diagnostic: Hashable, Sendable {
    /// What kind of notice.
    public enum Kind: Hashable, Sendable {
        /// No constraint fixes this value: the solver's answer is arbitrary.
        case ambiguous(axis: Axis, aspect: Aspect)
        /// A change made from outside (a root size, a layout direction, an
        /// intrinsic size, a moved subtree) was not applied.
        case rejectedChange
    }

    /// The item's name, or the spacer or change concerned.
    public var subject: String
    /// What kind of notice.
    public var kind: Kind
    /// A sentence a person can act on.
    public var message: String

    /// Creates a diagnostic.
    public init(subject: String, kind: Kind, message: String) {
        self.subject = subject
        self.kind = kind
        self.message = message
    }

    /// A rejected change and the error that rejected it.
    init(rejected change: String, _ error: ArrangeError) {
        self.init(subject: change, kind: .rejectedChange, message: "\(change) was not applied: \(error)")
    }

    /// An ambiguous value of an item or spacer.
    static func ambiguous(_ subject: String, axis: Axis, aspect: Aspect) -> Diagnostic {
        let what = switch (axis, aspect) {
        case (.horizontal, .position): "x position"
        case (.horizontal, .size): "width"
        case (.vertical, .position): "y position"
        case (.vertical, .size): "height"
        }
        return Diagnostic(subject: subject, kind: .ambiguous(axis: axis, aspect: aspect),
                          message: "\(subject): nothing fixes its \(what) (\(axis) \(aspect)); add a constraint for it")
    }
}

extension Diagnostic: CustomStringConvertible {
    /// The message.
    public var description: String { message }
}
