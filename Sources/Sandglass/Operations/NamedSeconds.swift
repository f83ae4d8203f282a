import GtkKit

/// A preset: a name and a duration in whole seconds (`timer-add-preset`, and each item of the
/// `presets` setting). `(sx)`.
struct NamedSeconds: OperationPayload, Equatable {
    var name: String
    var seconds: Int64

    static var variantType: String { "(sx)" }

    init(name: String, seconds: Int64) {
        self.name = name
        self.seconds = seconds
    }

    init?(variant: Variant) {
        let items = variant.tupleItems
        guard items.count == 2, let name = items[0].string, let seconds = items[1].int64 else { return nil }
        self.init(name: name, seconds: seconds)
    }

    var variant: Variant { Variant(tuple: [Variant(name), Variant(seconds)]) }
}
