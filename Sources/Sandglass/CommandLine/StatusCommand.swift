import ArgumentParser
import TimerCore

extension FollowRequest.Format: ExpressibleByArgument {}

/// `sandglass status [--json]`: what is running, answered without opening a window.
struct StatusCommand: RequestCommand {
    /// Read at each parse: the modes are those of `ModeList.active`.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "status",
            abstract: tr(
                "Print the state of every mode: {modes} (works without a display or a running instance).",
                ["modes": ModeList.active.map(\.mode.title).joined(separator: ", ")]))
    }

    /// Every mode's block, today's totals of the record, then the window's: `{"timers": [{…}], …, "window": {…}}`.
    static var jsonShape: String {
        let blocks = ModeList.active.map {
            "\"\($0.statusBlock.key)\": \($0.statusBlock.fieldsHelp)"
        }
        return "{"
            + (blocks + [
                "\"\(RecordTodayStatus.key)\": \(RecordTodayStatus.fieldsHelp)",
                "\"window\": " + WindowStatus.fieldsHelp,
            ]).joined(separator: ", ")
            + "}"
    }

    @Flag(
        help: ArgumentHelp(
            tr(
                "Print one JSON object: {shape} (\"window\" only while Sandglass runs).",
                ["shape": jsonShape])))
    var json = false

    @Flag(
        help: ArgumentHelp(
            tr(
                "Print the status as one line of JSON, then one line per change (pushed by the running Sandglass; the follower never asks it), until interrupted. When Sandglass quits, print the saved state once more and wait for the next one."
            )))
    var follow = false

    @Option(
        help: ArgumentHelp(
            tr(
                "With --follow: json (the default; one line per change), waybar (waybar's custom-module JSON with text, tooltip, class, percentage and alt) or text (the bar's text alone); waybar and text count the seconds themselves, a line each second while something runs."
            )))
    var format: FollowRequest.Format?

    @Option(
        name: .customLong("text"),
        help: ArgumentHelp(
            tr(
                "With --follow --format waybar|text: the bar's text, with {icon}, {mode}, {label}, {state}, {phase} and {time} (default '{icon} {time}')."
            )))
    var template: String?

    @Flag(
        help: ArgumentHelp(
            tr(
                "With --follow: exit when Sandglass quits (or at once, after the saved state, when none runs)."
            )))
    var exitWithInstance = false

    mutating func validate() throws {
        // JSON lines carry every field: a bar's text has no place in them.
        if follow, template != nil, (format ?? .json) == .json {
            throw ValidationError(
                tr("--text goes with --format waybar or --format text, not with JSON lines"))
        }
        guard !follow else { return }
        let needsFollow = [
            format != nil ? "--format" : nil, template != nil ? "--text" : nil,
            exitWithInstance ? "--exit-with-instance" : nil,
        ].compactMap { $0 }
        if let option = needsFollow.first {
            throw ValidationError(tr("{option} goes with --follow", ["option": option]))
        }
    }

    var request: CommandRequest {
        guard follow else { return .status(json: json) }
        return .follow(
            FollowRequest(
                format: format ?? .json, template: template ?? "{icon} {time}",
                exitWithInstance: exitWithInstance))
    }
}
