import GtkKit

/// The tray item's menu on the bus (`com.canonical.dbusmenu`, version 3): a host asks for its
/// layout and sends back the entry a person clicked. A click activates the entry's `app.*`
/// action; nothing else happens here.
@MainActor
final class DBusMenu {
    static let path = "/MenuBar"

    private var object: ExportedObject?
    private(set) var menu: TrayMenu
    /// Bumped at each change of the layout: a host asks again when it hears a newer one.
    private(set) var revision: UInt32 = 1

    /// Exports the menu on `connection`; nil when the bus refuses it. `activate` carries out a
    /// clicked entry's detailed action; `refresh` gives the menu as it should be now (asked
    /// before the host shows it).
    init?(
        on connection: OwnBusConnection, menu: TrayMenu,
        activate: @escaping @MainActor (String) -> Void,
        refresh: @escaping @MainActor () -> TrayMenu
    ) {
        self.menu = menu
        let object = ExportedObject(
            path: Self.path, interfaceXML: Self.introspection, on: connection,
            properties: { name in
                switch name {
                case "Version": Variant(uint32: 3)
                case "TextDirection": Variant(Self.textDirection)
                case "Status": Variant("normal")
                case "IconThemePath": Variant(strings: [])
                default: nil
                }
            },
            handler: { [weak self] method, parameters throws(ExportedObject.Refusal) in
                guard let self else { throw ExportedObject.Refusal("the menu is gone") }
                return try self.answer(
                    method, parameters.tupleItems, activate: activate, refresh: refresh)
            })
        guard let object else { return nil }
        self.object = object
    }

    /// Shows `new`, telling hosts the layout changed when it did.
    func show(_ new: TrayMenu) {
        guard new != menu else { return }
        menu = new
        revision += 1
        object?.emit(
            "LayoutUpdated", Variant(tuple: [Variant(uint32: revision), Variant(int32: 0)]))
    }

    private func answer(
        _ method: String, _ arguments: [Variant], activate: @MainActor (String) -> Void,
        refresh: @MainActor () -> TrayMenu
    ) throws(ExportedObject.Refusal) -> Variant? {
        switch method {
        case "GetLayout":
            let parent = arguments.first?.int32 ?? 0
            let names = Set(try ExportedObject.strings(arguments, at: 2))
            let layout: Variant
            if parent == 0 {
                layout = root(names)
            } else if let entry = menu.entry(parent) {
                layout = Self.layout(entry, names)
            } else {
                throw ExportedObject.Refusal("no menu entry \(parent)")
            }
            return Variant(tuple: [Variant(uint32: revision), layout])
        case "GetGroupProperties":
            let ids = arguments.first?.arrayItems.compactMap(\.int32) ?? []
            let names = Set(try ExportedObject.strings(arguments, at: 1))
            let entries = ids.isEmpty ? menu.entries : ids.compactMap(menu.entry)
            let items = entries.map { entry in
                Variant(tuple: [
                    Variant(int32: entry.id), Variant(dictionary: Self.properties(entry, names)),
                ])
            }
            return Variant(tuple: [Variant(array: items, elementType: "(ia{sv})")])
        case "GetProperty":
            guard let id = arguments.first?.int32, let name = arguments.last?.string,
                let entry = menu.entry(id),
                let value = Self.properties(entry, [name]).first?.1
            else { throw ExportedObject.Refusal("no such entry or property") }
            return Variant(tuple: [Variant(boxing: value)])
        case "Event":
            guard let id = arguments.first?.int32, arguments.count > 1 else {
                throw ExportedObject.Refusal("expected an entry and an event")
            }
            clicked(id, arguments[1].string, activate: activate)
            return nil
        case "EventGroup":
            let events = arguments.first?.arrayItems.map(\.tupleItems) ?? []
            var unknown: [Int32] = []
            for event in events {
                guard let id = event.first?.int32, menu.entry(id) != nil else {
                    unknown.append(event.first?.int32 ?? -1)
                    continue
                }
                clicked(id, event.count > 1 ? event[1].string : nil, activate: activate)
            }
            return Variant(tuple: [Variant(int32s: unknown)])
        case "AboutToShow":
            // The host asks before it shows the menu: whether what it has is out of date.
            let before = revision
            show(refresh())
            return Variant(tuple: [Variant(revision != before)])
        case "AboutToShowGroup":
            let before = revision
            show(refresh())
            let ids = arguments.first?.arrayItems.compactMap(\.int32) ?? []
            return Variant(tuple: [
                Variant(int32s: revision != before ? ids : []), Variant(int32s: []),
            ])
        default:
            throw ExportedObject.Refusal("no method \(method)")
        }
    }

