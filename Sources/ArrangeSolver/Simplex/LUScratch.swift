/// The scratch arrays of one ``SparseLU`` factorisation, taken from the
/// workspace and given back at the end (no allocation per factorisation
/// once they are large enough).
///
/// Counts and done flags: rows at `0..<m`, positions at `m..<2m`; the basis
/// columns' ranges in the column-compressed entries: first at `0..<m`, end
/// at `m..<2m`; the row-wise copy of `B`: row `i` at
/// `rowStart[i]..<rowStart[i + 1]` of `rowPosition` and `rowValue`.
struct LUScratch {
    let m: Int
    var counts: [Int32]
    var ranges: [Int32]
    var rowStart: [Int32]
    var fill: [Int32]
    var rowPosition: [Int32] = []
    var rowValue: [Double] = []
    var done: [Bool] = []
    var columnStack: [Int32] = []
    var rowStack: [Int32] = []

    /// Takes the arrays that counting needs; ``takeRows(nonZeros:_:)`` takes the rest.
    init(size m: Int, _ workspace: inout Workspace) {
        self.m = m
        counts = Workspace.take(&workspace.luCounts, count: 2 * m, value: 0)
        ranges = Workspace.take(&workspace.luRanges, count: 2 * m, value: 0)
        rowStart = Workspace.take(&workspace.luStarts, count: m + 1, value: 0)
        fill = Workspace.take(&workspace.luFill, count: m + 1, value: 0)
    }

    /// Counts the entries of each row and position of the basis, sets the
    /// rows' starts in the row-wise copy, and returns its size (the basis's
    /// non-zeros).
    mutating func countEntries(columnStart: [Int32], columnEntries: [Entry], basis: [Int32]) -> Int {
        let m = self.m
        var nonZeros = 0
        counts.withUnsafeMutableBufferPointer { counts in
            ranges.withUnsafeMutableBufferPointer { ranges in
                columnEntries.withUnsafeBufferPointer { columnEntries in
                    for k in 0..<m {
                        let j = Int(basis[k])
                        ranges[k] = columnStart[j]; ranges[m + k] = columnStart[j + 1]
                        for n in Int(ranges[k])..<Int(ranges[m + k]) { counts[Int(columnEntries[n].index)] += 1 }
                        counts[m + k] = ranges[m + k] - ranges[k]
                    }
                }
            }
            rowStart.withUnsafeMutableBufferPointer { rowStart in
                fill.withUnsafeMutableBufferPointer { fill in
                    for i in 0..<m { rowStart[i + 1] = rowStart[i] + counts[i] }
                    for i in 0..<(m + 1) { fill[i] = rowStart[i] }
                    nonZeros = Int(rowStart[m])
                }
            }
        }
        return nonZeros
    }

    /// Takes the row-wise copy (`nonZeros` entries), the done flags and the
    /// singleton stacks.
    mutating func takeRows(nonZeros: Int, _ workspace: inout Workspace) {
        rowPosition = Workspace.take(&workspace.luPositions, count: nonZeros, value: 0)
        rowValue = Workspace.take(&workspace.luValues, count: nonZeros, value: 0)
        done = Workspace.take(&workspace.luDone, count: 2 * m, value: false)
        columnStack = Workspace.take(&workspace.luStackA, count: 2 * m, value: 0)
        rowStack = Workspace.take(&workspace.luStackB, count: 2 * m, value: 0)
    }

    /// Calls `body` with the singleton passes over these arrays as buffers.
    mutating func withSingletonPasses<R>(columnEntries: [Entry], spikeStorage: SpikeColumns?,
                                         _ body: (inout SingletonPasses) -> R) -> R {
        let m = self.m
        return counts.withUnsafeMutableBufferPointer { counts in
            ranges.withUnsafeMutableBufferPointer { ranges in
                rowStart.withUnsafeMutableBufferPointer { rowStart in
                    fill.withUnsafeMutableBufferPointer { fill in
                        rowPosition.withUnsafeMutableBufferPointer { rowPosition in
                            rowValue.withUnsafeMutableBufferPointer { rowValue in
                                done.withUnsafeMutableBufferPointer { done in
                                    columnStack.withUnsafeMutableBufferPointer { columnStack in
                                        rowStack.withUnsafeMutableBufferPointer { rowStack in
                                            columnEntries.withUnsafeBufferPointer { columnEntries in
                                                var passes = SingletonPasses(
                                                    m: m, counts: counts, ranges: ranges, rowStart: rowStart, fill: fill,
                                                    rowPosition: rowPosition, rowValue: rowValue, done: done,
                                                    columnStack: columnStack, rowStack: rowStack, columnEntries: columnEntries,
                                                    remaining: m, spikes: nil, spikeStorage: spikeStorage)
                                                return body(&passes)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Gives every array back to the workspace.
    consuming func giveBack(to workspace: inout Workspace) {
        workspace.luCounts = counts; workspace.luRanges = ranges; workspace.luStarts = rowStart
        workspace.luFill = fill; workspace.luPositions = rowPosition; workspace.luValues = rowValue
        workspace.luDone = done
        workspace.luStackA = columnStack; workspace.luStackB = rowStack
    }
}
