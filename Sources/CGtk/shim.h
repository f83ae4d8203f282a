// The C surface Sandglass uses: GTK 4, GLib/GIO, X11 where GTK was built with it,
// and inline helpers for what Swift cannot import (macros, variadic functions).
#ifndef SANDGLASS_CGTK_SHIM_H
#define SANDGLASS_CGTK_SHIM_H

/* GSettings' keyfile backend (a settings file of the tests' own) is declared only on request. */
#define G_SETTINGS_ENABLE_BACKEND
#include <gtk/gtk.h>
#include <gio/gsettingsbackend.h>
#include <glib-unix.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>
#include <malloc.h>

/* From gio-unix's gunixfdlist.h (its folder is not on GTK's include path): the descriptor a
   D-Bus reply carries, duplicated for the caller. */
gint g_unix_fd_list_get(GUnixFDList *list, gint index_, GError **error);

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#include <X11/Xatom.h>
#include <X11/extensions/scrnsaver.h>
#include <string.h>
#endif

/// g_application_command_line_print is variadic; print one pre-formatted string.
static inline void sg_command_line_print(GApplicationCommandLine *cl, const char *text) {
    g_application_command_line_print(cl, "%s", text);
}

/// g_application_command_line_printerr is variadic; print one pre-formatted string.
static inline void sg_command_line_printerr(GApplicationCommandLine *cl, const char *text) {
    g_application_command_line_printerr(cl, "%s", text);
}

/// True on an X11 display (GDK_IS_X11_DISPLAY is a macro).
static inline gboolean sg_is_x11_display(GdkDisplay *display) {
#ifdef GDK_WINDOWING_X11
    return GDK_IS_X11_DISPLAY(display);
#else
    (void)display;
    return FALSE;
#endif
}

/// How long the X server has seen no input, in milliseconds (the screensaver extension's idle
/// time); -1 when not X11 or the server lacks the extension.
static inline gint64 sg_x11_idle_milliseconds(GdkDisplay *display) {
#ifdef GDK_WINDOWING_X11
    if (!GDK_IS_X11_DISPLAY(display)) return -1;
    Display *x = gdk_x11_display_get_xdisplay(display);
    int event_base, error_base;
    if (!XScreenSaverQueryExtension(x, &event_base, &error_base)) return -1;
    XScreenSaverInfo *info = XScreenSaverAllocInfo();
    if (!info) return -1;
    gint64 idle = -1;
    if (XScreenSaverQueryInfo(x, DefaultRootWindow(x), info)) idle = (gint64)info->idle;
    XFree(info);
    return idle;
#else
    (void)display;
    return -1;
#endif
}

/// Whether the X server `name` (NULL: $DISPLAY) offers OpenGL on a GPU: DRI3, DRI2 or NVIDIA's
/// GLX. Without them (Xvfb, most VNC servers) Mesa renders OpenGL in software. True when unknown.
static inline gboolean sg_x11_server_has_gpu_gl(const char *name) {
#ifdef GDK_WINDOWING_X11
    Display *display = XOpenDisplay(name);
    if (display == NULL) return TRUE;
    int opcode, event, error;
    gboolean gpu = XQueryExtension(display, "DRI3", &opcode, &event, &error)
        || XQueryExtension(display, "DRI2", &opcode, &event, &error)
        || XQueryExtension(display, "NV-GLX", &opcode, &event, &error);
    XCloseDisplay(display);
    return gpu;
#else
    (void)name;
    return TRUE;
#endif
}

/// Sets or clears the urgency hint of a toplevel on X11 (GTK 4 has no portable API for it).
static inline void sg_x11_set_urgency(GtkWidget *window, gboolean urgent) {
#ifdef GDK_WINDOWING_X11
    GdkDisplay *display = gtk_widget_get_display(window);
    GtkNative *native = gtk_widget_get_native(window);
    if (!GDK_IS_X11_DISPLAY(display) || native == NULL) return;
    GdkSurface *surface = gtk_native_get_surface(native);
    if (surface != NULL) gdk_x11_surface_set_urgency_hint(surface, urgent);
#else
    (void)window; (void)urgent;
#endif
}

/// Asks the window manager to keep a toplevel above other windows, or no longer (EWMH
/// _NET_WM_STATE_ABOVE; GTK 4.8 has no call for it). A managed window is asked with a client
/// message to the root window; `just_mapped` also sets the property itself, which the manager
/// reads as it takes on a new window (GTK writes the property as it maps a window, so this is
/// called after each map; once the manager has the window, the property is the manager's).
/// FALSE where the display is not X11 (Wayland has no protocol for it).
static inline gboolean sg_x11_set_keep_above(GtkWidget *window, gboolean above, gboolean just_mapped) {
#ifdef GDK_WINDOWING_X11
    GdkDisplay *display = gtk_widget_get_display(window);
    if (!GDK_IS_X11_DISPLAY(display)) return FALSE;
    GtkNative *native = gtk_widget_get_native(window);
    GdkSurface *surface = native == NULL ? NULL : gtk_native_get_surface(native);
    if (surface == NULL) return TRUE;  /* applied when it is mapped */
    Display *xdisplay = gdk_x11_display_get_xdisplay(display);
    Window xid = gdk_x11_surface_get_xid(surface);
    Atom state = gdk_x11_get_xatom_by_name_for_display(display, "_NET_WM_STATE");
    Atom above_atom = gdk_x11_get_xatom_by_name_for_display(display, "_NET_WM_STATE_ABOVE");
    if (above && just_mapped) {
        XChangeProperty(xdisplay, xid, state, XA_ATOM, 32, PropModeAppend, (unsigned char *)&above_atom, 1);
    }
    XClientMessageEvent message;
    memset(&message, 0, sizeof message);
    message.type = ClientMessage;
    message.window = xid;
    message.message_type = state;
    message.format = 32;
    message.data.l[0] = above ? 1 : 0;  /* _NET_WM_STATE_ADD or _REMOVE */
    message.data.l[1] = (long)above_atom;
    message.data.l[3] = 1;              /* from a normal application */
    XSendEvent(xdisplay, gdk_x11_display_get_xrootwindow(display), False,
               SubstructureRedirectMask | SubstructureNotifyMask, (XEvent *)&message);
    XFlush(xdisplay);
    return TRUE;
#else
    (void)window; (void)above; (void)just_mapped;
    return FALSE;
#endif
}

