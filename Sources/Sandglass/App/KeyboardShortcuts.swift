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
        ("Pomodoro", [
            ("space", "Start, pause or resume"),
            ("<Control>Right", "Skip to the next phase"),
            ("<Alt>t", "Stop the cycle"),
        ]),
        ("Countdown", [
            ("Return", "Start from the date fields"),
            ("Escape", "Stop the countdown"),
        ]),
        ("General", [
            ("<Alt>1", "Timer"),
            ("<Alt>2", "Stopwatch"),
            ("<Alt>3", "Pomodoro"),
            ("<Alt>4", "Countdown"),
            ("<Control>question", "Keyboard shortcuts"),
            ("<Control>w", "Close the window (a running timer keeps going)"),
            ("<Control>q", "Quit"),
        ]),
    ]
}
