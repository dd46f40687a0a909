/// The items a user-held value (``Anchor``, ``AnchorRelation``) keeps alive,
/// because its forms hold them unretained (see ``ItemReference``).
///
/// Most anchors mention one item and most relations two, so the first two
/// are stored inline: building `a.left == b.right + 8` allocates nothing here.
struct RetainedItems {
    private var first: Item?
    private var second: Item?
    private var rest: [Item] = []

    init() {}

    init(_ item: Item) {
        first = item
    }

    /// Both sets (duplicates are harmless: they only retain).
    static func + (a: RetainedItems, b: RetainedItems) -> RetainedItems {
        var result = a
        if let item = b.first { result.append(item) }
        if let item = b.second { result.append(item) }
        for item in b.rest { result.append(item) }
        return result
    }

    private mutating func append(_ item: Item) {
        if first == nil { first = item } else if second == nil { second = item } else { rest.append(item) }
    }
}
