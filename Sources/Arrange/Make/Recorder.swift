/// The declarations and errors of one `arrange` closure, shared by its make
/// context and every `ref` context made from it.
final class Recorder {
    /// The root of the tree being arranged: every item must share it.
    let root: Item
    /// `ObjectIdentifier(root)`, compared without reference counting.
    let rootID: ObjectIdentifier
    var declarations: [Declaration] = []
    /// Errors found while recording, in the order the verbs were called.
    var errors: [ArrangeError] = []

    init(root: Item) {
        self.root = root
        self.rootID = ObjectIdentifier(root)
    }

    /// Records a declaration and returns its index.
    func append(_ declaration: Declaration) -> Int {
        declarations.append(declaration)
        return declarations.count - 1
    }

    /// Records an error.
    func fail(_ error: ArrangeError) {
        errors.append(error)
    }
}
