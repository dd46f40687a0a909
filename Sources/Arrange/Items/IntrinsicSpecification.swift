/// An item's intrinsic size with its hugging and compression resistance.
///
/// A value, stored in one word: nothing for the usual item (no size, the
/// default priorities), a shared box once anything is set (copied on write).
/// Inline, the three took 120 bytes of every item.
struct IntrinsicSpecification: Equatable {
    /// The values, for a specification that is not all defaults.
    private final class Storage {
        var size: Size?
        var hugging: AxisPriorities
        var compressionResistance: AxisPriorities

        init(size: Size?, hugging: AxisPriorities, compressionResistance: AxisPriorities) {
            self.size = size
            self.hugging = hugging
            self.compressionResistance = compressionResistance
        }
    }

    /// Nil: no size and the default priorities.
    private var storage: Storage?

    /// No size, or `size`, with the default priorities.
    init(size: Size? = nil) {
        if size != nil { storage = Storage(size: size, hugging: .defaultHugging, compressionResistance: .defaultCompressionResistance) }
    }

    var size: Size? {
        get { storage?.size }
        set { update { $0.size = newValue } }
    }

    var hugging: AxisPriorities {
        get { storage?.hugging ?? .defaultHugging }
        set { update { $0.hugging = newValue } }
    }

    var compressionResistance: AxisPriorities {
        get { storage?.compressionResistance ?? .defaultCompressionResistance }
        set { update { $0.compressionResistance = newValue } }
    }

    /// Changes the storage, made (or copied, when shared) first.
    private mutating func update(_ change: (Storage) -> Void) {
        if let current = storage {
            if !isKnownUniquelyReferenced(&storage) {
                storage = Storage(size: current.size, hugging: current.hugging, compressionResistance: current.compressionResistance)
            }
        } else {
            storage = Storage(size: nil, hugging: .defaultHugging, compressionResistance: .defaultCompressionResistance)
        }
        change(storage!)
    }

    static func == (a: Self, b: Self) -> Bool {
        a.size == b.size && a.hugging == b.hugging && a.compressionResistance == b.compressionResistance
    }
}
