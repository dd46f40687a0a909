import Testing
import Arrange

@Suite("Frames come back as a Sendable value keyed by path")
struct LayoutFramesTests {
    static let layout = Node("root") {
        Node("a") { Node("label") }
        Node("b") { Node("label") }
        Arrangement { make in
            make.size(make["a"], make["b"]) == (100, 50)
            make.xPlace(make["a"], 10, make["b"], make.wall)
            make.yTop(make["a"], make["b"])
        }
        Arrangement { make in
            make.ref(make["a"]).equal(make["a/label"])
            make.size(make["b/label"]) == (20, 10)
            make.install(make["b/label"].left == make["b"].left + 5)
            make.install(make["b/label"].top == make["b"].top + 5)
        }
    }

    @Test("full paths, unique names and path ends find frames; repeated names do not")
    func lookup() throws {
        let frames = try Self.layout.solve(in: Size(width: 300, height: 100))
        #expect(frames.paths == ["root", "root/a", "root/a/label", "root/b", "root/b/label"])
        #expect(frames["root"] == Rect(x: 0, y: 0, width: 300, height: 100))
        #expect(frames["root/b"] == Rect(x: 110, y: 0, width: 100, height: 50))   // 100 + 10
        #expect(frames["b"] == Rect(x: 110, y: 0, width: 100, height: 50))
        #expect(frames["b/label"] == Rect(x: 5, y: 5, width: 20, height: 10))    // in b's coordinates
        #expect(frames["a/label"] == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(frames["label"] == nil)
        #expect(frames["nope"] == nil)
    }

    /// Solves layouts off the caller's actor.
    actor Worker {
        func solve(_ layout: Node, in size: Size) throws -> LayoutFrames { try layout.solve(in: size) }
    }

    @MainActor
    @Test("a layout built on the main actor is solved on another actor, and in parallel tasks, with the same frames")
    func acrossActors() async throws {
        let layout = Self.layout
        let worker = Worker()
        let solved = try await worker.solve(layout, in: Size(width: 300, height: 100))
        #expect(solved == (try layout.solve(in: Size(width: 300, height: 100))))
        let parallel = try await withThrowingTaskGroup(of: LayoutFrames.self) { group in
            for _ in 0..<4 { group.addTask { try layout.solve(in: Size(width: 300, height: 100)) } }
            var all: [LayoutFrames] = []
            for try await frames in group { all.append(frames) }
            return all
        }
        #expect(parallel.count == 4 && parallel.allSatisfy { $0 == solved })
    }

    @Test("interpolation matches frames by path; items in one only keep their frame")
    func interpolation() throws {
        let before = LayoutFrames(entries: [.init(path: "r", frame: Rect(x: 0, y: 0, width: 100, height: 100)),
                                            .init(path: "r/a", frame: Rect(x: 0, y: 0, width: 10, height: 10)),
                                            .init(path: "r/gone", frame: Rect(x: 1, y: 1, width: 1, height: 1))])
        let after = LayoutFrames(entries: [.init(path: "r", frame: Rect(x: 0, y: 0, width: 100, height: 100)),
                                           .init(path: "r/new", frame: Rect(x: 2, y: 2, width: 2, height: 2)),
                                           .init(path: "r/a", frame: Rect(x: 20, y: 40, width: 30, height: 10))])
        let half = before.interpolated(to: after, at: 0.5)
        #expect(half.paths == ["r", "r/a", "r/gone", "r/new"])
        #expect(half["r/a"] == Rect(x: 10, y: 20, width: 20, height: 10))
        #expect(half["r/gone"] == Rect(x: 1, y: 1, width: 1, height: 1))
        #expect(half["r/new"] == Rect(x: 2, y: 2, width: 2, height: 2))
        // easeInOut is symmetric: 0.5 is halfway there too; at 0 and 1 the ends.
        #expect(before.interpolated(to: after, at: 0.5, curve: .easeInOut)["r/a"]!.isApproximatelyEqual(to: Rect(x: 10, y: 20, width: 20, height: 10), tolerance: 1e-9))
        #expect(before.interpolated(to: after, at: 1)["r/a"] == Rect(x: 20, y: 40, width: 30, height: 10))
    }

    @Test("a host's frames are its tree's, read now")
    func hostFrames() throws {
        let host = try LayoutHost(Self.layout, size: Size(width: 300, height: 100))
        #expect(host.frames == (try Self.layout.solve(in: Size(width: 300, height: 100))))
        host.root.size = Size(width: 200, height: 100)
        #expect(host.frames["root"] == Rect(x: 0, y: 0, width: 200, height: 100))
    }
}
