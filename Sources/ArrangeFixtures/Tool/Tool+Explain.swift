import Arrange

extension Tool {
    /// `arrange explain FILE ITEM [--step N]`: the item's four frame values,
    /// each explained (``Item/explanation(of:)``), after step N; an
    /// ambiguous one with its witness (``Item/ambiguityWitness(of:)``).
    static func explain(_ options: ExplainOptions, into result: inout Result) {
        let fixture: Fixture
        let played: PlayedFixture
        do {
            fixture = try FixtureDecoder.load(path: options.file)
            if let step = options.step, step > fixture.steps.count {
                result.stderr += "\(FixtureError.name(options.file)): --step \(step) is out of range: the fixture has \(fixture.steps.count) step\(fixture.steps.count == 1 ? "" : "s")\n"
                result.fail(2)
                return
            }
            played = try FixtureRunner.play(fixture, pixelScale: options.scale, through: options.step.map { $0 - 1 })
        } catch {
            result.stderr += "\(error)\n"
            result.fail(2)
            return
        }
        guard let item = played.items[options.item] else {
            let names = fixture.allItems.map(\.name)
            result.stderr += "arrange explain: the fixture has no item '\(Snippet.text(options.item))'; its items are \(Snippet.list(names))\n"
            result.fail(2)
            return
        }
        if let last = played.outcomes.last {
            result.stdout += "after step \(last.index + 1): \(Snippet.line(last.label))\n"
            if let error = last.error { result.stdout += "(the step failed: \(error.kind); the layout is the one before it)\n" }
        }
        result.stdout += FrameValue.allCases.map { value in
            let explanation = item.explanation(of: value)
            // An ambiguity comes with its proof: two frames as good as each other.
            let witness = explanation.isAmbiguous ? item.ambiguityWitness(of: value).map { "\n  witness: \($0)" } ?? "" : ""
            return explanation.description + witness
        }.joined(separator: "\n") + "\n"
    }
}
