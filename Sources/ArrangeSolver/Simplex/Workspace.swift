/// Scratch arrays reused by every factorisation and simplex run of one
/// solver, so that many small components (a screen of cells, a toolbar) do
/// not each pay for dozens of fresh allocations.
///
/// Arrays only grow. A user moves an array out with ``take(_:count:value:)``
/// (which fills the first `count` elements), uses it, and moves it back by
/// assignment; nothing is kept between uses, except in the owner tables of
/// batch splitting, which are stamped with a generation per use.
struct Workspace {
    /// One value per row: the duals `y` (`Bᵀy = c_B`) or a row `ρ` of `B⁻¹`
    /// in the simplex methods; a right-hand side being solved otherwise.
    var duals: [Double] = []
    /// One per variable, −1 between calls: a variable's index among the
    /// unknowns of a batch being resolved directly.
    var directLocal: [Int32] = []
    /// One per variable, 0 between calls: its slope in a direct system's
    /// open parameter.
    var directSlope: [Double] = []
    /// One value per row: a column expressed in the basis (`B⁻¹a`), or a
    /// solution being refined.
    var basisColumn: [Double] = []
    /// One value per row, for whatever else a step needs.
    var rowScratch: [Double] = []
    /// One value per column: the pivot row `α` of the dual ratio test.
    var pivotRow: [Double] = []
    /// One value per column and cost level: the reduced costs `d`.
    var reducedCosts: [Double] = []
    var marks: [Bool] = []
    var indices: [Int] = []
    /// The dual ratio test's surviving columns, level by level.
    var candidates: [Int] = []
    /// The dual step on each level.
    var levelSteps: [Double] = []
    var luCounts: [Int32] = []
    var luStarts: [Int32] = []
    var luFill: [Int32] = []
    var luRanges: [Int32] = []
    var luPositions: [Int32] = []
    var luValues: [Double] = []
    var luDone: [Bool] = []
    var luStackA: [Int32] = []
    var luStackB: [Int32] = []
    /// The LU's spike columns (see ``SpikeColumns``), kept for the next factorisation.
    var spikes: SpikeColumns?
    /// The LU kernel's rows (entries by position) and columns (rows).
    var luKernelRows = FlatLists<Entry>()
    var luKernelColumns = FlatLists<Int32>()
    /// For installing a group: the components it involves.
    var involved: [Int] = []
    /// For splitting a batch into connected groups: the first constraint
    /// of the batch seen on each component and on each variable in none,
    /// in the low 32 bits, valid only when the high 32 bits are
    /// ``ownerGeneration`` (each call takes the next, so none is cleared).
    var ownerOfComponent: [UInt64] = []
    var ownerOfVariable: [UInt64] = []
    var ownerGeneration: UInt32 = 0
    /// For splitting a batch into groups: the union-find parents, each
    /// root's group, each constraint's group (scratch), and the result,
    /// members group by group and where each group starts.
    var groupParents: [Int] = []
    var groupOfRoot: [Int32] = []
    var groupOf: [Int32] = []
    var groupMembers: [Int32] = []
    var groupStarts: [Int] = []
    /// Emptied components whose storage new components take
    /// (``Component/make(_:)``, ``recycle(_:)``).
    var spareComponents: [Component] = []

    /// Moves an array out of the workspace with its first `count` elements set to `value`.
    ///
    /// - Complexity: O(`count`), plus growth the first time a size is reached.
    @inline(__always)
    static func take<T>(_ storage: inout [T], count: Int, value: T) -> [T] {
        var out: [T] = []
        swap(&out, &storage)
        // The elements kept from an earlier use are set; those appended now
        // already hold `value` (a first layout's scratch is all new: one fill, not two).
        let kept = Swift.min(out.count, count)
        if out.count < count {
            out.reserveCapacity(count)
            out.append(contentsOf: repeatElement(value, count: count - out.count))
        }
        out.withUnsafeMutableBufferPointer { buffer in
            for i in 0..<kept { buffer[i] = value }
        }
        return out
    }

    /// Moves an array out of the workspace with at least `count` elements,
    /// left as they were: for a result whose first `count` elements are all
    /// written before any is read (no fill, unlike ``take(_:count:value:)``).
    ///
    /// - Complexity: O(1), plus growth the first time a size is reached.
    @inline(__always)
    static func take<T>(_ storage: inout [T], atLeast count: Int, value: T) -> [T] {
        var out: [T] = []
        swap(&out, &storage)
        if out.count < count { out.append(contentsOf: repeatElement(value, count: count - out.count)) }
        return out
    }
}
