import FoundationEssentials
import GtkKit
import TimerCore

/// Tells the modes when the person leaves and comes back, as the desktop tells it: systemd-logind
/// on the system bus says when the computer sleeps and wakes and when the screen locks and
/// unlocks. Signals only: it costs nothing while nothing happens.
@MainActor
final class AwayWatch {
    private var session: LoginSession?

    /// Nil where there is no logind to listen to (no system bus).
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
        if session == nil { return nil }
    }

    private static func left(_ absence: Absence, shell: WindowShell, at now: Instant) {
        guard shell.presence.began(absence, at: now) else { return }
        shell.features.forEach { $0.personLeft() }
    }

    private static func back(from absence: Absence, shell: WindowShell, at reading: ClockReading) {
        // Each absence is in the record of focus, whatever else overlapped it.
        if let since = shell.presence.absences[absence] {
            shell.recorder.add(
                absence == .asleep ? .asleep : .locked,
                fromMs: reading.wallMilliseconds(of: since),
                toMs: reading.wallMilliseconds(of: reading.now))
        }
        guard shell.presence.ended(absence, at: reading.now) else { return }
        shell.features.forEach { $0.personCameBack() }
    }
}
