/// Writes a step's actual outcome into a fixture document as its expectation.
package enum Recorder {
    /// The writer fixtures are formatted with: frames one item per line, the
    /// rest compact when it fits in 100 columns.
    package static let writer = JSONWriter(lineWidth: 100, alwaysExpanded: ["steps", "frames"])

    /// The expectation that `outcome` meets: every frame (root excluded), the
    /// error if one was thrown (mentioning the items it names), the ambiguous
    /// items if there are any, the other diagnostics if there are any (each
    /// mentioning its subject).
    package static func expectation(for outcome: StepOutcome) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let error = outcome.error {
            members.append(("error", .object([("kind", .string(error.kind)), ("mentions", .array(error.items.map(JSONValue.string)))])))
        }
        if !outcome.ambiguous.isEmpty {
            members.append(("ambiguous", .array(outcome.ambiguous.map(JSONValue.string))))
        }
        if !outcome.notices.isEmpty {
            members.append(("diagnostics", .array(outcome.notices.map { notice in
                .object([("kind", .string(notice.kind)), ("mentions", .array([.string(notice.subject)]))])
            })))
        }
        if let size = outcome.fittingSize {
            members.append(("size", .array([.number(JSONNumber(Frame.round(size.width))), .number(JSONNumber(Frame.round(size.height)))])))
        }
        members.append(("frames", .object(outcome.snapshot.expectedFrames.map { ($0.item, $0.frame.json) })))
        return .object(members)
    }

    /// `document` with the expectation of every step in `steps` replaced by
    /// what `outcomes` produced; a `note` inside an old expectation is kept.
    package static func record(_ document: JSONValue, outcomes: [StepOutcome], steps: [Int]) -> JSONValue {
        guard case let .array(stepValues)? = document["steps"] else { return document }
        var newSteps = stepValues
        for index in steps where index < newSteps.count && index < outcomes.count {
            var expectation = expectation(for: outcomes[index])
            if let note = newSteps[index]["expect"]?["note"] {
                expectation = .object([("note", note)]).merging(expectation)
            }
            newSteps[index] = newSteps[index].setting("expect", to: expectation)
        }
        return document.setting("steps", to: .array(newSteps))
    }
}

extension JSONValue {
    /// The members of `self` followed by those of `other` (objects only).
    func merging(_ other: JSONValue) -> JSONValue {
        guard case let .object(a) = self, case let .object(b) = other else { return self }
        return .object(a + b)
    }
}
