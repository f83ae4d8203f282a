import ArgumentParser
import TimerCore

/// `sandglass stopwatch …`: start, pause, toggle, lap or reset the stopwatch.
struct StopwatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stopwatch",
        abstract: tr("Control the stopwatch."),
        subcommands: [Start.self, Pause.self, Resume.self, Toggle.self, Lap.self, Reset.self]
    )

    struct Start: OperationCommand { static let operation = StopwatchOperation.start }
    struct Pause: OperationCommand { static let operation = StopwatchOperation.pause }
    struct Resume: OperationCommand { static let operation = StopwatchOperation.resume }
    struct Toggle: OperationCommand { static let operation = StopwatchOperation.toggle }
    struct Lap: OperationCommand { static let operation = StopwatchOperation.lap }
    struct Reset: OperationCommand { static let operation = StopwatchOperation.reset }
}

extension StopwatchOperation: CommandOperation {
    var commandRequest: CommandRequest { .stopwatch(self) }
}
