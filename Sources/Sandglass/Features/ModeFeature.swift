import FoundationEssentials
import GtkKit
import TimerCore

/// One mode of the window (Timer, Stopwatch, Pomodoro, Countdown) as the application sees it.
///
/// A feature owns its model's controller, its operations' actions and, once it has been shown,
/// its page. The application only composes features; none reaches into another's page.
@MainActor
protocol ModeFeature: AnyObject {
    /// Which mode this is: the page's name, title and Alt+number.
    var mode: Mode { get }

    /// Builds the page the first time it is shown; the feature keeps it until `dropPage()`.
    func makePage() -> Widget
    /// The window is gone: forget the page (a new window builds a new one).
    func dropPage()
    /// Whether a person can see the page: drives redraws (none while it cannot be seen).
    var isOnScreen: Bool { get set }
    /// Puts the keyboard focus on the page's first action.
    func focusPrimaryControl()

    /// Keys bound while the page shows, and whether they yield to a focused text field
    /// (pages with free-text fields: Space in "1h 30m" stays typing).
    var keyBindings: [(action: String, keys: [String])] { get }
    var keysYieldToFields: Bool { get }
    /// Its group in the keyboard-shortcuts window.
    var shortcutLines: [(accelerator: String, title: String)] { get }

    /// Notices what happened while Sandglass was not running and arms its next wake-up (at start-up).
    func refresh()
    /// Silences its end and dismisses what finished (`sandglass dismiss`): what it did, in words,
    /// or nil when nothing rang or had finished.
    func dismissEnd() -> String?
    /// Whether the end that notification `source` told of still waits for an answer.
    func endAwaitsAnswer(_ source: String) -> Bool
    /// Its block of `sandglass status`, its times in `zone`.
    func addStatus(to report: inout StatusReport, reading: ClockReading, zone: LocalZone)
    /// Carries out a request of its mode's commands (`sandglass timer start 5m`); its times are
    /// read and written in `zone` (the caller's).
    func carryOut(_ request: any ModeRequest, zone: LocalZone) -> CommandReply
    /// Whether something is under way (running or paused) that must outlive a closed window.
    var isUnderWay: Bool { get }

    /// What the compact view shows of this mode at `now`.
    func compactFace(at now: Instant) -> CompactFace
    /// How much the compact view should show this mode: 3 ringing, 2 running, 1 paused, 0 not at all.
    var compactPriority: Int { get }
    /// The window became short or tall again (below `MainWindow.shortHeight`), or the page was
    /// just built: show less around the digits where style alone cannot make room.
    func fit(short: Bool)
    /// The person left at `since` (the computer sleeps, the screen locks: now; idleness: when
    /// it began): a mode that counts their time (a focus phase) holds it until they are back.
    func personLeft(since: Instant)
    /// The person is back from every absence; `absences` are those they were away for.
    func personCameBack(from absences: Set<Absence>)
    /// Sandglass is about to quit: what the mode changed on the desktop is put back.
    func willQuit()
    /// Answers the question on time away, if this mode asks one now; nil when it does not.
    func answerAway(_ answer: AwayAnswer) -> CommandReply?
}

extension ModeFeature {
    /// Most modes count wall time, whoever is there.
    func personLeft(since: Instant) {}
    func personCameBack(from absences: Set<Absence>) {}
    func willQuit() {}
    func answerAway(_ answer: AwayAnswer) -> CommandReply? { nil }
    /// Most pages fit a short window by style alone (smaller digits and buttons).
    func fit(short: Bool) {}
    /// A mode whose ends do not ring.
    func dismissEnd() -> String? { nil }
    func endAwaitsAnswer(_ source: String) -> Bool { false }
}
