import Foundation
import GtkKit
import TimerCore

/// `sandglass countdown …` in the primary instance.
extension CommandRunner {
    func runCountdown(_ request: CommandRequest) -> Reply {
        switch request {
        case .countdownStart(let targetMs, let label):
            application.activateAction(
                "countdown-start-with", parameter: Variant(tuple: [Variant(targetMs), Variant(label ?? "")]))
            let wallNow = countdown.clock.wallNow
            if !hasWindow() { showWindow(.countdown) }
            guard let started = countdown.countdown else { return .refused("the countdown did not start") }
            let when = CountdownFormat.targetText(started.target)
            if started.isEnded(at: wallNow) { return .done("Countdown ended already: \(when)") }
            return .done("Countdown started: \(CountdownFormat.text(totalSeconds: started.displayedSeconds(at: wallNow))) left, until \(when)")
        default:
            guard countdown.countdown != nil else { return .refused("there is no countdown to stop (it is idle)") }
            application.activateAction("countdown-stop")
            return .done("Countdown stopped")
        }
    }
}
