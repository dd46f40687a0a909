extension Make {
    /// Places items in a row, leading to trailing (left to right unless `R`
    /// is right-to-left), with numbers, walls and flexible spacers.
    ///
    /// A cursor starts at `R`'s leading edge inside the insets. A number adds
    /// to it (consecutive numbers sum; negatives allowed); an item's leading
    /// edge is tied to it and the cursor moves to the item's trailing edge;
    /// `make.wall` cuts the chain (the gap across it is kept at least the
    /// numbers beside it, at ``Priority/wallGap``); `make.flexible` adds
    /// weight × a shared unit. At the end, an item placed since the last wall
    /// ends at `R`'s trailing edge minus the trailing numbers.
    ///
    /// `xPlace(20, a, make.wall, b, 20)` pins `a` left and `b` right.
    @discardableResult
    public func xPlace(_ elements: any PlaceElementConvertible..., fileID: String = #fileID, line: Int = #line) -> Declared {
        place("xPlace", .horizontal, elements, fileID: fileID, line: line)
    }

    /// `xPlace` with an array of elements.
    @discardableResult
    public func xPlace(_ elements: [any PlaceElementConvertible], fileID: String = #fileID, line: Int = #line) -> Declared {
        place("xPlace", .horizontal, elements, fileID: fileID, line: line)
    }

    /// Places items in a column, top to bottom: `xPlace` with top and bottom.
    /// The trailing edge is `R.bottom − b`.
    @discardableResult
    public func yPlace(_ elements: any PlaceElementConvertible..., fileID: String = #fileID, line: Int = #line) -> Declared {
        place("yPlace", .vertical, elements, fileID: fileID, line: line)
    }

    /// `yPlace` with an array of elements.
    @discardableResult
    public func yPlace(_ elements: [any PlaceElementConvertible], fileID: String = #fileID, line: Int = #line) -> Declared {
        place("yPlace", .vertical, elements, fileID: fileID, line: line)
    }

    /// Validates and records a place list, converting each element as it goes.
    ///
    /// Duplicates: a scan of the steps so far for short lists. A long list
    /// is first checked without looking for them, collecting its items'
    /// identities, which one sort then compares; only a list that has a
    /// duplicate is checked again, its errors taken back, with a set
    /// (membership only), so that every error still comes in list order.
    func place(_ verb: String, _ axis: Axis, _ elements: [any PlaceElementConvertible], fileID: String, line: Int) -> Declared {
        let location = CallSite(fileID: fileID, line: line)
        var checked: (steps: [Declaration.Step], ok: Bool)
        if elements.count <= Self.placeScanLimit {
            var none: [UInt] = []
            checked = placeSteps(verb, elements, at: location, duplicates: .scan, items: &none)
        } else {
            let errorCount = recorder.errors.count
            var items: [UInt] = []
            items.reserveCapacity(elements.count)
            checked = placeSteps(verb, elements, at: location, duplicates: .collect, items: &items)
            items.sort()
            if items.indices.dropFirst().contains(where: { items[$0 - 1] == items[$0] }) {
                recorder.errors.removeSubrange(errorCount...)
                checked = placeSteps(verb, elements, at: location, duplicates: .hash, items: &items)
            }
        }
        guard checked.ok else { return rejected(verb, at: location) }
        return record(verb, .place(axis: axis, elements: checked.steps), at: location)
    }

    /// How ``placeSteps(_:_:at:duplicates:items:)`` finds an item given twice.
    private enum DuplicateCheck {
        /// Scans the steps so far.
        case scan
        /// Keeps a set of the items so far.
        case hash
        /// Does not: appends each item's identity to `items`, for the caller to compare.
        case collect
    }

    /// The steps of a place list, and whether it is free of mistakes (each one recorded).
    private func placeSteps(_ verb: String, _ elements: [any PlaceElementConvertible], at location: CallSite, duplicates: DuplicateCheck,
                            items: inout [UInt]) -> (steps: [Declaration.Step], ok: Bool) {
        var ok = true
        var steps: [Declaration.Step] = []
        steps.reserveCapacity(elements.count)
        var seen = Set<ObjectIdentifier>()
        if duplicates == .hash { seen.reserveCapacity(elements.count) }
        // Each step made in its case (making it from the element after the switch copied the element, retaining its item).
        for index in elements.indices {
            switch elements[index].placeElement {
            case let .number(value):
                ok = checkFinite(value, verb: verb, argument: index + 1, at: location) && ok
                steps.append(.number(value))
            case let .flexible(weight):
                ok = checkFinite(weight, verb: verb, argument: index + 1, at: location) && ok
                steps.append(.flexible(weight: weight))
            case let .item(item):
                let id = ObjectIdentifier(item)
                let isDuplicate = switch duplicates {
                case .scan: steps.contains { $0.itemID == id }
                case .hash: !seen.insert(id).inserted
                case .collect: { items.append(UInt(bitPattern: id)); return false }()
                }
                if isDuplicate {
                    let firstArgument = steps.firstIndex { $0.itemID == id }! + 1
                    recorder.fail(.duplicateInPlaceList(item: item.displayName, verb: verb, arguments: [firstArgument, index + 1], at: location))
                    ok = false
                }
                if !belongs(item) { ok = checkTree([item], verb: verb, at: location) && ok }
                if item === reference { ok = checkNotReference([item], verb: verb, at: location) && ok }
                steps.append(.item(ItemReference(item)))
            case .wall:
                steps.append(.wall)
            }
        }
        return (steps, ok)
    }

    /// Place lists up to this long find duplicates by scanning (cheaper than hashing).
    static var placeScanLimit: Int { 64 }
}
