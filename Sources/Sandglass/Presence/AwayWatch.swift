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
            let now = clock.now
            switch change {
            case .sleeping: Self.left(.asleep, shell: shell, at: now)
            case .locked: Self.left(.locked, shell: shell, at: now)
            case .woke: Self.back(from: .asleep, shell: shell, at: now)
            case .unlocked: Self.back(from: .locked, shell: shell, at: now)
            }
        }
        if session == nil { return nil }
    }

    private static func left(_ absence: Absence, shell: WindowShell, at now: Instant) {
        guard shell.presence.began(absence, at: now) else { return }
        shell.features.forEach { $0.personLeft() }
    }

    private static func back(from absence: Absence, shell: WindowShell, at now: Instant) {
        guard shell.presence.ended(absence, at: now) else { return }
        shell.features.forEach { $0.personCameBack() }
    }
}
