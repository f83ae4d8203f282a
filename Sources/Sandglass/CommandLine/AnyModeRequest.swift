/// A mode's request inside a `CommandRequest`, equal to another when both are the same request.
struct AnyModeRequest: Equatable, Sendable, CustomStringConvertible {
    let base: any ModeRequest

    init(_ base: any ModeRequest) { self.base = base }

    static func == (lhs: AnyModeRequest, rhs: AnyModeRequest) -> Bool {
        lhs.base.isSame(as: rhs.base)
    }

    var description: String { String(describing: base) }
}
