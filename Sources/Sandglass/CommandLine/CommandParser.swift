import ArgumentParser
import FoundationEssentials
import TimerCore

/// Turns a command line into a request, or into the text to print and the exit status.
///
/// Runs in the invoked process before anything else, so help, version and every input
/// error are answered without a display, a session bus or a running instance.
enum CommandParser {
    /// What the invoked process does with its arguments.
    enum Outcome: Equatable {
        /// A valid command for the (possibly not yet running) instance.
        case request(CommandRequest)
        /// Help or version text: print it on stdout, exit 0.
        case output(String)
        /// Bad input: print `sandglass: MESSAGE` on stderr, exit 2.
        case usageError(String)
    }

    /// Options that take a number or a duration (a negative one is refused as such).
    private static let valueOptions: Set<String> = [
        "--focus", "--short-break", "--long-break", "--rounds",
    ]

    /// `source` gives "now" and the zone dates are read in: the caller's. An error line repeats no
    /// argument whole that is long or not printable (`EchoedArguments`).
    static func parse(_ arguments: [String], source: TimeSource = SystemTimeSource()) -> Outcome {
        let outcome = parseArguments(arguments, source: source)
        guard case .usageError(let message) = outcome else { return outcome }
        return .usageError(EchoedArguments.shortened(message, arguments: arguments))
    }

    private static func parseArguments(_ arguments: [String], source: TimeSource) -> Outcome {
        // The launcher's plain `sandglass`, parsed twice on the way to a window: ArgumentParser's
        // first use costs milliseconds of start-up that an empty command line does not need.
        if arguments.isEmpty { return .request(.open) }
        let words = arguments.first == "help" ? Array(arguments.dropFirst()) : arguments
        let (command, path, unknown) = walk(words)
        if let unknown {
            return .usageError(
                tr(
                    "unknown command '{word}' for '{command}'; accepted: {names}",
                    [
                        "word": unknown, "command": path.joined(separator: " "),
                        "names": names(of: command),
                    ]))
        }
        // ArgumentParser prints the version whatever follows; `status extra` is an error, so is this.
        if arguments.first == "--version", arguments.count > 1, !arguments.contains("--help") {
            return .usageError(
                tr(
                    "unexpected argument '{word}' with --version; usage: sandglass --version",
                    ["word": arguments[1]]))
        }
        // Before help: `--label -h` is a label that looks like an option, not a request for help.
        if let problem = OptionValues.problem(
            in: Array(words.dropFirst(path.count - 1)), of: command)
        {
            return .usageError(problem)
        }
        if arguments.first == "help" || arguments.contains("--help") || arguments.contains("-h") {
            return .output(HelpText.localized(SandglassCommand.helpMessage(for: command)))
        }
        // ArgumentParser would take "-1" after an option for another option ("missing value").
        for (index, word) in words.enumerated().dropLast() where Self.valueOptions.contains(word) {
            let value = words[index + 1]
            if value.hasPrefix("-"), value.dropFirst().first?.isNumber == true {
                let values: KeyValuePairs = ["option": word, "value": value]
                return .usageError(
                    word == "--rounds"
                        ? tr(
                            "invalid {option} '{value}': negative numbers are not accepted", values)
                        : tr(
                            "invalid {option} '{value}': negative durations are not accepted",
                            values))
            }
        }
        // ArgumentParser would take "-5m" for an option; it is a (negative) duration.
        if command == TimerCommand.Start.self,
            let negative = words.dropFirst(path.count - 1).first(where: {
                $0.hasPrefix("-") && $0.dropFirst().first?.isNumber == true
            })
        {
            do { _ = try DurationParser.parse(negative) } catch {
                return .usageError(error.description)
            }
        }
        do {
            let command = try SandglassCommand.parseAsRoot(arguments)
            return outcome(for: command, source: source)
        } catch {
            if SandglassCommand.exitCode(for: error) == .success {
                return .output(HelpText.localized(SandglassCommand.fullMessage(for: error)))
            }
            return .usageError(oneLine(error))
        }
    }

    private static func outcome(for command: ParsableCommand, source: TimeSource) -> Outcome {
        switch command {
        case let command as ClockedRequestCommand: clocked(command, source: source)
        case let command as RequestCommand: .request(command.request)
        case is SandglassCommand: .request(.open)
        // A mode's command without a verb (`sandglass timer`).
        default: .usageError(missingSubcommand(type(of: command)))
        }
    }

    /// Its request as of the caller's now and zone.
    private static func clocked(_ command: ClockedRequestCommand, source: TimeSource) -> Outcome {
        do {
            return .request(try command.request(source: source))
        } catch {
            return .usageError(String(describing: error))
        }
    }

    /// Follows the words that name commands: the deepest command reached, its path, and a word
    /// that stands where a command is expected but names none.
    private static func walk(_ arguments: [String]) -> (ParsableCommand.Type, [String], String?) {
        var command: ParsableCommand.Type = SandglassCommand.self
        var path = ["sandglass"]
        for word in arguments {
            let subcommands = command.configuration.subcommands
            if word.hasPrefix("-") || subcommands.isEmpty { break }
            guard let next = subcommands.first(where: { $0.configuration.commandName == word })
            else {
                return (command, path, word)
            }
            command = next
            path.append(word)
        }
        return (command, path, nil)
    }

    private static func missingSubcommand(_ command: ParsableCommand.Type) -> String {
        let path =
            (self.path(to: command, from: SandglassCommand.self) ?? [
                "sandglass", command.configuration.commandName ?? "",
            ])
        return tr(
            "'{command}' needs a command; accepted: {names}",
            ["command": path.joined(separator: " "), "names": names(of: command)])
    }

    /// The words naming `command` from `root` ("sandglass timer preset"), or nil when it is not under it.
    private static func path(to command: ParsableCommand.Type, from root: ParsableCommand.Type)
        -> [String]?
    {
        let name = root.configuration.commandName ?? ""
        if command == root { return [name] }
        for child in root.configuration.subcommands {
            if let rest = path(to: command, from: child) { return [name] + rest }
        }
        return nil
    }

    private static func names(of command: ParsableCommand.Type) -> String {
        command.configuration.subcommands.compactMap { $0.configuration.commandName }.joined(
            separator: ", ")
    }

    /// ArgumentParser's message on one line, with the usage it refers to.
    private static func oneLine(_ error: Error) -> String {
        let message = SandglassCommand.message(for: error)
            .split(separator: "\n").map { $0.trimmingWhitespace }.joined(separator: " ")
        let usage = SandglassCommand.fullMessage(for: error)
            .split(separator: "\n").first { $0.hasPrefix("Usage:") }
        let first = message.prefix(1).lowercased() + message.dropFirst()
        guard let usage, !first.hasPrefix("invalid ") else { return first }
        return tr(
            "{message}; usage: {usage}",
            ["message": first, "usage": usage.dropFirst("Usage:".count).trimmingWhitespace])
    }
}
