import GtkKit

/// Two payloads in one parameter, a GVariant tuple of their two types (`(xs)` for an Int64 and a String).
struct PayloadPair<First: OperationPayload & Equatable, Second: OperationPayload & Equatable>:
    OperationPayload, Equatable
{
    var first: First
    var second: Second

    static var variantType: String { "(\(First.variantType)\(Second.variantType))" }

    init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    init?(variant: Variant) {
        let items = variant.tupleItems
        guard items.count == 2, let first = items[0].payload(as: First.self),
            let second = items[1].payload(as: Second.self)
        else {
            return nil
        }
        self.init(first, second)
    }

    var variant: Variant { Variant(tuple: [first.variant, second.variant]) }
}

/// A length or an instant in milliseconds with a label (empty for none): a timer's duration
/// (`timer-start-with`) or a countdown's date since 1970 (`countdown-start`). `(xs)`.
typealias LabelledMilliseconds = PayloadPair<Int64, String>

extension PayloadPair where First == Int64, Second == String {
    init(milliseconds: Int64, label: String) { self.init(milliseconds, label) }
    var milliseconds: Int64 { first }
    var label: String { second }
}

/// A preset: a name and a duration in whole seconds (`timer-add-preset`, and each item of the
/// `presets` setting). `(sx)`.
typealias NamedSeconds = PayloadPair<String, Int64>

extension PayloadPair where First == String, Second == Int64 {
    init(name: String, seconds: Int64) { self.init(name, seconds) }
    var name: String { first }
    var seconds: Int64 { second }
}

/// A name and the name it becomes (`timer-rename-preset`). `(ss)`.
typealias Renaming = PayloadPair<String, String>

extension PayloadPair where First == String, Second == String {
    init(from: String, to: String) { self.init(from, to) }
    var from: String { first }
    var to: String { second }
}
