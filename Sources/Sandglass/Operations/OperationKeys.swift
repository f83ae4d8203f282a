import TimerCore

/// Key bindings and the keyboard-shortcuts window's lines, derived from operation definitions.
extension ModeOperation {
    /// The keys to bind while the mode's page shows: (detailed action, keys).
    static var keyBindings: [(action: String, keys: [String])] {
        allCases.compactMap { operation in
            let keys = operation.definition.keys
            return keys.isEmpty ? nil : (operation.detailedName, keys)
        }
    }

    /// The shortcuts window's lines for the mode: one per operation, with all its keys and its
    /// button's Alt+letter, in the words of `keyHelp` (else the button's label); those with keys
    /// of their own first, then those with only a button's letter. A letter two buttons share
    /// (Resume and Restart, shown on different views) gets a line of its own, last.
    static var shortcutLines: [(accelerator: String, title: String)] {
        let letters = allCases.compactMap { operation in
            operation.definition.label.flatMap(Self.mnemonic(of:))
        }
        let shared = Set(letters.filter { letter in letters.count { $0 == letter } > 1 })
        var lines: [(accelerator: String, title: String)] = []
        var letterLines: [(accelerator: String, title: String)] = []
        var sharedLines: [(accelerator: String, title: String)] = []
        for operation in allCases {
            let definition = operation.definition
            var keys = Self.listed(definition.keys + definition.fieldKeys)
            let label = definition.label.map(MnemonicLabel.plain)
            if let letter = definition.label.flatMap(Self.mnemonic(of:)), let label {
                if !shared.contains(letter) {
                    keys.append("<Alt>\(letter)")
                } else if let index = sharedLines.firstIndex(where: {
                    $0.accelerator == "<Alt>\(letter)"
                }) {
                    sharedLines[index].title = tr(
                        "{first} or {second}",
                        ["first": sharedLines[index].title, "second": label.lowercased()])
                } else {
                    sharedLines.append(("<Alt>\(letter)", label))
                }
            }
            guard !keys.isEmpty else { continue }
            let line = (
                accelerator: keys.joined(separator: " "),
                title: definition.keyHelp ?? label ?? definition.help
            )
            if keys.allSatisfy({ $0.hasPrefix("<Alt>") }) {
                letterLines.append(line)
            } else {
                lines.append(line)
            }
        }
        return lines + letterLines + sharedLines
    }

    /// The keys worth listing, each once: a keypad key beside others (KP_Enter beside Return,
    /// its twin) is bound but not shown, since the window would show its raw name.
    static func listed(_ keys: [String]) -> [String] {
        let main = keys.filter { !$0.hasPrefix("KP_") }
        var seen: [String] = []
        for key in main.isEmpty ? keys : main where !seen.contains(key) { seen.append(key) }
        return seen
    }

    /// The letter after `_` in a label ("S_kip" → "k").
    static func mnemonic(of label: String) -> Character? {
        guard let underscore = label.firstIndex(of: "_") else { return nil }
        return label[label.index(after: underscore)...].first.map { Character($0.lowercased()) }
    }
}
