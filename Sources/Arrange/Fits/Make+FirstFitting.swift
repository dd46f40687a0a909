// The first alternative that fits: SwiftUI's ViewThatFits, the Dynamic Type
// row that becomes a column (see Fits/README.md).
extension Make {
    /// Arranges items by the first of `alternatives` whose content fits in
    /// the space `R` gets, along `axes`: no item with an intrinsic or measured
    /// size gets less than it along them. The last alternative when none fits.
    ///
    /// ```swift
    /// make.firstFitting(in: .horizontal) { $0.xStack([icon, title], spacing: 8) }
    ///     or: { $0.yStack([icon, title], spacing: 4) }
    /// ```
    ///
    /// Each alternative is a closure over a make context with the same
    /// reference and insets, and arranges the same items; only the chosen
    /// one is installed. The choice is made before frames are read, and again
    /// whenever the layout changes (a resize, a measured or intrinsic size, a
    /// handle): when it stays nothing is reinstalled; when it changes the
    /// call's constraints are swapped in one solver step, and a swap the
    /// layout cannot take keeps the old choice and is listed in the tree's
    /// diagnostics. `item.explanation(of:)` says which alternative was chosen
    /// and why each before it did not fit. Handles of calls inside an
    /// alternative change nothing: the call's own handle enables and
    /// disables it. See `Fits/README.md`.
    @discardableResult
    public func firstFitting(in axes: Axis.Set = [.horizontal, .vertical], _ alternatives: [(Make) -> Void],
                             fileID: String = #fileID, line: Int = #line) -> Declared {
        let location = CallSite(fileID: fileID, line: line)
        let errorsBefore = recorder.errors.count
        var recorded: [[Declaration]] = []
        for alternative in alternatives { recorded.append(recordAlternative(alternative)) }
        guard recorder.errors.count == errorsBefore else { return rejected("firstFitting", at: location) }
        func invalid(_ reason: String, _ items: [String] = []) -> Declared {
            recorder.fail(.invalidArrangement(verb: "firstFitting", items: items, reason: reason, at: location))
            return rejected("firstFitting", at: location)
        }
        guard !recorded.isEmpty else { return invalid("it needs at least one alternative") }
        guard !axes.isEmpty else { return invalid("it needs an axis to fit along (.horizontal, .vertical or both)") }
        for (k, declarations) in recorded.enumerated() {
            for d in declarations {
                switch d.payload {
                case .flow, .firstFitting:
                    return invalid("alternative \(k + 1) has a \(d.verb) (\(d.location)); a choosing layout inside an alternative is not supported yet")
                default: break
                }
            }
        }
        let items = recorded.map { Self.arrangedItems($0, reference: reference) }
        for k in items.indices.dropFirst() where Set(items[k].map(\.id)) != Set(items[0].map(\.id)) {
            let first = Set(items[0].map(\.id)), other = Set(items[k].map(\.id))
            let differing = (items[0].filter { !other.contains($0.id) } + items[k].filter { !first.contains($0.id) }).map(\.name)
            return invalid("alternative \(k + 1) does not arrange the same items as alternative 1 (\(differing.joined(separator: ", "))); "
                + "each alternative arranges the same items", differing)
        }
        recorder.root.tree.hasChoosingLayouts = true
        let spec = FitSpecification(axes: axes, alternatives: recorded, items: items[0], misfits: Array(repeating: nil, count: recorded.count))
        return record("firstFitting", .firstFitting(spec), at: location)
    }

    /// ``firstFitting(in:_:fileID:line:)`` with two alternatives:
    /// `make.firstFitting(in: .horizontal) { $0.xStack(…) } or: { $0.yStack(…) }`.
    @discardableResult
    public func firstFitting(in axes: Axis.Set = [.horizontal, .vertical], fileID: String = #fileID, line: Int = #line,
                             _ first: (Make) -> Void, or second: (Make) -> Void) -> Declared {
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                firstFitting(in: axes, [first, second], fileID: fileID, line: line)
            }
        }
    }

    /// Runs one alternative's closure and takes back what it recorded: its
    /// declarations go into the call, its handles leave the group.
    private func recordAlternative(_ alternative: (Make) -> Void) -> [Declaration] {
        let make = Make(reference: reference, recorder: recorder, withinMargins: withinMargins)
        make.setInsets(insets)
        let start = recorder.handles.count
        alternative(make)
        let taken = Array(recorder.handles[start...])
        recorder.handles.removeSubrange(start...)
        recorder.rejected += taken   // detached when the recording ends
        return taken.map { $0.declaration! }
    }

    /// The items declarations arrange, `R` left out, in order of first mention.
    static func arrangedItems(_ declarations: [Declaration], reference: Item) -> [ItemReference] {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(reference)]   // membership only
        var items: [ItemReference] = []
        for d in declarations {
            for ref in d.itemReferences where seen.insert(ref.id).inserted { items.append(ref) }
        }
        return items
    }
}
