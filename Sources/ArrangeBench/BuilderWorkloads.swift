import Arrange

/// `builder-update/N`: a tree of N items (N/10 containers of 9 labels each,
/// plus the containers), laid out by a declarative ``Node`` layout; each
/// operation applies the layout again with one gap of one container
/// changed, so one constraint is uninstalled and one installed (every
/// other one compared and kept), then reads that container's frames.
///
/// `builder-replacing/N` does the same change without the builder, the way it
/// is done by hand: the same tree and constraints, one `arrange` per
/// container, and `arrange(replacing:)` of the changed container's group.
/// `builder-replacing-all/N`: the whole layout as one group, replaced whole.
enum BuilderSystem {
    /// Labels per container.
    static let labels = 9

    /// The container's arrangement: 9 labels of 10×10 in a row from its top
    /// left, 2 apart (`gap` after the first).
    static func arrangeLabels(_ make: Make, _ items: [Item], gap: Double) {
        make.size(items) == (10, 10)
        make.yTop(items)
        var row: [any PlaceElementConvertible] = [items[0], gap]
        for item in items.dropFirst(2) { row += [2, item] }
        row.insert(items[1], at: 2)
        make.xPlace(row + [make.wall])
    }

    /// The root's arrangement: containers 200×20 in a column filling the root.
    static func arrangeContainers(_ make: Make, _ containers: [Item]) {
        make.size(containers) == (200, 20)
        make.xLeft(containers)
        make.yPlace(containers)
    }

    /// The layout with container `changed`'s first gap `gap` (others 2).
    static func layout(containers: Int, changed: Int, gap: Double) -> Node {
        Node("root") {
            for c in 0..<containers {
                Node("c\(c)") {
                    for l in 0..<labels { Node("l\(l)") }
                    Arrangement { make in arrangeLabels(make, (0..<labels).map { make["l\($0)"] }, gap: c == changed ? gap : 2) }
                }
            }
            Arrangement { make in arrangeContainers(make, (0..<containers).map { make["c\($0)"] }) }
        }
    }

    /// The root's size for `containers` containers.
    static func size(containers: Int) -> Size { Size(width: 200, height: 20 * Double(containers)) }
}

extension Workload {
    /// `builder-update/N` (see ``BuilderSystem``).
    static func builderUpdate(_ name: String, items n: Int) -> Workload {
        let containers = n / (BuilderSystem.labels + 1), changed = containers / 2
        return Workload(name: name, runs: { $0 }, operationsPerRun: 20, unit: "per update") {
            let host: LayoutHost
            do {
                host = try LayoutHost(BuilderSystem.layout(containers: containers, changed: changed, gap: 2), size: BuilderSystem.size(containers: containers))
            } catch {
                fatalError("benchmark layout refused: \(error)")
            }
            let labels = host.root.children[changed].children
            let layouts = (1...20).map { BuilderSystem.layout(containers: containers, changed: changed, gap: 2 + Double($0)) }
            return Trial(run: {
                var checksum = 0.0
                for layout in layouts {
                    do { try host.apply(layout) } catch { fatalError("\(error)") }
                    precondition(host.lastUpdate.installed == 1 && host.lastUpdate.uninstalled == 1, "builder-update: not one constraint")
                    for label in labels { checksum += label.frame.x }
                }
                return checksum
            })
        }
    }

    /// `builder-replacing/N` (one group per container) or `builder-replacing-all/N` (one group).
    static func builderReplace(_ name: String, items n: Int, wholeTree: Bool) -> Workload {
        let containers = n / (BuilderSystem.labels + 1), changed = containers / 2
        return Workload(name: name, runs: { $0 }, operationsPerRun: 20, unit: "per update") {
            let root = Item("root")
            let cells = (0..<containers).map { Item("c\($0)") }
            root.addChildren(cells)
            let labels = cells.map { cell in (0..<BuilderSystem.labels).map { Item("l\($0)") } }
            for (cell, row) in zip(cells, labels) { cell.addChildren(row) }
            func everything(gap: Double) -> (Make) -> Void {
                { make in
                    BuilderSystem.arrangeContainers(make, cells)
                    for (c, cell) in cells.enumerated() { BuilderSystem.arrangeLabels(make.ref(cell), labels[c], gap: c == changed ? gap : 2) }
                }
            }
            var group: ConstraintGroup!
            do {
                try root.resize(to: BuilderSystem.size(containers: containers))
                if wholeTree {
                    group = try root.arrange(everything(gap: 2))
                } else {
                    try root.arrange { make in BuilderSystem.arrangeContainers(make, cells) }
                    for (c, cell) in cells.enumerated() {
                        let made = try cell.arrange { make in BuilderSystem.arrangeLabels(make, labels[c], gap: 2) }
                        if c == changed { group = made }
                    }
                }
            } catch {
                fatalError("benchmark arrangement refused: \(error)")
            }
            return Trial(run: {
                var checksum = 0.0
                for k in 1...20 {
                    let gap = 2 + Double(k)
                    do {
                        if wholeTree {
                            try root.arrange(replacing: group, everything(gap: gap))
                        } else {
                            try cells[changed].arrange(replacing: group) { make in BuilderSystem.arrangeLabels(make, labels[changed], gap: gap) }
                        }
                    } catch { fatalError("\(error)") }
                    for label in labels[changed] { checksum += label.frame.x }
                }
                return checksum
            })
        }
    }
}
