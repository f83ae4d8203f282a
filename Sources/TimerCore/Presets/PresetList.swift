/// The person's own presets, in the order they were saved: a name and a duration each.
///
/// Names are unique without regard to case ("tea" finds "Tea"), trimmed, at most 60 characters
/// on one line. Saving under a name that exists replaces that preset's duration, as saving a
/// file again does; adding one refuses the name. A list read from a file keeps only the presets
/// these rules allow.
public struct PresetList: Codable, Equatable, Sendable {
    /// The most presets kept: a row of buttons a person can still read.
    public static let capacity = 24

    public private(set) var presets: [TimerPreset] = []

    public init() {}

    /// The presets of `saved` that the rules allow (a damaged or hand-edited file loses only the bad ones).
    public init(validating saved: [TimerPreset]) {
        for preset in saved {
            _ = try? save(name: preset.name, seconds: preset.seconds, replacing: false)
        }
    }

    public init(from decoder: Decoder) throws {
        self.init(validating: try [TimerPreset](from: decoder))
    }

    public func encode(to encoder: Encoder) throws {
        try presets.encode(to: encoder)
    }

    /// The names, in order.
    public var names: [String] { presets.map(\.name) }

    /// The preset called `name` (any case, surrounding spaces ignored), or nil.
    public func preset(named name: String) -> TimerPreset? {
        index(of: name).map { presets[$0] }
    }

    /// The preset called `name`, or why there is none (naming those there are).
    public func find(_ name: String) throws(PresetError) -> TimerPreset {
        guard let preset = preset(named: name) else { throw .unknown(name, existing: names) }
        return preset
    }

    /// Saves `seconds` under `name`: a new preset at the end, or a new duration for the preset of that name.
    @discardableResult
    public mutating func save(name: String, seconds: Int64) throws(PresetError) -> TimerPreset {
        try save(name: name, seconds: seconds, replacing: true)
    }

    /// Adds a new preset at the end; a name in use is refused (`nameInUse`), its preset left as it is.
    @discardableResult
    public mutating func add(name: String, seconds: Int64) throws(PresetError) -> TimerPreset {
        try save(name: name, seconds: seconds, replacing: false)
    }

    /// Gives the preset called `name` the name `newName` (a change of case alone is a rename too).
    @discardableResult
    public mutating func rename(_ name: String, to newName: String) throws(PresetError)
        -> TimerPreset
    {
        guard let index = index(of: name) else { throw .unknown(name, existing: names) }
        let checked = try Self.checkedName(newName)
        if let other = self.index(of: checked), other != index {
            throw .nameInUse(presets[other].name)
        }
        presets[index].name = checked
        return presets[index]
    }

    /// Removes the preset called `name`.
    @discardableResult
    public mutating func remove(_ name: String) throws(PresetError) -> TimerPreset {
        guard let index = index(of: name) else { throw .unknown(name, existing: names) }
        return presets.remove(at: index)
    }

    private mutating func save(name: String, seconds: Int64, replacing: Bool) throws(PresetError)
        -> TimerPreset
    {
        let checked = try Self.checkedName(name)
        guard (1...CountdownTimer.maximumDuration.totalSecondsRoundedDown).contains(seconds) else {
            throw .badDuration(seconds)
        }
        if let index = index(of: checked) {
            guard replacing else { throw .nameInUse(presets[index].name) }
            presets[index].seconds = seconds
            return presets[index]
        }
        guard presets.count < Self.capacity else { throw .full }
        let preset = TimerPreset(name: checked, seconds: seconds)
        presets.append(preset)
        return preset
    }

    private func index(of name: String) -> Int? {
        let key = Self.key(name)
        return presets.firstIndex { Self.key($0.name) == key }
    }

    /// `name` trimmed, or why it cannot name a preset.
    public static func checkedName(_ name: String) throws(PresetError) -> String {
        let trimmed = name.trimmingWhitespace
        guard !trimmed.isEmpty else { throw .emptyName }
        guard trimmed.count <= TimerPreset.maximumNameLength,
            !trimmed.unicodeScalars.contains(where: LabelText.isRefused)
        else { throw .badName(trimmed) }
        return trimmed
    }

    /// What two names are compared by: trimmed, lower case.
    private static func key(_ name: String) -> String { name.trimmingWhitespace.lowercased() }
}
