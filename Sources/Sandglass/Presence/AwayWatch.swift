import FoundationEssentials
import GtkKit
import TimerCore

/// Tells the modes when the person leaves and comes back, as the desktop tells it: systemd-logind
/// on the system bus says when the computer sleeps and wakes and when the screen locks and
/// unlocks, GNOME's screen shield says it too (whichever tells first); GNOME's idle monitor on the
/// session bus says when no key or pointer was touched for the threshold the person chose, and
/// when they are active again; without it, KDE's or the X server's idle time is asked at the
/// moment the threshold could be reached. Signals, watches and one-shot timers only: nothing
/// ticks while nothing happens. With idle time not counted as away (Preferences), no idle watch
/// is kept at all.
@MainActor
final class AwayWatch {
    private unowned let shell: WindowShell
    private let clock: TimeSource
    private var session: LoginSession?
    private var screenShield: ScreenSaverLock?
    /// Whether GNOME's idle monitor is on the session bus (then it is the idle source).
    private let hasGnomeMonitor: Bool
    /// Else: KDE's or the X server's idle time, asked; nil where neither is offered.
    private let askIdle: AskedIdleWatch.Ask?
    /// The idle watch while idleness counts as away: GNOME's, or the asked one.
    private var idle: IdleMonitor?
    private var askedIdle: AskedIdleWatch?

    /// Nil where there is nothing to listen to (no bus at all).
    init?(shell: WindowShell, clock: TimeSource) {
        self.shell = shell
        self.clock = clock
        hasGnomeMonitor = DesktopIdleTime.hasGnomeMonitor
        askIdle = hasGnomeMonitor ? nil : DesktopIdleTime.asker()
        session = LoginSession(
            sessionID: ProcessInfo.processInfo.environment["XDG_SESSION_ID"],
            why: tr("A running focus phase pauses before the computer sleeps")
        ) { [weak self] change in
            guard let self else { return }
            let reading = self.clock.reading()
            switch change {
            case .sleeping: Self.left(.asleep, shell: self.shell, at: reading.now)
            case .locked: self.locked(at: reading.now)
            case .woke: Self.back(from: .asleep, shell: self.shell, at: reading)
            case .unlocked: Self.back(from: .locked, shell: self.shell, at: reading)
            }
        }
        screenShield = ScreenSaverLock { [weak self] locked in
            guard let self else { return }
            let reading = self.clock.reading()
            if locked {
                self.locked(at: reading.now)
            } else {
                Self.back(from: .locked, shell: self.shell, at: reading)
            }
        }
        armIdleWatch()
        shell.preferences.observe { [weak self] before, after in
            guard let self else { return }
            if before.countIdleAsAway != after.countIdleAsAway {
                self.armIdleWatch()
            } else if before.awayAfterIdleMinutes != after.awayAfterIdleMinutes {
                self.idle?.setThreshold(milliseconds: Self.threshold(after))
                self.askedIdle?.setThreshold(milliseconds: Self.threshold(after))
            }
        }
        if session == nil, screenShield == nil, !hasGnomeMonitor, askIdle == nil { return nil }
    }

    /// Makes the idle watch while idleness counts as away, and lets it go (Mutter's watches
    /// removed, the asked source's timer too) when it does not; idleness under way then ends.
    private func armIdleWatch() {
        let preferences = shell.preferences.value
        guard preferences.countIdleAsAway else {
            idle = nil
            askedIdle = nil
            if shell.presence.absences[.idle] != nil {
                Self.back(from: .idle, shell: shell, at: clock.reading())
            }
            return
        }
        guard idle == nil, askedIdle == nil else { return }
        let threshold = Self.threshold(preferences)
        let onChange: @MainActor (IdleMonitor.Change) -> Void = { [weak self] change in
            self?.idleChanged(change)
        }
        if hasGnomeMonitor {
            idle = IdleMonitor(thresholdMilliseconds: threshold, onChange: onChange)
        } else if let askIdle {
            askedIdle = AskedIdleWatch(
                thresholdMilliseconds: threshold, ask: askIdle, onChange: onChange)
        }
    }

    private func idleChanged(_ change: IdleMonitor.Change) {
        let reading = clock.reading()
        switch change {
        case .idle(let milliseconds):
            // Away from when idleness began, not from when it was noticed.
            let since = reading.now - .milliseconds(Int64(clamping: milliseconds))
            Self.left(.idle, shell: shell, at: since)
        case .active: Self.back(from: .idle, shell: shell, at: reading)
        }
    }

    /// The screen locked at `now`. The person may have left well before (a screen locked by the
    /// desktop after idleness shorter than the threshold, or by a lid): where idleness counts
    /// and its source can tell, it is asked once, now, and focus is held from the last touch.
    private func locked(at now: Instant) {
        let isNew = shell.presence.absences[.locked] == nil
        let personLeft = shell.presence.began(.locked, at: now)
        guard personLeft || isNew else { return }
        let askIdleTime = idle.map { $0.askIdleTime } ?? askedIdle.map { $0.askIdleTime }
        guard personLeft, let askIdleTime else {
            shell.features.forEach { $0.personLeft(since: now) }
            return
        }
        askIdleTime { [weak self] idle in
            // Unlocked (or locked anew) before the answer: that lock is over.
            guard let self, self.shell.presence.absences[.locked] == now else { return }
            let since = idle.map { now - .milliseconds(Int64(clamping: $0)) } ?? now
            self.shell.features.forEach { $0.personLeft(since: since) }
        }
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
