import GtkKit
import TimerCore

/// What a `sandglass …` command asks of the running instance, parsed in the process that ran it.
enum CommandRequest: Equatable, Sendable {
    /// `sandglass`: open or raise the window.
    case open
    case status(json: Bool)
    /// `sandglass status --follow`: carried out by the process that asks (it follows the instance).
    case follow(FollowRequest)
    /// A start with `--wait`: carried out as the start, then the process that asked waits for its end.
    indirect case startAndWait(CommandRequest, WaitTarget)
    /// `sandglass wait …`: waits, in the process that asks, for something already under way to end.
    case wait(WaitTarget)
    /// A mode's own command (`sandglass timer start 5m`), carried out by its feature.
    case mode(AnyModeRequest)
    /// `sandglass dismiss`: silence and dismiss the ends of every mode.
    case dismiss
    /// `sandglass window pin|unpin`.
    case window(WindowRequest)
    /// `sandglass window history`: the History window, over the main window (both opened when
    /// closed; Sandglass started for it when not running), as Ctrl+H opens it.
    case historyWindow
    /// `sandglass timer preset …`: the presets of the person's own.
    case presets(PresetRequest)
    /// `sandglass shortcuts …`: carried out by the process that asks, in the desktop's settings.
    case shortcuts(ShortcutsRequest)
    /// `sandglass history …`: the record of focus, read by the process that asks.
    case history(HistoryRequest)
    /// `sandglass away keep|break|discard`: answers the question on time away during focus.
    case away(AwayAnswer)

    /// A mode's request, as a command names it.
    static func forMode(_ request: some ModeRequest) -> CommandRequest {
        .mode(AnyModeRequest(request))
    }
    static func timer(_ request: TimerRequest) -> CommandRequest { .forMode(request) }
    static func stopwatch(_ request: StopwatchRequest) -> CommandRequest { .forMode(request) }
    static func pomodoro(_ request: PomodoroRequest) -> CommandRequest { .forMode(request) }
    static func countdown(_ request: CountdownRequest) -> CommandRequest { .forMode(request) }

    /// The mode's request it carries, started and waited on or not; nil for the others.
    var modeRequest: (any ModeRequest)? {
        switch self {
        case .mode(let request): request.base
        case .startAndWait(let start, _): start.modeRequest
        default: nil
        }
    }

    /// Whether it only reads (`status`, `timer list`): its answer may then be written in the
    /// caller's time locale without touching what the window shows.
    var onlyReads: Bool {
        switch self {
        case .status: true
        case .mode(let request): request.base.onlyReads
        default: false
        }
    }

    /// Whether the process that ran it carries it out (`SandglassLauncher.run`), not the
    /// instance: following and waiting hold the caller's terminal, the record is read from its
    /// file, and the desktop's keys are written to the desktop's settings (or, on KDE Plasma,
    /// handed over by the full program).
    var isCallersOwn: Bool {
        switch self {
        case .follow, .wait, .startAndWait, .shortcuts: true
        case .history(let request): request.edit == nil
        default: false
        }
    }

    /// What `dismiss` says when nothing rang or had finished.
    static var nothingToDismiss: String { tr("nothing is ringing or finished") }

    /// Why a mode's request is bad input against the saved state (a label in use, a label or id
    /// no timer has), as the instance would say it (exit 2); nil when it is not.
    func usageProblem(saved: SavedState, reading: ClockReading) -> String? {
        modeRequest?.usageProblem(saved: saved, reading: reading)
    }

    /// Why the request cannot be carried out on the saved state, when no Sandglass is running:
    /// the same rule its action follows, so a refused command starts nothing. Only the file of
    /// the mode the request names is read.
    func refusal(saved: SavedState, reading: ClockReading) -> String? {
        switch self {
        case .startAndWait(let start, _):
            return start.refusal(saved: saved, reading: reading)
        case .open, .status, .follow, .wait, .window, .historyWindow, .presets, .shortcuts,
            .history:
            // The window's settings start Sandglass, whose window then shows them.
            return nil
        case .dismiss:
            // Nothing rings without a running Sandglass; a finished timer is dismissed by the next start.
            return Self.nothingToDismiss
        case .away:
            // Only a running Sandglass saw the person leave and come back.
            return AwayAnswerText.nothingAsked
        case .mode(let request):
            return request.base.refusal(saved: saved, reading: reading)
        }
    }
}
