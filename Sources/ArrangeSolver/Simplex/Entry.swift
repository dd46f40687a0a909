/// One stored non-zero of a sparse vector or matrix line: an index and a value.
///
/// 12 bytes, not 16: the value is kept as two 32-bit halves, so the entry
/// is aligned to 4 and an array of entries (a component's pool, its
/// column-wise copy, a factor's etas and borders, the LU kernel's rows)
/// pays no padding after the index. Reading the value back is one 8-byte
/// load (the two halves are adjacent; x86 and ARM load unaligned words).
struct Entry: Equatable {
    /// A row, column or basis-position index, depending on the container.
    var index: Int32
    /// The low and high halves of the value's bits.
    private var low: UInt32
    private var high: UInt32

    init(_ index: Int, _ value: Double) {
        self.index = Int32(truncatingIfNeeded: index)
        let bits = value.bitPattern
        self.low = UInt32(truncatingIfNeeded: bits)
        self.high = UInt32(truncatingIfNeeded: bits >> 32)
    }

    /// The coefficient.
    @inline(__always)
    var value: Double {
        get { Double(bitPattern: UInt64(high) << 32 | UInt64(low)) }
        set {
            let bits = newValue.bitPattern
            low = UInt32(truncatingIfNeeded: bits)
            high = UInt32(truncatingIfNeeded: bits >> 32)
        }
    }

    /// Equal indices and equal values (as numbers: `-0.0 == 0.0`), as the
    /// two stored fields were compared before the value was split.
    static func == (a: Entry, b: Entry) -> Bool {
        a.index == b.index && a.value == b.value
    }
}
