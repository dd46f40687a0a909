/// Many short growable lists in one flat array: the rows and columns of the
/// LU kernel (``SparseLU``), which an array per list made cost two
/// allocations per row of the kernel, every factorisation.
///
/// List `i` is `storage[begin[i] ..< begin[i] + length[i]]`, with room for
/// `room[i]` elements there. A list that outgrows its room moves to the end
/// of the storage with twice the room (the hole it leaves is not reused:
/// fill-in is rare in layout bases). Element order is kept exactly as an
/// array's would be (appends at the end, removals shift), so the
/// factorisation is the same, bit for bit.
///
/// The arrays only grow: the solver's ``Workspace`` keeps one instance per
/// element type, and ``reset(lists:)`` reuses their storage.
struct FlatLists<Element> {
    private var storage: [Element] = []
    private var begin: [Int32] = []
    private var length: [Int32] = []
    private var room: [Int32] = []

    /// Empties the storage and makes `count` empty lists with no room.
    mutating func reset(lists count: Int) {
        storage.removeAll(keepingCapacity: true)
        begin.removeAll(keepingCapacity: true)
        length.removeAll(keepingCapacity: true)
        room.removeAll(keepingCapacity: true)
        begin.append(contentsOf: repeatElement(0, count: count))
        length.append(contentsOf: repeatElement(0, count: count))
        room.append(contentsOf: repeatElement(0, count: count))
    }

    /// Gives empty list `i` room for `capacity` elements at the end of the
    /// storage (filled with `filler`, never read).
    mutating func reserve(list i: Int, capacity: Int, filler: Element) {
        begin[i] = Int32(storage.count)
        room[i] = Int32(capacity)
        storage.append(contentsOf: repeatElement(filler, count: capacity))
    }

    /// The number of elements in list `i`.
    @inline(__always)
    func count(_ i: Int) -> Int { Int(length[i]) }

    /// Element `n` of list `i`.
    @inline(__always)
    subscript(i: Int, n: Int) -> Element {
        get { storage[Int(begin[i]) + n] }
        set { storage[Int(begin[i]) + n] = newValue }
    }

    /// Appends `element` to list `i`, moving the list to the end of the
    /// storage with twice the room if it is full.
    mutating func append(_ element: Element, to i: Int) {
        if length[i] == room[i] {
            let from = Int(begin[i]), n = Int(length[i])
            let capacity = Swift.max(4, 2 * n)
            begin[i] = Int32(storage.count)
            room[i] = Int32(capacity)
            storage.reserveCapacity(storage.count + capacity)
            for k in 0..<n { storage.append(storage[from + k]) }
            storage.append(contentsOf: repeatElement(element, count: capacity - n))
        }
        storage[Int(begin[i] + length[i])] = element
        length[i] += 1
    }

    /// Removes element `n` of list `i`, shifting the later ones down.
    mutating func remove(at n: Int, from i: Int) {
        let b = Int(begin[i]), count = Int(length[i])
        for k in n..<(count - 1) { storage[b + k] = storage[b + k + 1] }
        length[i] -= 1
    }

    /// Keeps the first `count` elements of list `i`.
    mutating func truncate(_ i: Int, to count: Int) {
        length[i] = Int32(count)
    }
}
