import Testing
import Arrange

@Suite("Provenance and summaries read as one line a person can act on")
struct ProvenanceTests {
    @Test("a provenance names the verb, argument, role, items and call site")
    func provenance() {
        let full = Provenance(verb: "xPlace", argument: 3, items: ["b", "a"], location: CallSite(fileID: "App/Screen.swift", line: 9), role: "wall gap")
        #expect(full.description == "xPlace argument 3 [wall gap] (b, a) at App/Screen.swift:9")
        #expect(Provenance(verb: "root origin").description == "root origin")
    }

    @Test("a summary shows the relation, a non-required priority and the provenance")
    func summary() {
        let summary = ConstraintSummary(relation: "a.width == 100", priority: .low, provenance: Provenance(verb: "width", argument: 1, items: ["a"]))
        #expect(summary.description == "a.width == 100 ~ low — width argument 1 (a)")
        #expect(ConstraintSummary(relation: "x", priority: .required, provenance: Provenance(verb: "v")).description == "x — v")
    }

    @Test("installed constraints describe themselves the same way")
    func layoutConstraint() throws {
        let (root, items) = screen("a")
        let group = try root.arrange { make in make.width(items) == 100 ~ .high }
        #expect(group.constraints.map(\.description) == ["a.width == 100 ~ high — width argument 1 (a) at \(#fileID):\(#line - 1)"])
        #expect(group.constraints[0].constraint.strength == Priority.high.strength)
    }

    @Test("a summary with an identifier shows it first, quoted")
    func identifier() {
        let summary = ConstraintSummary(relation: "b.left == a.right + 8", priority: .required, provenance: Provenance(verb: "install"), identifier: "gap")
        #expect(summary.description == "'gap' b.left == a.right + 8 — install")
    }
}
