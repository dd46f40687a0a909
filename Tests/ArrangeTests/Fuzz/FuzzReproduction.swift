import Arrange

/// Shrinks the operations that led to a violation (or a crash) and prints
/// them as Swift.
///
/// Shrinking replays subsets of the operations in child processes
/// (``FuzzChild/replay(seed:operations:)``: the same items, the same
/// checks, the same round-trip resizes; a crash ends only the child) and
/// keeps a subset when a violation with the same signature (kind and
/// message, numbers aside) still appears, or for a crash the same trap:
/// first whole chunks of operations are left out (halves, quarters, …
/// single operations), then single calls of `arrange` bodies. A fixed
/// number of replays bounds the work, so the result is minimal-ish.
enum FuzzReproduction {
    /// The most replays one shrinking may cost (each is a child process).
    static var replayBudget: Int { 150 }

    /// A reproduction of `violation`, found by running `operations` (the run
    /// up to and including the operation after which it was found).
    static func shrinking(seed: UInt64, operations: [FuzzChild.Numbered], violation: FuzzViolation) async -> String {
        let specs = FuzzGenerator(seed: seed).specs
        var list = Array(operations.prefix { $0.n <= violation.operation })
        var budget = replayBudget
        var last: FuzzChild.Output?
        func attempt(_ candidate: [FuzzChild.Numbered]) async -> Bool {
            guard budget > 0, !candidate.isEmpty else { return false }
            budget -= 1
            let output = await FuzzChild.replay(seed: seed, operations: candidate)
            guard let n = found(violation, in: output) else { return false }
            list = candidate.filter { $0.n <= n }
            last = output
            return true
        }
        var chunk = Swift.max(1, list.count / 2)
        while budget > 0 {
            var start = 0
            while start < list.count, budget > 0 {
                let candidate = Array(list[..<start] + list[Swift.min(list.count, start + chunk)...])
                if await !attempt(candidate) { start += chunk }
            }
            if chunk == 1 { break }
            chunk = Swift.max(1, chunk / 2)
        }
        // Single calls of arrange bodies, first to last.
        var position = 0
        while position < list.count, budget > 0 {
            let numbered = list[position]
            var call = 0
            while let body = list[position].op.body, call < body.count, budget > 0 {
                var smaller = body
                smaller.remove(at: call)
                var candidate = list
                candidate[position] = FuzzChild.Numbered(n: numbered.n, op: numbered.op.with(body: smaller))
                let kept = await attempt(candidate)
                if position >= list.count || list[position].n != numbered.n { break }
                if !kept { call += 1 }
            }
            position += 1
        }
        if last == nil { last = await FuzzChild.replay(seed: seed, operations: list) }
        return text(seed: seed, specs: specs, original: operations.count, list: list, output: last!, violation: violation)
    }

    /// The index of the operation after which `output` shows a violation like
    /// `target` (the same signature; for a crash, the same trap), if it does.
    static func found(_ target: FuzzViolation, in output: FuzzChild.Output) -> Int? {
        if target.kind == .crash {
            guard !output.finished, let trap = output.trap, let n = output.operations.last?.n else { return nil }
            return FuzzViolation.crash(trap, operation: n, seed: target.seed).signature == target.signature ? n : nil
        }
        return output.steps.first { $0.violations.contains { $0.signature == target.signature } }?.n
    }

