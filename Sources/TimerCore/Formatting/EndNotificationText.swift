#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import FoundationEssentials
#endif

/// What a desktop notification says when something ends: short enough for a notification's
/// title, with what comes next in it, since the person is looking at something else.
public enum EndNotificationText {
    /// "Time’s up: Tea", or "Time’s up" for a timer without a label.
    public static func timerTitle(label: String) -> String {
        label.isEmpty ? tr("Time’s up") : tr("Time’s up: {label}", ["label": label])
    }

    /// "The 3 min timer ended at 14:05:30" (or "… ended yesterday at …").
    public static func timerBody(duration: Duration, ended end: Date, now: Date, zone: LocalZone) -> String {
        let ended = EndTimeText.endedText(ended: end, now: now, zone: zone)
        // TRANSLATORS: {duration} is "5 min"; {ended} is "ended at 14:05:30" (the first letter lowered).
        return tr("The {duration} timer {ended}", [
            "duration": ClockFormat.short(totalSeconds: duration.totalSecondsRoundedDown),
            "ended": ended.prefix(1).lowercased() + ended.dropFirst(),
        ])
    }

    /// What ended and what comes now: "Focus done — 5 min break", "Focus done — 15 min long break",
    /// "Break over — round 3 of 4"; `reading` is the phase now under way (or waiting to start).
    public static func phaseTitle(_ reading: PomodoroReading) -> String {
        let length = ClockFormat.short(totalSeconds: reading.phaseLength.totalSecondsRoundedDown)
        return switch reading.phase {
        case .focus: tr("Break over — round {round} of {rounds}", ["round": String(reading.round), "rounds": String(reading.rounds)])
        case .shortBreak: tr("Focus done — {length} break", ["length": length])
        case .longBreak: tr("Focus done — {length} long break", ["length": length])
        }
    }

    /// Whether the next phase has begun or waits for the person.
    public static func phaseBody(_ reading: PomodoroReading) -> String {
        reading.isWaiting ? tr("It starts when you press Start.") : tr("It has begun.")
    }
}
