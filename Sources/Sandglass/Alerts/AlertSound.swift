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

/// Makes each mode its own sound (they ring and stop independently).
typealias AlertSoundFactory = @MainActor () -> AlertSound
