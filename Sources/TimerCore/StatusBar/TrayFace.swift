/// What a panel's tray item (a StatusNotifierItem) shows of the things under way: the bar's
/// first item's digits as its label, its mode as its icon, every item in its tooltip, and
/// whether something asks for attention (rings).
///
/// The same items and the same digits as `status --follow` gives a bar (`BarItems`), so the
/// panel, the bar and the window never disagree on the time left.
public struct TrayFace: Equatable, Sendable {
    /// The item's status as the StatusNotifierItem specification spells it.
    public enum Status: String, Sendable {
        case active = "Active"
        case needsAttention = "NeedsAttention"
    }

    /// The first item's mode ("timer", "pomodoro"…): which icon; nil when nothing is under way.
    public var mode: String?
    public var status: Status
    /// The digits shown beside the icon ("04:59"); "" when nothing is under way.
    public var label: String
    /// The widest the label gets in its format ("00:00", "0:00:00"), so a panel keeps its width.
    public var labelGuide: String
    /// Every item on a line of its own, as a bar's tooltip says them.
    public var tooltip: String

    /// What shows of `items`, the first first (`BarItems.items`).
    public init(items: [BarItem]) {
        guard let first = items.first else {
            self = .idle
            return
        }
        mode = first.mode
        status = items.contains { $0.state == "ringing" } ? .needsAttention : .active
        label = first.time
        labelGuide = String(first.time.map { $0.isNumber ? "0" : $0 })
        tooltip = BarLine.tooltip(items)
    }

    private init(mode: String?, status: Status, label: String, labelGuide: String, tooltip: String)
    {
        self.mode = mode
        self.status = status
        self.label = label
        self.labelGuide = labelGuide
        self.tooltip = tooltip
    }

    /// Nothing under way (an item kept in the panel while idle shows this).
    public static var idle: TrayFace {
        TrayFace(
            mode: nil, status: .active, label: "", labelGuide: "",
            tooltip: tr("Sandglass: nothing under way"))
    }

    /// Whether nothing is under way.
    public var isIdle: Bool { mode == nil }
}
