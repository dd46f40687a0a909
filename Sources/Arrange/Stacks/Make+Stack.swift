// Stacks: UIStackView's arrangement, lowered into primitive constraints.
extension Make {
    /// Stacks items in a row inside `R` (inside the insets, or `R`'s
    /// margins in ``refWithinMargins(_:fileID:line:)``): UIStackView with a
    /// horizontal axis, SwiftUI's `HStack`.
    ///
    /// `make.xStack([a, b, c], spacing: 8, distribution: .fillEqually, alignment: .center)`.
    /// The row reads leading to trailing (right to left in a right-to-left
    /// `R`); `spacingAfter` is UIStackView's custom spacing after an item;
    /// hidden items (``Item/isHidden``) take no room and no spacing.
    /// `R` is the stack: constrain it like any item, or leave its size
    /// free and it fits its content (see `Sources/Arrange/Stacks/README.md`).
    @discardableResult
    public func xStack(_ items: [Item], spacing: Double = 0, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                       spacingAfter: [Item: Double] = [:], fileID: String = #fileID, line: Int = #line) -> Declared {
        stack("xStack", .horizontal, items, spacing: spacing, distribution: distribution, alignment: alignment, spacingAfter: spacingAfter,
              at: CallSite(fileID: fileID, line: line))
    }

    /// Stacks items in a column inside `R`, top to bottom: UIStackView with
    /// a vertical axis, SwiftUI's `VStack` (``xStack(_:spacing:distribution:alignment:spacingAfter:fileID:line:)``).
    ///
    /// `.leading` and `.trailing` alignments follow `R`'s reading direction;
    /// baseline alignments are for rows only.
    @discardableResult
    public func yStack(_ items: [Item], spacing: Double = 0, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                       spacingAfter: [Item: Double] = [:], fileID: String = #fileID, line: Int = #line) -> Declared {
        stack("yStack", .vertical, items, spacing: spacing, distribution: distribution, alignment: alignment, spacingAfter: spacingAfter,
              at: CallSite(fileID: fileID, line: line))
    }

    /// Validates and records a stack.
    private func stack(_ verb: String, _ axis: Axis, _ items: [Item], spacing: Double, distribution: StackDistribution, alignment: StackAlignment,
                       spacingAfter: [Item: Double], at location: CallSite) -> Declared {
        var ok = checkTree(items, verb: verb, at: location)
        ok = checkNotReference(items, verb: verb, at: location) && ok
        ok = checkFinite(spacing, verb: verb, argument: 2, at: location) && ok
        var firstIndex: [ObjectIdentifier: Int] = [:]   // lookups only
        for (index, item) in items.enumerated() {
            if let first = firstIndex[ObjectIdentifier(item)] {
                recorder.fail(.duplicateInPlaceList(item: item.displayName, verb: verb, arguments: [first + 1, index + 1], at: location))
                ok = false
            } else {
                firstIndex[ObjectIdentifier(item)] = index
            }
        }
        // The custom spacings, read in item order (never in the dictionary's).
        let gaps = items.dropLast().map { spacingAfter[$0] ?? spacing }
        func order(_ item: Item) -> (Int, String) { (firstIndex[ObjectIdentifier(item)] ?? Int.max, item.displayName) }
        for (item, value) in spacingAfter.sorted(by: { order($0.key) < order($1.key) }) {
            if firstIndex[ObjectIdentifier(item)] == nil {
                recorder.fail(.unsupportedRelation(relation: "spacingAfter: [\(item.displayName): \(value)]", verb: verb,
                                                   reason: "\(item.displayName) is not one of the stack's items", at: location))
                ok = false
            } else {
                ok = checkFinite(value, verb: verb, argument: nil, at: location) && ok
            }
        }
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline {
            recorder.fail(.unsupportedRelation(relation: "alignment: .\(alignment.rawValue)", verb: verb,
                                               reason: "baselines align the items of a row (xStack); use .leading, .center or .trailing", at: location))
            ok = false
        }
        guard ok else { return rejected(verb, at: location) }
        let intrinsic = items.map { item in
            let size = item.intrinsicSize.map { axis == .horizontal ? $0.width : $0.height } ?? 0
            return size.isFinite && size > 0 ? size : 0
        }
        let spec = StackSpecification(axis: axis, items: items.map(ItemReference.init), gaps: gaps, spacing: spacing, distribution: distribution, alignment: alignment,
                                      intrinsic: intrinsic)
        return record(verb, .stack(spec), at: location)
    }
}
