import FoundationEssentials
import GtkKit
import TimerCore

/// A countdown whose date has come, as a status page (as the finished timer is): "Ended", which
/// countdown, its date, and Dismiss to put it away (as a finished timer's).
@MainActor
final class CountdownEndedView {
    let targetLabel = Label()
    let dismissButton = CountdownOperation.dismiss.button()
    let root: StatusPage
    private var targetLine = CountdownTargetLine()

    init() {
        root = EndedPage.make(title: tr("Ended"), line: targetLabel, buttons: [dismissButton])
    }

    /// Which countdown ended: its label, or "Countdown".
    var countdownName: String { root.text }

    func render(_ countdown: DateCountdown, zone: LocalZone) {
        root.text = countdown.label.isEmpty ? tr("Countdown") : countdown.label
        if let text = targetLine.text(for: countdown.target, zone: zone) { targetLabel.text = text }
    }
}
