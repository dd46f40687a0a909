import Testing
@testable import Arrange

/// The owners of a tree's variables, as codes: what is set is what is read,
/// id by id, in id order.
@Suite("Variable owners: four-byte codes give back each item's attribute and each spacer's provenance")
struct VariableOwnersTests {
    /// "name.attribute", "spacer verb role" or "nobody": an owner in words.
    func describe(_ owner: LayoutTree.VariableOwner?) -> String {
        switch owner {
        case let .item(reference, attribute)?: "\(reference.name).\(attribute)"
        case let .spacer(provenance)?: "spacer \(provenance.verb) \(provenance.role ?? "")"
        case nil: "nobody"
        }
    }

    @Test("four appended for an item are its left, top, width and height, in that order")
    func appendFour() {
        let a = Item("a"), b = Item("b")
        var owners = VariableOwners()
        owners.appendFour(ItemReference(a))
        owners.appendFour(ItemReference(b))
        #expect(owners.count == 8)
        #expect(owners.map(describe) == ["a.left", "a.top", "a.width", "a.height", "b.left", "b.top", "b.width", "b.height"])
    }

    @Test("setting past the end grows the list with nobody; spacers, items and nobody read back as set")
    func setting() {
        let a = Item("a")
        var owners = VariableOwners()
        owners[2] = .spacer(Provenance(verb: "xPlace", role: "flexible spacer unit"))
        #expect(owners.map(describe) == ["nobody", "nobody", "spacer xPlace flexible spacer unit"])
        owners[0] = .item(ItemReference(a), .height)
        owners[5] = .item(ItemReference(a), .left)
        owners[2] = nil
        #expect(owners.map(describe) == ["a.height", "nobody", "nobody", "nobody", "nobody", "a.left"])
        // A second spacer keeps its own provenance beside the first's.
        owners[1] = .spacer(Provenance(verb: "safe area", role: "top"))
        #expect(describe(owners[1]) == "spacer safe area top")
    }

    @Test("a tree records its items' variables and its spacer units by id")
    func inATree() throws {
        let root = Item("root"), a = Item("a"), b = Item("b")
        root.addChildren(a, b)
        try root.arrange { make in
            make.xPlace(a, make.flexible, b)
            make.size(a, b) == (10, 10)
            make.yTop(a, b)
        }
        let tree = root.tree
        let va = tree.variables(of: a), vb = tree.variables(of: b)
        #expect(describe(tree.owners[va.width.id]) == "a.width" && describe(tree.owners[vb.top.id]) == "b.top")
        #expect(tree.name(of: va.left) == "a.left")
        let spacers = tree.owners.indices.filter { if case .spacer? = tree.owners[$0] { true } else { false } }
        #expect(spacers.count == 1)
        #expect(describe(tree.owners[spacers[0]]).hasPrefix("spacer xPlace"))
    }
}
