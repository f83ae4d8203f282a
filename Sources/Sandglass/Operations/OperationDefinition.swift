/// Everything about one operation that is not a function of the state: its parameter, keys, verb, help and button face.
struct OperationDefinition: Sendable {
    /// What the action carries (`Int64.self`: a timer's id; `LabelledMilliseconds.self`…), or nil for nothing.
    var payload: (any OperationPayload.Type)? = nil
    /// The parameter keys, buttons and menus give when they name none (GVariant text: `int64 0`).
    var defaultTarget: String? = nil
    /// Keys (GTK accelerator syntax) that invoke it while its mode's page shows.
    var keys: [String] = []
    /// Keys that a field of its page turns into this operation (Enter in the picker): listed, not bound.
    var fieldKeys: [String] = []
    /// The command-line word (`sandglass timer pause`), or nil when only the window offers it.
    var verb: String? = nil
    /// One sentence: the command's `--help` abstract, and the keyboard-shortcuts window's line.
    var help: String
    /// What the shortcuts window says for its keys, when shorter than `help`.
    var keyHelp: String? = nil
    /// A button's label, `_` before its mnemonic letter (Alt+letter), or nil when no button shows it.
    var label: String? = nil
    /// A button's symbolic icon.
    var icon: String? = nil
    /// A menu item's label (its mnemonic works only inside the open menu, so it is not listed).
    var menuLabel: String? = nil

    /// The GVariant type of the action's parameter, from its payload.
    var parameterType: String? { payload?.variantType }
}
