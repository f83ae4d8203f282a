#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import FoundationEssentials
#endif

/// What a desktop notification says when something ends: short enough for a notification's
/// title, saying what ended and what is now, since the person is looking at something else.
public enum EndNotificationText {
    /// "Tea is done", or "The timer is done" for a timer without a label.
    public static func timerTitle(label: String) -> String {
        label.isEmpty ? tr("The timer is done") : tr("{label} is done", ["label": label])
    }

    /// "The 3 min timer ended at 14:05:30" (or "… ended yesterday at …").
    public static func timerBody(duration: Duration, ended end: Date, now: Date, zone: LocalZone)
        -> String
    {
        let ended = EndTimeText.endedText(ended: end, now: now, zone: zone)
        // TRANSLATORS: {duration} is "5 min"; {ended} is "ended at 14:05:30" (the first letter lowered).
        return tr(
            "The {duration} timer {ended}",
            [
                "duration": ClockFormat.short(totalSeconds: duration.totalSecondsRoundedDown),
                "ended": ended.prefix(1).lowercased() + ended.dropFirst(),
            ])
    }

    /// "The 3 min timer ended 14 minutes ago, while the computer was asleep": an end that fell
    /// during a sleep rings at the wake, and says why it is late.
    public static func timerBodyAfterSleep(duration: Duration, elapsed: Duration) -> String {
        // TRANSLATORS: {duration} is "5 min"; {ago} is "14 minutes ago" or "just now".
        tr(
            "The {duration} timer ended {ago}, while the computer was asleep",
            [
                "duration": ClockFormat.short(totalSeconds: duration.totalSecondsRoundedDown),
                "ago": EndedAgoText.phrase(elapsed: elapsed),
            ])
    }

    /// What ended and what is now: "Focus done — 5-minute break started", "Focus done —
    /// 15-minute long break started", "Break over — 25-minute focus started"; "… is next" when
    /// the next phase waits for Start. `reading` is the phase now under way (or waiting to start).
    public static func phaseTitle(_ reading: PomodoroReading) -> String {
        let length = lengthWords(seconds: reading.phaseLength.totalSecondsRoundedDown)
        return switch (reading.phase, reading.isWaiting) {
        // TRANSLATORS: {length} is "25-minute" (or "1 min 30 s" for a length of minutes and seconds), as in the next five.
        case (.focus, false): tr("Break over — {length} focus started", ["length": length])
        case (.focus, true): tr("Break over — {length} focus is next", ["length": length])
        case (.shortBreak, false): tr("Focus done — {length} break started", ["length": length])
        case (.shortBreak, true): tr("Focus done — {length} break is next", ["length": length])
        case (.longBreak, false): tr("Focus done — {length} long break started", ["length": length])
        case (.longBreak, true): tr("Focus done — {length} long break is next", ["length": length])
        }
    }

    /// Where the cycle is ("Round 3 of 4"), and whether the next phase waits for the person.
    public static func phaseBody(_ reading: PomodoroReading) -> String {
        let values: KeyValuePairs = [
            "round": String(reading.round), "rounds": String(reading.rounds),
        ]
        return reading.isWaiting
            ? tr("Round {round} of {rounds}. It starts when you press Start.", values)
            : tr("Round {round} of {rounds}", values)
    }

    /// "Launch — it is Friday, 1 January 2027 at 09:30 CET": what ended, and what time it is now
    /// that it has; "Countdown over — it is …" for a countdown without a title.
    public static func countdownTitle(
        label: String, target: Date, zone: LocalZone, format: LocalTimeFormat = .current
    ) -> String {
        let date = CountdownFormat.targetText(target, zone: zone, format: format)
        return label.isEmpty
            ? tr("Countdown over — it is {date}", ["date": date])
            // TRANSLATORS: {label} is the countdown's title ("Launch"); {date} is "Friday, 1 January 2027 at 09:30".
            : tr("{label} — it is {date}", ["label": label, "date": date])
    }

    /// That the countdown is over, and whether that happened while Sandglass was not running.
    public static func countdownBody(whileAway: Bool) -> String {
        whileAway
            ? tr("The countdown ended while Sandglass was not running.")
            : tr("The countdown has ended.")
    }

    /// The short form, where there is room for a few words (the compact view): "Launch has come",
    /// or "The date has come".
    public static func countdownShortTitle(label: String) -> String {
        label.isEmpty ? tr("The date has come") : tr("{label} has come", ["label": label])
    }

    /// A phase's length as an adjective: "5-minute", or "5 min 30 s" when not whole minutes.
    static func lengthWords(seconds: Int64) -> String {
        guard seconds > 0, seconds % 60 == 0 else {
            return ClockFormat.short(totalSeconds: seconds)
        }
        let minutes = Int(seconds / 60)
        // TRANSLATORS: a length before a noun, "a 5-minute break"; English does not change it in the plural.
        return trn("{count}-minute", "{count}-minute", minutes)
    }
}
