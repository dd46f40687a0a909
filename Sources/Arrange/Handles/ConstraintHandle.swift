import ArrangeSolver

/// What every verb and `make.install(…)` returns: a handle on the primitive
/// constraints that one call made, valid after the closure.
///
/// ```swift
/// var top: ConstraintHandle!
/// let group = try root.arrange { make in
///     top = make.install(title.top == avatar.bottom + 8)
///     make.width(card) == 300 ~ .high
/// }
/// try top.setConstant(20)      // re-solved incrementally; frames current at once
/// try top.setPriority(.low)
/// top.deactivate()             // uninstalled, kept: top.isActive == false
/// try top.activate()           // installed again
/// top.identifier = "title-below-avatar"
/// ```
///
/// A handle stands for one call (one declaration): every change applies to
/// all the primitive constraints it lowers to, is re-solved at once and is
/// atomic: a change that cannot hold throws an ``ArrangeError`` naming the
/// conflict, as `arrange` does, and changes nothing (frames, handles and
/// groups stay bit for bit as they were). A change to the constant alone
/// changes the solver's rows in place (`Solver/replaceConstants(_:with:)`);
/// a change of priority or activity removes and adds the call's constraints
/// in one solver step. Changes are kept in the call's declaration, so they
/// survive whatever lowers the group again (a layout direction that flips,
/// the subtree moving to another tree, ``ConstraintGroup/install()``).
///
/// Inside the closure, `~` sets the priority (`make.width(v) == 100 ~ .low`);
/// after it, use ``setPriority(_:)`` (a `~` then does nothing).
///
/// A handle belongs to its ``group`` until the group is replaced
/// (``Item/arrange(replacing:_:)``) or goes away; a handle whose closure
/// failed never belongs to one. Such a handle is *retired*: it reads as
/// inactive, and changing it throws ``ArrangeError/retiredHandle(verb:identifier:at:)``.
/// While its group is uninstalled, changes are recorded and apply when the
/// group is installed again.
public final class ConstraintHandle {
    /// The declaration the call recorded (nil for a call that recording rejected).
    ///
    /// Unchecked for exclusivity: lowering reads it in place for every call
    /// of every `arrange` (``withDeclaration(_:)``), and a dynamic check per
    /// access cost more than the lowering of a small call's constraint; only
    /// the handle's own methods and lowering touch it, never while another reads it.
    ///
    /// Spelt `Optional<…>`, not `Declaration?`, so that it has no implicit
    /// `nil` first: each initializer sets it once, and recording a call
    /// moves its declaration in without destroying a `nil` before.
    @exclusivity(unchecked) var declaration: Optional<Declaration>
    /// The verb of the call (`xPlace`, `width`, `install`).
    public var verb: String { declaration?.verb ?? rejected!.verb }
    /// Where the call was written.
    public var location: CallSite { declaration?.location ?? rejected!.location }
    /// The verb and location of a call that recording rejected (nil for a
    /// recorded one: its declaration has them, and never loses them). Out of
    /// line: a handle per call kept 40 bytes of copies of them.
    private let rejected: RejectedCall?

    /// ``verb`` and ``location`` of a call without a declaration.
    private final class RejectedCall {
        let verb: String
        let location: CallSite
        init(verb: String, location: CallSite) {
            self.verb = verb
            self.location = location
        }
    }
    /// The recorder while the closure runs; nil once it has returned.
    unowned(unsafe) var recorder: Recorder?
    /// The group the call was installed with: nil if its closure failed, or
    /// once the group has been replaced or has gone away.
    ///
    /// Set once per handle by every `arrange` (as `isEnabled` is read),
    /// never accessed in place: both are unchecked for exclusivity.
    ///
    /// Not weak: a weakly referenced object keeps its reference count in a
    /// side table, made for each group on its first handle (a tenth of a
    /// small `arrange`), and each weak store costs more than a lowered
    /// constraint. The group lists every handle that points at it
    /// (`ConstraintGroup/adopt(handles:)` sets this and clears it for the
    /// handles it retires) and clears them when it goes away (its `deinit`),
    /// so this is never a dangling reference.
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var group: ConstraintGroup?
    /// Whether its constraints are to be installed while its group is
    /// (false after ``deactivate()``).
    @exclusivity(unchecked) var isEnabled = true
    /// The items the declaration mentions, kept alive while its constraints
    /// are not installed by their tree or the user, not by this list: it
    /// holds them weakly (``KeptItem``), so that they can be lowered again.
    var keptItems: [KeptItem] = []
    /// A name for the call, shown in every description and error that
    /// mentions its constraints (`'title-below-avatar' title.top == …`).
    public var identifier: String?

