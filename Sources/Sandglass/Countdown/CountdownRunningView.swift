import FoundationEssentials
import GtkKit
import TimerCore

/// A countdown under way: its title, tr("Ends in") days:hours:minutes:seconds, the target, Stop.
@MainActor
final class CountdownRunningView {
    private(set) var root: Widget!
    let titleLabel = Label()
    let caption = Label(tr("Ends in"))
    /// Room for three-digit days ("123:04:05:06"): new text redraws it without measuring the window.
    /// Below 12 characters of the large font a window is narrow, and the narrow font fits 12.
    let digits = Inscription("00:00:00:00", characters: 12, minimumCharacters: 8)
    let units = Label(tr("days · hours · minutes · seconds"))
    let targetLabel = Label()
    let stopButton = CountdownOperation.stop.button()
    private var targetLine = CountdownTargetLine()

    init() {
        titleLabel.addCSSClass("timer-title")
        titleLabel.setEllipsize(true)
        // A long title is shortened to the digits' width instead of widening the page (and its bar).
        titleLabel.setMaxWidthChars(20)
        caption.addCSSClass("countdown-caption")
        let above = Box(.vertical, spacing: 6)
        above.append(titleLabel)
        above.append(caption)
        digits.addCSSClass("time-display")
        units.addCSSClass("dim-label")
        units.addCSSClass("caption")
        targetLabel.addCSSClass("dim-label")
        targetLabel.setWrap(true)
        targetLabel.setCentered()
        let details = Box(.vertical, spacing: 4)
        details.append(units)
        details.append(targetLabel)
        root = PageLayout.make(
            above: above, digits: digits,
            below: PageLayout.column([details, ActionRow.make([stopButton])]))
        root.addCSSClass("countdown-running")
    }

    /// In a short window the units line steps aside so that Stop stays on screen (the digits'
    /// accessible description still says them).
    func fit(short: Bool) { units.isVisible = !short }

    /// Draws `countdown` as of `wallNow`: only the digits change from one second to the next.
    func render(_ countdown: DateCountdown, wallNow: Date, zone: LocalZone = .system) {
        titleLabel.text = countdown.label
        titleLabel.isVisible = !countdown.label.isEmpty
        let seconds = countdown.displayedSeconds(at: wallNow)
        digits.text = CountdownFormat.text(totalSeconds: seconds)
        if let text = targetLine.text(for: countdown.target, zone: zone) { targetLabel.text = text }
        digits.setAccessibleDescription(
            tr("{duration} left", ["duration": CountdownFormat.spoken(totalSeconds: seconds)]))
    }
}
