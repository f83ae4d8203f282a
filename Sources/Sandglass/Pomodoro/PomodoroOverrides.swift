import TimerCore

/// The Pomodoro settings given on the command line; nil keeps the current value.
struct PomodoroOverrides: Equatable, Sendable {
    var focus: Duration?
    var shortBreak: Duration?
    var longBreak: Duration?
    var rounds: Int?
    var autoStart: Bool?

    /// A bad option value, with a one-line message naming it.
    struct Invalid: Error {
        let message: String
    }

    init(
        focus: Duration? = nil, shortBreak: Duration? = nil, longBreak: Duration? = nil,
        rounds: Int? = nil, autoStart: Bool? = nil
    ) {
        self.focus = focus
        self.shortBreak = shortBreak
        self.longBreak = longBreak
        self.rounds = rounds
        self.autoStart = autoStart
    }

    /// Parses the options' text: durations in the timer's grammar, rounds a whole number in range.
    init(focus: String?, shortBreak: String?, longBreak: String?, rounds: String?, autoStart: Bool?)
        throws(Invalid)
    {
        self.focus = try Self.length(focus, option: "--focus")
        self.shortBreak = try Self.length(shortBreak, option: "--short-break")
        self.longBreak = try Self.length(longBreak, option: "--long-break")
        if let rounds {
            let range = PomodoroSettings.roundsRange
            guard let number = Int(rounds.trimmingWhitespace), range.contains(number) else {
                throw Invalid(
                    message: tr(
                        "invalid --rounds '{value}': a whole number from {lowest} to {highest} is accepted",
                        [
                            "value": rounds, "lowest": String(range.lowerBound),
                            "highest": String(range.upperBound),
                        ]))
            }
            self.rounds = number
        }
        self.autoStart = autoStart
    }

    /// Whether any option was given.
    var isEmpty: Bool { self == PomodoroOverrides() }

    /// `settings` with the given options applied.
    func applied(to settings: PomodoroSettings) -> PomodoroSettings {
        var result = settings
        if let focus { result.focus = focus }
        if let shortBreak { result.shortBreak = shortBreak }
        if let longBreak { result.longBreak = longBreak }
        if let rounds { result.rounds = rounds }
        if let autoStart { result.autoStart = autoStart }
        return result
    }

    private static func length(_ text: String?, option: String) throws(Invalid) -> Duration? {
        guard let text else { return nil }
        do {
            return try DurationParser.parse(text)
        } catch {
            throw Invalid(message: "\(option): \(error.description)")
        }
    }
}
