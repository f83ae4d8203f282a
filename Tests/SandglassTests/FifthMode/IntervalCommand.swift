import ArgumentParser
import TimerCore

@testable import Sandglass

/// `sandglass interval …`: its own group, found by `--help` through its registration.
struct IntervalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interval", abstract: "Run rounds of one length, back to back.",
        subcommands: [Start.self, Stop.self])

    struct Start: RequestCommand {
        static let configuration = CommandConfiguration(
            commandName: "start", abstract: "Start rounds of LENGTH.")

        @Argument(help: "Each round's length: 30s, 2m.") var length: String
        @Option(help: "How many rounds.") var rounds = 3
        @Flag(help: "Return when the last round ends.") var wait = false

        func validate() throws {
            do { _ = try DurationParser.parse(length) } catch {
                throw ValidationError(error.description)
            }
            guard (1...99).contains(rounds) else {
                throw ValidationError("invalid --rounds '\(rounds)'; accepted: 1 to 99")
            }
        }

        var request: CommandRequest {
            let length = (try? DurationParser.parse(length)) ?? .seconds(1)
            let start = CommandRequest.forMode(
                IntervalRequest.start(roundMs: length.totalMilliseconds, rounds: rounds))
            return wait ? .startAndWait(start, WaitTarget(mode: .interval)) : start
        }
    }

    struct Stop: RequestCommand {
        static let configuration = CommandConfiguration(
            commandName: "stop", abstract: "Stop the rounds.")
        var request: CommandRequest { .forMode(IntervalRequest.stop) }
    }
}
