import ArgumentParser
import TimerCore

/// `sandglass dismiss`: silences what rings and dismisses what finished, in every mode (the
/// command to bind to a desktop-wide key).
struct DismissCommand: RequestCommand {
    static let configuration = CommandConfiguration(
        commandName: "dismiss",
        abstract: tr(
            "Silence everything ringing and dismiss what finished (exit 1 when nothing rings or finished)."
        ))

    var request: CommandRequest { .dismiss }
}