/// The X11 id of a mapped window's surface; 0 on another display, or before it has one.
static inline unsigned long sg_x11_window_id(GtkWidget *window) {
#ifdef GDK_WINDOWING_X11
    GdkDisplay *display = gtk_widget_get_display(window);
    if (!GDK_IS_X11_DISPLAY(display)) return 0;
    GtkNative *native = gtk_widget_get_native(window);
    GdkSurface *surface = native == NULL ? NULL : gtk_native_get_surface(native);
    return surface == NULL ? 0 : gdk_x11_surface_get_xid(surface);
#else
    (void)window;
    return 0;
#endif
}

/// Whether the window manager keeps a toplevel above others now: _NET_WM_STATE_ABOVE in its
/// _NET_WM_STATE, which the manager rewrites as it applies a request (GTK 4.8 does not track it).
static inline gboolean sg_x11_is_kept_above(GtkWidget *window) {
#ifdef GDK_WINDOWING_X11
    GdkDisplay *display = gtk_widget_get_display(window);
    if (!GDK_IS_X11_DISPLAY(display) || !gtk_widget_get_mapped(window)) return FALSE;
    GtkNative *native = gtk_widget_get_native(window);
    GdkSurface *surface = native == NULL ? NULL : gtk_native_get_surface(native);
    if (surface == NULL) return FALSE;
    Atom above_atom = gdk_x11_get_xatom_by_name_for_display(display, "_NET_WM_STATE_ABOVE");
    Atom type = None;
    int format = 0;
    unsigned long count = 0, after = 0;
    unsigned char *data = NULL;
    gboolean above = FALSE;
    gdk_x11_display_error_trap_push(display);
    int status = XGetWindowProperty(gdk_x11_display_get_xdisplay(display), gdk_x11_surface_get_xid(surface),
                                    gdk_x11_get_xatom_by_name_for_display(display, "_NET_WM_STATE"), 0, 64, False,
                                    XA_ATOM, &type, &format, &count, &after, &data);
    gdk_x11_display_error_trap_pop_ignored(display);
    if (status == Success && type == XA_ATOM && format == 32 && data != NULL) {
        Atom *atoms = (Atom *)data;
        for (unsigned long i = 0; i < count; i++) if (atoms[i] == above_atom) above = TRUE;
    }
    if (data != NULL) XFree(data);
    return above;
#else
    (void)window;
    return FALSE;
#endif
}

/// The mouse buttons a window has seen pressed and not yet released (bit b: button b).
typedef struct { guint down; } SgButtonsDown;

static gboolean sg_click_guard_event(GtkEventControllerLegacy *controller, GdkEvent *event, gpointer data) {
    SgButtonsDown *buttons = data;
    GdkEventType type = gdk_event_get_event_type(event);
    if (type == GDK_BUTTON_PRESS || type == GDK_BUTTON_RELEASE) {
        guint button = gdk_button_event_get_button(event);
        if (button > 0 && button <= 5) {
            if (type == GDK_BUTTON_PRESS) buttons->down |= 1u << button;
            else buttons->down &= ~(1u << button);
        }
        return FALSE;
    }
    if (type == GDK_GRAB_BROKEN) { buttons->down = 0; return FALSE; }
    if (type != GDK_MOTION_NOTIFY || buttons->down == 0) return FALSE;
    GdkModifierType state = gdk_event_get_modifier_state(event);
    gboolean behind = FALSE;
    for (guint button = 1; button <= 5; button++)
        if ((buttons->down & (1u << button)) && !(state & (GDK_BUTTON1_MASK << (button - 1)))) behind = TRUE;
    if (!behind) return FALSE;
    if (gdk_event_get_time(event) != GDK_CURRENT_TIME) {
        // A motion from the server says the button is up: its release has been handled already
        // (the server sends events in order), or went elsewhere.
        buttons->down = 0;
        return FALSE;
    }
    // GDK's own motion event, made after a layout change from where the pointer is *now* and
    // which buttons the server holds down *now*: when the program is behind (a busy machine),
    // the server has already seen a release this program is yet to handle. GTK's click gestures
    // take such a motion for the release happening elsewhere and cancel the click, so a button
    // whose window was laid out again between press and release (a row's progress bar moving,
    // once a second) lost its click. The real release is on its way; it ends the click.
    return TRUE;
}

