import FoundationEssentials
import GtkKit
import TimerCore

/// A countdown whose date has come, as a status page (as the finished timer is): "Ended", which
/// countdown, its date, and Stop to put it away.
@MainActor
final class CountdownEndedView {
    let root = StatusPage(icon: "alarm-symbolic", title: "Ended")
    let targetLabel = Label()
    let stopButton = CountdownOperation.stop.button()
    private var targetLine = CountdownTargetLine()

    init() {
        root.addCSSClass("timer-finished")
        root.setExpand(horizontal: true, vertical: true)
        let column = Box(.vertical, spacing: 12)
        targetLabel.addCSSClass("dim-label")
        targetLabel.setWrap(true)
        targetLabel.setCentered()
        column.append(targetLabel)
        column.append(ActionRow.make([stopButton]))
        root.setChild(column)
    }

    /// Which countdown ended: its label, or "Countdown".
    var countdownName: String { root.text }

    func render(_ countdown: DateCountdown, timeZone: TimeZone) {
        root.text = countdown.label.isEmpty ? "Countdown" : countdown.label
        if let text = targetLine.text(for: countdown.target, zone: timeZone) { targetLabel.text = text }
    }
}
