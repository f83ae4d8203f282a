/// A duration saved under a name by the person ("Tea", 4 minutes), shown beside the built-in presets.
public struct TimerPreset: Codable, Equatable, Sendable {
    /// The name, which also labels a timer started from it.
    public var name: String
    /// Whole seconds, 1 to 99:59:59.
    public var seconds: Int64

    public init(name: String, seconds: Int64) {
        self.name = name
        self.seconds = seconds
    }

    /// The longest preset name, as for a timer's label.
    public static let maximumNameLength = 60
}
