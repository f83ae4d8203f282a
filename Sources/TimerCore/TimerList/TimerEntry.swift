/// One of several timers: its countdown, the id that names it for as long as it exists, and
/// when it was last started (relative to the others), so commands without a label find the latest.
public struct TimerEntry: Sendable, Equatable, Codable {
    /// Stable for the timer's life, never reused within a list (1, 2, 3, …).
    public let id: Int
    public var timer: CountdownTimer
    /// Larger for a later start or restart: the order in which the list's timers were last started.
    public var startOrder: Int

    public init(id: Int, timer: CountdownTimer, startOrder: Int) {
        self.id = id
        self.timer = timer
        self.startOrder = startOrder
    }

    /// The timer's label, or "Timer N" when it has none: how messages and screen readers name it.
    public var name: String {
        timer.label.isEmpty ? tr("Timer {id}", ["id": String(id)]) : timer.label
    }
}
