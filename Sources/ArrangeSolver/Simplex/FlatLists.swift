/// Many short growable lists in one flat buffer: the rows and columns of the
/// LU kernel (``SparseLU``), which an array per list made cost two
/// allocations per row of the kernel, every factorisation.
///
/// List `i` is `elements[begin ..< begin + length]` of its ``Span``, with
/// room for `room` elements there. A list that outgrows its room moves to the
/// end of the used part with twice the room (the hole it leaves is not
/// reused: fill-in is rare in layout bases). Element order is kept exactly as
/// an array's would be (appends at the end, removals shift), so the
/// factorisation is the same, bit for bit.
///
/// The kernel's bookkeeping is mostly single-element accesses, so the lists
/// live in raw memory owned by one buffer object: an access is pointer
/// arithmetic, with no uniqueness or bounds check per element (the bounds are
/// asserted in debug builds). Copies share that buffer: ``reset(lists:)``
/// gives an instance its own buffer if it shares one, so an instance must be
/// reset before it is changed (the solver's ``Workspace`` keeps one per
/// element type and each factorisation resets it). The buffer only grows.
struct FlatLists<Element: BitwiseCopyable> {
    /// Where a list starts, its length, and its room (not nested: a type
    /// nested in a generic one is generic too, and the buffer's deinit looked
    /// its metadata up each time, about 470 instructions).
    private typealias Span = FlatListSpan

    /// The raw memory of the elements and of the spans.
    private final class Buffer {
        let elements: UnsafeMutablePointer<Element>
        let capacity: Int
        let spans: UnsafeMutablePointer<Span>
        let spanCapacity: Int

        init(capacity: Int, spanCapacity: Int) {
            elements = .allocate(capacity: capacity)
            self.capacity = capacity
            spans = .allocate(capacity: spanCapacity)
            self.spanCapacity = spanCapacity
        }

        deinit {
            elements.deallocate()
            spans.deallocate()
        }
    }

    private var buffer = Buffer(capacity: 0, spanCapacity: 0)
    /// The number of elements in use (lists and holes).
    private var used = 0
    /// The number of lists.
    private var lists = 0

    /// Empties the storage and makes `count` empty lists with no room, with
    /// room for at least `capacity` elements in all (more grows as needed).
    mutating func reset(lists count: Int, capacity: Int = 0) {
        if !isKnownUniquelyReferenced(&buffer) || buffer.spanCapacity < count || buffer.capacity < capacity {
            buffer = Buffer(capacity: Swift.max(capacity, buffer.capacity),
                            spanCapacity: Swift.max(count, buffer.spanCapacity))
        }
        buffer.spans.initialize(repeating: Span(begin: 0, length: 0, room: 0), count: count)
        used = 0
        lists = count
    }

    /// Makes room for `count` elements in use, keeping the used part.
    private mutating func ensure(_ count: Int) {
        guard count > buffer.capacity else { return }
        let grown = Buffer(capacity: Swift.max(count, 2 * buffer.capacity), spanCapacity: buffer.spanCapacity)
        grown.elements.update(from: buffer.elements, count: used)
        grown.spans.update(from: buffer.spans, count: lists)
        buffer = grown
    }

    /// Gives empty list `i` room for `capacity` elements at the end of the used part.
    mutating func reserve(list i: Int, capacity: Int) {
        assert(i < lists)
        ensure(used + capacity)
        buffer.spans[i] = Span(begin: Int32(used), length: 0, room: Int32(capacity))
        used += capacity
    }

    /// The number of elements in list `i`.
    @inline(__always)
    func count(_ i: Int) -> Int {
        assert(i < lists)
        return Int(buffer.spans[i].length)
    }

    /// Element `n` of list `i`.
    @inline(__always)
    subscript(i: Int, n: Int) -> Element {
        get {
            assert(i < lists && n < Int(buffer.spans[i].length))
            return buffer.elements[Int(buffer.spans[i].begin) + n]
        }
        nonmutating set {
            assert(i < lists && n < Int(buffer.spans[i].room))
            buffer.elements[Int(buffer.spans[i].begin) + n] = newValue
        }
    }

    /// List `i`'s elements in place: valid until a list grows (an append
    /// may move the storage), for loops that change no list's length.
    @inline(__always)
    func list(_ i: Int) -> UnsafeMutableBufferPointer<Element> {
        assert(i < lists)
        let span = buffer.spans[i]
        return UnsafeMutableBufferPointer(start: buffer.elements + Int(span.begin), count: Int(span.length))
    }

    /// Appends `element` to list `i`, moving the list to the end of the used
    /// part with twice the room if it is full.
    @inline(__always)
    mutating func append(_ element: Element, to i: Int) {
        assert(i < lists)
        let span = buffer.spans[i]
        if span.length == span.room { move(i) }
        let s = buffer.spans + i
        buffer.elements[Int(s.pointee.begin + s.pointee.length)] = element
        s.pointee.length += 1
    }

    /// Moves full list `i` to the end of the used part with twice the room.
    private mutating func move(_ i: Int) {
        let n = Int(buffer.spans[i].length)
        let capacity = Swift.max(4, 2 * n)
        ensure(used + capacity)
        (buffer.elements + used).update(from: buffer.elements + Int(buffer.spans[i].begin), count: n)
        buffer.spans[i] = Span(begin: Int32(used), length: Int32(n), room: Int32(capacity))
        used += capacity
    }

    /// Removes element `n` of list `i`, shifting the later ones down.
    @inline(__always)
    func remove(at n: Int, from i: Int) {
        assert(i < lists && n < Int(buffer.spans[i].length))
        let s = buffer.spans + i
        let b = buffer.elements + Int(s.pointee.begin)
        let count = Int(s.pointee.length)
        for k in n..<(count - 1) { b[k] = b[k + 1] }
        s.pointee.length = Int32(count - 1)
    }

    /// Keeps the first `count` elements of list `i`.
    @inline(__always)
    func truncate(_ i: Int, to count: Int) {
        assert(i < lists && count <= Int(buffer.spans[i].length))
        buffer.spans[i].length = Int32(count)
    }
}

/// Where one of ``FlatLists``' lists starts, its length, and its room.
private struct FlatListSpan {
    var begin: Int32
    var length: Int32
    var room: Int32
}
