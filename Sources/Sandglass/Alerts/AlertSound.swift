import GtkKit
import TimerCore

/// A mode's sound at an end: an alarm that rings until silenced (or for the ring time), or a
/// single chime. Behind a protocol so widget tests record what would sound.
@MainActor
protocol AlertSound: AnyObject {
    /// Rings `event` again and again for `seconds`, until `silence`.
    func ring(_ event: AlertEvent, forSeconds seconds: Int)
    /// Plays `event` once.
    func chime(_ event: AlertEvent)
    /// Stops at once.
    func silence()
    /// Whether it rings (or chimes) now.
    var isSounding: Bool { get }
    /// Told when `isSounding` changes.
    var onSoundingChange: ((Bool) -> Void)? { get set }
    /// Loads what playing needs, so the first sound starts at once (when something is set going).
    func prepare()
}

extension AlertSound {
    /// Has the sound ready a few seconds before an end `left` from now (at once when it is that
    /// near): the end rings at once, and a countdown days ahead does not keep the sound library
    /// loaded all that time. (After a suspend the end may come first: playing prepares it then.)
    func prepare(endingIn left: Duration) {
        let delay = max(Duration.milliseconds(1), left - .seconds(5))
        MainLoop.after(milliseconds: UInt32(clamping: delay.totalMilliseconds)) { [weak self] in
            self?.prepare()
        }
    }
}

/// Makes each mode its own sound (they ring and stop independently), timed on the clock given.
typealias AlertSoundFactory = @MainActor (TimeSource) -> AlertSound
