import FoundationEssentials
import TimerCore

/// The countdown's date as a line of text, made anew only when the target or its local time changes
/// (a new zone, or the zone's rules): not with each second's digits.
struct CountdownTargetLine {
    private var shownFor: (target: Date, localSeconds: Int64)?

    /// The new text for `target` in `zone`, or nil when the line already says it.
    mutating func text(for target: Date, zone: LocalZone) -> String? {
        let localSeconds = zone.localSeconds(atSecondsSince1970: EndTimeText.wholeSeconds(target))
        guard shownFor?.target != target || shownFor?.localSeconds != localSeconds else {
            return nil
        }
        shownFor = (target, localSeconds)
        return CountdownFormat.targetText(target, zone: zone)
    }
}
