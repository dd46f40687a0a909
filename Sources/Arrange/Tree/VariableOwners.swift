/// Who owns each of a tree's solver variables (``LayoutTree/owners``), by
/// variable id: an item's left, top, width or height, a flexible spacer
/// unit (or a safe-area inset), or nobody.
///
/// Four bytes per variable: a code per id, each item's reference kept once
/// (not once per variable) and each spacer's provenance apart. An item's
/// four variables are almost always made together, so a first layout
/// appends one reference and four codes per item; as an array of
/// ``LayoutTree/VariableOwner`` it was sixteen bytes per variable (and the
/// reference four times), 4 MB of a 40,000-item list.
///
/// Reads as a collection of optional owners (`owners[id]`, `enumerated()`);
/// setting an id past the end grows it with nobody.
struct VariableOwners: RandomAccessCollection {
    /// The items, each once, in the order their first variable was recorded.
    private var items: [ItemReference] = []
    /// The spacers' provenances, in the order they were recorded.
    private var spacers: [Provenance] = []
    /// By variable id: 0 for nobody; ``spacerFlag`` and an index into
    /// ``spacers``; or 1 + 4 × an index into ``items`` + the slot of the
    /// attribute (left, top, width, height).
    private var codes: [UInt32] = []

    /// The flag of a spacer's code.
    private static let spacerFlag: UInt32 = 1 << 31
    /// The attributes of an item's four variables, in slot order.
    private static let slots: [Attribute] = [.left, .top, .width, .height]

    /// The first id.
    var startIndex: Int { 0 }
    /// One past the last id recorded.
    var endIndex: Int { codes.count }
    /// How many ids the list holds without growing (``reserveCapacity(_:)``).
    var capacity: Int { codes.capacity }

    /// The owner of variable `id`, if any; setting one past the end grows the list with nobody.
    subscript(id: Int) -> LayoutTree.VariableOwner? {
        get {
            let code = codes[id]
            if code == 0 { return nil }
            if code & Self.spacerFlag != 0 { return .spacer(spacers[Int(code & ~Self.spacerFlag)]) }
            let n = Int(code) - 1
            return .item(items[n >> 2], Self.slots[n & 3])
        }
        set {
            if codes.count <= id { codes.append(contentsOf: repeatElement(0, count: id - codes.count + 1)) }
            switch newValue {
            case nil:
                codes[id] = 0
            case let .spacer(provenance)?:
                precondition(spacers.count < Int(Self.spacerFlag), "VariableOwners: more than 2³¹ spacers")
                codes[id] = Self.spacerFlag | UInt32(spacers.count)
                spacers.append(provenance)
            case let .item(reference, attribute)?:
                guard let slot = Self.slots.firstIndex(of: attribute) else {
                    preconditionFailure("VariableOwners: an item owns only its left, top, width and height, not \(attribute)")
                }
                codes[id] = Self.code(item: appendItem(reference), slot: slot)
            }
        }
    }

    /// Records `item` as the owner of four new variables, ids `count`…`count + 3`
    /// (left, top, width, height): one reference and four codes.
    mutating func appendFour(_ item: ItemReference) {
        let index = appendItem(item)
        for slot in 0..<4 { codes.append(Self.code(item: index, slot: slot)) }
    }

    /// Makes room for `variableCount` variables owned by items, four per
    /// item, so that a first layout's appends do not grow the lists by doubling.
    mutating func reserveCapacity(_ variableCount: Int) {
        codes.reserveCapacity(variableCount)
        items.reserveCapacity(variableCount / 4)
    }

    /// Appends `item` to ``items``; returns its index.
    private mutating func appendItem(_ item: ItemReference) -> Int {
        items.append(item)
        return items.count - 1
    }

    /// The code of slot `slot` of item `index` (its bound checked: the codes are 31 bits).
    private static func code(item index: Int, slot: Int) -> UInt32 {
        precondition(index < 1 << 29, "VariableOwners: more than 2²⁹ items in one tree")
        return UInt32(1 + index * 4 + slot)
    }
}
