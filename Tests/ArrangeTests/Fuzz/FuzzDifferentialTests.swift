import Testing
@testable import Arrange

/// The operation fuzzer both ways: each seed's operations performed on two
/// worlds built alike, one through the direct path (the default) and one
/// with the general path forced (``LayoutPath/forcesGeneral``); after every
/// operation both must have returned or thrown alike (the same error) and
/// hold the same frames to 1e-9 relative (Tree/README.md, "Direct
/// resolution"). The figures are printed.
@Suite("Fuzzer: the direct and the general path agree")
struct FuzzDifferentialTests {
    /// The seeds compared (in process: seeds the fuzzer runs to the end).
    static let seeds: [UInt64] = Array(0..<12)
    /// Operations per seed.
    static let operations = 200

    /// The outcome as text: `done`, `skipped`, or the error's message.
    static func text(_ outcome: FuzzWorld.Outcome) -> String {
        switch outcome {
        case .done: "done"
        case .skipped: "skipped"
        case let .threw(error): "threw \(error)"
        }
    }

    /// Every item's frame, in item order.
    static func frames(_ world: FuzzWorld) -> [Rect] { world.items.map(\.frame) }

    /// Whether `a` and `b` agree to 1e-9 relative to their magnitude (at least 1).
    static func close(_ a: Double, _ b: Double) -> Bool {
        a.bitPattern == b.bitPattern || Swift.abs(a - b) <= 1e-9 * Swift.max(1, Swift.abs(a), Swift.abs(b))
    }

    @Test("random operations give the same outcomes and frames through the direct and the general path")
    func pathsAgree() {
        var compared = 0, frames = 0, bitIdentical = 0, measuredLayouts = 0
        var disagreements: [String] = []
        for seed in Self.seeds {
            var generator = FuzzGenerator(seed: seed)
            let direct = FuzzWorld(generator.specs)
            let general = FuzzWorld(generator.specs)
            for n in 0..<Self.operations {
                let op = generator.next(direct, index: n)
                let a = Self.text(direct.perform(op, index: n))
                let b = LayoutPath.$forcesGeneral.withValue(true) { Self.text(general.perform(op, index: n)) }
                let (fa, fb) = (Self.frames(direct), LayoutPath.$forcesGeneral.withValue(true) { Self.frames(general) })
                compared += 1
                if direct.items.contains(where: { $0.content != nil }) { measuredLayouts += 1 }
                guard a == b else {
                    disagreements.append("seed \(seed) operation \(n) (\(op)): \(a) against \(b)")
                    break
                }
                var differs: String?
                for (index, (x, y)) in zip(fa, fb).enumerated() {
                    frames += 1
                    if x == y { bitIdentical += 1; continue }
                    if differs == nil, !(Self.close(x.x, y.x) && Self.close(x.y, y.y) && Self.close(x.width, y.width) && Self.close(x.height, y.height)) {
                        differs = "\(direct.items[index].name) at \(x) against \(y)"
                    }
                }
                if let differs {
                    disagreements.append("seed \(seed) operation \(n) (\(op)): \(differs)")
                    break
                }
            }
        }
        print("differential (fuzzer): \(Self.seeds.count) seeds, \(compared) layouts (\(measuredLayouts) with measured content), \(frames) frames compared, \(bitIdentical) bit for bit, \(disagreements.count) disagreements")
        #expect(compared == Self.seeds.count * Self.operations)
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreement(s), first: \(disagreements.first ?? "")")
    }
}
