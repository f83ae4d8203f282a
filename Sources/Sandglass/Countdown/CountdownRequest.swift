/// A `sandglass countdown …` command, parsed in the invoking process.
enum CountdownRequest: Equatable, Sendable {
    /// `countdown start DATE [--label TEXT]`; `targetMs`: wall-clock ms since 1970, resolved in the
    /// invoking process (its "now" and time zone).
    case start(targetMs: Int64, label: String?)
    /// A verb without arguments: stop.
    case operation(CountdownOperation)

    /// The operation it invokes.
    var operation: CountdownOperation {
        switch self {
        case .start: .startAt
        case .operation(let operation): operation
        }
    }
}
