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
        label.isEmpty ? "Time’s up" : "Time’s up: \(label)"
    }

    /// "The 3 min timer ended at 14:05:30" (or "… ended yesterday at …").
    public static func timerBody(duration: Duration, ended end: Date, now: Date, zone: LocalZone) -> String {
        let ended = EndTimeText.endedText(ended: end, now: now, zone: zone)
        return "The \(ClockFormat.short(totalSeconds: duration.totalSecondsRoundedDown)) timer \(ended.prefix(1).lowercased() + ended.dropFirst())"
    }

    /// What ended and what comes now: "Focus done — 5 min break", "Focus done — 15 min long break",
    /// "Break over — round 3 of 4"; `reading` is the phase now under way (or waiting to start).
    public static func phaseTitle(_ reading: PomodoroReading) -> String {
        let length = ClockFormat.short(totalSeconds: reading.phaseLength.totalSecondsRoundedDown)
        return switch reading.phase {
        case .focus: "Break over — round \(reading.round) of \(reading.rounds)"
        case .shortBreak: "Focus done — \(length) break"
        case .longBreak: "Focus done — \(length) long break"
        }
    }

    /// Whether the next phase has begun or waits for the person.
    public static func phaseBody(_ reading: PomodoroReading) -> String {
        reading.isWaiting ? "It starts when you press Start." : "It has begun."
    }
}
