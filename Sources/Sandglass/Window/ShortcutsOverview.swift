import TimerCore

/// The keyboard-shortcuts window's groups, derived from the modes' and the application's operations.
@MainActor
enum ShortcutsOverview {
    /// The window's title: what the menu item that opens it says, without its mnemonic.
    static var title: String {
        MnemonicLabel.plain(AppOperation.shortcuts.definition.menuLabel ?? "")
    }

    static func groups(_ features: [ModeFeature]) -> [(String, [(String, String)])] {
        var groups = features.map { feature in
            (feature.mode.title, feature.shortcutLines.map { ($0.accelerator, $0.title) })
        }
        var general = features.enumerated().map { index, feature in
            ("<Alt>\(index + 1)", feature.mode.title)
        }
        for operation in AppOperation.allCases {
            guard let key = operation.definition.keys.first else { continue }
            general.append((key, operation.definition.help))
        }
        for option in WindowOption.allCases {
            general.append((option.keys.joined(separator: " "), option.title))
        }
        general.append(
            (AppOperation.closeWindow.keys.joined(separator: " "), AppOperation.closeWindow.title))
        groups.append((tr("General"), general))
        return groups
    }
}
