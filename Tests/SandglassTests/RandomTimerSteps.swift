import TimerCore

@testable import Sandglass

/// Random steps on the Timer page's timers, seeded: starts (one or a burst), pauses, resumes,
/// cancels, ends (the clock moved to the soonest end), dismisses, restarts and seconds going by.
/// The number of timers drifts towards a target drawn again now and then, from 1 to `most`.
@MainActor
struct RandomTimerSteps {
    let harness: AppHarness
    let most: Int
    private var generator: SeededRandom
    private var target = 1
    private var started = 0

    init(harness: AppHarness, seed: UInt64, most: Int) {
        self.harness = harness
        self.most = most
        generator = SeededRandom(seed: seed)
    }

    private var controller: TimerController { harness.app.timer.controller }

    /// Takes one step; returns what it did ("pause T12").
    mutating func step() -> String {
        if Int.random(in: 0..<40, using: &generator) == 0 {
            target = Int.random(in: 1...most, using: &generator)
        }
        let controller = controller
        let timers = controller.timers.entries
        let fewer = timers.count > target
        switch Int.random(in: 0..<10, using: &generator) {
        case 0...2 where !fewer:
            let burst =
                timers.count + 1 < target
                ? Int.random(in: 1...min(20, target - timers.count), using: &generator) : 1
            return (0..<burst).map { _ in start() }.joined(separator: ", ")
        case 3: return act("pause", on: timers, in: .running) { controller.pause($0) }
        case 4: return act("resume", on: timers, in: .paused) { controller.resume($0) }
        case 5 where fewer || timers.count > 1:
            return act("cancel", on: timers, in: nil) { controller.cancel($0) }
        case 6: return end()
        case 7: return act("dismiss", on: timers, in: .finished) { controller.dismiss($0) }
        case 8: return act("restart", on: timers, in: .finished) { controller.restart($0) }
        default:
            let seconds = Int64.random(in: 1...90, using: &generator)
            harness.advance(by: .seconds(seconds))
            return "\(seconds) s go by"
        }
    }

    private mutating func start() -> String {
        started += 1
        // Whole minutes often, so some end together and their order falls to the start order.
        let seconds =
            Bool.random(using: &generator)
            ? 60 * Int64.random(in: 1...60, using: &generator)
            : Int64.random(in: 30...7_200, using: &generator)
        let label = "T\(started)"
        return controller.start(duration: .seconds(seconds), label: label) == nil
            ? "start \(label) refused" : "start \(label) \(seconds) s"
    }

    /// Moves the clock to the soonest end among running timers: those ending then finish and ring.
    private func end() -> String {
        guard let end = controller.timers.nextEnd else { return "nothing to end" }
        harness.advance(by: max(end - harness.clock.now, .zero))
        return "the soonest end comes"
    }

    private mutating func act(
        _ what: String, on timers: [TimerEntry], in phase: TimerPhase?, _ body: (Int) -> Bool
    ) -> String {
        let candidates = timers.filter { phase == nil || $0.timer.phase == phase }
        guard let entry = candidates.randomElement(using: &generator) else {
            return "no timer to \(what)"
        }
        return body(entry.id) ? "\(what) \(entry.name)" : "\(what) \(entry.name) refused"
    }
}
