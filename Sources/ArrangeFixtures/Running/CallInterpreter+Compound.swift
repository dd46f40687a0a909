import Arrange

extension CallInterpreter {
    /// The Swift relation a fixture's compound relation stands for:
    /// `lhs.edges == rhs.edges.inset(…)`, `lhs.size REL rhs.size * k + Size(…)`,
    /// `lhs.center == rhs.center + Point(…)`.
    func compoundRelation(_ r: CompoundRelationValue) -> CompoundRelation {
        let a = items[r.lhsItem]!, b = items[r.rhsItem]!
        let inset = r.inset.isEmpty ? Array(repeating: 0.0, count: r.anchor.partCount) : r.inset
        let offset = r.offset.isEmpty ? [0.0, 0.0] : r.offset
        switch r.anchor {
        case .edges, .edgesWithinMargins:
            let lhs = r.anchor == .edgesWithinMargins ? a.edgesWithinMargins : a.edges
            let rhs = (r.rhsAnchor ?? r.anchor) == .edgesWithinMargins ? b.edgesWithinMargins : b.edges
            return lhs == rhs.inset(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3])
        case .directionalEdges:
            return a.directionalEdges == b.directionalEdges.inset(top: inset[0], leading: inset[1], bottom: inset[2], trailing: inset[3])
        case .horizontalEdges:
            return a.horizontalEdges == b.horizontalEdges.inset(left: inset[0], right: inset[1])
        case .verticalEdges:
            return a.verticalEdges == b.verticalEdges.inset(top: inset[0], bottom: inset[1])
        case .size:
            let rhs = b.size * r.scale + Size(width: offset[0], height: offset[1])
            switch r.relation {
            case .equal: return a.size == rhs
            case .lessThanOrEqual: return a.size <= rhs
            case .greaterThanOrEqual: return a.size >= rhs
            }
        case .center:
            return a.center == b.center + Point(x: offset[0], y: offset[1])
        }
    }
}
