/// What the compact view shows of a mode: a title, its digits, its progress and its main button.
struct CompactFace: Equatable {
    var title: String
    var digits: String
    /// How far along, 0…1; nil for no bar (a stopwatch, a countdown to a date).
    var progress: Double?
    /// The main button (pause, resume, dismiss…), or nil when there is nothing to do from here.
    var button: Button?

    /// The button of an operation: its action, icon and the name a screen reader says.
    struct Button: Equatable {
        var action: String
        var icon: String
        var name: String
    }
}

extension ModeOperation {
    /// This operation as the compact view's main button.
    var compactButton: CompactFace.Button {
        CompactFace.Button(
            action: detailedName, icon: definition.icon ?? "", name: MnemonicLabel.plain(definition.label ?? definition.help))
    }
}
