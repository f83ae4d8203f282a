import TimerCore

/// One of the window's modes, as every part of Sandglass names it: its page, its switcher entry,
/// its actions' prefix and its key in the status. Each mode declares its own (`Mode.timer` in
/// Timer/) beside its `ModeRegistration`; `ModeList` puts them in the switcher's order.
struct Mode: Hashable, Sendable, CustomStringConvertible {
    /// Its name in page names, actions, settings and the status: "timer".
    let rawValue: String
    /// Its title, read in the language of the moment.
    private let localizedTitle: @Sendable () -> String

    init(_ rawValue: String, title: @escaping @Sendable () -> String) {
        self.rawValue = rawValue
        localizedTitle = title
    }

    /// The mode of this process's `ModeList` named `rawValue` (a saved page, an action's parameter).
    init?(rawValue: String) {
        guard let mode = ModeList.active.first(where: { $0.mode.rawValue == rawValue })?.mode
        else { return nil }
        self = mode
    }

    /// "Timer", in the person's language.
    var title: String { localizedTitle() }

    /// The mode's symbolic icon (shipped in data/icons), over its title in the narrow switcher.
    var icon: String { "io.github.sandglass.Sandglass-\(rawValue)-symbolic" }

    var description: String { rawValue }

    static func == (lhs: Mode, rhs: Mode) -> Bool { lhs.rawValue == rhs.rawValue }
    func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
