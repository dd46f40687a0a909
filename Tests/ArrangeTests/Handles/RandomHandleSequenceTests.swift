import ArrangeSolver
import Testing
import TestSupport
@testable import Arrange

/// Random sequences of handle operations (constants, priorities,
/// activity), per-item removals, arrange, replace (into installed,
/// uninstalled and empty groups), uninstall, install and resize on one
/// tree. After every step the installed required constraints hold, the
/// solver's constraints are exactly what the groups, intrinsic sizes and
/// the root list, each handle's constraints are its group's, and the
/// values are optimal (against the dense reference); after every failed
/// step frames, handles and groups are bit for bit what they were.
@Suite("Random handle sequences")
struct RandomHandleSequenceTests {
    struct Scenario {
        var rng: SeededGenerator
        let root = Item("root")
        let items: [Item]
        var groups: [ConstraintGroup] = []
        var handles: [ConstraintHandle] = []
        var log: [String] = []

        init(seed: UInt64) {
            rng = SeededGenerator(seed: seed)
            items = (0..<4).map { Item("p\($0)") }
            root.addChildren(items)
            items[3].intrinsicSize = Size(width: 30, height: 20)
            root.size = Size(width: 400, height: 300)
        }

        mutating func number(_ values: [Double]) -> Double { values.randomElement(using: &rng)! }
        mutating func item() -> Item { items.randomElement(using: &rng)! }
        mutating func priority() -> Priority { [Priority.required, .required, .high, 500, .low].randomElement(using: &rng)! }

        /// A closure of one to three random calls.
        mutating func calls() -> (Make) -> Void {
            var recipe: [(Make) -> Void] = []
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let (x, y) = (item(), item())
                let (c, d) = (number([0, 8, 20, 50, 120]), number([10, 30, 60]))
                let p = priority()
                switch Int.random(in: 0..<9, using: &rng) {
                case 0: recipe.append { make in make.size(x) == (c + 10, d) ~ p }
                case 1: recipe.append { make in make.xLeft(x) ~ p }
                case 2: recipe.append { make in make.yTop(x === y ? [x] : [x, y]) ~ p }
                case 3 where x !== y: recipe.append { make in make.install(y.left == x.right + c) ~ p }
                case 4: recipe.append { make in make.width(x) >= d ~ p }
                case 5 where x !== y: recipe.append { make in make.xPlace(c, x, d, y, make.wall) ~ p }
                case 6: recipe.append { make in make.insetEdges(edge: d); make.yEqual(x) ~ p }
                case 7: recipe.append { make in make.height(x) <= c + d ~ p }
                default: recipe.append { make in make.xCenter(x) ~ p }
                }
            }
            return { make in for r in recipe { r(make) } }
        }

        /// Everything a failed step must leave as it was.
        struct State: Equatable {
            var frames: [UInt64]
            var handles: [String]
            var groups: [String]
        }

