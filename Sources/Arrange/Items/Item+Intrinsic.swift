extension Item {
    /// Sets the intrinsic size (nil removes it) and re-solves, or throws and changes nothing.
    ///
    /// - Throws: ``ArrangeError/nonFiniteIntrinsicSize(item:_:at:)`` for a
    ///   size with a NaN or infinite number; the error of the solver step
    ///   when the layout cannot take the size (a required hugging or
    ///   compression resistance in conflict, a root that would change size).
    ///   The previous size stays and every frame is bit for bit as it was.
    public func setIntrinsicSize(_ size: Size?, fileID: String = #fileID, line: Int = #line) throws(ArrangeError) {
        try setIntrinsicSize(size, at: CallSite(fileID: fileID, line: line))
    }

    /// Sets the hugging priorities and re-solves, or throws and changes nothing.
    ///
    /// - Throws: ``ArrangeError/invalidItemPriority(item:property:axis:priority:at:)``
    ///   for a priority outside 1…1000; the error of the solver step when the
    ///   layout cannot take it (1000 makes hugging required). The previous
    ///   priorities stay and every frame is bit for bit as it was.
    public func setHugging(_ priorities: AxisPriorities, fileID: String = #fileID, line: Int = #line) throws(ArrangeError) {
        try setHugging(priorities, at: CallSite(fileID: fileID, line: line))
    }

    /// Sets the compression resistance priorities and re-solves, or throws and changes nothing.
    ///
    /// - Throws: as ``setHugging(_:fileID:line:)``.
    public func setCompressionResistance(_ priorities: AxisPriorities, fileID: String = #fileID, line: Int = #line) throws(ArrangeError) {
        try setCompressionResistance(priorities, at: CallSite(fileID: fileID, line: line))
    }

    /// ``setIntrinsicSize(_:fileID:line:)`` from `location` (nil: the property setter).
    func setIntrinsicSize(_ size: Size?, at location: CallSite?) throws(ArrangeError) {
        if let size, !size.isSolvable { throw .nonFiniteIntrinsicSize(item: name, size, at: location) }
        try changeIntrinsic { $0.size = size }
    }

    /// ``setHugging(_:fileID:line:)`` from `location` (nil: the property setter).
    func setHugging(_ priorities: AxisPriorities, at location: CallSite?) throws(ArrangeError) {
        try priorities.validate(item: name, property: "hugging", at: location)
        try changeIntrinsic { $0.hugging = priorities }
    }

    /// ``setCompressionResistance(_:fileID:line:)`` from `location` (nil: the property setter).
    func setCompressionResistance(_ priorities: AxisPriorities, at location: CallSite?) throws(ArrangeError) {
        try priorities.validate(item: name, property: "compressionResistance", at: location)
        try changeIntrinsic { $0.compressionResistance = priorities }
    }

    /// Applies a change of the intrinsic size or its priorities: re-installs
    /// the item's intrinsic constraints in one solver step, or, if the step
    /// fails, puts the old values back and throws.
    func changeIntrinsic(_ change: (inout IntrinsicSpecification) -> Void) throws(ArrangeError) {
        let old = intrinsic
        change(&intrinsic)
        guard intrinsic != old, let tree = root.ownedTree else { return }
        do {
            try tree.updateIntrinsic(of: self)
        } catch {
            intrinsic = old
            throw error
        }
    }
}
