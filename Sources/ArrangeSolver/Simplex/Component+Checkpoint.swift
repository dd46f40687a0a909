// Undoing an append exactly, without copying the component first.
extension Component {
    /// What a component was before rows were appended (or other components
    /// absorbed) and the simplex method ran: enough to put it back exactly.
    ///
    /// Appending only grows the row, column, pool and cost arrays, so they are
    /// remembered by length. The basic values, the basis and the positions
    /// grow too, and change in place only when the simplex method pivots or
    /// the basis is refactorised: their old parts are copied then, and only
    /// then (see ``preserveBasis()``). The factorisation only gains updates
    /// (remembered by extent) until a refactorisation replaces it, which
    /// keeps the old one first. The column copy is kept by value: it is only
    /// ever replaced, never changed in place.
    struct Checkpoint {
        let rows: Int
        let columns: Int
        let poolCount: Int
        let costCount: Int
        /// The old basic values, basis and positions, if they changed in place.
        var preserved: PreservedBasis?
        /// The update file's extent, or nil if there was no factorisation.
        let factorExtent: BasisFactor.Extent?
        /// The levels and their scales (a level new to the component moves the slots of lower ones).
        let levels: [Int]
        let levelScale: [Double]
        let columnStart: [Int32]
        let columnEntries: [Entry]
        let columnsCurrent: Bool
        let valueEpoch: Int
        let pivotCount: Int
        let magnitude: Double
        let span: Double
    }

    /// The rows and columns a checkpoint covers.
    struct PreservedExtent: Equatable {
        /// Kept as `Int32` (as indices are in the rows and columns), so that the
        /// optional fits in 9 bytes of the component.
        private let rowCount: Int32
        private let columnCount: Int32

        init(rows: Int, columns: Int) {
            rowCount = Int32(rows)
            columnCount = Int32(columns)
        }

        var rows: Int { Int(rowCount) }
        var columns: Int { Int(columnCount) }
    }

    /// The basic values, basis and positions of the rows and columns a
    /// checkpoint covers, and the factorisation a refactorisation replaced.
    /// A class, so that a component (moved around whole) stays small.
    final class PreservedBasis: Equatable {
        let x: [Double]
        let basis: [Int32]
        let position: [Int32]
        var factor: BasisFactor?
        var factorReplaced = false

        init(x: [Double], basis: [Int32], position: [Int32]) {
            self.x = x
            self.basis = basis
            self.position = position
        }

        static func == (a: PreservedBasis, b: PreservedBasis) -> Bool {
            a.x == b.x && a.basis == b.basis && a.position == b.position && a.factor == b.factor && a.factorReplaced == b.factorReplaced
        }
    }

    /// The component as it is now, to come back to with ``rollBack(to:)``;
    /// until ``endCheckpoint()``, the first change in place to the basis
    /// keeps a copy of its old part.
    mutating func beginCheckpoint() -> Checkpoint {
        preserving = PreservedExtent(rows: rowCount, columns: columnCount)
        preserved = nil
        return Checkpoint(rows: rowCount, columns: columnCount, poolCount: pool.count, costCount: costs.count, preserved: nil,
                          factorExtent: factor?.extent, levels: levels, levelScale: levelScale, columnStart: columnStart, columnEntries: columnEntries,
                          columnsCurrent: columnsCurrent, valueEpoch: valueEpoch, pivotCount: pivotCount, magnitude: magnitude, span: span)
    }

    /// Stops watching for changes in place; completes `checkpoint` with the
    /// old basis if one was kept (in place: a copy of a checkpoint retains
    /// every array it holds).
    mutating func endCheckpoint(_ checkpoint: inout Checkpoint) {
        checkpoint.preserved = preserved
        preserving = nil
        preserved = nil
    }

    /// Called before anything changes the basic values, the basis or the
    /// positions in place: under a checkpoint, keeps their old part (once).
    @inline(__always)
    mutating func preserveBasis() {
        guard let extent = preserving, preserved == nil else { return }
        preserved = PreservedBasis(x: Array(x[..<extent.rows]), basis: Array(basis[..<extent.rows]),
                                   position: columns[..<extent.columns].map(\.position))
    }

    /// Called before a refactorisation replaces the factorisation: under a
    /// checkpoint, keeps the old one (the first time).
    mutating func preserveFactor() {
        guard preserving != nil else { return }
        preserveBasis()
        if !preserved!.factorReplaced {
            preserved!.factor = factor
            preserved!.factorReplaced = true
        }
    }

    /// Puts the component back as it was at `checkpoint`, dropping the rows
    /// and columns appended since.
    mutating func rollBack(to checkpoint: Checkpoint) {
        func truncate<T>(_ array: inout [T], to count: Int) { array.removeLast(array.count - count) }
        truncate(&columns, to: checkpoint.columns)
        truncate(&rows, to: checkpoint.rows)
        truncate(&pool, to: checkpoint.poolCount)
        truncate(&costs, to: checkpoint.costCount)
        if let old = checkpoint.preserved {
            x = old.x; basis = old.basis
            for j in 0..<old.position.count { columns[j].position = old.position[j] }
        } else {
            truncate(&x, to: checkpoint.rows); truncate(&basis, to: checkpoint.rows)
        }
        if let old = checkpoint.preserved, old.factorReplaced { factor = old.factor }
        if let extent = checkpoint.factorExtent { factor!.truncate(to: extent) } else { factor = nil }
        preserving = nil
        preserved = nil
        remapLevels(to: checkpoint.levels, scale: checkpoint.levelScale)
        columnStart = checkpoint.columnStart
        columnEntries = checkpoint.columnEntries
        columnsCurrent = checkpoint.columnsCurrent
        valueEpoch = checkpoint.valueEpoch
        pivotCount = checkpoint.pivotCount
        magnitude = checkpoint.magnitude
        span = checkpoint.span
    }
}
