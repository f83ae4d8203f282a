/// A unit of the `1h 30m 15s` duration form, ordered largest first.
enum DurationUnit: Int, Comparable, Sendable {
    case hours, minutes, seconds

    /// The unit a lowercased spelling names, if any: `h`/`hr`/`hour`, `m`/`min`/`minute`, `s`/`sec`/`second`, and plurals.
    init?(spelling: String) {
        switch spelling {
        case "h", "hr", "hrs", "hour", "hours": self = .hours
        case "m", "min", "mins", "minute", "minutes": self = .minutes
        case "s", "sec", "secs", "second", "seconds": self = .seconds
        default: return nil
        }
    }

    /// The unit's plural English name, for messages.
    var name: String {
        switch self {
        case .hours: "hours"
        case .minutes: "minutes"
        case .seconds: "seconds"
        }
    }

    /// Seconds in one of this unit.
    var seconds: Int64 {
        switch self {
        case .hours: 3600
        case .minutes: 60
        case .seconds: 1
        }
    }

    /// Whether `lhs` is a larger unit than `rhs`, i.e. comes before it in `1h 30m 15s`.
    static func < (lhs: DurationUnit, rhs: DurationUnit) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
