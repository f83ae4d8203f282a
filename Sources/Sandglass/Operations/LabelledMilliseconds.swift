import GtkKit

/// A length or an instant in milliseconds with a label: a timer's duration (`timer-start-with`)
/// or a countdown's date since 1970 (`countdown-start`). `(xs)`.
struct LabelledMilliseconds: OperationPayload, Equatable {
    var milliseconds: Int64
    /// Empty for none.
    var label: String

    static var variantType: String { "(xs)" }

    init(milliseconds: Int64, label: String) {
        self.milliseconds = milliseconds
        self.label = label
    }

    init?(variant: Variant) {
        let items = variant.tupleItems
        guard items.count == 2, let milliseconds = items[0].int64, let label = items[1].string else { return nil }
        self.init(milliseconds: milliseconds, label: label)
    }

    var variant: Variant { Variant(tuple: [Variant(milliseconds), Variant(label)]) }
}
