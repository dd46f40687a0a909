@testable import ArrangeFixtures
import Testing

@Suite("Usage")
struct UsageTests {
    @Test("each subcommand's help shows its usage line and every option it accepts", arguments: [
        (ToolCommand.Subcommand.solve, ["arrange solve FILE|DIR…", "--json", "--step N", "--size WxH", "--scale N", "-o, --output", "--no-svg", "--force"]),
        (.check, ["arrange check FILE|DIR…", "ARRANGE_RECORD=missing|all|failed", ".build/arrange-artefacts"]),
        (.render, ["arrange render FILE -o OUT.svg", "--step N", "--size WxH", "--scale N", "--force"]),
        (.format, ["arrange format FILE|DIR…"]),
        (.explain, ["arrange explain FILE ITEM [--step N]", "--step N", "--scale N", "optimal basis"]),
    ])
    func subcommandHelp(_ sub: ToolCommand.Subcommand, _ phrases: [String]) {
        let text = Usage.text(sub)
        for phrase in phrases { #expect(text.contains(phrase), "\(sub) help lacks \(phrase)") }
        #expect(text.contains("\n\nExit codes"))
        #expect(text.contains("a folder with no fixture"))
    }

    @Test("the overview lists every subcommand and the newcomer's first command")
    func overview() {
        let text = Usage.text(nil)
        for sub in ToolCommand.Subcommand.allCases { #expect(text.contains("arrange \(sub.rawValue)")) }
        #expect(text.contains("swift run arrange solve Fixtures/screens/login-form.json"))
    }

    @Test("a usage error quoting the command line is one line of bounded length")
    func boundedUsageErrors() {
        for line in [["solve", "a.json", "--step", "1\n2"], ["frob\nnicate"], ["solve", "--" + String(repeating: "x", count: 100_000)]] {
            #expect {
                try ArgumentParser.parse(line)
            } throws: { error in
                let text = "\(error)"
                return !text.contains("\n") && text.unicodeScalars.count < 400
            }
        }
    }
}
