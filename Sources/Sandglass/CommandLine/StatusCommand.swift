import ArgumentParser

/// `sandglass status [--json]`: what is running, answered without opening a window.
struct StatusCommand: RequestCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Print the state of the timer, the stopwatch, the Pomodoro cycle and the countdown (works without a display or a running instance).")

    @Flag(help: "Print one JSON object: {\"timers\": [{\"label\", \"state\", \"duration_ms\", \"remaining_ms\", \"ends_at\", \"finished_at\", \"ringing\"}], \"stopwatch\": {\"state\", \"elapsed_ms\", \"laps\": [{\"number\", \"split_ms\", \"total_ms\"}]}, \"pomodoro\": {\"state\", \"phase\", \"round\", \"rounds\", \"remaining_ms\", \"completed_focus\", \"completed_focus_cycle\", \"ringing\"}, \"countdown\": {\"state\", \"label\", \"target\", \"remaining_ms\", \"ringing\"}, \"window\": {\"visible\", \"pinned\"} (while Sandglass runs)}.")
    var json = false

    var request: CommandRequest { .status(json: json) }
}
