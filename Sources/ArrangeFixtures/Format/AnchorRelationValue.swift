/// An anchor of an item, as named in free relations (`install`).
package enum AnchorName: String, Sendable, CaseIterable {
    /// The anchors of SPEC.md; leading and trailing follow the layout direction.
    case left, right, top, bottom, leading, trailing, centerX, centerY, width, height
    /// Baselines (``Arrange/Item/baselineOffsets``; the bottom without them).
    case firstBaseline, lastBaseline
    /// Margin anchors (``Arrange/Item/margins``).
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins

    /// The axis the anchor measures along.
    package var axis: AxisValue {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: return .horizontal
        case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins: return .vertical
        }
    }

    /// Whether the anchor is a size (width, height) rather than a position.
    package var isSize: Bool { self == .width || self == .height }
}

/// `item.anchor`.
package struct AnchorRef: Sendable, Equatable, CustomStringConvertible {
    /// The item's name.
    package var item: String
    /// The anchor.
    package var anchor: AnchorName
    /// `item.anchor`, as written in fixtures.
    package var description: String { "\(item).\(anchor.rawValue)" }
    /// Whether it is a width or a height.
    var isSizeAnchor: Bool { anchor.isSize }
}

/// A free relation, `lhs REL multiplier · rhs + constant`, parsed from text
/// such as `"title.left == icon.right + 8"` or `"a.width <= 0.5 * b.width - 4"`.
///
/// The same rules as the make context's typed anchors are checked when the
/// text is read: horizontal and vertical positions do not mix, positions and
/// sizes do not mix, and only a size may be compared with a bare number. A
/// width may be related to a height (`"icon.width == icon.height"`).
package struct AnchorRelationValue: Sendable, Equatable {
    /// The anchor on the left.
    package var lhs: AnchorRef
    /// The relation.
    package var relation: RelationValue
    /// The anchor on the right, or nil for `size REL number`.
    package var rhs: AnchorRef?
    /// What `rhs` is multiplied by.
    package var multiplier: Double
    /// What is added at the end.
    package var constant: Double
    /// The text as written.
    package var text: String

    /// Why a relation text could not be read: a sentence for ``FixtureError``.
    package struct ParseError: Error, Sendable { package var expected: String }

    /// Parses `text`; item names are checked by the caller.
    package static func parse(_ text: String) throws(ParseError) -> AnchorRelationValue {
        let tokens = try tokenize(text)
        guard let relIndex = tokens.firstIndex(where: { if case .relation = $0 { true } else { false } }),
              case let .relation(relation) = tokens[relIndex]
        else { throw ParseError(expected: "one of ==, <=, >= between two sides") }
        let left = Array(tokens[..<relIndex]), right = Array(tokens[(relIndex + 1)...])
        // `100 <= a.width` is `a.width >= 100`, as in Swift.
        if left.count == 1, case let .number(k) = left[0], right.count == 1, case let .anchor(size) = right[0] {
            guard size.isSizeAnchor else { throw ParseError(expected: "a size on the right of a number (\(size) is a position)") }
            let flipped: RelationValue = switch relation { case .equal: .equal; case .lessThanOrEqual: .greaterThanOrEqual; case .greaterThanOrEqual: .lessThanOrEqual }
            return AnchorRelationValue(lhs: size, relation: flipped, rhs: nil, multiplier: 1, constant: k, text: text)
        }
        guard left.count == 1, case let .anchor(lhs) = left[0] else {
            throw ParseError(expected: "a single anchor such as \"title.left\" on the left of \(relation.rawValue)")
        }
        var multiplier = 1.0, constant = 0.0
        var rhs: AnchorRef?
        var i = 0
        // [number *] anchor [(*|/) number] | number - anchor | number
        if i + 2 < right.count, case let .number(k) = right[i], case .op("*") = right[i + 1], case let .anchor(a) = right[i + 2] {
            multiplier = k; rhs = a; i += 3
        } else if i + 2 < right.count, case let .number(k) = right[i], case .op("-") = right[i + 1], case let .anchor(a) = right[i + 2], a.isSizeAnchor {
            multiplier = -1; constant = k; rhs = a; i += 3
        } else if i < right.count, case let .anchor(a) = right[i] {
            rhs = a; i += 1
        } else if i < right.count, case let .number(k) = right[i] {
            constant = k; i += 1
        } else {
            throw ParseError(expected: "an anchor such as \"icon.right\" or a number on the right of \(relation.rawValue)")
        }
        if rhs != nil, i + 1 < right.count, case let .op(op) = right[i], op == "*" || op == "/", case let .number(k) = right[i + 1] {
            guard op == "*" || k != 0 else { throw ParseError(expected: "a divisor other than 0") }
            multiplier *= op == "*" ? k : 1 / k
            i += 2
        }
        while i < right.count {
            guard i + 1 < right.count, case let .op(op) = right[i], op == "+" || op == "-", case let .number(k) = right[i + 1] else {
                throw ParseError(expected: "'+ number' or '- number' after the right-hand anchor")
            }
            constant += op == "+" ? k : -k
            i += 2
        }
        if let rhs {
            guard rhs.anchor.isSize == lhs.anchor.isSize else {
                throw ParseError(expected: "two positions or two sizes (\(lhs) and \(rhs) are one of each)")
            }
            guard rhs.anchor.axis == lhs.anchor.axis || lhs.anchor.isSize else {
                throw ParseError(expected: "anchors on one axis (\(lhs) is \(lhs.anchor.axis.rawValue), \(rhs) is \(rhs.anchor.axis.rawValue)); only sizes may relate across axes")
            }
        } else if !lhs.anchor.isSize {
            throw ParseError(expected: "an anchor on the right: the position \(lhs) cannot be compared with a bare number")
        }
        return AnchorRelationValue(lhs: lhs, relation: relation, rhs: rhs, multiplier: multiplier, constant: constant, text: text)
    }

    private enum Token { case anchor(AnchorRef), number(Double), op(String), relation(RelationValue) }

    private static func tokenize(_ text: String) throws(ParseError) -> [Token] {
        var tokens: [Token] = []
        let s = Array(text.unicodeScalars)
        var i = 0
        func isIdent(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_"
        }
        while i < s.count {
            let c = s[i]
            if c == " " { i += 1; continue }
            if i + 1 < s.count, s[i + 1] == "=", c == "=" || c == "<" || c == ">" {
                tokens.append(.relation(RelationValue(rawValue: String(c) + "=")!)); i += 2; continue
            }
            if "+-*/".unicodeScalars.contains(c) { tokens.append(.op(String(c))); i += 1; continue }
            if ("0"..."9").contains(c) || c == "." {
                var j = i
                while j < s.count, ("0"..."9").contains(s[j]) || s[j] == "." { j += 1 }
                var view = String.UnicodeScalarView(); view.append(contentsOf: s[i..<j])
                guard let n = Double(String(view)) else { throw ParseError(expected: "a number, found \(Snippet.quoted(String(view)))") }
                tokens.append(.number(n)); i = j; continue
            }
            if isIdent(c) {
                var j = i
                while j < s.count, isIdent(s[j]) || s[j] == "." { j += 1 }
                var view = String.UnicodeScalarView(); view.append(contentsOf: s[i..<j])
                let word = String(view)
                let parts = word.split(separator: ".", omittingEmptySubsequences: false)
                guard parts.count == 2, let anchor = AnchorName(rawValue: String(parts[1])), !parts[0].isEmpty else {
                    let names = AnchorName.allCases.map(\.rawValue).joined(separator: " ")
                    throw ParseError(expected: "item.anchor with an anchor among \(names), found \(Snippet.quoted(word))")
                }
                tokens.append(.anchor(AnchorRef(item: String(parts[0]), anchor: anchor))); i = j; continue
            }
            throw ParseError(expected: "anchors, numbers, + - * / and one of == <= >=, found '\(Snippet.text(String(c)))'")
        }
        return tokens
    }
}
