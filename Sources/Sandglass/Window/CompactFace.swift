/// What the compact view shows of a mode: a title, its digits, its progress and its main button.
struct CompactFace: Equatable {
    var title: String
    /// The time shown; "" for none (an idle mode with no time of its own shows no zeros).
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
        /// Whether it sets something going (Start, Resume, Restart): the suggested action's
        /// colour, as the full view's main button has; not for Pause, Stop or Dismiss.
        var suggested: Bool
    }
}

extension ModeOperation {
    /// This operation as the compact view's main button.
    var compactButton: CompactFace.Button {
        let icon = definition.icon ?? ""
        return CompactFace.Button(
            action: detailedName, icon: icon,
            name: MnemonicLabel.plain(definition.label ?? definition.help),
            suggested: icon == "media-playback-start-symbolic" || icon == "view-refresh-symbolic")
    }
}