/// Keeps `window`'s clicks whole when GDK's layout motion runs ahead of the queued release.
static inline void sg_window_keep_clicks_whole(GtkWidget *window) {
    GtkEventController *controller = gtk_event_controller_legacy_new();
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE);
    g_signal_connect_data(controller, "event", G_CALLBACK(sg_click_guard_event), g_new0(SgButtonsDown, 1),
                          (GClosureNotify)(void (*)(void))g_free, 0);
    gtk_widget_add_controller(window, controller);
}

/* Gives the keyboard focus back to a widget that lost it only by being insensitive for a moment.
   GTK 4.8 takes the focus from a widget made insensitive and gives it to nobody; a button bound
   to an action is insensitive while its action is disabled, so the compact view's Pause, pressed
   with Space, lost the focus as the timer paused (its action disabled) before it turned into
   Resume, and the next Space went nowhere. The widget that had the focus gets it back once it is
   sensitive again within the next few idles, if nothing else took the focus meanwhile. */
typedef struct {
    GtkWidget *focus; /* the focus widget as last seen (a reference) */
    GtkWidget *lost;  /* the one that lost it by turning insensitive (a reference) */
    guint source;     /* the idle that gives it back */
    int tries;
} SgFocusKeeper;

static inline void sg_focus_keeper_free(gpointer data) {
    SgFocusKeeper *keeper = data;
    if (keeper->source != 0) g_source_remove(keeper->source);
    g_clear_object(&keeper->focus);
    g_clear_object(&keeper->lost);
    g_free(keeper);
}

static inline gboolean sg_focus_keeper_give_back(gpointer data) {
    SgFocusKeeper *keeper = data;
    GtkWidget *lost = keeper->lost;
    GtkRoot *root = lost == NULL ? NULL : gtk_widget_get_root(lost);
    if (lost == NULL || root == NULL || gtk_root_get_focus(root) != NULL) {
        keeper->source = 0;
        g_clear_object(&keeper->lost);
        return G_SOURCE_REMOVE;
    }
    if (gtk_widget_is_sensitive(lost) && gtk_widget_get_mapped(lost)) {
        gtk_widget_grab_focus(lost);
    } else if (++keeper->tries < 5) {
        return G_SOURCE_CONTINUE;  /* its new face may come at the next idle */
    }
    keeper->source = 0;
    g_clear_object(&keeper->lost);
    return G_SOURCE_REMOVE;
}

static inline void sg_focus_keeper_focus_changed(GObject *window, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    SgFocusKeeper *keeper = data;
    GtkWidget *focus = gtk_root_get_focus(GTK_ROOT(window));
    if (focus == NULL && keeper->focus != NULL && !gtk_widget_is_sensitive(keeper->focus)) {
        g_set_object(&keeper->lost, keeper->focus);
        keeper->tries = 0;
        if (keeper->source == 0) keeper->source = g_idle_add(sg_focus_keeper_give_back, keeper);
    }
    g_set_object(&keeper->focus, focus);
}

/// Gives the keyboard focus back to a widget of `window` that lost it by being made insensitive
/// for a moment (see SgFocusKeeper).
static inline void sg_window_keep_focus_through_insensitivity(GtkWidget *window) {
    SgFocusKeeper *keeper = g_new0(SgFocusKeeper, 1);
    g_object_set_data_full(G_OBJECT(window), "sg-focus-keeper", keeper, sg_focus_keeper_free);
    g_signal_connect(window, "notify::focus-widget", G_CALLBACK(sg_focus_keeper_focus_changed), keeper);
}

/// Whether the press `click` (a click gesture on `widget`) is handling lands on a button inside
/// `widget`: that press is the button's, and no part of a double click on `widget` itself.
static inline gboolean sg_press_is_on_button(GtkGesture *click, GtkWidget *widget) {
    double x = 0, y = 0;
    GdkEventSequence *sequence = gtk_gesture_single_get_current_sequence(GTK_GESTURE_SINGLE(click));
    if (!gtk_gesture_get_point(click, sequence, &x, &y)) return FALSE;
    for (GtkWidget *picked = gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT); picked != NULL && picked != widget;
         picked = gtk_widget_get_parent(picked))
        if (GTK_IS_BUTTON(picked)) return TRUE;
    return FALSE;
}

/// A drag on `widget` that went past the drag threshold moves its window, as dragging a title
/// bar does (what GtkWindowHandle does, but resetting `click` too, so a double click right after a
/// move is still seen as one). Returns TRUE once the move has begun.
static inline gboolean sg_drag_moves_window(GtkGesture *drag, GtkWidget *widget, GtkGesture *click, double dx, double dy) {
    double x = 0, y = 0;
    if (!gtk_gesture_drag_get_start_point(GTK_GESTURE_DRAG(drag), &x, &y)) return FALSE;
    if (!gtk_drag_check_threshold(widget, (int)x, (int)y, (int)(x + dx), (int)(y + dy))) return FALSE;
    GtkNative *native = gtk_widget_get_native(widget);
    GdkSurface *surface = native == NULL ? NULL : gtk_native_get_surface(native);
    if (surface == NULL || !GDK_IS_TOPLEVEL(surface)) return FALSE;
    graphene_point_t start = GRAPHENE_POINT_INIT((float)x, (float)y), point;
    if (!gtk_widget_compute_point(widget, GTK_WIDGET(native), &start, &point)) return FALSE;
    double nx = 0, ny = 0;
    gtk_native_get_surface_transform(native, &nx, &ny);
    gtk_gesture_set_state(drag, GTK_EVENT_SEQUENCE_CLAIMED);
    gdk_toplevel_begin_move(GDK_TOPLEVEL(surface), gtk_gesture_get_device(drag),
                            (int)gtk_gesture_single_get_current_button(GTK_GESTURE_SINGLE(drag)),
                            point.x + nx, point.y + ny,
                            gtk_event_controller_get_current_event_time(GTK_EVENT_CONTROLLER(drag)));
    gtk_event_controller_reset(GTK_EVENT_CONTROLLER(drag));
    gtk_event_controller_reset(GTK_EVENT_CONTROLLER(click));
    return TRUE;
}