    private func clicked(_ id: Int32, _ event: String?, activate: @MainActor (String) -> Void) {
        guard event == "clicked", let action = menu.entry(id)?.action else { return }
        activate(action)
    }

    /// The root: every entry as its child, `(ia{sv}av)`.
    private func root(_ names: Set<String>) -> Variant {
        let children = menu.entries.map { Variant(boxing: Self.layout($0, names)) }
        return Variant(tuple: [
            Variant(int32: 0),
            Variant(dictionary: Self.filtered([("children-display", Variant("submenu"))], names)),
            Variant(array: children, elementType: "v"),
        ])
    }

    private static func layout(_ entry: TrayMenu.Entry, _ names: Set<String>) -> Variant {
        Variant(tuple: [
            Variant(int32: entry.id), Variant(dictionary: properties(entry, names)),
            Variant(array: [], elementType: "v"),
        ])
    }

    /// An entry's dbusmenu properties, those named in `names` (all when it is empty).
    nonisolated static func properties(_ entry: TrayMenu.Entry, _ names: Set<String>) -> [(
        String, Variant
    )] {
        let all: [(String, Variant)] =
            entry.isSeparator
            ? [("type", Variant("separator"))]
            : [
                ("label", Variant(entry.label)), ("enabled", Variant(entry.enabled)),
                ("visible", Variant(true)),
            ]
        return filtered(all, names)
    }

    private nonisolated static func filtered(_ all: [(String, Variant)], _ names: Set<String>) -> [(
        String, Variant
    )] {
        names.isEmpty ? all : all.filter { names.contains($0.0) }
    }

    /// Right to left for the languages written so (Arabic, Hebrew, Persian…), as GTK decides it.
    static var textDirection: String { Widget.defaultIsRightToLeft ? "rtl" : "ltr" }

    /// The dbusmenu interface, as libdbusmenu publishes it.
    static let introspection = """
        <node>
          <interface name="com.canonical.dbusmenu">
            <property name="Version" type="u" access="read"/>
            <property name="TextDirection" type="s" access="read"/>
            <property name="Status" type="s" access="read"/>
            <property name="IconThemePath" type="as" access="read"/>
            <method name="GetLayout">
              <arg type="i" name="parentId" direction="in"/>
              <arg type="i" name="recursionDepth" direction="in"/>
              <arg type="as" name="propertyNames" direction="in"/>
              <arg type="u" name="revision" direction="out"/>
              <arg type="(ia{sv}av)" name="layout" direction="out"/>
            </method>
            <method name="GetGroupProperties">
              <arg type="ai" name="ids" direction="in"/>
              <arg type="as" name="propertyNames" direction="in"/>
              <arg type="a(ia{sv})" name="properties" direction="out"/>
            </method>
            <method name="GetProperty">
              <arg type="i" name="id" direction="in"/>
              <arg type="s" name="name" direction="in"/>
              <arg type="v" name="value" direction="out"/>
            </method>
            <method name="Event">
              <arg type="i" name="id" direction="in"/>
              <arg type="s" name="eventId" direction="in"/>
              <arg type="v" name="data" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
            <method name="EventGroup">
              <arg type="a(isvu)" name="events" direction="in"/>
              <arg type="ai" name="idErrors" direction="out"/>
            </method>
            <method name="AboutToShow">
              <arg type="i" name="id" direction="in"/>
              <arg type="b" name="needUpdate" direction="out"/>
            </method>
            <method name="AboutToShowGroup">
              <arg type="ai" name="ids" direction="in"/>
              <arg type="ai" name="updatesNeeded" direction="out"/>
              <arg type="ai" name="idErrors" direction="out"/>
            </method>
            <signal name="ItemsPropertiesUpdated">
              <arg type="a(ia{sv})" name="updatedProps"/>
              <arg type="a(ias)" name="removedProps"/>
            </signal>
            <signal name="LayoutUpdated">
              <arg type="u" name="revision"/>
              <arg type="i" name="parent"/>
            </signal>
            <signal name="ItemActivationRequested">
              <arg type="i" name="id"/>
              <arg type="u" name="timestamp"/>
            </signal>
          </interface>
        </node>
        """
}
