/// Hostile fixture texts, generated in memory (the fuzzing cases of issue 9, item 10).
enum HostileInputs {
    /// `depth` arrays inside each other: `[[[…]]]`.
    static func nestedArrays(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    /// A valid fixture whose root holds a chain of `depth` items, `i1` … `iN`,
    /// each the only child of the one before; one step arranges `i1`.
    static func itemChain(_ depth: Int) -> String {
        var text = "{\"root\": {\"name\": \"root\", \"size\": [375, 603], \"children\": ["
        for level in 1...depth { text += "{\"name\": \"i\(level)\"" + (level < depth ? ", \"children\": [" : "") }
        text += String(repeating: "}]", count: depth)
        return text + "}, \"steps\": [{\"arrange\": \"root\", \"calls\": [{\"equal\": \"i1\"}], \"expect\": {\"frames\": {\"i1\": [0, 0, 375, 603]}}}]}"
    }

    /// A valid fixture with `depth` `ref` calls inside each other, the innermost
    /// sizing the item `b` (a child of `a`) in `a`.
    static func nestedRefs(_ depth: Int) -> String {
        var calls = "{\"equal\": \"b\"}"
        for _ in 0..<depth { calls = "{\"ref\": \"a\", \"calls\": [\(calls)]}" }
        return "{\"root\": {\"name\": \"root\", \"size\": [375, 603], \"children\": [{\"name\": \"a\", \"children\": [{\"name\": \"b\"}]}]}, "
            + "\"steps\": [{\"arrange\": \"root\", \"calls\": [{\"equal\": \"a\"}, \(calls)], \"expect\": {\"frames\": {\"b\": [0, 0, 375, 603]}}}]}"
    }

    /// A fixture object with `count` extra keys `k0` … after the valid ones.
    static func manyKeys(_ count: Int) -> String {
        var text = "{\"root\": {\"name\": \"root\", \"size\": [1, 1]}, \"steps\": [{\"resize\": [2, 2]}]"
        for index in 0..<count { text += ", \"k\(index)\": 0" }
        return text + "}"
    }
}
