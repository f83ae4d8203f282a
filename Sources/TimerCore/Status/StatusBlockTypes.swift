/// The block types a report is read back with, in the order they are written: the built-in
/// modes', and those of modes registered after them.
public struct StatusBlockTypes: @unchecked Sendable {
    // Metatypes of Sendable types: nothing in them changes.
    public let types: [any StatusBlock.Type]

    public init(_ types: [any StatusBlock.Type]) {
        self.types = types.sorted { $0.position < $1.position }
    }

    /// The four modes Sandglass is built with, and today's totals of the record of focus.
    public static let builtIn = StatusBlockTypes([
        TimerStatusList.self, StopwatchStatus.self, PomodoroStatus.self, DateCountdownStatus.self,
        RecordTodayStatus.self,
    ])

    /// Where a decoder is given the types to read (`StatusReport.init(from:)`); without it, the built-in ones.
    public static let userInfoKey = CodingUserInfoKey(rawValue: "sandglass.status.block-types")
}
