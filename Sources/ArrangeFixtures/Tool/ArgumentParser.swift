/// The hand-written parser of the `arrange` command line (the package has no
/// dependencies).
///
/// Options may come before or after files, `--opt value` and `--opt=value`
/// are both accepted, and `--` ends the options. Anything unknown is a
/// ``UsageError``; nothing is guessed.
package enum ArgumentParser {
    /// Parses the arguments after the program name.
    package static func parse(_ arguments: [String]) throws(UsageError) -> ToolCommand {
        guard let first = arguments.first else { return .help(nil) }
        if first == "--help" || first == "-h" { return .help(nil) }
        if first == "help" {
            guard arguments.count <= 2 else { throw UsageError(message: "help takes at most one subcommand") }
            guard let name = arguments.dropFirst().first else { return .help(nil) }
            guard let sub = ToolCommand.Subcommand(rawValue: name) else {
                throw UsageError(message: "unknown subcommand '\(Snippet.text(name))': use " + ToolCommand.Subcommand.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return .help(sub)
        }
        guard let sub = ToolCommand.Subcommand(rawValue: first) else {
            throw UsageError(message: "unknown subcommand '\(Snippet.text(first))': use " + ToolCommand.Subcommand.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var scanner = Scanner(arguments: Array(arguments.dropFirst()), subcommand: sub)
        var files: [String] = []
        var json = false, noPicture = false, force = false
        var step: Int?, size: SizeValue?, scale: Double?, output: String?
        let accepted: [ToolCommand.Subcommand: Set<String>] = [
            .solve: ["--json", "--step", "--size", "--scale", "-o", "--output", "--no-svg", "--force"],
            .render: ["--step", "--size", "--scale", "-o", "--output", "--force"],
            .check: [], .format: [], .explain: ["--step", "--scale"],
        ]
        while let argument = scanner.next() {
            if scanner.optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                files.append(argument)
                continue
            }
            if argument == "--" { scanner.optionsEnded = true; continue }
            if argument == "--help" || argument == "-h" { return .help(sub) }
            let (name, inline) = split(argument)
            guard accepted[sub]!.contains(name) else {
                throw UsageError(subcommand: sub, message: "unknown option '\(Snippet.text(name))'")
            }
            switch name {
            case "--json", "--no-svg", "--force":
                guard inline == nil else { throw UsageError(subcommand: sub, message: "\(name) takes no value") }
                switch name {
                case "--json": json = true
                case "--no-svg": noPicture = true
                default: force = true
                }
            case "--step":
                let text = try scanner.value(for: name, inline: inline)
                guard let n = Int(text), n >= 1 else {
                    throw UsageError(subcommand: sub, message: "--step expects a step number from 1, found '\(Snippet.text(text))'")
                }
                step = n
            case "--size":
                size = try parseSize(try scanner.value(for: name, inline: inline), subcommand: sub)
            case "--scale":
                let text = try scanner.value(for: name, inline: inline)
                guard let n = Double(text), n > 0, n <= maximumSize else {
                    throw UsageError(subcommand: sub, message: "--scale expects device pixels per point, a number above 0 and at most "
                        + JSONWriter.format(maximumSize) + " such as 3, found '\(Snippet.text(text))'")
                }
                scale = n
            default:  // -o, --output
                output = try scanner.value(for: name, inline: inline)
            }
        }
        guard !files.isEmpty else { throw UsageError(subcommand: sub, message: "expected at least one fixture file") }
        switch sub {
        case .solve:
            if output != nil, files.count > 1 {
                throw UsageError(subcommand: sub, message: "-o names one picture, but \(files.count) files were given")
            }
            if output != nil, noPicture { throw UsageError(subcommand: sub, message: "-o and --no-svg contradict each other") }
            if force, noPicture { throw UsageError(subcommand: sub, message: "--force and --no-svg contradict each other") }
            var options = SolveOptions(files: files)
            options.json = json; options.step = step; options.size = size; options.scale = scale; options.output = output; options.noPicture = noPicture
            options.force = force
            return .solve(options)
        case .render:
            guard files.count == 1 else { throw UsageError(subcommand: sub, message: "expected exactly one fixture file, found \(files.count)") }
            guard let output else { throw UsageError(subcommand: sub, message: "expected -o OUT.svg") }
            return .render(RenderOptions(file: files[0], output: output, step: step, size: size, force: force, scale: scale))
        case .explain:
            guard files.count == 2 else { throw UsageError(subcommand: sub, message: "expected a fixture file and an item name, found \(files.count) argument(s)") }
            return .explain(ExplainOptions(file: files[0], item: files[1], step: step, scale: scale))
        case .check: return .check(files: files)
        case .format: return .format(files: files)
        }
    }

    /// The largest width or height `--size` accepts, in points: far beyond
    /// any screen or page, well within what the solver computes exactly.
    package static let maximumSize = 1_000_000.0

    /// `WxH` (also `W×H`): two numbers from 0 to ``maximumSize``.
    package static func parseSize(_ text: String, subcommand: ToolCommand.Subcommand?) throws(UsageError) -> SizeValue {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" }).map(String.init)
        let range = 0...maximumSize
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), range.contains(w), range.contains(h) else {
            throw UsageError(subcommand: subcommand, message: "--size expects WIDTHxHEIGHT, two numbers from 0 to "
                + JSONWriter.format(maximumSize) + " such as 375x603, found '\(Snippet.text(text))'")
        }
        return SizeValue(width: w, height: h)
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<eq]), String(argument[argument.index(after: eq)...]))
    }

    private struct Scanner {
        var arguments: [String]
        var subcommand: ToolCommand.Subcommand
        var index = 0
        var optionsEnded = false

        init(arguments: [String], subcommand: ToolCommand.Subcommand) {
            self.arguments = arguments; self.subcommand = subcommand
        }

        mutating func next() -> String? {
            guard index < arguments.count else { return nil }
            defer { index += 1 }
            return arguments[index]
        }

        mutating func value(for name: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            guard let value = next() else { throw UsageError(subcommand: subcommand, message: "\(name) expects a value") }
            return value
        }
    }
}
