import Testing
import Arrange

/// The concurrency rule (README, "Concurrency"): a tree is used from one task
/// at a time; independent trees may be laid out in parallel, and give the
/// same frames, bit for bit, as one after the other.
///
/// CI also runs this suite under the thread sanitizer (`.ci/run`), which
/// reports any memory that two trees share and write.
@Suite("Independent trees in parallel")
struct IndependentTreesTests {
    /// How many tasks run at once.
    static let tasks = 8

    @Test("8 tasks, each with its own tree, give the frames of a sequential run, bit for bit")
    func parallelEqualsSequential() async throws {
        let sequential = try (0..<Self.tasks).map { try Self.layOut(variant: $0 % 4) }
        let parallel = try await withThrowingTaskGroup(of: (Int, [UInt64]).self) { group in
            for task in 0..<Self.tasks {
                group.addTask { (task, try Self.layOut(variant: task % 4)) }
            }
            var results = [[UInt64]](repeating: [], count: Self.tasks)
            for try await (task, frames) in group { results[task] = frames }
            return results
        }
        #expect(sequential.allSatisfy { $0.count == sequential[0].count && !$0.isEmpty })
        for task in 0..<Self.tasks {
            #expect(parallel[task] == sequential[task], "task \(task) (variant \(task % 4)) differs from the sequential run")
        }
        // Two tasks ran each variant: the variants differ, so equal frames mean something.
        #expect(Set(sequential).count == 4)
    }

    /// Builds a tree of about 60 items (a header, a toolbar of buttons, a grid
    /// of tiles with labels, some with intrinsic sizes), arranges it in
    /// several groups, resizes it, flips its direction, replaces and
    /// uninstalls a group, and returns every item's frame after every step,
    /// as bit patterns. `variant` changes the numbers.
    static func layOut(variant: Int) throws -> [UInt64] {
        let v = Double(variant)
        let screen = Item("screen"), header = Item("header"), grid = Item("grid"), toolbar = Item("toolbar")
        screen.addChildren(header, grid, toolbar)
        let title = Item("title", intrinsicSize: Size(width: 120 + v, height: 24))
        header.addChild(title)
        let buttons = (0..<5).map { Item("button\($0)", intrinsicSize: Size(width: 44 + Double($0) + v, height: 44)) }
        toolbar.addChildren(buttons)
        let tiles = (0..<24).map { Item("tile\($0)") }
        grid.addChildren(tiles)
        let labels = tiles.enumerated().map { index, tile in
            let label = Item("label\(index)", intrinsicSize: Size(width: 30 + Double(index % 7) * 3, height: 12 + v))
            tile.addChild(label)
            return label
        }
        screen.size = Size(width: 375 + 10 * v, height: 667)
        var frames: [UInt64] = []
        func record() {
            for item in [screen, header, grid, toolbar, title] + buttons + tiles + labels {
                let f = item.frame
                frames += [f.x.bitPattern, f.y.bitPattern, f.width.bitPattern, f.height.bitPattern]
            }
        }

        try screen.arrange { make in
            make.xEqual(header, grid, toolbar)
            make.yPlace(header, 8, grid, 8, toolbar)
            make.height(header) == 56 + v
            make.height(toolbar) == 49
            make.ref(header).center(title)
        }
        try toolbar.arrange { make in
            make.xPlace([make.flexible] + buttons.flatMap { [$0, make.flexible] as [any PlaceElementConvertible] })
            make.yCenter(buttons)
        }
        let tileLayout = try grid.arrange { make in
            make.insetEdges(leading: 12 + v, trailing: 12)
            for row in 0..<6 {
                let items = Array(tiles[(row * 4)..<(row * 4 + 4)])
                make.xPlace(items[0], 6, items[1], 6, items[2], 6, items[3])
                make.width(Array(items.dropFirst())) == items[0].width
                if row > 0 { make.install(items[0].top == tiles[(row - 1) * 4].bottom + 6) }
                make.height(items) == items[0].width * 0.75 ~ .high
                make.install(items[1].top == items[0].top)
                make.install(items[2].top == items[0].top)
                make.install(items[3].top == items[0].top)
            }
            make.yTop(tiles[0])
            make.install(tiles[20].bottom <= grid.bottom - 4)
        }
        try screen.arrange { make in
            for (tile, label) in zip(tiles, labels) {
                make.ref(tile).xLeading(label)
                make.ref(tile).yBottom(label)
            }
        }
        record()
        for size in [Size(width: 320, height: 568), Size(width: 414 + v, height: 896), Size(width: 768, height: 1024 - v)] {
            screen.size = size
            record()
        }
        screen.layoutDirection = .rightToLeft
        record()
        try grid.arrange(replacing: tileLayout) { make in
            make.xPlace(make.flexible, tiles[0], make.flexible, tiles[1], make.flexible)
            make.size(tiles) == (40 + v, 40)
            make.yPlace(tiles[0], 4, tiles[4], 4, tiles[8], make.wall)
            make.equal(Array(tiles[2...])) ~ .low
        }
        record()
        screen.size = Size(width: 375 + v, height: 812)
        tileLayout.uninstall()
        labels[3].intrinsicSize = nil
        record()
        return frames
    }
}
