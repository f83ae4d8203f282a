import TimerCore

/// How an error line repeats what was typed: an argument that is long or holds a control or
/// bidirectional character is shown cut and escaped (`LabelText.shown`) wherever the message
/// quotes it, whoever wrote the message (ArgumentParser, a parser, the instance).
enum EchoedArguments {
    /// `message` with every such argument of `arguments` (and the value of `--option=value`) shortened.
    static func shortened(_ message: String, arguments: [String]) -> String {
        let values = arguments.flatMap { word -> [String] in
            guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return [word] }
            return [word, String(word[word.index(after: equals)...])]
        }
        let unsafe = Set(
            values.filter {
                $0.count > LabelText.shownLength
                    || $0.unicodeScalars.contains(where: LabelText.isRefused)
            })
        var text = message
        // Longest first: a value inside its `--option=value` is replaced with it.
        for value in unsafe.sorted(by: { $0.count > $1.count }) where !value.isEmpty {
            text = text.replacing(value, with: LabelText.shown(value))
        }
        return text
    }
}
