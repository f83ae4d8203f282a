/// `sandglass window …`: turn one of the window's settings on or off.
struct WindowRequest: Equatable, Sendable {
    var option: WindowOption
    var on: Bool
}
