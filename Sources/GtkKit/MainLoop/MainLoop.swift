import CGtk
import Glibc

/// Runs work later on the GLib main loop (Swift's main queue never runs under g_application_run).
@MainActor
public enum MainLoop {
    /// Runs `body` once when the main loop is next idle.
    public static func idle(_ body: @escaping @MainActor () -> Void) {
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, runOnce, box(body), releaseSourceBox)
    }

    /// Runs `body` once on the main loop when it is next idle, from any thread (GLib's sources are
    /// thread-safe): how work done elsewhere reaches the widgets.
    public nonisolated static func idleFromAnyThread(
        _ body: @escaping @Sendable @MainActor () -> Void
    ) {
        let box = ClosureBox<@MainActor () -> Void>(body).retainedPointer()
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, runOnce, box, releaseSourceBox)
    }

    /// Runs `body` once after `milliseconds` (monotonic; for UI niceties, never for timekeeping).
    /// The source's id, for `cancel` before it runs.
    @discardableResult
    public static func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void)
        -> UInt32
    {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runOnce, box(body), releaseSourceBox)
    }

    /// Removes a source `after` made that has not run yet (one that ran is gone already).
    public static func cancel(_ source: UInt32) {
        g_source_remove(source)
    }

    /// Runs `body` on the main loop whenever the process receives `signal` (SIGTERM, SIGINT, SIGHUP).
    public static func onUnixSignal(_ signal: Int32, _ body: @escaping @MainActor () -> Void) {
        g_unix_signal_add_full(G_PRIORITY_HIGH, signal, runEachTime, box(body), releaseSourceBox)
    }

    /// Runs the main loop until the process exits (a program without an application object).
    public static func runUntilExit() -> Never {
        let loop = g_main_loop_new(nil, 0)
        g_main_loop_run(loop)
        exit(0)
    }

    /// Runs pending main-loop work without blocking (tests).
    public static func iterate() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    private static func box(_ body: @escaping @MainActor () -> Void) -> UnsafeMutableRawPointer {
        ClosureBox<@MainActor () -> Void>(body).retainedPointer()
    }
}

/// A GLib source callback that runs its closure box once, then removes the source.
private let runOnce: GSourceFunc = { data in
    runSourceBox(data)
    return 0  // G_SOURCE_REMOVE
}

/// A GLib source callback that runs its closure box each time and keeps the source.
private let runEachTime: GSourceFunc = { data in
    runSourceBox(data)
    return 1  // G_SOURCE_CONTINUE
}

private func runSourceBox(_ data: gpointer?) {
    guard let data else { return }
    nonisolated(unsafe) let box = data
    MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(box).body() }
}

/// Destroy notify for every main-loop source's closure box (also TimerFD's).
let releaseSourceBox: GDestroyNotify = { data in
    guard let data else { return }
    ClosureBox<Void>.release(data)
}
