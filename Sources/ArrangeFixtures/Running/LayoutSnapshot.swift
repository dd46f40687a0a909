/// The frames of a tree at one moment: what the table, the JSON output, the
/// golden comparison and the SVG picture are made from.
package struct LayoutSnapshot: Sendable, Equatable {
    /// One item of the tree.
    package struct Entry: Sendable, Equatable {
        /// The item's name.
        package var name: String
        /// Names from the root down, joined by `/`: `screen/cell/title`;
        /// kept short for tables, as ``LayoutSnapshot/path(_:_:root:)`` says.
        package var path: String
        /// 0 for the root.
        package var depth: Int
        /// Index of the parent entry in ``LayoutSnapshot/entries``, nil for the root.
        package var parent: Int?
        /// The frame in the parent's coordinates (what `item.frame` returns).
        package var frame: Frame
        /// The frame in the root's coordinates.
        package var absolute: Frame
        /// Whether the item is hidden (``Item/isHidden``): tables list it, pictures draw it dashed.
        package var hidden = false
    }

    /// Every item of the tree, parents before children, children in order;
    /// the root first.
    package private(set) var entries: [Entry]
    /// The index of each entry by name (names are unique in a fixture).
    private var positions: [String: Int] = [:]

    /// A snapshot from its entries.
    package init(entries: [Entry]) {
        self.entries = entries
        for (index, entry) in entries.enumerated() where positions[entry.name] == nil { positions[entry.name] = index }
    }

    /// The entry named `name`, if any.
    ///
    /// - Complexity: O(1).
    package func entry(named name: String) -> Entry? { positions[name].map { entries[$0] } }

    /// The longest path an entry shows, in Unicode scalars.
    package static let pathLimit = 100

    /// The path of a root named `name`: its name, cut as ``Snippet`` cuts text.
    package static func rootPath(_ name: String) -> String { Snippet.text(name) }

    /// The path of a child named `name` of the item whose path is
    /// `parentPath`, in a tree whose root's path is `root`: `parent/name`,
    /// or, when that is longer than ``pathLimit``, the root's name, `…`
    /// and as many of the last names as fit (at least one):
    /// `root/…/i9998/i9999`. A name longer than ``Snippet/textLimit`` is
    /// cut. So a path is built from its parent's in bounded time, and a
    /// table of a tree 10,000 levels deep stays as wide as this limit.
    package static func path(_ parentPath: String, _ name: String, root: String) -> String {
        let full = parentPath + "/" + Snippet.text(name)
        guard full.unicodeScalars.count > pathLimit else { return full }
        var tail = full.split(separator: "/", omittingEmptySubsequences: false).dropFirst(root.split(separator: "/", omittingEmptySubsequences: false).count)
        if tail.first == "…" { tail = tail.dropFirst() }
        let head = root + "/…/"
        var length = tail.reduce(-1) { $0 + $1.unicodeScalars.count + 1 }
        while tail.count > 1, head.unicodeScalars.count + length > pathLimit {
            length -= tail.first!.unicodeScalars.count + 1
            tail = tail.dropFirst()
        }
        return head + tail.joined(separator: "/")
    }

    /// The snapshot's frames as an expectation: every item but the root,
    /// rounded, in declaration order.
    package var expectedFrames: [ExpectedFrame] {
        entries.dropFirst().map { ExpectedFrame(item: $0.name, frame: $0.frame.rounded) }
    }
}

/// An error a step threw, reduced to what fixtures check.
package struct ReportedError: Sendable, Equatable {
    /// The error's kind: the `ArrangeError` case name (`conflict`, `countMismatch` …).
    package var kind: String
    /// The message as Arrange reports it.
    package var message: String
    /// Item names the error is about, in the order the error lists them.
    package var items: [String]
}

/// What one step of a fixture produced.
package struct StepOutcome: Sendable {
    /// 0-based step index.
    package var index: Int
    /// The step's label (`arrange root`).
    package var label: String
    /// The frames after the step (unchanged from before when it threw).
    package var snapshot: LayoutSnapshot
    /// The error the step threw, if it did.
    package var error: ReportedError?
    /// Items whose layout nothing fixes after the step, by name, sorted by declaration order.
    package var ambiguous: [String]
    /// Human-readable diagnostics (ambiguity and the like), as Arrange words them.
    package var diagnostics: [String]
    /// The diagnostics other than ambiguity (sizes below zero, duplicates,
    /// rejected changes), in Arrange's order.
    package var notices: [ReportedDiagnostic] = []
    /// The size a `fittingSize` step answered (nil for other steps, or when it threw).
    package var fittingSize: SizeValue? = nil
}

/// A diagnostic other than ambiguity, reduced to what fixtures check.
package struct ReportedDiagnostic: Sendable, Equatable {
    /// The `Diagnostic.Kind` case name: `negativeSize`, `duplicate`, `rejectedChange`.
    package var kind: String
    /// What it is about: an item's name, a repeated relation, a change.
    package var subject: String
    /// The message as Arrange words it.
    package var message: String
}
