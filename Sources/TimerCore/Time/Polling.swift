/// Asking again and again until an answer comes or a limit is reached, with the waits between
/// taken on a `TimeSource`: a process with no main loop running (a command looking for the
/// instance, or waiting for one to start) polls this way, and a test's clock runs it at once.
public enum Polling {
    /// Calls `check` until it returns an answer, waiting `interval` between calls, and gives up
    /// (nil) once `limit` has gone by on `clock`'s duration clock. `check` runs at least once.
    public static func answer<Answer>(
        within limit: Duration, every interval: Duration, clock: TimeSource, _ check: () -> Answer?
    ) -> Answer? {
        let deadline = clock.now + limit
        while true {
            if let answer = check() { return answer }
            guard clock.now < deadline else { return nil }
            clock.sleep(for: interval)
        }
    }
}
