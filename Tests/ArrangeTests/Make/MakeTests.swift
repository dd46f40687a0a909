import Testing
import Arrange

@Suite("The make context records against a reference and the current insets")
struct MakeTests {
    @Test("reference, insets, w and h as they are when read")
    func proxies() throws {
        let (root, items) = screen("a")
        try root.arrange { make in
            #expect(make.reference === root)
            #expect(make.w.description == "root.width")
            make.insetEdges(top: 1, left: 2, bottom: 3, right: 4)
            #expect(make.w.description == "root.width - 6" && make.h.description == "root.height - 4")
            #expect(make.ref(items[0]).reference === items[0])
        }
    }

    @Test("a closure that records nothing installs an empty group")
    func empty() throws {
        let (root, _) = screen()
        let group = try root.arrange { _ in }
        #expect(group.constraints.isEmpty && group.isInstalled && group.items.isEmpty)
    }
}