/// The toplevel surface's state flags (GdkToplevelState), 0 when not realized.
static inline GdkToplevelState sg_toplevel_state(GtkWidget *window) {
    GtkNative *native = gtk_widget_get_native(window);
    if (native == NULL) return 0;
    GdkSurface *surface = gtk_native_get_surface(native);
    if (surface == NULL || !GDK_IS_TOPLEVEL(surface)) return 0;
    return gdk_toplevel_get_state(GDK_TOPLEVEL(surface));
}

/// The toplevel's GdkSurface, or NULL before it is realized.
static inline GdkSurface *sg_window_surface(GtkWidget *window) {
    GtkNative *native = gtk_widget_get_native(window);
    return native == NULL ? NULL : gtk_native_get_surface(native);
}

/* A progress bar whose fill is drawn, not allocated ("SgStillProgressBar", a GtkProgressBar).
   GtkProgressBar's new fraction re-allocates its trough, and GTK then lays the whole window out
   again: on X11 that asks the X server for the work area and the geometry, a dozen round trips
   a second for a bar that moves once a second. Here the fraction stays GTK's 0 (the trough, its
   CSS and the accessible role stay GTK's own); the fill is drawn over the trough in the
   progress node's accent colour, and a new fraction redraws the bar only when the fill's width
   in whole pixels changes. */
static inline double *sg_still_fraction_slot(GtkWidget *widget) {
    return g_object_get_data(G_OBJECT(widget), "sg-still-fraction");
}

/// The fill's width in whole pixels, for a trough `trough_width` wide.
static inline int sg_still_filled(double fraction, double trough_width) {
    return (int)(fraction * trough_width + 0.5);
}

static inline void sg_still_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GtkWidgetClass *parent = g_type_class_peek(GTK_TYPE_PROGRESS_BAR);
    parent->snapshot(widget, snapshot);
    double *fraction = sg_still_fraction_slot(widget);
    GtkWidget *trough = gtk_widget_get_first_child(widget);
    graphene_rect_t bounds;
    if (fraction == NULL || trough == NULL || !gtk_widget_compute_bounds(trough, widget, &bounds)) return;
    int filled = sg_still_filled(*fraction, bounds.size.width);
    if (filled <= 0) return;
    GdkRGBA color = {0.21, 0.52, 0.89, 1.0};
    /* Adwaita's progress node: @accent_bg_color (the blue GTK's own theme would use otherwise). */
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), "accent_bg_color", &color);
    G_GNUC_END_IGNORE_DEPRECATIONS
    float x = bounds.origin.x;
    if (gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL) x += bounds.size.width - filled;
    graphene_rect_t fill = GRAPHENE_RECT_INIT(x, bounds.origin.y, filled, bounds.size.height);
    GskRoundedRect rounded;
    gsk_rounded_rect_init_from_rect(&rounded, &fill, MIN(bounds.size.height, filled) / 2.0f);
    gtk_snapshot_push_rounded_clip(snapshot, &rounded);
    gtk_snapshot_append_color(snapshot, &color, &fill);
    gtk_snapshot_pop(snapshot);
}

typedef void (*SgSnapshotFunc)(GtkWidget *, GtkSnapshot *);

static inline void sg_snapshot_class_init(gpointer klass, gpointer snapshot) {
    GTK_WIDGET_CLASS(klass)->snapshot = (SgSnapshotFunc)snapshot;
}

/// The type `name`: `parent` drawn by `snapshot` instead of its own (registered at the first call).
static inline GType sg_snapshot_subclass(GType parent, const char *name, SgSnapshotFunc snapshot) {
    GType found = g_type_from_name(name);
    if (found != 0) return found;
    GTypeQuery query;
    g_type_query(parent, &query);
    GTypeInfo info = {
        .class_size = (guint16)query.class_size,
        .class_init = sg_snapshot_class_init,
        .class_data = (gconstpointer)snapshot,
        .instance_size = (guint16)query.instance_size,
    };
    return g_type_register_static(parent, name, &info, 0);
}

static inline GType sg_still_progress_bar_get_type(void) {
    return sg_snapshot_subclass(GTK_TYPE_PROGRESS_BAR, "SgStillProgressBar", sg_still_snapshot);
}

static inline GtkWidget *sg_still_progress_bar_new(void) {
    GtkWidget *bar = g_object_new(sg_still_progress_bar_get_type(), NULL);
    g_object_set_data_full(G_OBJECT(bar), "sg-still-fraction", g_new0(double, 1), g_free);
    return bar;
}

static inline double sg_still_progress_bar_get_fraction(GtkWidget *bar) {
    double *fraction = sg_still_fraction_slot(bar);
    return fraction == NULL ? 0 : *fraction;
}

