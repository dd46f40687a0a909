import ArrangeSolver

/// A horizontal edge a barrier follows.
public enum HorizontalEdge: Sendable {
    /// The left edges: the barrier lies at or left of the leftmost.
    case left
    /// The right edges: the barrier lies at or right of the rightmost.
    case right
    /// The leading edges, in the reading direction.
    case leading
    /// The trailing edges, in the reading direction: after the widest item.
    case trailing

    var attribute: Attribute {
        switch self {
        case .left: .left
        case .right: .right
        case .leading: .leading
        case .trailing: .trailing
        }
    }
}

/// A vertical edge a barrier follows.
public enum VerticalEdge: Sendable {
    /// The top edges: the barrier lies at or above the highest.
    case top
    /// The bottom edges: the barrier lies at or below the lowest.
    case bottom

    var attribute: Attribute { self == .top ? .top : .bottom }
}

/// An edge at the furthest of several items' edges (Android
/// ConstraintLayout's `Barrier`): `make.barrier(.trailing, of: nameLabel, emailLabel)`
/// lies at or beyond each label's trailing edge, as close to them as
/// possible, so that inputs tied to it start after the widest label.
///
/// Relate an anchor of the same axis to it (shifted with `+`/`-`) and
/// install the relation:
///
/// ```swift
/// let labels = make.barrier(.trailing, of: nameLabel, emailLabel)
/// make.install(nameField.leading == labels + 8)     // 8 after the widest label
/// make.install(hint.leading >= labels)              // anywhere at or after it
/// ```
///
/// See ``BarrierRelation`` for what each relation means and how exact it is.
public struct Barrier<Axis> {
    /// The edge it follows (`left right leading trailing top bottom`).
    let edge: Attribute
    /// The items it follows, retained while the value lives.
    let items: [Item]
    /// What is added to it, in the edge's coordinates (the reading direction for leading/trailing).
    var constant: Double = 0

    /// Whether "beyond" the items means larger coordinates (right, trailing,
    /// bottom: the barrier is their maximum) rather than smaller (left,
    /// leading, top: their minimum).
    var isMaximum: Bool { edge == .right || edge == .trailing || edge == .bottom }

    /// The barrier shifted: `labels + 8`.
    public static func + (b: Barrier, c: Double) -> Barrier {
        var copy = b
        copy.constant += c
        return copy
    }

    /// The barrier shifted back: `labels - 8`.
    public static func - (b: Barrier, c: Double) -> Barrier { b + -c }
}

extension Barrier: CustomStringConvertible {
    /// For example `barrier(trailing of name, email) + 8`.
    public var description: String {
        let base = "barrier(\(edge.rawValue) of \(items.map(\.name).joined(separator: ", ")))"
        if constant == 0 { return base }
        return base + (constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))")
    }
}

extension Make {
    /// A barrier at the furthest of the items' horizontal `edge`s:
    /// `make.barrier(.trailing, of: nameLabel, emailLabel)`.
    public func barrier(_ edge: HorizontalEdge, of items: Item...) -> Barrier<Horizontal> { Barrier(edge: edge.attribute, items: items) }
    /// A barrier at the furthest of the items' horizontal `edge`s.
    public func barrier(_ edge: HorizontalEdge, of items: [Item]) -> Barrier<Horizontal> { Barrier(edge: edge.attribute, items: items) }
    /// A barrier at the furthest of the items' vertical `edge`s:
    /// `make.barrier(.bottom, of: photo, caption)`.
    public func barrier(_ edge: VerticalEdge, of items: Item...) -> Barrier<Vertical> { Barrier(edge: edge.attribute, items: items) }
    /// A barrier at the furthest of the items' vertical `edge`s.
    public func barrier(_ edge: VerticalEdge, of items: [Item]) -> Barrier<Vertical> { Barrier(edge: edge.attribute, items: items) }
}
