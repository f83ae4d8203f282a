/// The lengths of the three phases, how many focus phases make a set, and whether phases start by themselves.
public struct PomodoroSettings: Codable, Equatable, Sendable {
    /// The length of a focus phase; 25 minutes by default.
    public var focus: Duration
    /// The length of a short break; 5 minutes by default.
    public var shortBreak: Duration
    /// The length of a long break; 15 minutes by default.
    public var longBreak: Duration
    /// Focus phases per long break (the break after every `rounds`-th focus is long), in `roundsRange`.
    public var rounds: Int
    /// Whether the next phase starts by itself when one ends; when false the cycle waits for the user.
    public var autoStart: Bool

    /// 25 / 5 / 15 minutes, a long break after every 4 focus phases, phases starting by themselves.
    public static let standard = PomodoroSettings()

    /// The longest phase: 99:59:59, as for a countdown.
    public static let maximumLength: Duration = CountdownTimer.maximumDuration

    /// The shortest phase: one second.
    public static let minimumLength: Duration = .seconds(1)

    /// The number of focus phases a set may have.
    public static let roundsRange: ClosedRange<Int> = 1...99

    /// Creates settings; nothing is checked here (see `isValid`).
    public init(
        focus: Duration = .seconds(1500), shortBreak: Duration = .seconds(300),
        longBreak: Duration = .seconds(900),
        rounds: Int = 4, autoStart: Bool = true
    ) {
        self.focus = focus
        self.shortBreak = shortBreak
        self.longBreak = longBreak
        self.rounds = rounds
        self.autoStart = autoStart
    }

    /// How long a phase of the given kind lasts.
    public func length(of phase: PomodoroPhase) -> Duration {
        switch phase {
        case .focus: focus
        case .shortBreak: shortBreak
        case .longBreak: longBreak
        }
    }

    /// Whether every length is between 1 s and 99:59:59 and `rounds` is in `roundsRange`.
    public var isValid: Bool {
        Self.roundsRange.contains(rounds)
            && PomodoroPhase.allCases.allSatisfy { Self.isValidLength(length(of: $0)) }
    }

    /// Whether a phase may last `length`: at least 1 s and at most 99:59:59.
    public static func isValidLength(_ length: Duration) -> Bool {
        length >= minimumLength && length <= maximumLength
    }
}
