import TimerCore

/// Lets a redraw through at most every `interval` of the duration clock, dropping frames in between.
///
/// The frame clock ticks at the display's rate (60 Hz or more); every frame whose label changes
/// is a full repaint, which under software GL costs almost 1 % CPU each. Hundredths drawn at
/// most every 40 ms (20 times a second at 60 Hz, a frame of every three) read the same to a
/// person and cost a third; what is drawn is still computed from the clock at that moment, so
/// nothing drifts.
struct FramePacer: Sendable {
    let interval: Duration
    private var last: Instant?

    init(interval: Duration) { self.interval = interval }

    /// Whether to draw at `now`; records it when so.
    mutating func shouldDraw(at now: Instant) -> Bool {
        if let last, now - last < interval { return false }
        last = now
        return true
    }
}
