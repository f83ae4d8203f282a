/// Where a time on the clocks of a time zone (Foundation's or the C library's) falls on the real time line, across daylight-saving changes.
///
/// Times here are whole seconds since 1970-01-01T00:00:00: "local" ones as the zone's clocks show
/// them (counted as if they were UTC), "real" ones in UTC.
enum LocalTimeResolver {
    /// The real instants at which the clocks in `zone` show `local`, ascending: usually one,
    /// none when the clocks skip it (spring forward), two when they show it twice (fall back).
    static func instants(showing local: Int64, in zone: LocalZone) -> [Int64] {
        // Every offset in force within a day either side: a zone never changes twice in six hours.
        var offsets: Set<Int64> = []
        for step in Int64(-4)...4 {
            offsets.insert(offset(at: Saturating.add(local, step * 21_600), in: zone))
        }
        var instants: Set<Int64> = []
        for candidate in offsets {
            let instant = Saturating.subtract(local, candidate)
            if offset(at: instant, in: zone) == candidate { instants.insert(instant) }
        }
        return instants.sorted()
    }

    /// The first real instant at which the clocks in `zone` show `local` or later; for a
    /// skipped time, the instant the clocks jump over it.
    static func firstInstant(showingAtLeast local: Int64, in zone: LocalZone) -> Int64 {
        // Offsets stay within ±18 hours, so a day either side brackets the answer.
        var low = Saturating.subtract(local, 86_400)
        var high = Saturating.add(local, 86_400)
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if shown(at: middle, in: zone) >= local {
                high = middle
            } else {
                low = middle
            }
        }
        return high
    }

    /// The local time the clocks in `zone` show at the real instant `instant`.
    static func shown(at instant: Int64, in zone: LocalZone) -> Int64 {
        Saturating.add(instant, offset(at: instant, in: zone))
    }

    /// The zone's offset from UTC in seconds at the real instant `instant`.
    static func offset(at instant: Int64, in zone: LocalZone) -> Int64 {
        zone.offset(atSecondsSince1970: instant)
    }
}
