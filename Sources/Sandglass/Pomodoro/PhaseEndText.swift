import TimerCore

/// What the window says at a phase end (its toast, or the note on another page): what just
/// ended and what comes now.
enum PhaseEndText {
    /// "Focus done — take a short break." / "Break over — time to focus (round 3 of 4)." …;
    /// `reading` is the phase now under way (or waiting to start).
    static func text(for reading: PomodoroReading) -> String {
        let what: String
        switch reading.phase {
        case .focus: what = "Break over — time to focus (round \(reading.round) of \(reading.rounds))."
        case .shortBreak: what = "Focus done — take a short break."
        case .longBreak: what = "\(reading.rounds) rounds done — take a long break."
        }
        return reading.isWaiting ? "\(what) Press Start when you are ready." : what
    }
}
