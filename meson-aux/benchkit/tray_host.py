"""A panel's tray for the bench, on the bench's private session bus: it owns
org.kde.StatusNotifierWatcher, takes the items that register, and reads an item's properties
again (GetAll) at each of its signals, as waybar's tray does. Sandglass's cost with its item
shown to a host is measured beside this; the host itself is not measured.

    python3 -m benchkit.tray_host   (run with the bench's DBUS_SESSION_BUS_ADDRESS)
"""

from gi.repository import Gio, GLib

WATCHER = """<node><interface name="org.kde.StatusNotifierWatcher">
<method name="RegisterStatusNotifierItem"><arg type="s" direction="in"/></method>
<method name="RegisterStatusNotifierHost"><arg type="s" direction="in"/></method>
<property name="RegisteredStatusNotifierItems" type="as" access="read"/>
<property name="IsStatusNotifierHostRegistered" type="b" access="read"/>
<property name="ProtocolVersion" type="i" access="read"/>
</interface></node>"""

items = []


def read(connection, name, path):
    connection.call(name, path, "org.freedesktop.DBus.Properties", "GetAll",
                    GLib.Variant("(s)", ("org.kde.StatusNotifierItem",)), None, Gio.DBusCallFlags.NONE, 5000,
                    None, None)


def method(connection, sender, path, interface, name, parameters, invocation):
    if name == "RegisterStatusNotifierItem":
        service = parameters.unpack()[0]
        bus_name, object_path = (sender, service) if service.startswith("/") else (service, "/StatusNotifierItem")
        items.append(bus_name + object_path)
        connection.signal_subscribe(bus_name, "org.kde.StatusNotifierItem", None, object_path, None,
                                    Gio.DBusSignalFlags.NONE,
                                    lambda c, *_: read(c, bus_name, object_path))
        read(connection, bus_name, object_path)
    invocation.return_value(None)


def get(connection, sender, path, interface, name):
    return {"RegisteredStatusNotifierItems": GLib.Variant("as", items),
            "IsStatusNotifierHostRegistered": GLib.Variant("b", True),
            "ProtocolVersion": GLib.Variant("i", 0)}[name]


def main():
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    info = Gio.DBusNodeInfo.new_for_xml(WATCHER).interfaces[0]
    bus.register_object("/StatusNotifierWatcher", info, method, get, None)
    Gio.bus_own_name_on_connection(bus, "org.kde.StatusNotifierWatcher", Gio.BusNameOwnerFlags.NONE, None, None)
    GLib.MainLoop().run()


if __name__ == "__main__":
    main()
