import GtkKit
import TimerCore
import XCTest

@testable import Sandglass

/// For every operation in every state of its mode: its action is enabled exactly when its rule
/// allows it, and the command line accepts exactly what the action allows (GLib would silently
/// ignore a disabled action, so a command accepted while its action is disabled reports success for nothing).
final class OperationRulesTests: GtkTestCase {
    func testTimer() throws {
        try onMainActor {
            let states: [(String, (AppHarness) throws -> Void)] = [
                ("idle", { _ in }),
                ("idle at 00:00:00", { try $0.page.picker.show(totalSeconds: 0) }),
                ("running", { $0.app.timer.controller.start(duration: .seconds(60)) }),
                (
                    "paused",
                    {
                        $0.app.timer.controller.start(duration: .seconds(60))
                        $0.app.timer.controller.pause()
                    }
                ),
                (
                    "finished",
                    {
                        $0.app.timer.controller.start(duration: .seconds(2))
                        $0.advance(by: .seconds(3))
                    }
                ),
            ]
            let requests: [TimerRequest] =
                [.start(duration: .seconds(30), label: "Tea")]
                + Self.verbs(TimerOperation.self).filter { $0 != .startWith }.map { .operation($0) }
            try Self.check(
                states,
                requests.compactMap { request in request.operation.map { ($0, .timer(request)) } },
                \.timer.actions, \.timer.context)
        }
    }

    func testStopwatch() throws {
        try onMainActor {
            let states: [(String, (AppHarness) throws -> Void)] = [
                ("idle", { _ in }),
                ("running", { $0.app.stopwatch.controller.start() }),
                (
                    "running with laps",
                    {
                        $0.app.stopwatch.controller.start()
                        $0.app.stopwatch.controller.lap()
                    }
                ),
                (
                    "paused",
                    {
                        $0.app.stopwatch.controller.start()
                        $0.app.stopwatch.controller.pause()
                    }
                ),
            ]
            let requests = Self.verbs(StopwatchOperation.self)
            try Self.check(
                states, requests.map { ($0, .stopwatch($0)) }, \.stopwatch.actions,
                { $0.stopwatch.controller.stopwatch })
        }
    }

    func testPomodoro() throws {
        try onMainActor {
            let waiting = PomodoroSettings(
                focus: .seconds(60), shortBreak: .seconds(60), longBreak: .seconds(60), rounds: 2,
                autoStart: false)
            let states: [(String, (AppHarness) throws -> Void)] = [
                ("idle", { _ in }),
                ("running", { $0.app.pomodoro.controller.start() }),
                (
                    "paused",
                    {
                        $0.app.pomodoro.controller.start()
                        $0.app.pomodoro.controller.pause()
                    }
                ),
                (
                    "waiting for the next phase",
                    {
                        $0.app.pomodoro.controller.changeSettings(waiting)
                        $0.app.pomodoro.controller.start()
                        $0.advancePomodoro(by: .seconds(61))
                    }
                ),
            ]
            let requests: [PomodoroRequest] =
                [.start(PomodoroOverrides()), .start(PomodoroOverrides(focus: .seconds(600)))]
                + Self.verbs(PomodoroOperation.self).filter { $0 != .start }.map { .operation($0) }
            try Self.check(
                states, requests.map { ($0.operation, .pomodoro($0)) }, \.pomodoro.actions,
                \.pomodoro.controller.reading)
        }
    }

    func testCountdown() throws {
        try onMainActor {
            let states: [(String, (AppHarness) throws -> Void)] = [
                ("idle", { _ in }),
                (
                    "running",
                    {
                        $0.app.countdown.controller.start(
                            target: $0.clock.wallNow.addingTimeInterval(3_600), label: "")
                    }
                ),
                (
                    "ended",
                    {
                        $0.app.countdown.controller.start(
                            target: $0.clock.wallNow.addingTimeInterval(-5), label: "")
                    }
                ),
            ]
            let target =
                ISO8601Milliseconds.millisecondsSince1970(ManualTimeSource().wallNow) + 86_400_000
            let requests: [CountdownRequest] = [
                .start(targetMs: target, label: "Launch"), .operation(.stop),
            ]
            try Self.check(
                states, requests.map { ($0.operation, .countdown($0)) }, \.countdown.actions,
                \.countdown.context)
        }
    }

    /// The operations the command line names by a verb of their own.
    private static func verbs<Operation: ModeOperation>(_ type: Operation.Type) -> [Operation] {
        Operation.allCases.filter { $0.definition.verb != nil }
    }

    /// In each state (a fresh application brought there), every operation's action is enabled
    /// exactly when its rule allows it, and each request succeeds exactly when its action is enabled.
    @MainActor
    private static func check<Operation: ModeOperation>(
        _ states: [(String, (AppHarness) throws -> Void)],
        _ requests: [(Operation, CommandRequest)],
        _ actions: (SandglassApplication) -> OperationActions<Operation>,
        _ context: (SandglassApplication) -> Operation.Context
    ) throws {
        for (state, enter) in states {
            for (operation, request) in requests {
                let harness = try AppHarness()
                defer { harness.close() }
                let app = harness.app
                try enter(harness)
                // Read as GTK has them, without refreshing first: a state change that forgot to update them shows here.
                for each in Operation.allCases {
                    let action = try XCTUnwrap(
                        app.application.action(named: each.name), "\(each.name) is registered")
                    XCTAssertEqual(
                        action.isEnabled, each.isAllowed(in: context(app)),
                        "\(state): \(each.name) enabled")
                }
                let enabled = actions(app).isEnabled(operation)
                let rule = operation.refusal(in: context(app))
                let reply = app.commandRunner().run(request)
                XCTAssertEqual(
                    reply.status == 0, enabled,
                    "\(state): \(request) answered \(reply) while its action was \(enabled ? "enabled" : "disabled")"
                )
                if let rule {
                    XCTAssertEqual(
                        reply, .refused(rule),
                        "\(state): \(request) says the rule's reason, on one line")
                } else {
                    XCTAssertEqual(reply.error, "", "\(state): \(request)")
                    XCTAssertEqual(
                        reply.output.filter { $0 == "\n" }.count, 1,
                        "\(state): \(request) answers on one line")
                }
            }
        }
    }

