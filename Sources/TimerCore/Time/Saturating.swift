/// Integer arithmetic that clamps to the `Int64` range instead of trapping.
///
/// Instants and durations can come from decoded files or odd clocks; a wrong but bounded
/// number is better than a crash of the whole application.
public enum Saturating {
    /// `a + b`, clamped to `Int64.min...Int64.max`.
    public static func add(_ a: Int64, _ b: Int64) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard overflow else { return sum }
        return b > 0 ? .max : .min
    }

    /// `a - b`, clamped to `Int64.min...Int64.max`.
    public static func subtract(_ a: Int64, _ b: Int64) -> Int64 {
        let (difference, overflow) = a.subtractingReportingOverflow(b)
        guard overflow else { return difference }
        return b < 0 ? .max : .min
    }

    /// `a * b`, clamped to `Int64.min...Int64.max`.
    public static func multiply(_ a: Int64, _ b: Int64) -> Int64 {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        guard overflow else { return product }
        return (a < 0) == (b < 0) ? .max : .min
    }

    /// `a / b` rounded toward negative infinity (`b` must be positive).
    public static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let quotient = a / b
        return (a % b < 0) ? quotient - 1 : quotient
    }
}
