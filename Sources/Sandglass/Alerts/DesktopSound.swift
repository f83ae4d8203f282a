import GtkKit
import TimerCore

/// The mode's sound through GSound (the user's sound theme); a failure is said once and
/// never stops the end from being noticed, notified and shown.
@MainActor
final class DesktopSound: AlertSound {
    private let player = EventSound()
    /// The clock a ring's length is measured on.
    private let clock: TimeSource
    var onSoundingChange: ((Bool) -> Void)?

    init(clock: TimeSource) {
        self.clock = clock
        player.onFailure = { reason in
            StandardError.write(
                "sandglass: warning: " + tr("no sound: {reason}", ["reason": reason]))
        }
        player.onPlayingChange = { [unowned self] playing in self.onSoundingChange?(playing) }
    }

    func ring(_ event: AlertEvent, forSeconds seconds: Int) {
        let until = clock.now + .seconds(seconds)
        player.play(event.rawValue, description: event.description) { [clock] in clock.now < until }
    }

    func chime(_ event: AlertEvent) { player.play(event.rawValue, description: event.description) }
    func silence() { player.stop() }
    var isSounding: Bool { player.isPlaying }
    func prepare() { player.prepare() }
}
