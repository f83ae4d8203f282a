/// The lines `sandglass status --follow` prints for status bars: waybar's custom-module JSON,
/// or one human line.
public enum BarLine {
    /// The default text: the first item's symbol and digits ("🍅 12:34").
    public static let defaultTemplate = "{icon} {time}"

    /// Waybar's custom module JSON (`return-type: json`), one line: "text" (the first item through
    /// `template`), "tooltip" (every item, one a line), "class" (the first item's state, mode and
    /// phase, or "idle"), "percentage" (0...100 of the first item gone by) and "alt" (its mode).
    public static func waybar(_ items: [BarItem], template: String = defaultTemplate) -> String {
        guard let first = items.first else {
            return WaybarLine(
                text: "", tooltip: tr("Sandglass: nothing under way"), classes: ["idle"],
                percentage: 0, alt: "idle"
            ).json()
        }
        let percentage = Int(((first.elapsedFraction ?? 0) * 100).rounded(.down))
        return WaybarLine(
            text: first.text(template), tooltip: tooltip(items), classes: first.classes,
            percentage: percentage, alt: first.mode
        ).json()
    }

    /// One human line: the first item through `template`, or "" when nothing is under way (a
    /// bar then shows nothing).
    public static func text(_ items: [BarItem], template: String = defaultTemplate) -> String {
        items.first?.text(template) ?? ""
    }

    /// Every item on a line of its own: "⏲ Tea 04:59 running".
    public static func tooltip(_ items: [BarItem]) -> String {
        items.map { $0.text("{icon} {label} {time} {state}") }.joined(separator: "\n")
    }
}
