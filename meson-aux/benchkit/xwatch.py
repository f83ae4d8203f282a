"""X11 through python3-xlib: the window manager's client list, when a new top-level window is
mapped (launch times are watched through X events, not polled from the program), its
geometry, whether the window manager has iconified it, and its pixels as the X server holds
them (reading them wakes no client)."""

import select
import sys
import time

from .common import BenchError

try:
    from Xlib import X, Xatom, display as xdisplay, error as xerror
except ImportError:
    sys.exit("bench: needs python3-xlib for the system python "
             "(meson-aux/install-deps meson-aux/deps.txt, or apt-get install python3-xlib)")


class XWatch:
    def __init__(self, name):
        self.d = xdisplay.Display(name)
        self.root = self.d.screen().root
        self.root.change_attributes(event_mask=X.SubstructureNotifyMask | X.PropertyChangeMask)
        atom = lambda n: self.d.intern_atom(n)
        self.CLIENT_LIST = atom("_NET_CLIENT_LIST")
        self.WM_PID = atom("_NET_WM_PID")
        self.NET_WM_STATE = atom("_NET_WM_STATE")
        self.HIDDEN = atom("_NET_WM_STATE_HIDDEN")
        self.WM_STATE = atom("WM_STATE")
        self.SUPPORTING = atom("_NET_SUPPORTING_WM_CHECK")
        self.d.sync()

    def drain(self, timeout):
        """Waits up to timeout for X events and discards them."""
        if self.d.pending_events() == 0:
            select.select([self.d.fileno()], [], [], max(0.0, timeout))
        while self.d.pending_events():
            self.d.next_event()

    def wm_running(self):
        prop = self.root.get_full_property(self.SUPPORTING, Xatom.WINDOW)
        return bool(prop and prop.value)

    def clients(self):
        prop = self.root.get_full_property(self.CLIENT_LIST, Xatom.WINDOW)
        return list(prop.value) if prop else []

    def window(self, xid):
        return self.d.create_resource_object("window", xid)

    def pid(self, xid):
        try:
            prop = self.window(xid).get_full_property(self.WM_PID, Xatom.CARDINAL)
            return int(prop.value[0]) if prop else None
        except xerror.XError:
            return None

    def viewable(self, xid):
        try:
            return self.window(xid).get_attributes().map_state == X.IsViewable
        except xerror.XError:
            return False

    def iconic(self, xid):
        """True when the WM has iconified xid: WM_STATE Iconic, _NET_WM_STATE_HIDDEN, unmapped."""
        try:
            w = self.window(xid)
            state = w.get_full_property(self.WM_STATE, self.WM_STATE)
            net = w.get_full_property(self.NET_WM_STATE, Xatom.ATOM)
            return (state is not None and state.value[0] == 3
                    and net is not None and self.HIDDEN in net.value
                    and w.get_attributes().map_state == X.IsUnmapped)
        except xerror.XError:
            return False

    def pixels(self, xid):
        """The window's contents as the X server holds them (reading them wakes no client)."""
        w, h = self.size(xid)
        return self.window(xid).get_image(0, 0, w, h, X.ZPixmap, 0xFFFFFFFF).data

    def size(self, xid):
        g = self.window(xid).get_geometry()
        return g.width, g.height

    def wait_new_window(self, known, deadline, crashed=lambda: None):
        """First client not in `known` that is viewable: (xid, pid, monotonic time it was seen)."""
        watched = set()
        while True:
            for xid in self.clients():
                if xid in known:
                    continue
                if self.viewable(xid):
                    return xid, self.pid(xid), time.monotonic()
                if xid not in watched:  # its own MapNotify goes to its frame, not to the root
                    watched.add(xid)
                    try:
                        self.window(xid).change_attributes(event_mask=X.StructureNotifyMask)
                    except xerror.XError:
                        pass
            reason = crashed()
            if reason:
                raise BenchError(f"{reason} before mapping a window")
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise BenchError("no new top-level window was mapped in time")
            self.drain(min(remaining, 0.05))

    def wait_gone(self, xid, timeout=5.0):
        deadline = time.monotonic() + timeout
        while xid in self.clients() and time.monotonic() < deadline:
            self.drain(0.1)
