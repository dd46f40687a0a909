// The `arrange` command-line tool: everything lives in ArrangeFixtures'
// `Tool`, so it can be tested; this file only prints and exits.
import ArrangeFixtures
import Foundation

let result = Tool.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
FileHandle.standardOutput.write(result.stdout.data(using: .utf8)!)
FileHandle.standardError.write(result.stderr.data(using: .utf8)!)
exit(result.exitCode)
