import CGtk

/// Runs work later on the GLib main loop (Swift's main queue never runs under g_application_run).
@MainActor
public enum MainLoop {
    /// Runs `body` once when the main loop is next idle.
    public static func idle(_ body: @escaping @MainActor () -> Void) {
        let box = ClosureBox<@MainActor () -> Void>(body)
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, { data in
            guard let data else { return 0 }
            nonisolated(unsafe) let box = data
            MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(box).body() }
            return 0  // G_SOURCE_REMOVE
        }, box.retainedPointer()) { data in
            guard let data else { return }
            ClosureBox<Void>.release(data)
        }
    }

    /// Runs `body` once after `milliseconds` (monotonic; for UI niceties, never for timekeeping).
    public static func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) {
        let box = ClosureBox<@MainActor () -> Void>(body)
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            guard let data else { return 0 }
            nonisolated(unsafe) let box = data
            MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(box).body() }
            return 0
        }, box.retainedPointer()) { data in
            guard let data else { return }
            ClosureBox<Void>.release(data)
        }
    }

    /// Runs pending main-loop work without blocking (tests).
    public static func iterate() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Runs `body` on the main loop whenever the process receives `signal` (SIGTERM, SIGINT, SIGHUP).
    public static func onUnixSignal(_ signal: Int32, _ body: @escaping @MainActor () -> Void) {
        let box = ClosureBox<@MainActor () -> Void>(body)
        g_unix_signal_add_full(G_PRIORITY_HIGH, signal, { data in
            guard let data else { return 0 }
            nonisolated(unsafe) let box = data
            MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(box).body() }
            return 1
        }, box.retainedPointer()) { data in
            guard let data else { return }
            ClosureBox<Void>.release(data)
        }
    }
}
