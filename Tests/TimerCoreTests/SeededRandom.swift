import Foundation

/// SplitMix64: the same values on every run and every machine.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func coin(_ probability: Double = 0.5) -> Bool {
        Double(next() % 1_000) < probability * 1_000
    }

    mutating func pick<T>(_ items: [T]) -> T { items[int(in: 0...(items.count - 1))] }

    /// The integers that break arithmetic, and some that do not.
    mutating func extremeInteger() -> Int64 {
        let values: [Int64] = [
            .min, .min + 1, -1, 0, 1, 999, 1_000, 1_001, .max, .max - 1, 1 << 50, (1 << 50) + 1,
            2_147_483_647,
            -(1 << 62), 1 << 62, 359_999_000, 359_999_001, 86_400_000,
        ]
        return coin(0.1) ? Int64(bitPattern: next()) : pick(values)
    }

    mutating func word() -> String {
        pick([
            "0", "1", "-1", "9223372036854775807", "9223372036854775808", "99999999999999999999999",
            "x", "", " ", "1e3", "NaN",
        ])
    }

    /// Text that breaks naive handling: escape sequences, a huge string, controls, bidirectional overrides.
    mutating func oddString() -> String {
        pick([
            "", "\u{1B}]0;title\u{07}\u{1B}[2J", String(repeating: "x", count: 20_000), "NaN",
            "Infinity", "a\nb", "\u{202E}evil",
            "running", "paused", "finished", "idle", "focus", "counting", "ended",
            "2027-01-01T00:00:00Z", "\u{0}", "Tea", " ",
        ])
    }
}
