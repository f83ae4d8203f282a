import GtkKit

/// One operation of a mode, defined once: the action, when it is allowed, its keys, verb and help.
///
/// Everything that invokes or tells of an operation derives from its case: the `app.NAME`
/// action and whether it is enabled, the command line's refusal, the key bindings, the
/// keyboard-shortcuts window, `--help` and the buttons. The raw value is the action's name,
/// the only place it is spelled.
protocol ModeOperation: CaseIterable, Hashable, Sendable, RawRepresentable
where RawValue == String {
    /// What whether the operation is allowed is a function of (the mode's model, as of now).
    associatedtype Context

    var definition: OperationDefinition { get }

    /// Why the operation is not possible in `context`, as one clause for `sandglass: …`; nil when it is.
    /// Its action is enabled exactly when this is nil.
    func refusal(in context: Context) -> String?

    /// Why the operation, invoked with `parameter`, is not possible in `context` (an operation on
    /// one of several timers names which one); nil when it is. By default the same as `refusal(in:)`.
    func refusal(in context: Context, parameter: Variant?) -> String?
}

extension ModeOperation {
    /// The action's name on the application (`timer-pause`).
    var name: String { rawValue }

    /// The detailed name buttons, menus, keys and notifications use (`app.timer-pause`), with the
    /// operation's default target when its action takes one (`app.timer-pause(int64 0)`).
    var detailedName: String {
        definition.defaultTarget.map { "app.\(rawValue)(\($0))" } ?? "app." + rawValue
    }

    func refusal(in context: Context, parameter: Variant?) -> String? { refusal(in: context) }

    /// Whether its action is enabled in `context`.
    func isAllowed(in context: Context) -> Bool { refusal(in: context) == nil }
}
