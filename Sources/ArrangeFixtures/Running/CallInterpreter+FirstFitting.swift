import Arrange

extension CallInterpreter {
    /// `make.firstFitting(in:_:)` with each alternative's calls played on
    /// its make context (the handles and failures they record kept here).
    mutating func firstFitting(_ axes: String, _ alternatives: [[Call]], make: Make, fileID: String, line: Int) throws(Stop) -> ConstraintHandle {
        let set: Axis.Set = axes == "horizontal" ? .horizontal : axes == "vertical" ? .vertical : [.horizontal, .vertical]
        var inner = self
        var stopped = false
        let closures: [(Make) -> Void] = alternatives.map { calls in
            { sub in
                guard !stopped else { return }
                do throws(Stop) { try inner.apply(calls, to: sub) } catch { stopped = true }
            }
        }
        let handle = make.firstFitting(in: set, closures, fileID: fileID, line: line)
        self = inner
        if stopped { throw Stop() }
        return handle
    }
}