/// Stores the fraction, tells screen readers, and redraws only when the fill's width in whole
/// pixels changes (a bar 320 px wide for a 25-minute phase: once every 4.7 s).
static inline void sg_still_progress_bar_set_fraction(GtkWidget *bar, double value) {
    double *fraction = sg_still_fraction_slot(bar);
    if (fraction == NULL || *fraction == value) return;
    GtkWidget *trough = gtk_widget_get_first_child(bar);
    double width = trough == NULL ? 0 : gtk_widget_get_width(trough);
    gboolean moves = sg_still_filled(*fraction, width) != sg_still_filled(value, width) || width <= 0;
    *fraction = value;
    gtk_accessible_update_property(GTK_ACCESSIBLE(bar), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, value, -1);
    if (moves) gtk_widget_queue_draw(bar);
}

/* A window whose title bar is drawn from a still picture of itself ("SgWindow", a
   GtkApplicationWindow). GTK 4.8's cairo renderer draws every node of the window at every frame,
   clipped to the damage: each icon's texture is converted afresh (a symbolic one also recoloured
   through a group) and each label's glyphs are measured even where nothing of them is drawn. Our
   title bar (ten icons, four labels) changes only when a person acts on it, yet cost a running
   timer's second about as much again as the whole bare window it is measured against. Here,
   once the bar has stayed the same for two frames (GTK kept its node), its nodes are drawn once
   into an image shown as one cairo node; a frame that does not touch the bar then costs one paint
   that its clip skips. While the bar changes from frame to frame (hover, a transition) GTK draws
   it as always, with its own damage, and the picture is let go. Only under the cairo renderer: GL
   draws nodes its own way, and there the bar is GTK's as always. */
typedef struct {
    GskRenderNode *seen;     /* the title bar's own node at the last frame (a reference) */
    graphene_rect_t bounds;  /* where it was in the window */
    int scale;               /* the window's scale then */
    GskRenderNode *picture;  /* the cairo node showing `seen`, once it was seen twice */
} SgStillTitlebar;

static inline void sg_still_titlebar_clear(SgStillTitlebar *still) {
    g_clear_pointer(&still->seen, gsk_render_node_unref);
    g_clear_pointer(&still->picture, gsk_render_node_unref);
}

static inline void sg_still_titlebar_free(gpointer data) {
    sg_still_titlebar_clear(data);
    g_free(data);
}

/// Whether `widget`'s window draws with GTK's cairo renderer.
static inline gboolean sg_widget_draws_with_cairo(GtkWidget *widget) {
    GtkNative *native = gtk_widget_get_native(widget);
    GskRenderer *renderer = native == NULL ? NULL : gtk_native_get_renderer(native);
    return renderer != NULL && GSK_IS_CAIRO_RENDERER(renderer);
}

/// Draws `node` once, at the window's `scale`, into a cairo node covering `bounds` rounded out to
/// whole pixels (so the picture's pixels are the window's).
static inline GskRenderNode *sg_still_picture(GskRenderNode *node, const graphene_rect_t *bounds, int scale) {
    graphene_rect_t whole;
    graphene_rect_round_extents((graphene_rect_t *)bounds, &whole);
    cairo_surface_t *image =
        cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)whole.size.width * scale, (int)whole.size.height * scale);
    cairo_surface_set_device_scale(image, scale, scale);
    cairo_t *cr = cairo_create(image);
    cairo_translate(cr, -whole.origin.x, -whole.origin.y);
    gsk_render_node_draw(node, cr);
    cairo_destroy(cr);
    GskRenderNode *picture = gsk_cairo_node_new(&whole);
    cr = gsk_cairo_node_get_draw_context(picture);
    cairo_set_source_surface(cr, image, whole.origin.x, whole.origin.y);
    cairo_paint(cr);
    cairo_destroy(cr);
    cairo_surface_destroy(image);
    return picture;
}

static inline void sg_window_snapshot_titlebar(GtkWidget *window, GtkWidget *titlebar, GtkSnapshot *snapshot) {
    SgStillTitlebar *still = g_object_get_data(G_OBJECT(window), "sg-still-titlebar");
    if (still == NULL || !sg_widget_draws_with_cairo(window)) {
        gtk_widget_snapshot_child(window, titlebar, snapshot);
        return;
    }
    GtkSnapshot *own = gtk_snapshot_new();
    gtk_widget_snapshot_child(window, titlebar, own);
    GskRenderNode *node = gtk_snapshot_free_to_node(own);
    if (node == NULL) {
        sg_still_titlebar_clear(still);
        return;
    }
    /* GTK keeps the bar's own node until the bar is drawn again; its place may wrap it afresh. */
    GskRenderNode *source =
        gsk_render_node_get_node_type(node) == GSK_TRANSFORM_NODE ? gsk_transform_node_get_child(node) : node;
    graphene_rect_t bounds;
    gsk_render_node_get_bounds(node, &bounds);
    int scale = gtk_widget_get_scale_factor(window);
    gboolean same = still->seen == source && still->scale == scale && graphene_rect_equal(&still->bounds, &bounds);
    if (!same) {
        sg_still_titlebar_clear(still);
        still->seen = gsk_render_node_ref(source);
        still->bounds = bounds;
        still->scale = scale;
    } else if (still->picture == NULL && bounds.size.width >= 1 && bounds.size.height >= 1) {
        still->picture = sg_still_picture(node, &bounds, scale);
    }
    gtk_snapshot_append_node(snapshot, still->picture != NULL ? still->picture : node);
    gsk_render_node_unref(node);
}

