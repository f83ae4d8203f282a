/// The seeded SplitMix64 as a Swift random number generator, for `Int.random(in:using:)`,
/// `shuffled(using:)` and `randomElement(using:)`: the same steps on every run.
extension SeededRandom: RandomNumberGenerator {}
