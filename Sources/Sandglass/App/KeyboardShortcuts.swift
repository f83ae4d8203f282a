/// The keyboard shortcuts, as listed in the Keyboard Shortcuts window and the README.
enum KeyboardShortcuts {
    static let overview: [(String, [(String, String)])] = [
        ("Timer", [
            ("space", "Start, pause or resume"),
            ("Return", "Start from the picker"),
            ("Escape", "Cancel, or dismiss a finished timer"),
            ("<Alt>s", "Start"),
            ("<Alt>p", "Pause"),
            ("<Alt>r", "Resume or restart"),
            ("<Alt>c", "Cancel"),
            ("<Alt>d", "Dismiss"),
        ]),
        ("General", [
            ("<Control>question", "Keyboard shortcuts"),
            ("<Control>w", "Close the window (a running timer keeps going)"),
            ("<Control>q", "Quit"),
        ]),
    ]
}
