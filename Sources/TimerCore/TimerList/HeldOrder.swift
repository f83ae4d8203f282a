/// The order of rows on screen while a person's pointer or keyboard focus is on them: rows do
/// not move under a hand about to click, so a second click lands on the row the first did.
///
/// While held, the rows shown keep their places; a row that left the list leaves its place, a
/// new one goes where the wanted order puts it among the others. Released, the wanted order
/// takes over.
public enum HeldOrder {
    /// The order to show: `shown` (the order on screen) kept for the keys still in `wanted`;
    /// keys new in `wanted` inserted after the key that precedes them there.
    public static func merge<Key: Hashable>(shown: [Key], wanted: [Key]) -> [Key] {
        let wantedSet = Set(wanted)
        var result = shown.filter { wantedSet.contains($0) }
        var placed = Set(result)
        for (index, key) in wanted.enumerated() where !placed.contains(key) {
            // After its predecessor in the wanted order (already placed, as we go in order), or first.
            let position =
                index == 0
                ? 0 : (result.firstIndex(of: wanted[index - 1]).map { $0 + 1 } ?? result.count)
            result.insert(key, at: position)
            placed.insert(key)
        }
        return result
    }
}
