import ArrangeSolver

/// Marks ``EdgesAnchor`` values of all four physical edges (`top left bottom right`).
public enum AllEdges {}
/// Marks ``EdgesAnchor`` values of the four edges in reading order (`top leading bottom trailing`).
public enum DirectionalEdges {}
/// Marks ``EdgesAnchor`` values of the left and right edges.
public enum HorizontalEdges {}
/// Marks ``EdgesAnchor`` values of the top and bottom edges.
public enum VerticalEdges {}

/// Several edges of an item at once, optionally inset, related with `==` in
/// one `install`, as Cartography's and SnapKit's `edges`:
///
/// ```swift
/// make.install(card.edges == screen.edges.inset(top: 20, left: 16, bottom: 40, right: 16))
/// make.install(bar.horizontalEdges == screen.horizontalEdges.inset(16))
/// make.install(row.directionalEdges == cell.directionalEdges.inset(top: 4, leading: 24, bottom: 4, trailing: 8))
/// ```
///
/// An inset moves each edge inwards: `top + t`, `left + l`, `bottom − b`,
/// `right − r` (and `leading`/`trailing` inwards in the reading direction).
/// The kinds are typed (`edges == horizontalEdges` does not compile). Only
/// `==` is offered: "inside" is not one direction for all four edges (write
/// the four inequalities with `install` instead).
public struct EdgesAnchor<Edges> {
    /// The edges, in order, each with its form.
    var edges: [(attribute: Attribute, form: LinearForm)]
    var retained: RetainedItems

    /// The item's edges `attributes`, each made of the anchor `anchors`
    /// gives in its place (margin anchors for `edgesWithinMargins`).
    init(_ item: Item, _ attributes: [Attribute], anchors: [Attribute]? = nil) {
        self.edges = zip(attributes, anchors ?? attributes).map { ($0, LinearForm(item, $1)) }
        self.retained = RetainedItems(item)
    }

    /// Moves the edges inwards by `amounts` (by attribute; absent ones stay).
    func inset(_ amounts: [Attribute: Double]) -> EdgesAnchor {
        var copy = self
        for index in copy.edges.indices {
            let attribute = copy.edges[index].attribute
            let inward: Double = [.top, .left, .leading].contains(attribute) ? 1 : -1
            copy.edges[index].form = copy.edges[index].form + inward * (amounts[attribute] ?? 0)
        }
        return copy
    }

    /// Every edge moved inwards by `amount`.
    public func inset(_ amount: Double) -> EdgesAnchor {
        inset(Dictionary(uniqueKeysWithValues: edges.map { ($0.attribute, amount) }))
    }

    /// The edges equal, edge by edge (insets included).
    public static func == (a: EdgesAnchor, b: EdgesAnchor) -> CompoundRelation {
        CompoundRelation(a.edges.map { ($0.attribute, $0.form) }, .equal, b.edges.map { ($0.attribute, $0.form) }, retaining: a.retained + b.retained)
    }
}

extension EdgesAnchor where Edges == AllEdges {
    /// The edges moved inwards: `screen.edges.inset(top: 20, left: 16, bottom: 40, right: 16)`.
    public func inset(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) -> EdgesAnchor {
        inset([.top: top, .left: left, .bottom: bottom, .right: right])
    }
}

extension EdgesAnchor where Edges == DirectionalEdges {
    /// The edges moved inwards, leading and trailing in the reading direction.
    public func inset(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> EdgesAnchor {
        inset([.top: top, .leading: leading, .bottom: bottom, .trailing: trailing])
    }
}

extension EdgesAnchor where Edges == HorizontalEdges {
    /// The left and right edges moved inwards.
    public func inset(left: Double = 0, right: Double = 0) -> EdgesAnchor {
        inset([.left: left, .right: right])
    }
}

extension EdgesAnchor where Edges == VerticalEdges {
    /// The top and bottom edges moved inwards.
    public func inset(top: Double = 0, bottom: Double = 0) -> EdgesAnchor {
        inset([.top: top, .bottom: bottom])
    }
}

extension Item {
    /// The four physical edges, `top left bottom right`, for one `install`:
    /// `make.install(card.edges == screen.edges.inset(16))`.
    public var edges: EdgesAnchor<AllEdges> { EdgesAnchor(self, [.top, .left, .bottom, .right]) }
    /// The four edges in reading order, `top leading bottom trailing`
    /// (mirrored in right-to-left, as `leading`/`trailing` are).
    public var directionalEdges: EdgesAnchor<DirectionalEdges> { EdgesAnchor(self, [.top, .leading, .bottom, .trailing]) }
    /// The left and right edges.
    public var horizontalEdges: EdgesAnchor<HorizontalEdges> { EdgesAnchor(self, [.left, .right]) }
    /// The top and bottom edges.
    public var verticalEdges: EdgesAnchor<VerticalEdges> { EdgesAnchor(self, [.top, .bottom]) }
}
