import Arrange

extension CallInterpreter {
    /// The Swift relation a fixture's barrier relation stands for:
    /// `lhs REL make.barrier(edge, of: items) + c`.
    func barrierRelation(_ r: BarrierRelationValue, make: Make) -> BarrierRelation {
        let names = r.items.map { items[$0]! }
        switch r.edge.axis {
        case .horizontal:
            let edge: HorizontalEdge = switch r.edge { case .left: .left; case .right: .right; case .leading: .leading; default: .trailing }
            let barrier = make.barrier(edge, of: names) + r.constant
            return relate(hPosition(r.lhs), r.relation, barrier)
        case .vertical:
            let barrier = make.barrier(r.edge == .top ? .top : .bottom, of: names) + r.constant
            return relate(vPosition(r.lhs), r.relation, barrier)
        }
    }

    private func relate<A>(_ anchor: Anchor<A, Position>, _ relation: RelationValue, _ barrier: Barrier<A>) -> BarrierRelation {
        switch relation {
        case .equal: anchor == barrier
        case .lessThanOrEqual: anchor <= barrier
        case .greaterThanOrEqual: anchor >= barrier
        }
    }
}
