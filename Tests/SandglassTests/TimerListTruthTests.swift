import CGtk
import TimerCore
import XCTest

@testable import GtkKit
@testable import Sandglass

/// The Timer page's rows show exactly what the model holds, in its order, after any sequence of
/// starts, pauses, resumes, cancels and ends, at any window size and scroll position (once,
/// 30 timers showed two of them twice and paused ones among the running); while a hand is on
/// the list the rows hold their places, and take the model's order once it leaves.
final class TimerListTruthTests: GtkTestCase {
    /// Where the list is scrolled before each look.
    private enum Scroll { case top, middle, bottom }

    func testRandomStepsShowTheModelAtEverySizeAndScrollPosition() throws {
        try withHarness { harness in
            let runs: [(seed: UInt64, width: Int32, height: Int32, scroll: Scroll, steps: Int)] = [
                (1, MainWindow.defaultSize.width, MainWindow.defaultSize.height, .top, 300),
                (2, 360, 294, .middle, 250),
                (3, 870, 1_000, .bottom, 250),
                (4, MainWindow.defaultSize.width, MainWindow.defaultSize.height, .bottom, 200),
            ]
            for run in runs {
                try Self.resize(harness, width: run.width, height: run.height)
                var steps = RandomTimerSteps(harness: harness, seed: run.seed, most: 200)
                var done: [String] = []
                var largest = 0
                for _ in 0..<run.steps {
                    done.append(steps.step())
                    largest = max(largest, harness.app.timer.controller.timers.count)
                    try Self.look(harness, scrolled: run.scroll, after: done, seed: run.seed)
                }
                XCTAssertGreaterThan(largest, 30, "seed \(run.seed): the list grew long")
                for entry in harness.app.timer.controller.timers.entries {
                    harness.app.timer.controller.cancel(entry.id)
                }
            }
        }
    }

    /// The case of the issue, then a hand on the list: changes keep the rows in place until it leaves.
    func testRowsHoldWhileEngagedAndShowTheModelOnceReleased() throws {
        try withHarness { harness in
            let controller = harness.app.timer.controller
            for index in 0..<30 {
                XCTAssertNotNil(
                    controller.start(
                        duration: .seconds(Int64(600 + 60 * index)), label: "T\(index)"))
            }
            let id = { (label: String) in
                controller.timers.entries.first { $0.timer.label == label }?.id ?? 0
            }
            for label in ["T1", "T3", "T5", "T6", "T7", "T8"] {
                XCTAssertTrue(controller.pause(id(label)))
            }
            for label in ["T5", "T7"] { XCTAssertTrue(controller.resume(id(label))) }
            try Self.look(harness, scrolled: .top, after: ["the issue's 30 timers"], seed: 0)

            // The pointer over the list: it is engaged.
            let list = try harness.page.list
            let window = try harness.window.window
            let listWidget = try XCTUnwrap(list.list)
            try TestPointer.move(over: listWidget, in: window)
            defer { try? TestPointer.leave() }
            try harness.pump(until: { list.held }, "the list is held under the pointer")
            let before = list.shownIDs
            let cancelled = id("T4")
            XCTAssertTrue(controller.pause(id("T2")))
            XCTAssertTrue(controller.resume(id("T3")))
            XCTAssertNotNil(controller.start(duration: .seconds(60), label: "Soon"))
            XCTAssertTrue(controller.cancel(cancelled))
            let wanted = controller.timers.ordered(ringing: harness.app.timer.ringing)
            let held = HeldOrder.merge(shown: before, wanted: wanted.map(\.id)).compactMap {
                controller.timers.entry(id: $0)
            }
            XCTAssertNotEqual(held.map(\.id), wanted.map(\.id), "the changes move rows")
            XCTAssertEqual(
                held.map(\.id).filter { $0 != id("Soon") }, before.filter { $0 != cancelled },
                "the rows there keep their places; the new one goes where the model puts it")
            try Self.settle(harness, on: held, "held")

            // The pointer leaves: the rows take the model's order.
            try TestPointer.leave()
            try harness.pump(until: { !list.held }, "the list let go")
            try Self.look(harness, scrolled: .top, after: ["the pointer left the list"], seed: 0)
            XCTAssertEqual(list.shownIDs.first, id("Soon"))
        }
    }

