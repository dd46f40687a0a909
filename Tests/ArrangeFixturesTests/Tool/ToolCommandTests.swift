@testable import ArrangeFixtures
import Testing

@Suite("ToolCommand")
struct ToolCommandTests {
    @Test("a usage error says which subcommand and how to get help")
    func usageErrorPointsAtHelp() {
        #expect(UsageError(subcommand: .solve, message: "expected at least one fixture file").description
            == "arrange solve: expected at least one fixture file (see 'arrange solve --help')")
        #expect(UsageError(message: "unknown subcommand 'x'").description == "arrange: unknown subcommand 'x' (see 'arrange --help')")
    }

    @Test("solve options default to a table and a picture of every step's last")
    func solveDefaults() {
        let options = SolveOptions(files: ["a.json"])
        #expect(!options.json && options.step == nil && options.size == nil && options.output == nil && !options.noPicture)
    }

    @Test("the subcommands are solve, check, render, format and explain")
    func subcommands() {
        #expect(ToolCommand.Subcommand.allCases.map(\.rawValue) == ["solve", "check", "render", "format", "explain"])
    }
}
