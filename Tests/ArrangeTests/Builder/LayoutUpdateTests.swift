import Testing
import Arrange

@Suite("A layout update says what changed")
struct LayoutUpdateTests {
    @Test("it is empty only when no item and no constraint changed; kept constraints do not count")
    func empty() {
        var update = LayoutUpdate()
        #expect(update.isEmpty)
        update.kept = 12
        #expect(update.isEmpty)
        for change in [{ (u: inout LayoutUpdate) in u.installed = 1 }, { $0.uninstalled = 1 }, { $0.added = ["r/a"] },
                       { $0.removed = ["r/a"] }, { $0.moved = ["r/a"] }, { $0.resized = ["r/a"] }] {
            var changed = LayoutUpdate()
            change(&changed)
            #expect(!changed.isEmpty)
        }
    }
}
