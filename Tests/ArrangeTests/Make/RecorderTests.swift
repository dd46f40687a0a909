import Testing
@testable import Arrange

@Suite("Recording reports every mistake of a closure at once")
struct RecorderTests {
    @Test("a NaN width with priority 1001 on one line reports both, and installs nothing")
    func nanAndPriorityOnOneLine() throws {
        let (root, items) = screen("a", "b")
        let a = items[0], b = items[1]
        try root.arrange { make in make.size(a, b) == (10, 10); make.xLeft(a, b); make.yTop(a, b) }
        let before = frameBits([root, a, b])
        var line = 0
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in
                line = #line; make.width(a) == .nan ~ 1001
            }
        }
        let site = CallSite(fileID: #fileID, line: line)
        #expect(error == .multiple([.nonFinite(verb: "width", argument: nil, value: .nan, at: site), .invalidPriority(1001, at: site)])
                || error?.description.contains("2 mistakes") == true)
        guard case let .multiple(errors)? = error else { Issue.record("expected .multiple, got \(String(describing: error))"); return }
        #expect(errors.count == 2)
        #expect(errors.last == .invalidPriority(1001, at: site))
        #expect(frameBits([root, a, b]) == before)
    }

    @Test("mistakes on several lines are listed in the order written, each with its file:line")
    func severalLines() throws {
        let (root, items) = screen("a")
        let stranger = Item("stranger")
        var first = 0, second = 0, third = 0
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in
                first = #line; make.width(items[0]) == [1, 2]
                second = #line; make.xLeft(stranger)
                third = #line; make.install(items[0].left == items[0].right ~ 0)
            }
        }
        guard case let .multiple(errors)? = error else { Issue.record("expected .multiple"); return }
        #expect(errors.count == 3)
        let lines = error!.description.split(separator: "\n").map(String.init)
        #expect(lines[0] == "3 mistakes in one arrange closure; nothing was installed; fix each:")
        #expect(lines[1] == "  - width at \(#fileID):\(first): 1 item(s) but 2 value(s); give one value per item, or a single value for all")
        #expect(lines[2] == "  - xLeft at \(#fileID):\(second): stranger is not in root's tree: add it with root.addChild(stranger) (or to an item inside root)")
        #expect(lines[3] == "  - priority 0 at \(#fileID):\(third) is outside 1…1000")
    }

    @Test("one mistake is thrown as itself, and a mistake made twice by one call counts once")
    func single() throws {
        let (root, items) = screen("a")
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in
                make.insetEdges(edge: 1.5e308)
                make.insetEdges(edge: 1.5e308)
                make.equal(items[0])
            }
        }
        guard case .nonFiniteSum? = error else { Issue.record("expected one nonFiniteSum, got \(String(describing: error))"); return }
    }

    @Test("a `~` on a handle after its closure returned does nothing, rejected or not")
    func tildeAfterClosure() throws {
        let (root, items) = screen("a")
        var rejected: ConstraintHandle?
        _ = try? root.arrange { make in rejected = make.width(items[0]) == .infinity }
        let handle = try #require(rejected)
        _ = handle ~ 1001
        #expect(handle.priority == .required)
    }
}
