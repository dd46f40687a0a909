/// The line on which each value of a parsed document starts, as a tree
/// shaped like the document: a value's line, then its elements' or
/// members' lines in order.
///
/// The fixture decoder walks it beside the values it decodes, so each make
/// call learns its line in constant time, however deep it sits.
package struct JSONLines: Sendable, Equatable {
    /// The 1-based line on which the value starts.
    package var line: Int
    /// The lines of the value's elements or members, in order; empty for
    /// scalars and empty containers.
    package var children: [JSONLines]

    /// The lines of a value.
    package init(line: Int, children: [JSONLines] = []) {
        self.line = line
        self.children = children
    }

    /// The lines of the member `key` of `object`, the value these lines were read with.
    package func member(_ key: String, of object: JSONValue) -> JSONLines? {
        guard case let .object(members) = object, let index = members.firstIndex(where: { $0.key == key }),
              index < children.count else { return nil }
        return children[index]
    }

    /// The line on which the value at `path` inside `document` starts (the
    /// value these lines were read with), or nil when there is none.
    ///
    /// - Complexity: O(d · m) for a path d deep through objects of m members.
    package func line(at path: JSONPath, in document: JSONValue) -> Int? {
        var lines = self, value = document
        for component in path.components {
            switch (component, value) {
            case let (.key(key), .object(members)):
                guard let index = members.firstIndex(where: { $0.key == key }), index < lines.children.count else { return nil }
                (lines, value) = (lines.children[index], members[index].value)
            case let (.index(index), .array(elements)):
                guard elements.indices.contains(index), index < lines.children.count else { return nil }
                (lines, value) = (lines.children[index], elements[index])
            default:
                return nil
            }
        }
        return lines.line
    }
}