    /// The reproduction's text: what it shows, then the Swift.
    static func text(seed: UInt64, specs: [FuzzItemSpec], original: Int, list: [FuzzChild.Numbered], output: FuzzChild.Output, violation: FuzzViolation) -> String {
        let reproduced = found(violation, in: output) != nil
        var lines = [
            "// Fuzz reproduction: seed \(seed), \(violation.kind.rawValue) at operation \(violation.operation)"
                + (violation.knownFault.map { " (known fault \($0.rawValue))" } ?? ""),
            "// \(violation.message)",
            "// shrunk from \(original) to \(list.count) operation(s)\(reproduced ? "" : " (NOT reproduced by the shrunk list)");"
                + " the whole run: ARRANGE_FUZZ_SEED=\(seed) swift test --filter Fuzzer",
        ]
        let used = specs.indices.filter(Set(list.flatMap(\.op.items)).contains)
        let released = Set(list.compactMap { if case let .releaseRoot(i) = $0.op { i } else { nil } })
        lines += used.map { i in
            "\(released.contains(i) ? "var" : "let") i\(i) = Item(\"i\(i)\"\(specs[i].text.map { ", measure: \($0.swift)" } ?? specs[i].intrinsicSize.map { ", intrinsicSize: \(swiftSize($0))" } ?? ""))"
        }
        // The checks read every frame before the first operation and after
        // each one: reading makes an item's solver variables (and a root's
        // tree) and brings pending edits up to date, so it is part of the run.
        lines.append("let all = [\(used.map { "i\($0)" }.joined(separator: ", "))]")
        lines.append("func readFrames() { _ = all.map(\\.frame) }   // as the fuzzer's checks do")
        lines.append("readFrames()")
        for numbered in list {
            let step = output.steps.first { $0.n == numbered.n }
            if step?.outcome == "skipped" { continue }
            let swift = numbered.op.swift(numbered.n)
            let threw = step.map { $0.outcome.hasPrefix("threw ") } ?? false
            lines.append((threw ? swift.replacingFirstTry() : swift) + "; readFrames()" + (threw ? "   // \(step!.outcome)" : ""))
            if let roundTrip = step?.roundTrip, !roundTrip.isEmpty {
                lines += roundTrip.dropLast()
                let last = roundTrip.last!.split(separator: "   //", maxSplits: 1)
                lines.append(last[0] + "; readFrames()" + (last.count > 1 ? "   //" + last[1] : ""))
            }
        }
        lines.append("// (operations kept: \(list.map { String($0.n) }.joined(separator: " ")))")
        if violation.kind == .crash {
            lines.append("// crashes here: \(output.trap ?? violation.message)")
        } else if let n = found(violation, in: output), let step = output.steps.first(where: { $0.n == n }),
                  let shown = step.violations.first(where: { $0.signature == violation.signature }) {
            lines.append("// here: \(shown.message)")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// `try?` for the first `try ` (a reproduction goes on after a call that throws).
    func replacingFirstTry() -> String {
        guard let range = firstRange(of: "try ") else { return self }
        var copy = self
        copy.replaceSubrange(range, with: "try? ")
        return copy
    }
}

extension FuzzOperation {
    /// Every item index the operation names.
    var items: [Int] {
        switch self {
        case let .addChild(parent, child): [parent, child]
        case let .removeFromParent(item), let .releaseRoot(item): [item]
        case let .arrange(on, body), let .replace(on, _, body): [on] + body.flatMap(\.items)
        case .uninstall: []
        case let .resize(item, _, _), let .intrinsicSize(item, _), let .hugging(item, _, _), let .compressionResistance(item, _, _), let .direction(item, _),
             let .resizeGiven(item, _, _), let .fitting(item, _, _), let .margins(item, _), let .safeArea(item, _, _), let .baselineOffsets(item, _),
             let .measure(item, _), let .strict(item, _), let .pixelScale(item, _, _), let .hidden(item, _):
            [item]
        }
    }
}

extension MakeCall {
    /// Every item index the call names.
    var items: [Int] {
        switch self {
        case let .dimension(call, _): call.items + call.value.items
        case let .align(_, items, _): items
        case let .place(_, elements, _): elements.compactMap { if case let .item(i) = $0 { i } else { nil } }
        case .insetEdges, .insetEdge, .resetEdges, .fail: []
        case let .ref(item, calls), let .refWithinMargins(item, calls): [item] + calls.flatMap(\.items)
        case let .install(relation, _, _): relation.items
        case let .installMany(relations, _): relations.flatMap(\.items)
        case let .compound(call, _): [call.first, call.second]
        case let .alignItems(_, items, _), let .distribute(_, _, items, _), let .stack(_, items, _, _, _, _): items
        case let .barrier(call, _): [call.anchor.item] + call.items
        case let .grid(grid, _): grid.items
        case let .flow(flow, _): flow.items
        case let .firstFitting(fit, _): fit.items
        }
    }
}

extension FreeRelation {
    /// The items named.
    var items: [Int] {
        switch self {
        case let .positions(a, _, b): a.items + b.items
        case let .extents(a, _, b): a.items + b.items
        case let .extentNumber(a, _, _), let .numberExtent(_, _, a): a.items
        }
    }
}

extension DimensionCall.Value {
    /// The items named by extents.
    var items: [Int] {
        switch self {
        case let .extent(e): e.items
        case let .extents(es): es.flatMap(\.items)
        case let .extentPair(a, b): a.items + b.items
        case let .mixed(values): values.flatMap { value -> [Int] in
            if case let .extent(e) = value { return e.items }
            return []
        }
        default: []
        }
    }
}

extension ExtentExpression {
    /// The items named.
    var items: [Int] {
        switch base {
        case .w, .h: []
        case let .width(i), let .height(i): [i]
        case let .distance(a, b): [a.item, b.item]
        }
    }
}

extension PositionExpression {
    /// The items named.
    var items: [Int] { [anchor.item] + (plus?.items ?? []) }
}
