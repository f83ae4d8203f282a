/// `sandglass status --follow`: how the follower prints the status it hears.
struct FollowRequest: Equatable, Sendable {
    /// What each line is.
    enum Format: String, CaseIterable, Equatable, Sendable {
        /// `status --json`'s object, one line per change.
        case json
        /// Waybar's custom-module JSON, one line a second while something runs.
        case waybar
        /// The bar's text alone (polybar's `tail`, i3blocks), one line a second while something runs.
        case text
    }

    var format: Format = .json
    /// The bar's text (waybar and text): {icon}, {mode}, {label}, {state}, {phase}, {time}.
    var template: String = "{icon} {time}"
    /// Ends when the instance quits (or when none runs), instead of waiting for the next one.
    var exitWithInstance = false
}
