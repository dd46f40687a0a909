@testable import ArrangeSolver
import Testing

/// The left null space of sparse rows, when it is one-dimensional: exact on
/// chains and cycles, refused when there is more than one dependence.
@Suite("Row dependence")
struct RowDependenceTests {
    typealias Row = [(variable: Int, coefficient: Double)]

    func vector(_ rows: [Row], variables: Int) -> [Double]? {
        RowDependence(rows: rows, variableCount: variables).nullVector
    }

    @Test("a chain pinned at both ends has one dependence that uses every row")
    func chain() throws {
        // x0 = 0; x(k+1) − xk − wk = 2; wk ≥ 1 (as wk); x(n−1) + w(n−1) = 1000.
        let n = 50
        var rows: [Row] = [[(0, 1)]]
        for k in 0..<n - 1 { rows.append([(k + 1, 1), (k, -1), (n + k, -1)]) }
        for k in 0..<n { rows.append([(n + k, 1)]) }
        rows.append([(n - 1, 1), (2 * n - 1, 1)])
        let z = try #require(vector(rows, variables: 2 * n))
        #expect(z.allSatisfy { abs($0) > 1e-9 })
        // zᵀ A = 0, column by column.
        for v in 0..<2 * n {
            let sum = rows.indices.reduce(0.0) { acc, i in acc + z[i] * (rows[i].first { $0.variable == v }?.coefficient ?? 0) }
            #expect(abs(sum) < 1e-12)
        }
    }

    @Test("a cycle of differences (no row with one variable) is found without a dense kernel")
    func cycle() throws {
        // x1 − x0, x2 − x1, …, x0 − x(n−1): the rows sum to zero.
        let n = 5000
        let rows: [Row] = (0..<n).map { k in [((k + 1) % n, 1), (k, -1)] }
        let z = try #require(vector(rows, variables: n))
        #expect(z.allSatisfy { abs($0 - z[0]) < 1e-12 })
    }

    @Test("rows that are not needed for the dependence get zero")
    func unusedRows() throws {
        // r0 = a − b, r1 = b − c, r2 = a − c: r0 + r1 − r2 = 0. r3 = d + a is
        // the only row with d, so no dependence can use it.
        let rows: [Row] = [[(0, 1), (1, -1)], [(1, 1), (2, -1)], [(0, 1), (2, -1)], [(3, 1), (0, 1)]]
        let z = try #require(vector(rows, variables: 4))
        #expect(z[3] == 0)
        #expect(abs(abs(z[0]) - 1) < 1e-12)
        #expect(abs(z[0] - z[1]) < 1e-12 && abs(z[0] + z[2]) < 1e-12)
    }

    @Test("two independent dependences or none are refused")
    func notOneDimensional() {
        // Two separate pairs of equal rows: a two-dimensional null space.
        let two: [Row] = [[(0, 1)], [(0, 2)], [(1, 1)], [(1, 3)]]
        #expect(vector(two, variables: 2) == nil)
        // Independent rows: no dependence at all.
        let none: [Row] = [[(0, 1), (1, 1)], [(0, 1), (1, -1)]]
        #expect(vector(none, variables: 2) == nil)
    }
}
