/// Which of several timers a command means.
public enum TimerSelector: Sendable, Equatable {
    /// The only timer when there is one, else the one started (or restarted) last.
    case latest
    /// The timer with this label: an unfinished one first, else the latest started.
    case label(String)
    /// The timer with this id.
    case id(Int)
}
