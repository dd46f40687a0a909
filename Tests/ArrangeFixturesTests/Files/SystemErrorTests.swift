@testable import ArrangeFixtures
import Foundation
import Testing

@Suite("SystemError")
struct SystemErrorTests {
    @Test("an errno reads as the C library's words, starting lowercase")
    func plainWords() {
        #expect(SystemError(code: ENOENT).description == "no such file or directory")
        #expect(SystemError(code: EACCES).description == "permission denied")
        #expect(SystemError(code: EROFS).description == "read-only file system")
    }
}
