/// Every size threshold at which the solver takes a fast path for small
/// cases or changes strategy, in one place, each with what it trades.
///
/// None of them changes a result: each chooses between two ways of
/// computing the same frames (the fixtures pin them either way). The
/// "Fast paths" section of this folder's README says what each path is
/// for and which benchmark shows it; the commit that set a value measured it.
package enum Tuning {
    // MARK: Switches

    /// From how many rows a connected group of a batch whose crash basis
    /// (``Component/crash(rows:newColumns:)``) leaves a value out of bounds
    /// starts again from the basis its rows resolve
    /// (``Component/resolveIfCrashInfeasible(rows:newColumns:_:)``):
    /// trades one pass over the group's entries for the pivots a first
    /// layout of measured content took from the crash's basis (one per
    /// label, each O(component)). Smaller groups (a screen's arrangement, a
    /// list row's) keep the crash, whose degenerate basis choices
    /// explanations and the order of installing were written against.
    /// The optimum is the same either way. A task-local switch: tests set
    /// it for the task that runs a closure, `Int.max` forcing the crash and
    /// 2 resolving every group of several rows
    /// (`Tuning.$resolvedStartRows.withValue(.max) { … }`).
    @TaskLocal package static var resolvedStartRows = 64

    /// Whether a solver starts in its direct mode (``DirectSystem``):
    /// batches that resolve by substitution get no row, factor or journal
    /// until a change needs the simplex method. The optimum is the same
    /// either way (the direct one is proved unique). A task-local switch:
    /// `false` forces the general path from the first batch
    /// (`Tuning.$directResolution.withValue(false) { … }`), as the
    /// differential tests do.
    @TaskLocal package static var directResolution = true

    // MARK: Installing a batch (`SolverState`)

    /// Up to this many constraints, a batch is checked for repeats pair by
    /// pair (at most 276 comparisons) instead of through a hash set of its
    /// addresses: trades quadratic comparisons for a set's allocation.
    static let pairwiseRepeatCheck = 24

    /// Up to this many components met, an installation sorts their indices
    /// by insertion instead of `sort()`: trades quadratic moves for the
    /// general merge sort's set-up.
    static let insertionSortLimit = 16

    /// Up to this many elements, `SolverState.truncate(_:to:)` removes them
    /// one at a time: trades a loop for `removeLast(_:)`'s unspecialised call.
    static let truncateOneByOne = 16

    /// How many rows a component shared by a batch's one-row groups holds at
    /// most: trades the allocations of a component per row for later work
    /// on up to this many rows when one of them changes.
    static let sharedComponentRows = 32

    /// The largest batch whose grouping arrays the workspace keeps for the
    /// next: trades re-allocation for small batches against a first
    /// layout's scratch kept for the solver's life.
    static let keptBatchSize = 1024

    /// How many edit variables there are at least before an index by
    /// variable finds them (``EditTable``), not a search of their list:
    /// trades a dictionary per solver (its storage and an uncached
    /// metadata lookup) for lookups in order.
    static let editIndexFrom = 8

    /// How many variables there are at least before their names go into an
    /// array instead of a dictionary: trades an array per solver for lookups.
    static let denseNamesFrom = 16

    // MARK: Components

    /// How many emptied components the workspace keeps for new ones: trades
    /// memory for allocations when small components come and go.
    static let spareComponentLimit = 8

    /// The most storage a kept component may hold (a shared component of 32
    /// rows, its column copy included, holds about 5 KB): trades memory for
    /// allocations.
    static let spareComponentBytes = 16 * 1024

    /// How many of the last costs a new column's cost is compared with
    /// before it gets a new index: trades a short search for a longer list
    /// of costs.
    static let costsCompared = 8

    /// How many costs a component reserves room for at most when rows are
    /// reserved: trades memory (16 bytes a cost, for costs rows may share:
    /// at most 512 bytes a component) for the growth of a new component's
    /// costs from empty.
    static let reservedCostsAtMost = 32

    // MARK: Extending and refreshing the factor

    /// Up to this many new rows, they are bordered on as one dense block
    /// (``BorderBlock``): trades a dense `k × k` factorisation for a sparse
    /// refactorisation of the whole basis.
    static let blockBorderRows = 16

    /// Up to this many new rows, they are bordered on in an order of their
    /// dependencies found with one 64-bit mask per row; longer groups take
    /// the long order around spike columns, and a factor made of more
    /// borders than this on an empty LU is "long" (solving through it
    /// passes every border, so the dual simplex refactorises it first).
    /// Fixed by the mask's width.
    static let longBorderRows = 64

    /// How many spike columns a long group may set aside while bordered on:
    /// each costs an eta and a solve; past that it is refactorised.
    static let borderSpikeLimit = 4

    /// After this many etas the factor is refactorised: trades the cost of
    /// a refactorisation for longer solves and accumulated rounding.
    static let etaLimit = 100

    /// The updates may hold twice the LU's entries plus this many before a
    /// refactorisation: trades solves through updates for refactorising
    /// small bases too often.
    static let updateSlack = 1000

    // MARK: Factorising

    /// How many positions an LU factorisation may set aside as dense spike
    /// columns when its singleton passes get stuck: each costs a dense
    /// column; a kernel that many do not break goes to the Markowitz pass.
    static let luSpikeLimit = 8

    /// How many columns (of the two lowest counts) the Markowitz search
    /// looks at, at most: trades a slightly worse pivot (more fill) for a
    /// search of every column.
    static let markowitzColumns = 4

    // MARK: Simplex

    /// After this many degenerate pivots in a row, the primal simplex picks
    /// by Bland's rule: trades slower progress for a guarantee against cycling.
    static let blandAfterDegenerate = 50
}
