import GtkKit
import TimerCore

/// The `app.*` actions of one mode's operations: made once from their definitions, enabled by their refusals.
@MainActor
final class OperationActions<Operation: ModeOperation> {
    private let application: Application
    private var actions: [Operation: SimpleAction] = [:]
    private let context: () -> Operation.Context
    /// Told after each update: the state may have changed (what `status --follow` hears of).
    private let changed: (@MainActor () -> Void)?

    /// Adds an action for every operation to `application`; `perform` carries one out (it
    /// runs only while the operation, with its parameter, is allowed), `context` reads the state that decides.
    init(
        application: Application, context: @escaping @MainActor () -> Operation.Context,
        perform: @escaping @MainActor (Operation, Variant?) -> Void,
        changed: (@MainActor () -> Void)? = nil
    ) {
        self.application = application
        self.context = context
        self.changed = changed
        for operation in Operation.allCases {
            let action = SimpleAction(
                name: operation.name, parameterType: operation.definition.parameterType
            ) { parameter in
                // The same rules as `invoke`, for an activation that did not come through it (over
                // D-Bus, org.gtk.Actions.Activate): GLib checks only that the action is enabled.
                if let refusal = operation.refusal(in: context(), parameter: parameter) {
                    return StandardError.write(
                        "sandglass: warning: "
                            + tr(
                                "app.{operation} refused: {reason}",
                                ["operation": operation.name, "reason": refusal]))
                }
                perform(operation, parameter)
            }
            actions[operation] = action
            application.addAction(action)
        }
        updateEnabled()
    }

    /// Enables exactly the operations the state allows, so their buttons and keys follow.
    func updateEnabled() {
        let now = context()
        for (operation, action) in actions { action.isEnabled = operation.isAllowed(in: now) }
        changed?()
    }

    /// A mode's actions: on `host`'s application, each update telling the host the state may have changed.
    convenience init(
        host: FeatureHost, context: @escaping @MainActor () -> Operation.Context,
        perform: @escaping @MainActor (Operation, Variant?) -> Void
    ) {
        self.init(
            application: host.application, context: context, perform: perform,
            changed: { [unowned host] in
                host.stateChanged()
            })
    }

    /// Whether the action is enabled now (what a button's sensitivity shows).
    func isEnabled(_ operation: Operation) -> Bool { actions[operation]?.isEnabled ?? false }

    /// Carries out `operation` with `payload` (of the type its definition names) as a button or
    /// key would, or says why the state does not allow it. Refusing here, not in GLib, matters:
    /// GLib ignores a disabled action, or a parameter of another type, without a word.
    @discardableResult
    func invoke(_ operation: Operation, payload: (any OperationPayload)? = nil) -> String? {
        updateEnabled()
        let parameter = payload?.variant
        if let refusal = operation.refusal(in: context(), parameter: parameter) { return refusal }
        // A request that cannot carry its value (none, or one of another type): said, not dropped.
        if operation.definition.parameterType != parameter?.typeString {
            return tr("{operation} needs a value", ["operation": operation.name])
        }
        application.activateAction(operation.name, parameter: parameter)
        return nil
    }
}