        func state() -> State {
            let frames = root.subtree.flatMap { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].map(\.bitPattern) }
            let handles = self.handles.map { h in
                "\(h.isActive) \(h.priority) \(h.declaration.map { d in d.constantAddresses.map { d.constant(at: $0, direction: .leftToRight).bitPattern } } ?? [])"
            }
            let groups = self.groups.map { "\($0.isInstalled) \($0.constraints.map(\.description)) \($0.detached)" }
            return State(frames: frames, handles: handles, groups: groups)
        }

        /// Runs a step; an error must change nothing.
        mutating func perform(_ what: String, _ body: () throws -> Void) {
            log.append(what)
            let before = state()
            do {
                try body()
            } catch {
                #expect(state() == before, "\(what) failed (\(error)) but changed something\n  \(log.suffix(8).joined(separator: "\n  "))")
            }
            check(what)
        }

        /// The invariants that hold after every step.
        func check(_ what: String) {
            let trail = log.suffix(8).joined(separator: "\n  ")
            let tree = root.tree
            let solver = tree.solver
            #expect(SolverChecks.requiredHold(in: solver).isEmpty, "\(what): \(SolverChecks.requiredHold(in: solver))\n  \(trail)")
            var listed = Set(tree.originConstraints.map { ObjectIdentifier($0.constraint) })
            for item in root.subtree { for c in tree.intrinsic[ObjectIdentifier(item)] ?? [] { listed.insert(ObjectIdentifier(c.constraint)) } }
            for group in tree.groups { for c in group.constraints { listed.insert(ObjectIdentifier(c.constraint)) } }
            #expect(Set(solver.constraints.map(ObjectIdentifier.init)) == listed, "\(what): the groups' listing differs from the solver's\n  \(trail)")
            for handle in handles {
                let installed = handle.group.map { g in g.isInstalled && tree.groups.contains { $0 === g } } ?? false
                #expect(handle.isActive == (installed && handle.isEnabled && handle.declaration != nil), "\(what): \(handle)\n  \(trail)")
                for c in handle.constraints {
                    #expect(c.handle === handle && solver.contains(c.constraint), "\(what): \(handle) lists \(c)\n  \(trail)")
                }
            }
            let v = tree.variables(of: root)
            let size = root.size ?? Size(width: 0, height: 0)
            let edits = root.size == nil ? [] : [(v.width, value: size.width, strength: LayoutTree.rootSizeStrength),
                                                 (v.height, value: size.height, strength: LayoutTree.rootSizeStrength)]
            let problems = SolverChecks.optimal(solver, edits: edits)
            #expect(problems.isEmpty, "\(what): \(problems)\n  \(trail)")
        }

        mutating func step() {
            let handle = handles.isEmpty ? nil : handles.randomElement(using: &rng)
            let group = groups.isEmpty ? nil : groups.randomElement(using: &rng)
            var k = Int.random(in: 0..<16, using: &rng)
            // (A `where` after several patterns guards only the last one: map the choices first.)
            if group == nil && [2, 4, 5].contains(k) { k = 0 }
            if handle == nil && (7...13).contains(k) { k = 1 }
            switch k {
            case 0, 1:
                let body = calls()
                let root = self.root
                var made: ConstraintGroup?
                perform("arrange") { made = try root.arrange { make in body(make) } }
                if let made { adopt(made) }
            case 2:
                let body = calls()
                let root = self.root
                perform("replace \(group!.isInstalled ? "installed" : "uninstalled")") { try root.arrange(replacing: group!) { make in body(make) } }
                if group!.handles.contains(where: { h in !handles.contains { $0 === h } }) { adopt(group!) }
            case 3:
                let body = calls()
                let root = self.root
                let empty = ConstraintGroup()
                perform("replace empty") { try root.arrange(replacing: empty) { make in body(make) } }
                if empty.isInstalled { adopt(empty) }
            case 4:
                perform("uninstall") { group!.uninstall() }
            case 5:
                perform("install") { try group!.install() }
            case 6:
                let size = Size(width: number([300, 400, 500]), height: number([200, 300]))
                let root = self.root
                perform("resize \(size)") { try root.resize(to: size) }
            case 7, 8, 9:
                let addresses = handle!.declaration?.constantAddresses ?? []
                let value = number([-10, 0, 4, 16, 40, 200])
                if let address = addresses.randomElement(using: &rng), Bool.random(using: &rng) {
                    perform("setConstant \(value) at \(address.description) of \(handle!)") {
                        try handle!.setConstant(value, argument: address.argument, on: address.attribute)
                    }
                } else {
                    perform("setConstant \(value) of \(handle!)") { try handle!.setConstant(value) }
                }
            case 10, 11:
                let p = priority()
                perform("setPriority \(p) of \(handle!)") { try handle!.setPriority(p) }
            case 12:
                perform("deactivate \(handle!)") { handle!.deactivate() }
            case 13:
                perform("activate \(handle!)") { try handle!.activate() }
            case 14:
                let target = item()
                let attribute = [Attribute.top, .left, .width, .leading].randomElement(using: &rng)!
                perform("remove \(target.name) on \(attribute)") { target.removeConstraints(on: attribute) }
            default:
                perform("noop") {}
            }
        }

        mutating func adopt(_ group: ConstraintGroup) {
            if !groups.contains(where: { $0 === group }) { groups.append(group) }
            handles += group.handles.filter { h in !handles.contains { $0 === h } }
        }
    }

    @Test("random handle, group and resize sequences keep the layout true, and failures change nothing", arguments: propertySeeds(40))
    func sequences(seed: UInt64) {
        var scenario = Scenario(seed: 70_000 + seed)
        for _ in 0..<40 { scenario.step() }
    }
}
