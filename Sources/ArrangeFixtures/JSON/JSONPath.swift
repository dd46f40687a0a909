/// Where a value sits inside a JSON document, written the way people write
/// it: `$.steps[2].calls[0].xPlace[3]`.
///
/// A path is a shared list from its last component back to the root:
/// appending is O(1) and shares the parent, so the decoder can name every
/// value of a deep document (items nested 10,000 levels) in linear time and
/// memory. Each node keeps its hash, so hashing is O(1); equality walks
/// both paths only as far as they differ.
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step down into a document.
    package enum Component: Hashable, Sendable {
        /// An object member.
        case key(String)
        /// An array element (0-based).
        case index(Int)
    }

    /// One component and the path above it.
    private final class Node: Sendable {
        let parent: Node?
        let component: Component
        let count: Int
        let hash: Int

        init(parent: Node?, component: Component) {
            self.parent = parent
            self.component = component
            count = (parent?.count ?? 0) + 1
            var hasher = Hasher()
            hasher.combine(parent?.hash ?? 0)
            hasher.combine(component)
            hash = hasher.finalize()
        }
    }

    private let last: Node?

    private init(last: Node?) { self.last = last }

    /// The document root, `$`.
    package static let root = JSONPath(last: nil)

    /// A path from its components.
    package init(components: [Component]) {
        var path = JSONPath.root
        for component in components { path = path.appending(component) }
        self = path
    }

    /// The steps from the document root.
    ///
    /// - Complexity: O(d) for a path d components long.
    package var components: [Component] {
        var out: [Component] = []
        out.reserveCapacity(count)
        var node = last
        while let current = node { out.append(current.component); node = current.parent }
        return out.reversed()
    }

    /// The number of components (0 for the root).
    package var count: Int { last?.count ?? 0 }

    /// This path extended by a component.
    package func appending(_ component: Component) -> JSONPath { JSONPath(last: Node(parent: last, component: component)) }

    /// This path extended by an object member.
    package func appending(_ key: String) -> JSONPath { appending(.key(key)) }

    /// This path extended by an array element.
    package func appending(_ index: Int) -> JSONPath { appending(.index(index)) }

    /// Same components, compared from the end, stopping at a shared node.
    package static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        var a = lhs.last, b = rhs.last
        while let x = a, let y = b {
            if x === y { return true }
            guard x.count == y.count, x.hash == y.hash, x.component == y.component else { return false }
            a = x.parent; b = y.parent
        }
        return a == nil && b == nil
    }

    /// The hash kept in the last node.
    package func hash(into hasher: inout Hasher) { hasher.combine(last?.hash ?? 0) }

    /// How many components a description shows at its start and at its end
    /// when a path is too long to show whole.
    static let shownComponents = (head: 6, tail: 8)

    /// `$`, then `.key` (or `["odd key"]`) and `[index]` per component. A
    /// path more than 14 components long shows its first 6 and last 8
    /// around `…`; keys are cut and escaped as ``Snippet`` does, so the
    /// description is one line of bounded length.
    package var description: String {
        let all = components
        let (head, tail) = Self.shownComponents
        var out = "$"
        for (position, component) in all.enumerated() {
            if all.count > head + tail, position >= head, position < all.count - tail {
                if position == head { out += "…(\(all.count - head - tail) more)…" }
                continue
            }
            switch component {
            case let .key(key):
                let plain = !key.isEmpty && key.unicodeScalars.count <= Snippet.textLimit && key.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
                }
                out += plain ? ".\(key)" : "[\(Snippet.quoted(key))]"
            case let .index(i): out += "[\(i)]"
            }
        }
        return out
    }
}
