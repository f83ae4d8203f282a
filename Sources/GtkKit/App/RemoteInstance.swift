// CAdw too: with both C modules in GtkKit, Swift finds GIO's flag constants only through both.
import CAdw
import CGtk
import Dispatch
import Glibc
import Synchronization
import SystemKit

/// Talks to an already running primary instance over the session bus, without opening a display.
///
/// A GtkApplication opens the display even when it only forwards a command line, so the
/// forwarding side is a plain GIO GApplication with the same id.
public enum RemoteInstance {
    /// The session bus GIO shares in this process; nil when there is none.
    ///
    /// Deliberately kept (not unreffed): the GApplication that registers next reuses it instead
    /// of connecting and authenticating a second time.
    private static func sessionBus() -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        return bus
    }

    /// The GUID of this process's session bus (each bus has its own); nil when there is no bus.
    public static func sessionBusID() -> String? {
        guard let bus = sessionBus() else { return nil }
        return g_dbus_connection_get_guid(bus).map { String(cString: $0) }
    }

    /// Whether a primary instance owns `id` on the session bus; false when there is no bus.
    public static func isRunning(id: String) -> Bool {
        guard let bus = sessionBus() else { return false }
        // Answered by the bus itself, not the instance: quick even when the instance is stuck.
        return BusConnection.hasOwner(id, on: bus)
    }

    /// Sends `arguments` (program name first) and this process's environment (so the instance
    /// reads times in the caller's zone) to the running instance, which prints its answer on this
    /// process's stdout/stderr; returns the exit status it chose.
    ///
    /// GIO waits up to 25 s for an instance that does not answer (and the command line call has
    /// no limit at all). Here the answer must start within `seconds`; otherwise `onTimeout` runs
    /// on another thread, prints what it has to say, and this process exits with the status it
    /// returns (anything the instance prints later is dropped). So that a command given up on is
    /// not carried out later, the environment says by when it is wanted: `deadlineVariable` set
    /// to `deadline` (the caller's instant, one second before it gives up, on a clock the
    /// instance reads too). The instance drops a command that reaches it later.
    ///
    /// Nil when the instance went away before taking the command (it was quitting, or was killed,
    /// while this process registered with it): nothing was sent, so the caller may try again
    /// with whichever Sandglass runs next, or become it.
    public static func forward(
        id: String, arguments: [String], seconds: Int, deadlineVariable: String, deadline: Int64,
        onTimeout: @escaping @Sendable () -> Int32
    ) -> Int32? {
        setenv(deadlineVariable, String(deadline), 1)
        answer.withLock { $0 = .waiting }
        g_set_print_handler { text in
            guard let text, RemoteInstance.claimAnswer() else { return }
            WholeWrite.write(String(cString: text), to: STDOUT_FILENO)
        }
        g_set_printerr_handler { text in
            guard let text, RemoteInstance.claimAnswer() else { return }
            ProgramMessages.writeError(String(cString: text))
        }
        let watchdog = DispatchWorkItem {
            guard
                RemoteInstance.answer.withLock({ phase in
                    guard phase == .waiting else { return false }
                    phase = .gaveUp
                    return true
                })
            else { return }
            _exit(onTimeout())
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds), execute: watchdog)
        defer { watchdog.cancel() }
        let flags = GApplicationFlags(
            rawValue: G_APPLICATION_HANDLES_COMMAND_LINE.rawValue
                | G_APPLICATION_IS_LAUNCHER.rawValue
                | G_APPLICATION_SEND_ENVIRONMENT.rawValue)
        guard let app = g_application_new(id, flags) else { return 1 }
        defer { g_object_unref(UnsafeMutableRawPointer(app)) }
        // Registered here rather than in g_application_run, which would print GIO's raw
        // "Failed to register: GDBus.Error:…" when the instance is gone by the time it is asked.
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(app, nil, &error) != 0 else {
            g_clear_error(&error)
            // Unless the watchdog gave up first (it is saying so and ending the process), nothing was sent.
            if claimAnswer() { return nil }
            while answer.withLock({ $0 }) == .gaveUp { pause() }
            return nil
        }
        var cStrings: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        let status = cStrings.withUnsafeMutableBufferPointer { argv in
            g_application_run(app, Int32(arguments.count), argv.baseAddress)
        }
        // Given up on just now: the watchdog is saying so and ends the process with its status.
        while answer.withLock({ $0 }) == .gaveUp { pause() }
        return status
    }

    /// Whether the instance's answer has started, or the caller gave up first.
    private enum AnswerPhase { case waiting, answered, gaveUp }
    private static let answer = Mutex(AnswerPhase.waiting)

    /// True when the answer may be printed: the caller has not given up.
    private static func claimAnswer() -> Bool {
        answer.withLock { phase in
            if phase == .waiting { phase = .answered }
            return phase == .answered
        }
    }

}
