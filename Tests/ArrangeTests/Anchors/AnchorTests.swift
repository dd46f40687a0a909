import Foundation
import Testing
import Arrange

@Suite("Typed anchors build readable expressions and relations")
struct AnchorTests {
    let a = Item("a"), b = Item("b")

    @Test("expressions read like the source")
    func expressions() {
        #expect((a.width * 0.5 - 4).description == "0.5 * a.width - 4")
        #expect((0.5 * a.width).description == "0.5 * a.width")
        #expect((a.right - a.left).description == "a.right - a.left")
        #expect((a.left + b.width / 2).description == "a.left + 0.5 * b.width")
        #expect((-a.height + 3).description == "-a.height + 3")
        #expect((8 + b.right).description == "b.right + 8")
    }

    @Test("relations carry their priority")
    func relations() {
        #expect((a.left == b.right + 8).description == "a.left == b.right + 8")
        #expect((a.width <= 100 ~ .low).description == "a.width <= 100 ~ low")
        #expect((a.centerY >= b.bottom).priority == .required)
    }

    @Test("an anchor keeps its items alive while it lives")
    func retainsItems() {
        weak var weakItem: Item?
        var anchor: Anchor<Horizontal, Extent>?
        do {
            let temporary = Item("temporary")
            weakItem = temporary
            anchor = temporary.right - b.left
        }
        #expect(weakItem != nil)
        #expect(anchor?.description == "temporary.right - b.left")
        anchor = nil
        #expect(weakItem == nil)
    }

    /// Lines that must not compile (positions of two axes, a position and an
    /// extent, position sums) and lines that must (extents across axes).
    static let typingProbe: [(code: String, compiles: Bool)] = [
        ("_ = a.left == b.top", false),
        ("_ = a.left == b.width", false),
        ("_ = a.width == b.left", false),
        ("_ = a.leading == b.height", false),
        ("_ = a.centerY <= b.centerX + 8", false),
        ("make.width(a) == b.left", false),
        ("make.height(a) == b.top - a.left", false),
        ("_ = a.left + b.left", false),
        ("_ = a.width + a.height", false),
        ("_ = a.width == a.height", true),
        ("_ = a.width * 9 == a.height * 16", true),
        ("_ = b.left - a.right >= a.height", true),
        ("make.width(a) == a.height", true),
        ("make.height(a) == make.w * 0.5", true),
        ("make.size(a) == (make.h, make.w)", true),
        ("_ = 100 == a.left", false),
        ("make.install(a.edges == b.horizontalEdges)", false),
        ("make.install(a.center == b.size)", false),
        ("make.install(a.size == b.size as Bool)", false),
        ("make.install(a.edges <= b.edges)", false),
        ("make.install(a.size == b.size)", true),
        ("make.install(a.size == b.size / 2)", true),
        ("_ = a.width == 100 - b.width", true),
        ("make.width(a, b) == [10, make.w * 0.5]", true),
        ("make.size(a) <= (make.w, make.h)", true),
        ("make.install(a.left == b.left, a.top == b.top)", true),
    ]

    @Test("wrong relations do not compile; extents of two axes do")
    func typing() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [binary.appendingPathComponent("Modules"), package.appendingPathComponent(".build/debug/Modules")]
        guard let modules = candidates.first(where: { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Arrange.swiftmodule").path) }) else {
            Issue.record("the built Arrange module was not found in \(candidates.map(\.path)); run swift build first")
            return
        }
        let header = ["import Arrange", "func probe(_ a: Item, _ b: Item, _ make: Make) {"]
        let source = (header + Self.typingProbe.map { "    " + $0.code } + ["}"]).joined(separator: "\n") + "\n"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-typing-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", modules.path, file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for (index, probe) in Self.typingProbe.enumerated() {
            let line = header.count + index + 1
            let failed = output.contains("\(file.lastPathComponent):\(line):") && output.contains(": error:")
            #expect(failed != probe.compiles, "`\(probe.code)` should \(probe.compiles ? "" : "not ")compile:\n\(output)")
        }
    }
}