static inline void sg_window_snapshot(GtkWidget *window, GtkSnapshot *snapshot) {
    GtkWidget *titlebar = gtk_window_get_titlebar(GTK_WINDOW(window));
    for (GtkWidget *child = gtk_widget_get_first_child(window); child != NULL; child = gtk_widget_get_next_sibling(child)) {
        if (child == titlebar)
            sg_window_snapshot_titlebar(window, child, snapshot);
        else
            gtk_widget_snapshot_child(window, child, snapshot);
    }
}

static inline GType sg_window_get_type(void) {
    return sg_snapshot_subclass(GTK_TYPE_APPLICATION_WINDOW, "SgWindow", sg_window_snapshot);
}

/// A GtkApplicationWindow of `application` whose title bar is drawn from a still picture.
static inline GtkWidget *sg_window_new(GtkApplication *application) {
    GtkWidget *window = g_object_new(sg_window_get_type(), "application", application, NULL);
    g_object_set_data_full(G_OBJECT(window), "sg-still-titlebar", g_new0(SgStillTitlebar, 1), sg_still_titlebar_free);
    return window;
}

/// The still picture `window`'s title bar is drawn from (tests compare it from frame to frame);
/// NULL before the first frame, while no title bar shows, or under another renderer than cairo.
static inline const void *sg_window_titlebar_picture(GtkWidget *window) {
    SgStillTitlebar *still = g_object_get_data(G_OBJECT(window), "sg-still-titlebar");
    return still == NULL ? NULL : still->picture;
}

/// How many frames `widget`'s frame clock has begun (0 before it is realized).
static inline gint64 sg_widget_frame_counter(GtkWidget *widget) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(widget);
    return clock == NULL ? 0 : gdk_frame_clock_get_frame_counter(clock);
}

/* A button whose content (its icon, its label) is drawn from a still picture under the cairo
   renderer ("SgStillButton", a GtkButton). The same cost as the title bar's (see SgWindow): GTK
   4.8 draws every node at every frame, and a button's symbolic icon costs a texture conversion and
   a recolouring group each time, its label a measuring of glyphs, even where the frame's damage is
   elsewhere. Unlike the window, a button is snapshot only when it changes (GTK keeps its node
   otherwise), so each snapshot pictures its content at once: a hover or a new icon draws it again,
   a running timer's second does not. Its own background, border and focus ring are GTK's as
   always; under GL the content is too. */
static inline void sg_still_button_snapshot(GtkWidget *button, GtkSnapshot *snapshot) {
    GtkWidgetClass *plain = g_type_class_peek(GTK_TYPE_BUTTON);
    if (!sg_widget_draws_with_cairo(button)) {
        plain->snapshot(button, snapshot);
        return;
    }
    GtkSnapshot *own = gtk_snapshot_new();
    plain->snapshot(button, own);
    GskRenderNode *node = gtk_snapshot_free_to_node(own);
    if (node == NULL) return;
    graphene_rect_t bounds;
    gsk_render_node_get_bounds(node, &bounds);
    if (bounds.size.width >= 1 && bounds.size.height >= 1) {
        GskRenderNode *picture = sg_still_picture(node, &bounds, gtk_widget_get_scale_factor(button));
        gtk_snapshot_append_node(snapshot, picture);
        gsk_render_node_unref(picture);
    } else {
        gtk_snapshot_append_node(snapshot, node);
    }
    gsk_render_node_unref(node);
}

static inline GType sg_still_button_get_type(void) {
    return sg_snapshot_subclass(GTK_TYPE_BUTTON, "SgStillButton", sg_still_button_snapshot);
}

/// An empty SgStillButton (gtk_button_new's).
static inline GtkWidget *sg_still_button_new(void) {
    return g_object_new(sg_still_button_get_type(), NULL);
}

/// An SgStillButton showing `label`, `_` marking its mnemonic when `mnemonic` (as
/// gtk_button_new_with_mnemonic or gtk_button_new_with_label make).
static inline GtkWidget *sg_still_button_new_with_label(const char *label, gboolean mnemonic) {
    return g_object_new(sg_still_button_get_type(), "label", label, "use-underline", mnemonic, NULL);
}

/// An SgStillButton showing the icon `name` (gtk_button_new_from_icon_name's).
static inline GtkWidget *sg_still_button_new_from_icon_name(const char *name) {
    return g_object_new(sg_still_button_get_type(), "icon-name", name, NULL);
}

/// Counts what `node` holds, for tests: `counts[0]` cairo nodes (pictures), `counts[1]` textures,
/// colour-matrix groups and text, which GTK's cairo renderer converts or measures at every frame;
/// `*picture` is the first cairo node met (an identity, to see a picture made again).
static inline void sg_count_drawn_nodes(GskRenderNode *node, int counts[2], const void **picture) {
    switch (gsk_render_node_get_node_type(node)) {
    case GSK_CONTAINER_NODE:
        for (guint i = 0; i < gsk_container_node_get_n_children(node); i++)
            sg_count_drawn_nodes(gsk_container_node_get_child(node, i), counts, picture);
        break;
    case GSK_TRANSFORM_NODE: sg_count_drawn_nodes(gsk_transform_node_get_child(node), counts, picture); break;
    case GSK_CLIP_NODE: sg_count_drawn_nodes(gsk_clip_node_get_child(node), counts, picture); break;
    case GSK_ROUNDED_CLIP_NODE: sg_count_drawn_nodes(gsk_rounded_clip_node_get_child(node), counts, picture); break;
    case GSK_OPACITY_NODE: sg_count_drawn_nodes(gsk_opacity_node_get_child(node), counts, picture); break;
    case GSK_SHADOW_NODE: sg_count_drawn_nodes(gsk_shadow_node_get_child(node), counts, picture); break;
    case GSK_DEBUG_NODE: sg_count_drawn_nodes(gsk_debug_node_get_child(node), counts, picture); break;
    case GSK_COLOR_MATRIX_NODE:
        counts[1]++;
        sg_count_drawn_nodes(gsk_color_matrix_node_get_child(node), counts, picture);
        break;
    case GSK_CAIRO_NODE:
        counts[0]++;
        if (*picture == NULL) *picture = node;
        break;
    case GSK_TEXTURE_NODE:
    case GSK_TEXT_NODE: counts[1]++; break;
    default: break;
    }
}

