import CGtk

// C entry points for GObject signals, one per C signature Sandglass connects to.
// Each re-enters Swift on the main actor: GLib emits these signals on the main thread.

typealias VoidHandler = @MainActor () -> Void
typealias BoolHandler = @MainActor () -> Bool
typealias InputHandler = @MainActor (UnsafeMutablePointer<Double>) -> Int32
typealias PointerHandler = @MainActor (UnsafeMutableRawPointer?) -> Int32

/// `void handler(GObject *self, gpointer user_data)` — clicked, activate, map, unmap, value-changed.
let voidTrampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    guard let data else { return }
    nonisolated(unsafe) let box = data
    MainActor.assumeIsolated { ClosureBox<VoidHandler>.from(box).body() }
}

/// `void handler(GObject *self, GParamSpec *pspec, gpointer user_data)` — notify::property.
let notifyTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    guard let data else { return }
    nonisolated(unsafe) let box = data
    MainActor.assumeIsolated { ClosureBox<VoidHandler>.from(box).body() }
}

/// `gboolean handler(GObject *self, gpointer user_data)` — close-request, output.
let boolTrampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
    guard let data else { return 0 }
    nonisolated(unsafe) let box = data
    return MainActor.assumeIsolated { ClosureBox<BoolHandler>.from(box).body() } ? 1 : 0
}

/// `gint handler(GtkSpinButton *self, gdouble *new_value, gpointer user_data)` — input.
let inputTrampoline: @convention(c) (gpointer?, UnsafeMutablePointer<Double>?, gpointer?) -> gint =
    { _, value, data in
        guard let data, let value else { return 0 }
        nonisolated(unsafe) let box = data
        nonisolated(unsafe) let result = value
        return MainActor.assumeIsolated { ClosureBox<InputHandler>.from(box).body(result) }
    }

/// `gint handler(GObject *self, gpointer arg, gpointer user_data)` — command-line.
let pointerTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> gint = { _, arg, data in
    guard let data else { return 0 }
    nonisolated(unsafe) let box = data
    nonisolated(unsafe) let argument = arg
    return MainActor.assumeIsolated { ClosureBox<PointerHandler>.from(box).body(argument) }
}

/// `void handler(GSimpleAction *self, GVariant *parameter, gpointer user_data)` — action activate.
let actionTrampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = {
    _, parameter, data in
    guard let data else { return }
    nonisolated(unsafe) let box = data
    nonisolated(unsafe) let argument = parameter
    MainActor.assumeIsolated {
        ClosureBox<@MainActor (Variant?) -> Void>.from(box).body(
            argument.map(Variant.init(borrowing:)))
    }
}

/// `void handler(GtkSignalListItemFactory *self, GtkListItem *item, gpointer user_data)` — setup, bind, teardown.
let listItemTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
    _, item, data in
    guard let data else { return }
    nonisolated(unsafe) let box = data
    nonisolated(unsafe) let listItem = item
    MainActor.assumeIsolated {
        ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Void>.from(box).body(listItem)
    }
}

/// `gboolean handler(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)` — a tick callback.
let tickTrampoline: GtkTickCallback = { _, _, data in
    guard let data else { return 0 }
    nonisolated(unsafe) let box = data
    MainActor.assumeIsolated { ClosureBox<VoidHandler>.from(box).body() }
    return 1  // G_SOURCE_CONTINUE: removed explicitly by its owner
}

/// `void handler(GtkNativeDialog *self, gint response, gpointer user_data)` — response.
let responseTrampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, response, data in
    guard let data else { return }
    nonisolated(unsafe) let box = data
    MainActor.assumeIsolated { ClosureBox<@MainActor (Int32) -> Void>.from(box).body(response) }
}

/// Destroy notify shared by every signal connection: releases the closure box, whatever it holds.
let releaseSignalBox: GClosureNotify = { data, _ in
    guard let data else { return }
    ClosureBox<Void>.release(data)
}

/// Connects `trampoline` to `signal` on `instance`, keeping `body` alive for as long as the handler.
///
/// The returned connection owns the handler: it disconnects it when it goes. Wrappers call
/// `Object.connect`, which keeps the connection for as long as the wrapper lives.
@MainActor
func connectSignal<Body, Trampoline>(
    _ instance: UnsafeMutableRawPointer, _ signal: String, trampoline: Trampoline, body: Body
) -> SignalConnection {
    let box = ClosureBox(body).retainedPointer()
    let id = g_signal_connect_data(
        instance, signal, unsafeBitCast(trampoline, to: GCallback.self), box, releaseSignalBox,
        GConnectFlags(0))
    // An unknown signal connects nothing and never calls the destroy notify.
    if id == 0 { ClosureBox<Void>.release(box) }
    return SignalConnection(instance: instance, id: UInt(id))
}

/// `void handler(GFileMonitor *self, GFile *file, GFile *other, GFileMonitorEvent event, gpointer user_data)` — changed.
let fileChangedTrampoline:
    @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void = {
        _, _, _, _, data in
        guard let data else { return }
        nonisolated(unsafe) let box = data
        MainActor.assumeIsolated { ClosureBox<VoidHandler>.from(box).body() }
    }

