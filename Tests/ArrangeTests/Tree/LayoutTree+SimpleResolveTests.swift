import Testing
import ArrangeSolver
@testable import Arrange

@Suite("The usual relation resolves directly, as the general path would")
struct LayoutTreeSimpleResolveTests {
    /// The edges and sizes the direct path takes.
    static let simple: [Attribute] = [.left, .right, .top, .bottom, .centerX, .centerY, .width, .height]

    /// Terms, constant, relation and strength, bit for bit.
    func expectSame(_ c: Constraint, _ expression: Expression, _ relation: Relation, _ strength: Strength, _ label: String) {
        let terms = c.expression.terms.map { "\($0.variable.id):\($0.coefficient.bitPattern)" }
        let expected = expression.terms.map { "\($0.variable.id):\($0.coefficient.bitPattern)" }
        #expect(terms == expected, "\(label)")
        #expect(c.expression.constant.bitPattern == expression.constant.bitPattern, "\(label)")
        #expect(c.relation == relation && c.strength == strength, "\(label)")
    }

    @Test("every pair of edges and sizes, against an anchor or a number, makes the general path's terms and constant bit for bit")
    func everyPair() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        let tree = root.tree
        let strength = Priority.high.strength
        // Coefficients that merge, cancel, halve inexactly and carry a sign; constants that cancel to −0.
        let coefficients = [1, -1, 0.1, 3, 0]
        // The general path with the frame it finds: for items whose nearest common ancestor is the root, root coordinates.
        for left in Self.simple { for right in Self.simple { for item in [b, root] { for k in coefficients {
            let lhs = LinearForm(a, left) * k + 0.3
            let rhs = LinearForm(item, right) * 0.7 + 0.3
            let c = try #require(tree.simpleConstraint(lhs, .lessThanOrEqual, rhs, strength: strength))
            expectSame(c, tree.resolve(lhs, minus: rhs, spacers: []), .lessThanOrEqual, strength, "\(k)·a.\(left) <= 0.7·\(item.name).\(right)")
        } } } }
        for left in Self.simple {
            let lhs = LinearForm(root, left) + -0.0
            let rhs = LinearForm(constant: 0)
            let c = try #require(tree.simpleConstraint(lhs, .equal, rhs, strength: .required))
            expectSame(c, tree.resolve(lhs, minus: rhs, spacers: []), .equal, .required, "root.\(left) == 0")
        }
    }

    @Test("by hand: b.centerX == a.right + 8 is b.left + b.width/2 − a.left − a.width − 8")
    func byHand() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        let tree = root.tree
        let c = try #require(tree.simpleConstraint(LinearForm(b, .centerX), .equal, LinearForm(a, .right) + 8, strength: .required))
        // b's variables are made first (the left side is written first), so they sort first.
        let va = tree.variables(of: a), vb = tree.variables(of: b)
        #expect(c.expression.terms == [Term(vb.left, 1), Term(vb.width, 0.5), Term(va.left, -1), Term(va.width, -1)])
        #expect(c.expression.constant == -8)
        // The root's left is 0, not a term: a.left == root.left + 16 is a.left − 16.
        let pinned = try #require(tree.simpleConstraint(LinearForm(a, .left), .equal, LinearForm(root, .left) + 16, strength: .required))
        #expect(pinned.expression.terms == [Term(va.left, 1)] && pinned.expression.constant == -16)
    }

    @Test("anything else goes the general way: two terms, a spacer, a leading edge, a margin, a baseline")
    func othersDecline() {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        let tree = root.tree
        let anchor = LinearForm(a, .left)
        let declined: [(LinearForm, LinearForm)] = [
            (anchor + LinearForm(b, .left), LinearForm(constant: 0)),
            (anchor, LinearForm(b, .left) + LinearForm(b, .width)),
            (anchor, LinearForm(spacer: 0, coefficient: 1)),
            (LinearForm(a, .leading), LinearForm(b, .left)),
            (anchor, LinearForm(b, .leftMargin)),
            (LinearForm(a, .firstBaseline), LinearForm(b, .top)),
            (LinearForm(constant: 3), anchor),
        ]
        for (lhs, rhs) in declined {
            #expect(tree.simpleConstraint(lhs, .equal, rhs, strength: .required) == nil, "\(lhs.description) == \(rhs.description)")
        }
    }
}
