/// What the `arrange` command line asks for, once parsed.
package enum ToolCommand: Sendable, Equatable {
    /// `arrange --help`, `arrange help [subcommand]`, `arrange SUBCOMMAND --help`.
    case help(Subcommand?)
    /// `arrange solve FILE|DIR… [--json] [--step N] [--size WxH] [--scale N] [-o OUT.svg] [--no-svg] [--force]`.
    case solve(SolveOptions)
    /// `arrange check FILE|DIR…`.
    case check(files: [String])
    /// `arrange render FILE -o OUT.svg [--step N] [--size WxH] [--scale N] [--force]`.
    case render(RenderOptions)
    /// `arrange format FILE|DIR…`: rewrite fixtures in the canonical layout.
    case format(files: [String])
    /// `arrange explain FILE ITEM [--step N] [--scale N]`: why the item's frame is what it is.
    case explain(ExplainOptions)

    /// The subcommands.
    package enum Subcommand: String, Sendable, CaseIterable {
        /// See ``Usage`` for what each does.
        case solve, check, render, format, explain
    }
}

/// Options of `arrange solve`.
package struct SolveOptions: Sendable, Equatable {
    /// Fixture files, in order.
    package var files: [String]
    /// Print JSON instead of tables.
    package var json = false
    /// Only this step (1-based); the steps before it still run.
    package var step: Int?
    /// Override the root size.
    package var size: SizeValue?
    /// Override the root's pixel scale (device pixels per point): frames on that grid.
    package var scale: Double?
    /// Where to write the picture (one file only); default `./<fixture name>.svg`
    /// (see ``PictureFile/defaultPaths(for:)``).
    package var output: String?
    /// Do not write a picture.
    package var noPicture = false
    /// Replace an existing file that is not a picture arrange drew (never an input).
    package var force = false

    /// Options for `files` with every default.
    package init(files: [String]) { self.files = files }
}

/// Options of `arrange explain`.
package struct ExplainOptions: Sendable, Equatable {
    /// The fixture file.
    package var file: String
    /// The item's name.
    package var item: String
    /// After this step (1-based); default the last.
    package var step: Int?
    /// Override the root's pixel scale: each value shows the exact number beside the one read.
    package var scale: Double? = nil
}

/// Options of `arrange render`.
package struct RenderOptions: Sendable, Equatable {
    /// The fixture file.
    package var file: String
    /// Where to write the SVG.
    package var output: String
    /// The step to draw (1-based); default the last.
    package var step: Int?
    /// Override the root size.
    package var size: SizeValue?
    /// Replace an existing file that is not a picture arrange drew (never an input).
    package var force = false
    /// Override the root's pixel scale (device pixels per point): frames on that grid.
    package var scale: Double? = nil
}

/// A command line that cannot be understood: exit code 2, with the usage hint.
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The subcommand whose usage applies, if known.
    package var subcommand: ToolCommand.Subcommand?
    /// What was wrong.
    package var message: String

    /// `arrange SUBCOMMAND: message (see 'arrange SUBCOMMAND --help')`, on one line of bounded length.
    package var description: String {
        let command = "arrange" + (subcommand.map { " \($0.rawValue)" } ?? "")
        return "\(command): \(Snippet.line(message)) (see '\(command) --help')"
    }
}
