import ArgumentParser
import TimerCore

/// A parsed command that stands for a request to the instance.
protocol RequestCommand: ParsableCommand {
    var request: CommandRequest { get }
}

/// A parsed command whose request depends on the caller's "now" and zone (a date to count down
/// to, "09:00" being its next occurrence from here): made as the command is carried out.
protocol ClockedRequestCommand: ParsableCommand {
    /// The request as of `source`'s now and zone; throws bad input, its description the message.
    func request(source: TimeSource) throws -> CommandRequest
}

/// An operation the command line can name, and the request that names it.
protocol CommandOperation: ModeOperation {
    var commandRequest: CommandRequest { get }
}

extension ModeOperation {
    /// The command's name and `--help` line, from the operation's definition.
    var commandConfiguration: CommandConfiguration {
        CommandConfiguration(commandName: definition.verb, abstract: definition.help)
    }
}

/// A verb without arguments (`sandglass timer pause`): its name, help and request all come from its operation.
protocol OperationCommand: RequestCommand {
    associatedtype Operation: CommandOperation
    static var operation: Operation { get }
}

extension OperationCommand {
    static var configuration: CommandConfiguration { operation.commandConfiguration }
    var request: CommandRequest { Self.operation.commandRequest }
}
