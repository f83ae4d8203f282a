import TimerCore

/// The freedesktop sound theme's events Sandglass plays.
enum AlertEvent: String {
    /// A timer ran out, a countdown reached its date.
    case alarm = "alarm-clock-elapsed"
    /// A Pomodoro phase ended.
    case complete

    /// Said to the sound server (and so to the desktop's sound settings and screen readers).
    var description: String {
        switch self {
        case .alarm: tr("Time is up")
        case .complete: tr("Phase complete")
        }
    }
}