    /// The keyboard on a row's Pause, pressed: the focus moves to New Timer, the list lets go and
    /// the row moves. That reorder once ran inside GTK's focus change and hung it (a GTK critical
    /// for ever): made fatal here, so it fails instead of hanging.
    func testARowsButtonPressedFromTheKeyboardKeepsTheFocusAndTheRowsHoldUntilItLeaves() throws {
        try withHarness { harness in
            let fatal = g_log_set_always_fatal(
                GLogLevelFlags(rawValue: G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_FLAG_FATAL.rawValue))
            defer { g_log_set_always_fatal(fatal) }
            let controller = harness.app.timer.controller
            for index in 0..<3 {
                XCTAssertNotNil(
                    controller.start(
                        duration: .seconds(Int64(600 + 60 * index)), label: "T\(index)"))
            }
            let list = try harness.page.list
            try harness.pump(until: { list.row(for: 1) != nil }, "T0's row")
            let row = try XCTUnwrap(list.row(for: 1))
            gtk_window_set_focus_visible(
                cast(UnsafeMutableRawPointer(try harness.window.window.widget)), 1)
            row.pauseResume.grabFocus()
            try harness.pump(until: { list.held }, "the list is held under the keyboard focus")
            row.pauseResume.click()
            XCTAssertEqual(controller.entry(1)?.timer.phase, .paused)
            // The focus stays on the button (now Resume T0), so the rows stay where they were.
            let drawn = Date().addingTimeInterval(0.3)
            try harness.pump(until: { Date() > drawn }, "a few frames drawn")
            XCTAssertTrue(
                row.pauseResume.hasFocus, "Pause became Resume under the focus, which stays")
            XCTAssertEqual(list.shownIDs, [1, 2, 3])
            // The focus leaves the list (Tab, say): the rows take the list's order, outside GTK's focus change.
            list.newButton.grabFocus()
            try Self.look(
                harness, scrolled: .top, after: ["T0 paused from the keyboard", "the focus left"],
                seed: 0)
            XCTAssertEqual(list.shownIDs, [2, 3, 1])
        }
    }

    @MainActor private static func resize(_ harness: AppHarness, width: Int32, height: Int32) throws
    {
        let window = try harness.window.window
        window.setDefaultSize(width: width, height: height)
        try harness.pump(
            until: {
                let size = window.allocatedSize
                return abs(size.width - width) < 80 && abs(size.height - height) < 80
            }, "the window takes \(width) × \(height)",
            onTimeout: { "it is \(window.allocatedSize)" })
    }

    /// Scrolls the list as asked, then waits until its rows show the model (failing with what
    /// they show instead).
    @MainActor private static func look(
        _ harness: AppHarness, scrolled: Scroll, after done: [String], seed: UInt64
    ) throws {
        let controller = harness.app.timer.controller
        guard controller.timers.count >= 2 else { return }  // one timer has its own view
        let page = try harness.page
        XCTAssertEqual(page.shownView, .list)
        if let list = page.list.list {
            let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(list.widget))
            let end =
                gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
            list.scrollOffset =
                switch scrolled {
                case .top: 0
                case .middle: max(0, end / 2)
                case .bottom: max(0, end)
                }
        }
        let order = controller.timers.ordered(ringing: harness.app.timer.ringing)
        try Self.settle(
            harness, on: order,
            "seed \(seed), after \(done.count) steps, the last \(done.suffix(3))")
    }

    /// Waits until the rows show `order` (GTK lays rows out at its next frame).
    @MainActor private static func settle(
        _ harness: AppHarness, on order: [TimerEntry], _ what: String
    ) throws {
        let rows = ShownTimerRows(list: try harness.page.list, now: harness.clock.now)
        MainLoop.iterate()
        try harness.pump(
            until: { rows.problems(against: order).isEmpty }, "the rows show the model",
            timeout: 10,
            onTimeout: {
                "\(what): " + rows.problems(against: order).prefix(8).joined(separator: "; ")
            })
    }
}