    /// The handle of a recorded declaration.
    init(_ declaration: consuming Declaration, recorder: Recorder) {
        self.recorder = recorder
        self.rejected = nil
        self.declaration = declaration
    }

    /// The handle of a call that recording rejected (its error is recorded).
    init(rejected verb: String, at location: CallSite) {
        self.rejected = RejectedCall(verb: verb, location: location)
        self.declaration = nil
    }

    /// The priority of its constraints (an `xPlace`'s wall gaps keep at most ``Priority/wallGap``).
    public var priority: Priority { declaration?.priority ?? .required }

    /// Whether its constraints are installed now: its group is installed
    /// and the handle is not deactivated.
    public var isActive: Bool {
        declaration != nil && isEnabled && group?.isInstalled == true
    }

    /// The primitive constraints it installed, in the order they were
    /// lowered, each with its provenance and this handle; empty when not
    /// ``isActive``. Constraints removed per item (``Item/removeConstraints(on:)``)
    /// are not listed.
    public var constraints: [LayoutConstraint] {
        guard isActive, let group else { return [] }
        return group.layoutConstraints(of: self)
    }

    /// The call's number when it has exactly one (see
    /// ``constant(argument:on:)``); nil when it has several or none.
    public var constant: Double? { constant() }

    /// One number of the call, as ``setConstant(_:argument:on:)`` names it;
    /// nil when the arguments do not pick exactly one.
    public func constant(argument: Int? = nil, on attribute: Attribute? = nil) -> Double? {
        guard let declaration, let address = declaration.constantAddress(argument: argument, attribute: attribute) else { return nil }
        return declaration.constant(at: address, direction: declaration.readsDirection ? referenceDirection : .leftToRight)
    }

    /// The layout direction of the call's reference item, read only while
    /// the item is known to be alive (an alignment installed, whose every
    /// constraint names it, or kept); else left to right.
    var referenceDirection: LayoutDirection {
        guard let reference = declaration?.reference else { return .leftToRight }
        let kept = keptItems.contains { $0.keeps(reference) }
        let alive = kept || (isActive && !constraints.isEmpty && group?.detachedItems.contains(reference.id) == false)
        return alive ? reference.withItem { $0.layoutDirection } : .leftToRight
    }

    /// Sets the priority while the closure records: `make.width(v) == 100 ~ .low`.
    ///
    /// A priority outside 1…1000 makes the closure fail with
    /// ``ArrangeError/invalidPriority(_:at:)``. After the closure, use
    /// ``setPriority(_:)``: a `~` then does nothing.
    @discardableResult
    public static func ~ (handle: ConstraintHandle, priority: Priority) -> ConstraintHandle {
        guard let recorder = handle.recorder else { return handle }
        guard priority.isValid else {
            recorder.fail(priority.invalidError(at: handle.location))
            return handle
        }
        // A rejected call has no declaration: its priority was still checked.
        handle.declaration?.priority = priority
        return handle
    }
}

/// The name verbs had for their handle before handles outlived the closure.
public typealias Declared = ConstraintHandle

extension ConstraintHandle: Hashable {
    /// Identity.
    public static func == (a: ConstraintHandle, b: ConstraintHandle) -> Bool { a === b }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension ConstraintHandle: CustomStringConvertible {
    /// For example `'title-below-avatar' install at App/Card.swift:12 (active, 1 constraint)`.
    public var description: String {
        let name = identifier.map { "'\($0)' " } ?? ""
        let state: String
        if declaration == nil || group == nil {
            state = "retired"
        } else if isActive {
            state = "active, \(constraints.count) constraint(s)"
        } else {
            state = isEnabled ? "group not installed" : "inactive"
        }
        return "\(name)\(verb) at \(location) (\(state))"
    }
}
