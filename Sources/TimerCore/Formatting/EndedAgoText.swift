/// How long ago a countdown ended, for the "Time's up" state: "Ended 5 minutes ago".
public enum EndedAgoText {
    /// For the "Time's up" state: "Ended just now" (< 1 s), "Ended 1 second ago", "Ended 42 seconds ago", "Ended 1 minute ago", "Ended 5 minutes ago", "Ended 1 hour ago", "Ended 3 hours ago" (whole units rounded down).
    public static func text(elapsed: Duration) -> String {
        // TRANSLATORS: {ago} is "just now" or "3 minutes ago".
        tr("Ended {ago}", ["ago": phrase(elapsed: elapsed)])
    }

    /// How long after `elapsed` the text next changes (seconds under a minute, whole minutes under an hour, whole hours after).
    public static func untilNextChange(elapsed: Duration) -> Duration {
        let seconds = elapsed.totalSecondsRoundedDown
        let step: Int64 = seconds < 60 ? 1 : (seconds < 3600 ? 60 : 3600)
        // Below zero the text stays "just now" until one second has passed.
        let nextBoundary = seconds < 1 ? 1 : Saturating.multiply(seconds / step + 1, step)
        return .seconds(nextBoundary) - elapsed
    }

    /// The part after "Ended": "just now", "42 seconds ago", "3 hours ago".
    static func phrase(elapsed: Duration) -> String {
        let seconds = elapsed.totalSecondsRoundedDown
        switch seconds {
        case ..<1: return tr("just now")
        case ..<60: return trn("{count} second ago", "{count} seconds ago", Int(seconds))
        case ..<3600: return trn("{count} minute ago", "{count} minutes ago", Int(seconds / 60))
        default: return trn("{count} hour ago", "{count} hours ago", Int(clamping: seconds / 3600))
        }
    }
}
