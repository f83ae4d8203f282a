import TimerCore

/// What the window says at a phase end (its toast, or the note on another page): what just
/// ended and what comes now, short enough for a toast in a 360 px window (the notification
/// says it in full).
enum PhaseEndText {
    /// "Focus done — short break" / "Break over — round 3 of 4" / "4 rounds done — long break";
    /// `reading` is the phase now under way (or waiting to start).
    static func headline(for reading: PomodoroReading) -> String {
        switch reading.phase {
        case .focus:
            tr(
                "Break over — round {round} of {rounds}",
                ["round": String(reading.round), "rounds": String(reading.rounds)])
        case .shortBreak: tr("Focus done — short break")
        case .longBreak: tr("{rounds} rounds done — long break", ["rounds": String(reading.rounds)])
        }
    }

    /// The note on another page: the headline, and that the next phase waits for Start.
    static func note(for reading: PomodoroReading) -> String {
        reading.isWaiting
            ? tr("{headline}, waiting for Start", ["headline": headline(for: reading)])
            : headline(for: reading)
    }
}
