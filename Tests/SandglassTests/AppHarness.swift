import Foundation
import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// A real Sandglass window in the (virtual) display, on a manual clock, for widget tests.
@MainActor
final class AppHarness {
    let clock = ManualTimeSource()
    let stateURL: URL
    private(set) var scheduler: RecordingScheduler?
    private(set) var pomodoroScheduler: RecordingScheduler?
    private(set) var dateScheduler: RecordingDateScheduler?
    /// The History window's midnight wake-up, once a History window was made (the last one's).
    private(set) var historyMidnight: RecordingDateScheduler?
    let app: SandglassApplication
    /// Each mode's sound, in the order the modes made them (Timer, then Pomodoro).
    private(set) var sounds: [RecordingSound] = []
    private static var count = 0

    /// Skips the test when there is no display to open.
    init(stateURL: URL? = nil) throws {
        try TestEnvironment.requireDisplay()
        // Fades would only slow the tests down; the state, not the animation, is under test.
        StyleSheet.animationsEnabled = false
        self.stateURL =
            stateURL
            ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("sandglass-tests-\(UUID().uuidString)/timer.json")
        var recorder: RecordingScheduler?
        var pomodoroRecorder: RecordingScheduler?
        var dateRecorder: RecordingDateScheduler?
        // A fresh id each time: several applications in one process must not share D-Bus object paths.
        AppHarness.count += 1
        var sounds: [RecordingSound] = []
        app = SandglassApplication(
            id: "io.github.sandglass.WidgetTest\(AppHarness.count)", clock: clock,
            saved: SavedState(folder: self.stateURL.deletingLastPathComponent()), unique: false,
            scheduler: { fire in
                let scheduler = RecordingScheduler(fire: fire)
                recorder = scheduler
                return scheduler
            },
            pomodoroScheduler: { fire in
                let scheduler = RecordingScheduler(fire: fire)
                pomodoroRecorder = scheduler
                return scheduler
            },
            dateScheduler: { fire in
                let scheduler = RecordingDateScheduler(fire: fire)
                dateRecorder = scheduler
                return scheduler
            },
            sound: { _ in
                let sound = RecordingSound()
                sounds.append(sound)
                return sound
            })
        self.sounds = sounds
        scheduler = recorder
        pomodoroScheduler = pomodoroRecorder
        dateScheduler = dateRecorder
        // The manual clock's midnight is no moment of the real one: recorded, fired when told.
        app.historyMidnight = { [unowned self] fire in
            let scheduler = RecordingDateScheduler(fire: fire)
            self.historyMidnight = scheduler
            return scheduler
        }
        guard app.registerForTesting() else {
            throw HarnessFailure("the application could not register")
        }
        app.shell.showWindow(nil)
        try pump(until: { self.app.window?.visibleMode == .timer }, "the window maps")
    }

    /// The preferences as another process would read them now from the harness's settings.
    func savedSettings() -> SavedPreferences {
        let saved = SavedState(folder: stateURL.deletingLastPathComponent())
        return PreferenceSettings(store: saved.settingsStore)?.read() ?? SavedPreferences()
    }

    /// A harness whose state folder starts with `json` as its preferences.json (a choice saved by
    /// a version before the settings), which the start moves into the settings.
    static func withPreferences(_ json: String) throws -> AppHarness {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sandglass-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: folder.appendingPathComponent("preferences.json"))
        return try AppHarness(stateURL: folder.appendingPathComponent("timer.json"))
    }

    var window: MainWindow {
        get throws { try XCTUnwrap(app.window) }
    }

    var page: TimerPage {
        get throws { try XCTUnwrap(app.timer.page, "the Timer page was built") }
    }

    /// The mode's page, which exists once it has been shown (select its mode first).
    var stopwatchPage: StopwatchPage {
        get throws { try XCTUnwrap(app.stopwatch.page, "the Stopwatch page was built when shown") }
    }

    /// Shows the Stopwatch page (built the first time it shows) and returns it.
    func showStopwatchPage() throws -> StopwatchPage {
        try window.selectedMode = .stopwatch
        return try stopwatchPage
    }

    var pomodoroPage: PomodoroPage {
        get throws { try XCTUnwrap(app.pomodoro.page, "the Pomodoro page was built when shown") }
    }

    var countdownPage: CountdownPage {
        get throws { try XCTUnwrap(app.countdown.page, "the Countdown page was built when shown") }
    }

    /// Switches the window to the Countdown page and waits until it shows; returns the page.
    func showCountdownPage() throws -> CountdownPage {
        try window.selectedMode = .countdown
        try pump(until: { app.countdown.controller.isOnScreen }, "the page shows")
        return try countdownPage
    }

    /// Moves the clock and delivers the wake-up the timer's controller armed, as the timerfd would.
    func advance(by duration: Duration) {
        clock.advance(by: duration)
        scheduler?.fire()
    }

    /// Moves the clock and delivers the Pomodoro controller's wake-up.
    func advancePomodoro(by duration: Duration) {
        clock.advance(by: duration)
        pomodoroScheduler?.fire()
    }

    /// Moves the clock and delivers the countdown's wall-clock wake-up.
    func advanceCountdown(by duration: Duration) {
        clock.advance(by: duration)
        dateScheduler?.fire()
    }

    /// Runs the main loop until `condition` holds (window mapping and such take a few round trips).
    /// Throws, failing the test, when it never does: a display is there, so a missed wait is a bug.
    /// `onTimeout` says what was there instead.
    func pump(
        until condition: () -> Bool, _ what: String, timeout: TimeInterval = 5,
        onTimeout: () -> String = { "" }
    ) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            MainLoop.iterate()
            if Date() > deadline {
                let instead = onTimeout()
                throw HarnessFailure(
                    "timed out after \(timeout) s waiting until \(what)"
                        + (instead.isEmpty ? "" : ": \(instead)"))
            }
            usleep(2_000)
        }
        MainLoop.iterate()
    }

    func close() {
        app.window?.window.destroy()
        MainLoop.iterate()
    }
}

/// A widget test's wait or set-up that did not come: an error, so the test fails instead of skipping.
struct HarnessFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
