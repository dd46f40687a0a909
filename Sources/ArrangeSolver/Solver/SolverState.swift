// TEMPORARY: the solver core lands in the next commits; this file only lets the
// rest of the package compile against the public API in the meantime.
struct SolverState {
    var names: [String] = []
    var values: [Double] = []
    var records: [ObjectIdentifier: Int] = [:]
    var edits: [Variable: Int] = [:]

    mutating func makeVariable(_ name: String) -> Variable {
        names.append(name); values.append(0)
        return Variable(id: names.count - 1)
    }
    func installedConstraints() -> [Constraint] { [] }
    mutating func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) { fatalError("solver core not landed yet") }
    mutating func removeEditVariable(_ v: Variable) throws(SolverError) { fatalError("solver core not landed yet") }
    mutating func suggestValue(_ value: Double, for v: Variable) throws(SolverError) { fatalError("solver core not landed yet") }
    func undeterminedVariables() -> [Variable] { [] }
    mutating func update(removing old: [Constraint], adding new: [Constraint]) throws(SolverError) { fatalError("solver core not landed yet") }
}
