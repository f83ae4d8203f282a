import ArgumentParser
import TimerCore

/// The options that take a value, read as ArgumentParser would not: an option given twice is
/// refused (it would keep the last without a word), and so is a value that looks like an option
/// (`--label -h` would print help and start nothing); `--label=-h` gives such a value.
enum OptionValues {
    /// Why the options among `words` (those after the command's name) cannot be read; nil when they can.
    static func problem(in words: [String], of command: ParsableCommand.Type) -> String? {
        guard words.contains(where: { $0.hasPrefix("--") }) else { return nil }
        let options = valueOptions(of: command)
        var given: [String: String] = [:]
        var index = 0
        while index < words.count, words[index] != "--" {
            let word = words[index]
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let option = String(parts[0])
            index += 1
            guard options.contains(option) else { continue }
            let value: String
            if parts.count == 2 {
                value = String(parts[1])
            } else {
                // ArgumentParser names the missing value
                guard index < words.count else { return nil }
                value = words[index]
                index += 1
                // A negative number is named as such by the parser's own checks.
                if value.count > 1, value.hasPrefix("-"), value.dropFirst().first?.isNumber != true
                {
                    return tr(
                        "missing value for {option}: '{value}' is read as an option; write {option}={value} to give it as the value",
                        ["option": option, "value": value])
                }
            }
            if let first = given[option] {
                return tr(
                    "{option} given twice ('{first}' and '{second}'); give it once",
                    ["option": option, "first": first, "second": value])
            }
            given[option] = value
        }
        return nil
    }

    /// `--name` of every option of `command` that takes a value, as its help writes them (`--label <label>`).
    static func valueOptions(of command: ParsableCommand.Type) -> Set<String> {
        let words = SandglassCommand.helpMessage(for: command).split(whereSeparator: {
            $0 == " " || $0 == "\n" || $0 == "["
        })
        var options: Set<String> = []
        for (word, next) in zip(words, words.dropFirst())
        where word.hasPrefix("--") && next.hasPrefix("<") {
            options.insert(String(word))
        }
        return options
    }
}
