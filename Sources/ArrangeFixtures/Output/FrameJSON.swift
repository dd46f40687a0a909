/// The machine-readable output of `arrange solve --json`: per fixture, per
/// step, the frames (parent coordinates, exact as ``Frame/exactJSON`` says,
/// declaration order, root included), the item paths (shortened beyond ``LayoutSnapshot/pathLimit``
/// characters, as ``LayoutSnapshot/path(_:_:root:)`` says; names are
/// unique and exact), the error and the ambiguous items.
package enum FrameJSON {
    /// The JSON object for one fixture's outcomes.
    package static func value(file: String, outcomes: [StepOutcome]) -> JSONValue {
        .object([
            ("file", .string(file)),
            ("steps", .array(outcomes.map(step))),
        ])
    }

    static func step(_ outcome: StepOutcome) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("step", .number(JSONNumber(Double(outcome.index + 1)))),
            ("label", .string(outcome.label)),
        ]
        if let error = outcome.error {
            members.append(("error", .object([
                ("kind", .string(error.kind)),
                ("message", .string(error.message)),
                ("items", .array(error.items.map(JSONValue.string))),
            ])))
        }
        members.append(("ambiguous", .array(outcome.ambiguous.map(JSONValue.string))))
        members.append(("items", .array(outcome.snapshot.entries.map { entry in
            .object([("name", .string(entry.name)), ("path", .string(entry.path)), ("frame", entry.frame.exactJSON)])
        })))
        return .object(members)
    }

    /// The text of `fixtures` (file, outcomes) as one JSON array.
    package static func render(_ fixtures: [(file: String, outcomes: [StepOutcome])]) -> String {
        JSONWriter(lineWidth: 100, alwaysExpanded: ["steps", "items"]).write(.array(fixtures.map { value(file: $0.file, outcomes: $0.outcomes) }))
    }
}
