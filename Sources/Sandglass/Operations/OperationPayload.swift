import GtkKit

/// What an operation carries besides its name, as a Swift type that says once how it travels as
/// an action's GVariant parameter (from a button, a key, a notification, D-Bus or a command).
///
/// An operation's definition names its payload type; its action's parameter type comes from it,
/// and every use reads and writes the payload through `Variant.payload(as:)` and `variant`, so a
/// parameter is never unpacked by hand.
protocol OperationPayload: Sendable {
    /// The GVariant type of the parameter (`x`, `(xs)`).
    static var variantType: String { get }
    /// The payload `variant` carries; nil when it is not of this type (anyone on the bus may send anything).
    init?(variant: Variant)
    /// The payload as a parameter.
    var variant: Variant { get }
}

extension Variant {
    /// The payload this parameter carries, as `type`; nil when it carries another.
    func payload<Payload: OperationPayload>(as type: Payload.Type) -> Payload? {
        typeString == Payload.variantType ? Payload(variant: self) : nil
    }
}

extension Optional where Wrapped == Variant {
    /// The payload of a parameter that may be missing.
    func payload<Payload: OperationPayload>(as type: Payload.Type) -> Payload? {
        flatMap { $0.payload(as: type) }
    }
}

extension Int64: OperationPayload {
    static var variantType: String { "x" }
    init?(variant: Variant) {
        guard let value = variant.int64 else { return nil }
        self = value
    }
    var variant: Variant { Variant(self) }
}

extension String: OperationPayload {
    static var variantType: String { "s" }
    init?(variant: Variant) {
        guard let value = variant.string else { return nil }
        self = value
    }
    var variant: Variant { Variant(self) }
}
