extension Make {
    /// Places items in a row, leading to trailing (left to right unless the
    /// tree is right-to-left), with numbers, walls and flexible spacers.
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
        place("xPlace", .horizontal, elements.map(\.placeElement), fileID: fileID, line: line)
    }

    /// `xPlace` with an array of elements.
    @discardableResult
    public func xPlace(_ elements: [any PlaceElementConvertible], fileID: String = #fileID, line: Int = #line) -> Declared {
        place("xPlace", .horizontal, elements.map(\.placeElement), fileID: fileID, line: line)
    }

    /// Places items in a column, top to bottom: `xPlace` with top and bottom.
    /// The trailing edge is `R.bottom − b`.
    @discardableResult
    public func yPlace(_ elements: any PlaceElementConvertible..., fileID: String = #fileID, line: Int = #line) -> Declared {
        place("yPlace", .vertical, elements.map(\.placeElement), fileID: fileID, line: line)
    }

    /// `yPlace` with an array of elements.
    @discardableResult
    public func yPlace(_ elements: [any PlaceElementConvertible], fileID: String = #fileID, line: Int = #line) -> Declared {
        place("yPlace", .vertical, elements.map(\.placeElement), fileID: fileID, line: line)
    }

    func place(_ verb: String, _ axis: Axis, _ elements: [PlaceElement], fileID: String, line: Int) -> Declared {
        let location = CallSite(fileID: fileID, line: line)
        var ok = true
        var steps: [Declaration.Step] = []
        steps.reserveCapacity(elements.count)
        var seen = Set<ObjectIdentifier>()  // membership only; errors follow list order
        seen.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            switch element {
            case let .number(value):
                ok = checkFinite(value, verb: verb, argument: index + 1, at: location) && ok
            case let .flexible(weight):
                ok = checkFinite(weight, verb: verb, argument: index + 1, at: location) && ok
            case let .item(item):
                if !seen.insert(ObjectIdentifier(item)).inserted {
                    let firstArgument = elements.firstIndex { if case let .item(i) = $0 { i === item } else { false } }! + 1
                    recorder.fail(.duplicateInPlaceList(item: item.name, verb: verb, arguments: [firstArgument, index + 1], at: location))
                    ok = false
                }
                if !belongs(item) { ok = checkTree([item], verb: verb, at: location) && ok }
                if item === reference { ok = checkNotReference([item], verb: verb, at: location) && ok }
            case .wall:
                break
            }
            steps.append(Declaration.Step(element))
        }
        guard ok else { return rejected(at: location) }
        return record(verb, .place(axis: axis, elements: steps), at: location)
    }
}
