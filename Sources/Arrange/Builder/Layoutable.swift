/// A type that owns a tree and computes its layout from its state
/// (SwiftLayout's `Layoutable`): call ``updateLayout()`` after a change, or
/// mark the state ``LayoutProperty`` to have it called.
///
/// ```swift
/// final class NameView: Layoutable {
///     let host = LayoutHost(root: Item("name"))
///     @LayoutProperty var showMiddleName = false
///     var layout: Node {
///         Node("name") {
///             Node("first"); if showMiddleName { Node("middle") }; Node("last")
///             Arrangement { make in /* … */ }
///         }
///     }
/// }
/// ```
public protocol Layoutable: AnyObject {
    /// The host that keeps the tree in step with ``layout``.
    var host: LayoutHost { get }
    /// The layout for the current state.
    var layout: Node { get }
}

extension Layoutable {
    /// Applies ``layout`` to ``host`` by difference (``LayoutHost/apply(_:)``).
    ///
    /// - Throws: as ``LayoutHost/apply(_:)``; the tree then stays as it was.
    @discardableResult
    public func updateLayout() throws(ArrangeError) -> LayoutUpdate {
        try host.apply(layout)
    }
}

/// A stored property of a ``Layoutable`` class whose every change calls
/// ``Layoutable/updateLayout()`` (SwiftLayout's `@LayoutProperty`).
///
/// A change the layout cannot take is refused as a root size is: the
/// property keeps its old value, the tree and its frames stay as they
/// were, and the refusal (with the error) is listed in the root's
/// ``Item/diagnostics``. Call ``Layoutable/updateLayout()`` yourself to get
/// the error thrown instead.
///
/// Strict concurrency: the wrapper reaches its owner through Swift's
/// enclosing-instance subscript (as Combine's `@Published` does), which is
/// synchronous and nonisolated: the update runs in the setter, on whatever
/// isolation the owner is used from, and nothing crosses an actor, so it
/// compiles cleanly in Swift 6 mode. It works in classes only (the
/// subscript needs a reference owner); in a struct the property does not compile.
@propertyWrapper
public struct LayoutProperty<Value> {
    /// The stored value.
    var value: Value

    /// A property with an initial value.
    public init(wrappedValue: Value) {
        self.value = wrappedValue
    }

    /// Not available: the property belongs in a ``Layoutable`` class.
    @available(*, unavailable, message: "@LayoutProperty is for stored properties of a Layoutable class")
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// Reads the value, or sets it and updates the owner's layout.
    public static subscript<Owner: Layoutable>(_enclosingInstance owner: Owner, wrapped _: ReferenceWritableKeyPath<Owner, Value>,
                                               storage storage: ReferenceWritableKeyPath<Owner, Self>) -> Value {
        get { owner[keyPath: storage].value }
        set {
            let old = owner[keyPath: storage].value
            owner[keyPath: storage].value = newValue
            do throws(ArrangeError) {
                try owner.updateLayout()
            } catch {
                owner[keyPath: storage].value = old
                owner.host.root.tree.rejections.append(Diagnostic(rejected: "layout update of '\(Snippet.text(owner.host.root.name))'", error))
            }
        }
    }
}
