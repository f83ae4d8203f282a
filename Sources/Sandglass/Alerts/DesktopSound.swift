import GtkKit
import TimerCore

/// The mode's sound through GSound (the user's sound theme); a failure is said once and
/// never stops the end from being noticed, notified and shown.
@MainActor
final class DesktopSound: AlertSound {
    private let player = EventSound()
    var onSoundingChange: ((Bool) -> Void)?

    init() {
        player.onFailure = { reason in StandardError.write("sandglass: warning: " + tr("no sound: {reason}", ["reason": reason])) }
        player.onPlayingChange = { [unowned self] playing in self.onSoundingChange?(playing) }
    }

    func ring(_ event: AlertEvent, forSeconds seconds: Int) {
        player.play(event.rawValue, description: event.description, repeatingFor: seconds)
    }

    func chime(_ event: AlertEvent) { player.play(event.rawValue, description: event.description) }
    func silence() { player.stop() }
    var isSounding: Bool { player.isPlaying }
    func prepare() { player.prepare() }
}
