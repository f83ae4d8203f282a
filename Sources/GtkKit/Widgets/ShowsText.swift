/// A widget that shows one line of text: a label, or an inscription where the text changes
/// often and its room does not.
@MainActor
public protocol ShowsText: AnyObject {
    var text: String { get set }
    /// Where the text lies in its room: 0 at the start, 1 at the end.
    func setXAlign(_ value: Float)
}

extension Label: ShowsText {}
extension Inscription: ShowsText {}