/// What `widget` gives its parent to draw at a frame (GTK's kept node, unless it changed), counted
/// as `sg_count_drawn_nodes` does; nothing for a widget without a parent.
static inline void sg_widget_drawn_nodes(GtkWidget *widget, int counts[2], const void **picture) {
    GtkWidget *parent = gtk_widget_get_parent(widget);
    if (parent == NULL) return;
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gtk_widget_snapshot_child(parent, widget, snapshot);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    if (node == NULL) return;
    sg_count_drawn_nodes(node, counts, picture);
    gsk_render_node_unref(node);
}

/// Sets the accessible name (gtk_accessible_update_property is variadic).
static inline void sg_accessible_set_label(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

/// Sets the accessible description.
static inline void sg_accessible_set_description(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/// Sets the value text a screen reader reads for a range (e.g. a progress bar's "2 minutes left").
static inline void sg_accessible_set_value_text(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

/// Sets the accessible name of any accessible (a stack page, which is not a widget).
static inline void sg_accessible_object_set_label(gpointer accessible, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

/// Takes a widget, and everything inside it, out of the accessibility tree (a decoration).
static inline void sg_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/// Makes a plain container generic for assistive technologies (no name of its own, none taken from its type).
static inline void sg_accessible_set_generic(GtkWidget *widget) {
    g_object_set(widget, "accessible-role", GTK_ACCESSIBLE_ROLE_GENERIC, NULL);
}

/* The parts of GtkKit's ViewSwitcher, named as libadwaita names its view switcher's so that the
   theme draws them the same. `css-name` and `accessible-role` can only be given as an object is
   made, and g_object_new is variadic. */

/// A row of equal buttons (`viewswitcher`), a tab list without a name of its own.
static inline GtkWidget *sg_view_switcher_new(void) {
    GtkWidget *row = g_object_new(GTK_TYPE_BOX, "css-name", "viewswitcher", "homogeneous", TRUE,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_TAB_LIST, NULL);
    gtk_accessible_update_property(GTK_ACCESSIBLE(row), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
    return row;
}

/// A flat toggle button in the role of a tab, which a click does not focus (as libadwaita's and
/// GtkStackSwitcher's: the page's keys, Space and Enter, still reach the page shown).
static inline GtkWidget *sg_view_switcher_button_new(void) {
    GtkWidget *button = g_object_new(GTK_TYPE_TOGGLE_BUTTON, "accessible-role", GTK_ACCESSIBLE_ROLE_TAB,
                                     "focus-on-click", FALSE, NULL);
    gtk_widget_add_css_class(button, "flat");
    return button;
}

/// `child` with room for a dot over its top end corner (`indicatorbin`, holding an `indicator`
/// once `sg_indicator_bin_set_shown` first shows one).
static inline GtkWidget *sg_indicator_bin_new(GtkWidget *child) {
    GtkWidget *bin = g_object_new(GTK_TYPE_OVERLAY, "css-name", "indicatorbin", "halign", GTK_ALIGN_CENTER,
                                  "valign", GTK_ALIGN_CENTER, NULL);
    gtk_overlay_set_child(GTK_OVERLAY(bin), child);
    return bin;
}

/// Places the dot as AdwIndicatorBin does: its centre a little out of the child's top end corner.
static inline gboolean sg_indicator_position(GtkOverlay *bin, GtkWidget *dot, GdkRectangle *place, gpointer data) {
    GtkRequisition size;
    gtk_widget_get_preferred_size(dot, NULL, &size);
    int width = gtk_widget_get_width(GTK_WIDGET(bin));
    place->width = size.width;
    place->height = size.height;
    place->x = gtk_widget_get_direction(GTK_WIDGET(bin)) == GTK_TEXT_DIR_RTL
        ? -size.height / 2 : width - size.width + size.height / 2;
    place->y = -size.height / 2;
    return TRUE;
}

/// Shows or hides the bin's dot (the theme colours it with `needs-attention`), making it the
/// first time it shows.
static inline void sg_indicator_bin_set_shown(GtkWidget *bin, gboolean shown) {
    GtkWidget *child = gtk_overlay_get_child(GTK_OVERLAY(bin));
    GtkWidget *dot = gtk_widget_get_last_child(bin);
    if (dot == child) {
        if (!shown) return;
        dot = g_object_new(GTK_TYPE_BOX, "css-name", "indicator", "can-target", FALSE, NULL);
        sg_accessible_set_hidden(dot, TRUE);
        g_signal_connect(bin, "get-child-position", G_CALLBACK(sg_indicator_position), NULL);
        gtk_overlay_add_overlay(GTK_OVERLAY(bin), dot);
    }
    gtk_widget_set_visible(dot, shown);
    if (shown) gtk_widget_add_css_class(bin, "needs-attention");
    else gtk_widget_remove_css_class(bin, "needs-attention");
}

/// Whether the bin shows its dot.
static inline gboolean sg_indicator_bin_get_shown(GtkWidget *bin) {
    GtkWidget *dot = gtk_widget_get_last_child(bin);
    return dot != gtk_overlay_get_child(GTK_OVERLAY(bin)) && gtk_widget_get_visible(dot);
}

/// Tells screen readers whether the tab `button` is the selected one.
static inline void sg_accessible_set_selected(GtkWidget *button, gboolean selected) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(button), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

/// Whether `widget` is a scrolled window (GTK_IS_SCROLLED_WINDOW is a macro).
static inline gboolean sg_is_scrolled_window(GtkWidget *widget) { return GTK_IS_SCROLLED_WINDOW(widget); }

/// Whether `widget` is a search field (GTK_IS_SEARCH_ENTRY is a macro).
static inline gboolean sg_is_search_entry(GtkWidget *widget) { return GTK_IS_SEARCH_ENTRY(widget); }

/// GTK 4.8 names an accessible without a name after its type ("GtkImage", "AdwGizmo",
/// "GtkStackPage"), which a screen reader then reads out. Goes through `widget` and all inside
/// it: images and scroll bars (decorations: the control around them has the name) leave the
/// tree, plain containers without a role of their own become generic (which has no such name),
/// and the untitled pages of stacks and libadwaita's view switchers get an empty name (none).
static inline void sg_accessible_tidy(GtkWidget *widget) {
    if (GTK_IS_IMAGE(widget) || GTK_IS_SCROLLBAR(widget)) {
        sg_accessible_set_hidden(widget, TRUE);
        return;
    }
    if (gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(widget)) == GTK_ACCESSIBLE_ROLE_WIDGET)
        g_object_set(widget, "accessible-role", GTK_ACCESSIBLE_ROLE_GENERIC, NULL);
    /* An empty name is no name, and keeps GTK from giving the type's. */
    if (g_strcmp0(G_OBJECT_TYPE_NAME(widget), "AdwViewSwitcher") == 0 || GTK_IS_STACK_SWITCHER(widget))
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
    if (GTK_IS_STACK(widget)) {
        for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child)) {
            GtkStackPage *page = gtk_stack_get_page(GTK_STACK(widget), child);
            if (page != NULL && gtk_stack_page_get_title(page) == NULL)
                gtk_accessible_update_property(GTK_ACCESSIBLE(page), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
        }
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child))
        sg_accessible_tidy(child);
}

/// Names the unnamed controls GtkShortcutsWindow builds: its search field and search button
/// (`search`), its sections' menu button and its scrolled list (`title`).
static inline void sg_shortcuts_window_name(GtkWidget *widget, const char *title, const char *search) {
    if (GTK_IS_SEARCH_ENTRY(widget) || GTK_IS_TOGGLE_BUTTON(widget))
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, search, -1);
    else if (GTK_IS_MENU_BUTTON(widget) || GTK_IS_SCROLLED_WINDOW(widget))
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child))
        sg_shortcuts_window_name(child, title, search);
}

