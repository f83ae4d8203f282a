import TimerCore

/// ArgumentParser's own words in `--help` (its headings and its help option's line), in the
/// user's language: the library writes them in English, around texts that are translated.
enum HelpText {
    static func localized(_ text: String) -> String {
        // Each known English piece, with its translation; what is not found stays as it is.
        let pieces: [(String, String)] = [
            ("OVERVIEW:", tr("OVERVIEW:")),
            ("USAGE:", tr("USAGE:")),
            ("ARGUMENTS:", tr("ARGUMENTS:")),
            ("OPTIONS:", tr("OPTIONS:")),
            ("SUBCOMMANDS:", tr("SUBCOMMANDS:")),
            ("Show help information.", tr("Show help information.")),
            ("Show the version.", tr("Show the version.")),
        ]
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            for (english, translated) in pieces where english != translated {
                if lines[index].hasPrefix(english) {
                    lines[index] = translated + lines[index].dropFirst(english.count)
                } else if lines[index].hasSuffix(english) {
                    lines[index] = lines[index].dropLast(english.count) + translated
                }
            }
            // "  See 'sandglass help timer <subcommand>' for detailed help."
            let trimmed = lines[index].drop { $0 == " " }
            if trimmed.hasPrefix("See '"), trimmed.hasSuffix("' for detailed help."),
                let command = trimmed.dropFirst(5).split(separator: "'").first
            {
                let indent = String(lines[index].prefix(lines[index].count - trimmed.count))
                lines[index] =
                    indent + tr("See '{command}' for detailed help.", ["command": String(command)])
            }
        }
        return lines.joined(separator: "\n")
    }
}
