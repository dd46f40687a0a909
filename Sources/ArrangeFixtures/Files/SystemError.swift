import Foundation  // and the C library it re-exports: strerror, errno

/// A failed system call, as its `errno` says, in plain words.
///
/// Messages read `cannot write the file: permission denied`, never a
/// Foundation error domain and code.
package struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `errno` value.
    package var code: Int32

    /// The error of the last failed system call on this thread.
    package static var current: SystemError { SystemError(code: errno) }

    /// A system error by its `errno` value.
    package init(code: Int32) { self.code = code }

    /// The C library's wording, starting lowercase: `no such file or directory`.
    package var description: String {
        guard let text = strerror(code) else { return "system error \(code)" }
        let words = String(cString: text)
        return words.prefix(1).lowercased() + words.dropFirst()
    }
}
