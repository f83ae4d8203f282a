import GtkKit
import TimerCore

/// What the application gives each mode's feature as it makes it.
@MainActor
struct ModeContext {
    /// The window shell the feature's page and notices live in.
    let host: FeatureHost
    let clock: TimeSource
    let saved: SavedState
    /// One reading for every feature made at start-up: they restore as of the same instant.
    let reading: ClockReading
    /// Makes the sound a mode rings with (tests give a silent one).
    let makeSound: AlertSoundFactory
    /// Wake-up schedulers a test gives in place of the main loop's; nil: the main loop's.
    let schedulers: WakeSchedulers

    /// A sound of the feature's own.
    func sound() -> AlertSound { makeSound(clock) }
}
