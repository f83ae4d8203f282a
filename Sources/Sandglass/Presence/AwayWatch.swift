import FoundationEssentials
import GtkKit
import TimerCore

/// Tells the modes when the person leaves and comes back, as the desktop tells it: systemd-logind
/// on the system bus says when the computer sleeps and wakes and when the screen locks and
/// unlocks, GNOME's screen shield says it too (whichever tells first); GNOME's idle monitor on the
/// session bus says when no key or pointer was touched for the threshold the person chose, and
/// when they are active again; without it, KDE's or the X server's idle time is asked at the
/// moment the threshold could be reached. Signals, watches and one-shot timers only: nothing
/// ticks while nothing happens.
@MainActor
final class AwayWatch {
    private var session: LoginSession?
    private var idle: IdleMonitor?
    /// Where GNOME's idle monitor is not: KDE's or the X server's idle time, asked.
    private var askedIdle: AskedIdleWatch?
    private var screenShield: ScreenSaverLock?

    /// Nil where there is nothing to listen to (no bus at all).
    init?(shell: WindowShell, clock: TimeSource) {
        session = LoginSession(
            sessionID: ProcessInfo.processInfo.environment["XDG_SESSION_ID"],
            why: tr("A running focus phase pauses before the computer sleeps")
        ) { [unowned shell] change in
            let reading = clock.reading()
            switch change {
            case .sleeping: Self.left(.asleep, shell: shell, at: reading.now)
            case .locked: Self.left(.locked, shell: shell, at: reading.now)
            case .woke: Self.back(from: .asleep, shell: shell, at: reading)
            case .unlocked: Self.back(from: .locked, shell: shell, at: reading)
            }
        }
        let onIdle: @MainActor (IdleMonitor.Change) -> Void = { [unowned shell] change in
            let reading = clock.reading()
            switch change {
            case .idle(let milliseconds):
                // Away from when idleness began, not from when it was noticed.
                let since = reading.now - .milliseconds(Int64(clamping: milliseconds))
                Self.left(.idle, shell: shell, at: since)
            case .active: Self.back(from: .idle, shell: shell, at: reading)
            }
        }
        let threshold = Self.threshold(shell.preferences.value)
        if DesktopIdleTime.hasGnomeMonitor {
            idle = IdleMonitor(thresholdMilliseconds: threshold, onChange: onIdle)
        } else if let ask = DesktopIdleTime.asker() {
            askedIdle = AskedIdleWatch(thresholdMilliseconds: threshold, ask: ask, onChange: onIdle)
        }
        screenShield = ScreenSaverLock { [unowned shell] locked in
            let reading = clock.reading()
            if locked {
                Self.left(.locked, shell: shell, at: reading.now)
            } else {
                Self.back(from: .locked, shell: shell, at: reading)
            }
        }
        shell.preferences.observe { [weak self] before, after in
            guard before.awayAfterIdleMinutes != after.awayAfterIdleMinutes else { return }
            self?.idle?.setThreshold(milliseconds: Self.threshold(after))
            self?.askedIdle?.setThreshold(milliseconds: Self.threshold(after))
        }
        if session == nil, idle == nil, askedIdle == nil, screenShield == nil { return nil }
    }

    private static func threshold(_ preferences: SavedPreferences) -> UInt64 {
        UInt64(max(1, preferences.awayAfterIdleMinutes)) * 60_000
    }

    private static func left(_ absence: Absence, shell: WindowShell, at since: Instant) {
        let isNew = shell.presence.absences[absence] == nil
        let personLeft = shell.presence.began(absence, at: since)
        // A lock or a sleep after idleness is told too: a mode that does not count idleness as
        // leaving (the stopwatch) hears of it, and one already holding ignores it.
        guard personLeft || (isNew && absence != .idle) else { return }
        shell.features.forEach { $0.personLeft(since: since) }
    }

    private static func back(from absence: Absence, shell: WindowShell, at reading: ClockReading) {
        // Each absence is in the record of focus, whatever else overlapped it (idleness is
        // answered through the question, or goes in as away).
        if let since = shell.presence.absences[absence], absence != .idle {
            shell.recorder.add(
                absence == .asleep ? .asleep : .locked,
                fromMs: reading.wallMilliseconds(of: since),
                toMs: reading.wallMilliseconds(of: reading.now))
        }
        guard shell.presence.ended(absence, at: reading.now) else { return }
        shell.features.forEach { $0.personCameBack(from: shell.presence.lastAway) }
    }
}
