import FoundationEssentials
import TimerCore

/// The countdown's date as a line of text, made anew only when the target or the zone changes:
/// a date formatter each second would be needless work.
struct CountdownTargetLine {
    private var shownFor: (target: Date, zone: String)?

    /// The new text for `target` in `zone`, or nil when the line already says it.
    mutating func text(for target: Date, zone: TimeZone) -> String? {
        guard shownFor?.target != target || shownFor?.zone != zone.identifier else { return nil }
        shownFor = (target, zone.identifier)
        return CountdownFormat.targetText(target, timeZone: zone)
    }
}