/// Whether the desktop allows animations (gtk-enable-animations).
static inline gboolean sg_animations_enabled(void) {
    GtkSettings *settings = gtk_settings_get_default();
    gboolean enabled = TRUE;
    if (settings != NULL) g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
    return enabled;
}

/// The GTK theme the default settings name (gtk-theme-name), newly allocated (g_free it); NULL
/// without settings. g_object_get is variadic.
static inline char *sg_theme_name(void) {
    GtkSettings *settings = gtk_settings_get_default();
    char *name = NULL;
    if (settings != NULL) g_object_get(settings, "gtk-theme-name", &name, NULL);
    return name;
}

/// Turns the desktop's animations on or off for this process (tests, and users without a desktop).
static inline void sg_set_animations_enabled(gboolean enabled) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) g_object_set(settings, "gtk-enable-animations", enabled, NULL);
}

/// The type name of the backend a GSettings writes to ("DConfSettingsBackend",
/// "GMemorySettingsBackend", …): g_object_get is variadic.
/// The settings' backend, with a reference of the caller's (g_object_get is variadic).
static inline GSettingsBackend *sg_settings_backend(GSettings *settings) {
    GSettingsBackend *backend = NULL;
    g_object_get(settings, "backend", &backend, NULL);
    return backend;
}

static inline const char *sg_settings_backend_type_name(GSettings *settings) {
    GSettingsBackend *backend = NULL;
    g_object_get(settings, "backend", &backend, NULL);
    if (backend == NULL) return "";
    const char *name = G_OBJECT_TYPE_NAME(backend);  /* the type system's own string */
    g_object_unref(backend);
    return name;
}

/// Emits "clicked" at once (gtk_widget_activate delays it by GTK's 250 ms press feedback).
static inline void sg_button_click(GtkWidget *button) {
    g_signal_emit_by_name(button, "clicked");
}

/* A GtkShortcutsSection's column height in lines (g_object_set is variadic; 4.8 has no setter). */
static inline void sg_shortcuts_section_set_max_height(GObject *section, guint lines) {
    g_object_set(section, "max-height", lines, NULL);
}

/* What Enter in an entry does: its "activate" signal (gtk_widget_activate does nothing on a GTK 4.8 entry). */
static inline void sg_entry_activate(GtkWidget *entry) {
    g_signal_emit_by_name(entry, "activate");
}

#endif
