/// One thing a launcher's search offers to do: "Start a 4 min timer “tea”", and the command that
/// does it. Activating an offer runs its command through the same door as `sandglass …`.
public struct SearchOffer: Equatable, Sendable {
    /// The command line that carries it out, without the program: ["timer", "start", "4m", …].
    public var arguments: [String]
    /// What it does, as the launcher shows it.
    public var title: String
    /// What it is about: the duration, the time left, the date.
    public var detail: String
    /// The mode it acts on ("timer", "pomodoro", …), for its icon.
    public var mode: String

    public init(arguments: [String], title: String, detail: String, mode: String) {
        self.arguments = arguments
        self.title = title
        self.detail = detail
        self.mode = mode
    }

    /// Its result id in a search: the arguments, joined by a separator no argument can hold
    /// (a label with a control character is refused).
    public var id: String { arguments.joined(separator: Self.separator) }

    /// The arguments an id stands for; nil for an id that is not one of ours.
    public static func arguments(ofID id: String) -> [String]? {
        let arguments = id.components(separatedBy: separator)
        return arguments.first.map {
            ["timer", "stopwatch", "pomodoro", "countdown", "dismiss"].contains($0)
        } == true
            ? arguments : nil
    }

    private static let separator = "\u{1F}"
}
