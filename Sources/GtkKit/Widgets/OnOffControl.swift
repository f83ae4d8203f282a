/// A control that is on or off (a check box, a switch), whichever a layout shows.
@MainActor
public protocol OnOffControl: AnyObject {
    var isActive: Bool { get set }
    /// Turned on or off, by the person or by code.
    func onToggled(_ handler: @escaping @MainActor () -> Void)
}

extension CheckButton: OnOffControl {}

extension Switch: OnOffControl {
    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        onNotify("active", handler)
    }
}
