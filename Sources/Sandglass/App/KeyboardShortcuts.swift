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
        ("Stopwatch", [
            ("space", "Start, pause or resume"),
            ("Return", "Lap (also L)"),
            ("Delete", "Reset when paused (also Backspace)"),
            ("<Control>c", "Copy the laps"),
        ]),
        ("General", [
            ("<Alt>1", "Timer"),
            ("<Alt>2", "Stopwatch"),
            ("<Control>question", "Keyboard shortcuts"),
            ("<Control>w", "Close the window (a running timer keeps going)"),
            ("<Control>q", "Quit"),
        ]),
    ]
}
