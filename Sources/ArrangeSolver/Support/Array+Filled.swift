extension Array {
    /// How many elements an array made by ``init(filled:count:)`` holds at
    /// most before it is made by `init(repeating:count:)` instead.
    @usableFromInline static var filledByAppendsUpTo: Int { 32 }

    /// `count` copies of `value`, like `init(repeating:count:)`, without its
    /// fixed cost for a short array.
    ///
    /// `init(repeating:count:)` allocates through the standard library's
    /// unspecialised `_allocateBufferUninitialized(minimumCapacity:)`,
    /// which looks up the storage class's metadata each time (about 650
    /// instructions: the runtime does not cache it for that caller). A
    /// first layout of a small screen made seven such arrays, about 4,500
    /// instructions. Up to ``filledByAppendsUpTo`` elements, this reserves
    /// the room (specialised in the caller's module) and appends; beyond,
    /// where the fixed cost no longer shows, it is `init(repeating:count:)`.
    @inlinable
    package init(filled value: Element, count: Int) {
        guard count <= Self.filledByAppendsUpTo else {
            self.init(repeating: value, count: count)
            return
        }
        self.init()
        reserveCapacity(count)
        for _ in 0..<count { append(value) }
    }
}