    /// The two disagreements the issue found: an idle stopwatch's lap, and what the command line reported.
    func testLapOnAnIdleStopwatchStartsIt() throws {
        try withHarness { harness in
            let reply = harness.app.commandRunner().run(.stopwatch(.lap))
            XCTAssertEqual(reply.status, 0)
            XCTAssertEqual(
                harness.app.stopwatch.controller.phase, .running,
                "lap starts an idle stopwatch, as --help says")
            XCTAssertEqual(reply.output, "Stopwatch running: 00:00.00\n")
            harness.clock.advance(by: .milliseconds(1_500))
            XCTAssertEqual(
                harness.app.commandRunner().run(.stopwatch(.lap)).output,
                "Lap 1: 00:01.50 (total 00:01.50)\n")
        }
    }
}

/// The keyboard-shortcuts window lists what the operations define: keys, and buttons' Alt+letter.
final class ShortcutsOverviewTests: GtkTestCase {
    func testGroupsComeFromTheOperations() {
        let timer = Dictionary(
            TimerOperation.shortcutLines.map { ($0.accelerator, $0.title) },
            uniquingKeysWith: { $1 })
        XCTAssertEqual(timer["space"], "Start, pause or resume")
        XCTAssertEqual(
            timer["Escape <Alt>d"], "Dismiss a finished timer, or leave New Timer",
            "a key and the button's letter: one line")
        XCTAssertEqual(timer["<Alt>c"], "Cancel", "no key cancels: a reflex destroys nothing")
        XCTAssertEqual(timer["Return <Alt>s"], "Start from the picker")
        XCTAssertEqual(timer["<Control>n <Alt>n"], "New timer")
        XCTAssertEqual(
            timer["<Alt>r"], "Resume or restart", "one line for a letter two buttons share")
        let stopwatch = Dictionary(
            StopwatchOperation.shortcutLines.map { ($0.accelerator, $0.title) },
            uniquingKeysWith: { $1 })
        XCTAssertEqual(
            stopwatch["Return l <Alt>l"], "Lap", "the keypad's Enter is bound, not listed")
        XCTAssertEqual(stopwatch["<Control>c <Alt>c"], "Copy the laps")
        XCTAssertEqual(
            stopwatch["<Alt>x"], "Export the laps as CSV",
            "a page button's letter, listed like the others")
        XCTAssertEqual(
            stopwatch["<Alt>r"], "Resume",
            "Resume and Reset show together while paused: two letters")
        XCTAssertEqual(stopwatch["Delete BackSpace <Alt>e"], "Reset when paused")
        let countdown = Dictionary(
            CountdownOperation.shortcutLines.map { ($0.accelerator, $0.title) },
            uniquingKeysWith: { $1 })
        XCTAssertEqual(countdown["Escape <Alt>d"], "Dismiss an ended countdown")
        XCTAssertEqual(countdown["<Alt>t"], "Stop", "Escape stops nothing that counts down")
        XCTAssertEqual(
            PomodoroOperation.keyBindings.map(\.action),
            ["app.pomodoro-toggle", "app.pomodoro-skip"])
    }

    /// Each operation is listed once, with one wording, and no key by a raw name.
    func testEachOperationIsOneLineWithoutRawKeyNames() {
        for lines in [
            TimerOperation.shortcutLines, StopwatchOperation.shortcutLines,
            PomodoroOperation.shortcutLines,
            CountdownOperation.shortcutLines,
        ] {
            let titles = lines.map(\.title)
            XCTAssertEqual(Set(titles).count, titles.count, "\(titles)")
            let keys = lines.flatMap { $0.accelerator.split(separator: " ") }
            XCTAssertEqual(Set(keys).count, keys.count, "a key listed twice: \(keys)")
            XCTAssertFalse(keys.contains { $0.hasPrefix("KP_") }, "\(keys)")
        }
        XCTAssertEqual(
            StopwatchOperation.keyBindings.first { $0.action == "app.stopwatch-lap" }?.keys,
            ["Return", "KP_Enter", "l"],
            "still bound")
    }

    func testTheWindowIsTitledAndListsThePagesInTheirOrder() throws {
        try onMainActor {
            XCTAssertEqual(ShortcutsOverview.title, "Keyboard Shortcuts")
            let harness = try AppHarness()
            defer { harness.close() }
            let groups = ShortcutsOverview.groups(harness.app.shell.features).map(\.0)
            XCTAssertEqual(groups, ["Timer", "Stopwatch", "Pomodoro", "Countdown", "General"])
        }
    }
}
