import ArgumentParser
import TimerCore

/// `sandglass away keep|break|discard`: answers "Away 14 min during focus" while it waits.
struct AwayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "away",
        abstract: tr(
            "Say what the time away during a focus phase was, while Sandglass asks (exit 1 when it does not)."
        ),
        subcommands: [Keep.self, Break.self, Discard.self])

    struct Keep: AwayAnswerCommand { static let answer = AwayAnswer.keep }
    struct Break: AwayAnswerCommand { static let answer = AwayAnswer.break }
    struct Discard: AwayAnswerCommand { static let answer = AwayAnswer.discard }
}

/// One answer's verb: its name, help and request come from the answer.
protocol AwayAnswerCommand: RequestCommand {
    static var answer: AwayAnswer { get }
}

extension AwayAnswerCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: answer.rawValue, abstract: AwayAnswerText.help(answer))
    }

    var request: CommandRequest { .away(Self.answer) }
}
