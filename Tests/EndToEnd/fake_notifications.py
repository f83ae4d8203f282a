#!/usr/bin/python3
"""A notification server for the tests: owns org.freedesktop.Notifications on the session bus,
writes every call it gets as one JSON line to LOG, and invokes an action when told through
the file LOG.invoke ("ID ACTION" lines).

    fake_notifications.py [--standby] LOG

`--standby` holds the name for the whole run, letting another server replace it and taking it
back when that one goes: no notification server the machine has installed (dunst's D-Bus
activation, say) is started on the tests' bus and left there.
"""

import json
import os
import sys

from gi.repository import Gio, GLib

INTERFACE = """
<node><interface name="org.freedesktop.Notifications">
  <method name="Notify">
    <arg type="s" direction="in"/><arg type="u" direction="in"/><arg type="s" direction="in"/>
    <arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="as" direction="in"/>
    <arg type="a{sv}" direction="in"/><arg type="i" direction="in"/><arg type="u" direction="out"/>
  </method>
  <method name="CloseNotification"><arg type="u" direction="in"/></method>
  <method name="GetCapabilities"><arg type="as" direction="out"/></method>
  <method name="GetServerInformation">
    <arg type="s" direction="out"/><arg type="s" direction="out"/><arg type="s" direction="out"/><arg type="s" direction="out"/>
  </method>
  <signal name="NotificationClosed"><arg type="u"/><arg type="u"/></signal>
  <signal name="ActionInvoked"><arg type="u"/><arg type="s"/></signal>
</interface></node>
"""
PATH = "/org/freedesktop/Notifications"
NAME = "org.freedesktop.Notifications"


def main() -> None:
    standby = sys.argv[1] == "--standby"
    log_path = sys.argv[-1]
    log = open(log_path, "a", buffering=1)
    serial = [0]
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    info = Gio.DBusNodeInfo.new_for_xml(INTERFACE).interfaces[0]

    def call(connection, sender, path, interface, method, parameters, invocation):
        arguments = parameters.unpack()
        if method == "Notify":
            app, replaces, icon, summary, body, actions, hints, timeout = arguments
            serial[0] += 1
            number = replaces or serial[0]
            log.write(json.dumps({"call": "Notify", "id": number, "replaces": replaces, "summary": summary,
                                  "body": body, "actions": actions, "app": app, "icon": icon,
                                  "desktop_entry": hints.get("desktop-entry"),
                                  "urgency": hints.get("urgency")}) + "\n")
            invocation.return_value(GLib.Variant("(u)", (number,)))
        elif method == "CloseNotification":
            log.write(json.dumps({"call": "CloseNotification", "id": arguments[0]}) + "\n")
            connection.emit_signal(None, PATH, NAME, "NotificationClosed", GLib.Variant("(uu)", (arguments[0], 3)))
            invocation.return_value(None)
        elif method == "GetCapabilities":
            invocation.return_value(GLib.Variant("(as)", (["actions", "body"],)))
        else:
            invocation.return_value(GLib.Variant("(ssss)", ("fake", "sandglass-tests", "1", "1.2")))

    bus.register_object(PATH, info, call, None, None)

    def invoke_requests():
        request = log_path + ".invoke"
        if os.path.exists(request):
            with open(request) as lines:
                for line in lines:
                    number, action = line.split(maxsplit=1)
                    bus.emit_signal(None, PATH, NAME, "ActionInvoked", GLib.Variant("(us)", (int(number), action.strip())))
            os.unlink(request)
        return True

    GLib.timeout_add(50, invoke_requests)
    loop = GLib.MainLoop()

    def owned(*_):
        log.write(json.dumps({"call": "ready"}) + "\n")

    if standby:
        Gio.bus_own_name_on_connection(bus, NAME, Gio.BusNameOwnerFlags.ALLOW_REPLACEMENT, owned, None)
    else:
        Gio.bus_own_name_on_connection(bus, NAME, Gio.BusNameOwnerFlags.REPLACE, owned, lambda *_: loop.quit())
    loop.run()


if __name__ == "__main__":
    main()
