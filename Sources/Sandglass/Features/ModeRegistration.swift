import ArgumentParser
import TimerCore

/// Everything Sandglass needs to know of one mode, declared in the mode's own folder: adding a
/// mode is its folders and one line in `ModeList.builtIn`.
///
/// The application makes its feature, the command line takes its group, `sandglass status`
/// writes its block (from the saved files when no Sandglass runs), and `wait` asks it what a wait
/// on it waits for (see docs/ARCHITECTURE.md for what is still written per mode elsewhere).
protocol ModeRegistration: Sendable {
    /// Its name, title and icon.
    var mode: Mode { get }
    /// `sandglass MODE …`, its group of commands; nil when it has none.
    var commandGroup: (any ParsableCommand.Type)? { get }
    /// The type of its block in `sandglass status`, read back by followers and waiters.
    var statusBlock: any StatusBlock.Type { get }
    /// Its block of `sandglass status` from the saved files alone, when no Sandglass runs (it
    /// changes no file).
    func offlineStatus(saved: SavedState, reading: ClockReading, zone: LocalZone)
        -> any StatusBlock
    /// `sandglass wait MODE`: what `target` waits for in `report`, fixed at the first status
    /// after the start; nil when there is nothing of the kind under way.
    func waitSubject(for target: WaitTarget, in report: StatusReport) -> (any WaitSubject)?
    /// What is missing when there is nothing to wait for ("no countdown is set"); nil: the mode
    /// cannot be waited on.
    func absence(of target: WaitTarget) -> String?
    /// What each way its end is told does, as its Preferences row says it (sound, flash); empty
    /// when its end does not alert. Each is an on/off setting, `MODE-CHANNEL` in the schema.
    var alertSubtitles: [AlertOption.Channel: String] { get }
    /// Its page's CSS, installed after the application's (`AppStyle`); "" for none.
    var styleSheet: String { get }
    /// Makes the mode's feature for the application.
    @MainActor func makeFeature(_ context: ModeContext) -> any ModeFeature
}

extension ModeRegistration {
    func waitSubject(for target: WaitTarget, in report: StatusReport) -> (any WaitSubject)? {
        nil
    }
    func absence(of target: WaitTarget) -> String? { nil }
    var alertSubtitles: [AlertOption.Channel: String] { [:] }
    var styleSheet: String { "" }
    /// Whether `sandglass wait` takes it.
    var canBeWaitedOn: Bool { absence(of: WaitTarget(mode: mode)) != nil }
}
