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

    /// The shortcuts window's lines for the mode: its keys, then its buttons' Alt+letter mnemonics.
    static var shortcutLines: [(accelerator: String, title: String)] {
        var lines: [(accelerator: String, title: String)] = []
        for operation in allCases {
            let definition = operation.definition
            let keys = definition.keys + definition.fieldKeys
            if !keys.isEmpty { lines.append((keys.joined(separator: " "), definition.keyHelp ?? definition.help)) }
        }
        // One line per letter: Resume and Restart may share Alt+R on different views.
        var mnemonics: [(accelerator: String, title: String)] = []
        for operation in allCases {
            guard let label = operation.definition.label, let letter = Self.mnemonic(of: label) else { continue }
            let title = MnemonicLabel.plain(label)
            if let index = mnemonics.firstIndex(where: { $0.accelerator == "<Alt>\(letter)" }) {
                mnemonics[index].title = tr("{first} or {second}", ["first": mnemonics[index].title, "second": title.lowercased()])
            } else {
                mnemonics.append(("<Alt>\(letter)", title))
            }
        }
        return lines + mnemonics
    }

    /// The letter after `_` in a label ("S_kip" → "k").
    static func mnemonic(of label: String) -> Character? {
        guard let underscore = label.firstIndex(of: "_") else { return nil }
        return label[label.index(after: underscore)...].first.map { Character($0.lowercased()) }
    }
}
