import GtkKit

/// A name and the name it becomes (`timer-rename-preset`). `(ss)`.
struct Renaming: OperationPayload, Equatable {
    var from: String
    var to: String

    static var variantType: String { "(ss)" }

    init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    init?(variant: Variant) {
        let items = variant.tupleItems
        guard items.count == 2, let from = items[0].string, let to = items[1].string else { return nil }
        self.init(from: from, to: to)
    }

    var variant: Variant { Variant(tuple: [Variant(from), Variant(to)]) }
}
