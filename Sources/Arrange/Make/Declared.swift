/// The handle a verb returns: attach a priority to the recorded declaration with `~`.
///
/// `make.width(v) == 100 ~ .low`, `make.xLeft(a) ~ .high`. A priority outside
/// 1…1000 makes the closure fail with ``ArrangeError/invalidPriority(_:at:)``.
public struct Declared {
    let recorder: Recorder
    /// The declaration's index, or nil if recording rejected it (an error is pending).
    let index: Int?
    let location: CallSite

    /// Sets the declaration's priority.
    @discardableResult
    public static func ~ (declared: Declared, priority: Priority) -> Declared {
        guard priority.isValid else {
            declared.recorder.fail(.invalidPriority(priority.value, at: declared.location))
            return declared
        }
        if let index = declared.index { declared.recorder.declarations[index].priority = priority }
        return declared
    }
}