typealias ChildPositionHandler =
    @MainActor (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkRectangle>) -> Bool

/// `gboolean handler(GtkOverlay *self, GtkWidget *widget, GdkRectangle *allocation, gpointer user_data)` — get-child-position.
let childPositionTrampoline:
    @convention(c) (gpointer?, gpointer?, UnsafeMutablePointer<GdkRectangle>?, gpointer?) ->
        gboolean = { _, child, allocation, data in
            guard let data, let allocation else { return 0 }
            nonisolated(unsafe) let box = data
            nonisolated(unsafe) let widget = child
            nonisolated(unsafe) let rectangle = allocation
            return MainActor.assumeIsolated {
                ClosureBox<ChildPositionHandler>.from(box).body(widget, rectangle)
            } ? 1 : 0
        }

/// The gesture and how many presses in a row (2 for a double click).
typealias PressHandler = @MainActor (UnsafeMutableRawPointer?, Int32) -> Void

/// `void handler(GtkGestureClick *self, gint n_press, gdouble x, gdouble y, gpointer user_data)` — pressed.
let pressTrampoline: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
    gesture, presses, _, _, data in
    guard let data else { return }
    nonisolated(unsafe) let box = data
    nonisolated(unsafe) let source = gesture
    MainActor.assumeIsolated { ClosureBox<PressHandler>.from(box).body(source, presses) }
}

/// How many presses in a row and where (x, y in the widget).
typealias PressAtHandler = @MainActor (Int32, Double, Double) -> Void

/// `void handler(GtkGestureClick *self, gint n_press, gdouble x, gdouble y, gpointer user_data)` — pressed, with where.
let pressAtTrampoline: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
    _, presses, x, y, data in
    guard let data else { return }
    nonisolated(unsafe) let box = data
    MainActor.assumeIsolated { ClosureBox<PressAtHandler>.from(box).body(presses, x, y) }
}

/// The gesture and how far it moved (x, y) — a drag's update.
typealias DragHandler = @MainActor (UnsafeMutableRawPointer?, Double, Double) -> Void

/// `void handler(GtkGestureDrag *self, gdouble offset_x, gdouble offset_y, gpointer user_data)` — drag-update.
let dragTrampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = {
    gesture, dx, dy, data in
    guard let data else { return }
    nonisolated(unsafe) let box = data
    nonisolated(unsafe) let source = gesture
    MainActor.assumeIsolated { ClosureBox<DragHandler>.from(box).body(source, dx, dy) }
}

/// `gboolean handler(GtkEventControllerScroll *self, gdouble dx, gdouble dy, gpointer user_data)` — scroll.
let scrollTrampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = {
    _, _, dy, data in
    guard let data else { return 0 }
    nonisolated(unsafe) let box = data
    return MainActor.assumeIsolated { ClosureBox<@MainActor (Double) -> Bool>.from(box).body(dy) }
        ? 1 : 0
}

/// `gboolean handler(GtkEventControllerKey *self, guint keyval, guint keycode, GdkModifierType state, gpointer user_data)` — key-pressed.
let keyPressedTrampoline:
    @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
        _, key, _, state, data in
        guard let data else { return 0 }
        nonisolated(unsafe) let box = data
        return MainActor.assumeIsolated {
            ClosureBox<@MainActor (UInt32, UInt32) -> Bool>.from(box).body(key, state.rawValue)
        } ? 1 : 0
    }

/// `void handler(GActionGroup *self, gchar *name, gpointer user_data)` — action-added.
let nameTrampoline: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = {
    _, name, data in
    guard let data, let name else { return }
    nonisolated(unsafe) let box = data
    let text = String(cString: name)
    MainActor.assumeIsolated { ClosureBox<@MainActor (String) -> Void>.from(box).body(text) }
}

/// `void handler(GActionGroup *self, gchar *name, GVariant *value, gpointer user_data)` — action-state-changed.
let nameValueTrampoline:
    @convention(c) (gpointer?, UnsafePointer<CChar>?, OpaquePointer?, gpointer?) -> Void = {
        _, name, value, data in
        guard let data, let name, let value else { return }
        nonisolated(unsafe) let box = data
        nonisolated(unsafe) let state = value
        let text = String(cString: name)
        MainActor.assumeIsolated {
            ClosureBox<@MainActor (String, Variant) -> Void>.from(box).body(
                text, Variant(borrowing: state))
        }
    }

/// `gboolean handler(GtkWidget *self, gint x, gint y, gboolean keyboard_mode, GtkTooltip *tooltip, gpointer user_data)` — query-tooltip.
let queryTooltipTrampoline:
    @convention(c) (gpointer?, gint, gint, gboolean, OpaquePointer?, gpointer?) -> gboolean = {
        _, _, _, _, tooltip, data in
        guard let data, let tooltip else { return 0 }
        nonisolated(unsafe) let box = data
        nonisolated(unsafe) let shown = tooltip
        guard
            let text = MainActor.assumeIsolated({
                ClosureBox<@MainActor () -> String?>.from(box).body()
            })
        else { return 0 }
        gtk_tooltip_set_text(shown, text)
        return 1
    }
