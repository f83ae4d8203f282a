import Foundation
import GtkKit
import TimerCore

/// What the application does around the countdown to a date: saving, drawing, the picker's Start.
extension SandglassApplication {
    func setUpCountdown() {
        countdownActions.register(in: application)
        countdown.onChange = { [unowned self] countdown in
            self.saved.save(countdown)
            self.countdownActions.updateEnabled()
            guard let page = self.window?.countdownPage else { return }
            // Back to the picker (perhaps days later): start again from the next whole hour.
            if countdown == nil { page.picker.prefill(now: self.countdown.clock.wallNow) }
            page.focusPrimaryControl(running: countdown != nil)
        }
        countdown.onDisplay = { [unowned self] countdown, wallNow in
            self.window?.countdownPage.render(countdown, wallNow: wallNow)
        }
        countdownActions.pickedTarget = { [unowned self] in
            guard let picker = self.window?.countdownPage.picker else { return nil }
            NSTimeZone.resetSystemTimeZone()  // the fields are local time: the zone of now, not of start-up
            switch picker.picked(now: self.countdown.clock.wallNow) {
            case .success(let picked): return picked
            case .failure(let problem):
                picker.showProblem(problem.description)
                return nil
            }
        }
    }

    func connectCountdownPage(_ page: CountdownPage) {
        page.picker.prefill(now: countdown.clock.wallNow)
        page.picker.onActivate = { [unowned self] in self.application.activateAction("countdown-start") }
        page.render(countdown.countdown, wallNow: countdown.clock.wallNow)
    }
}
