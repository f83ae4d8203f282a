// gtk-floor: the like-for-like floor Sandglass is measured against, the smallest window of the
// same toolkit showing what Sandglass's running timer shows. Sandglass is a libadwaita
// application, so the floor is the bare libadwaita window: `adw_init()` loads what Sandglass's
// AdwApplication loads (Adwaita's stylesheet, the style manager following the desktop's light or
// dark preference), and the title bar is an AdwHeaderBar.
//
//     gtk-floor              an 870×690 GtkWindow with an AdwHeaderBar (client-side decorations,
//                            as Sandglass's window), one label ("00:05:00") and one progress bar,
//                            static
//     gtk-floor --redraw     the same, changing the label ("00:04:59") and the fraction once a
//                            second, at each whole second since launch
//     gtk-floor --plain-gtk  (with or without --redraw) the pure GTK window the floor was before
//                            libadwaita: no adw_init(), a GtkHeaderBar; for comparison only
//     gtk-floor --application  (with any of the above) the same window, belonging to an
//                            AdwApplication registered on the session bus before it is made
//                            (unique, as Sandglass is): what being an application adds to a
//                            launch (its name, GTK's look for a session manager); a reference
//                            line, not the floor
//     gtk-floor --frames     the stopwatch's floor: the digits alone ("00:00.00", minutes,
//                            seconds and hundredths since launch), new text at every frame of
//                            the frame clock, as Sandglass's running stopwatch draws them; a
//                            GtkInscription, as Sandglass's, whose new text redraws it without
//                            measuring the window again (a label would lay the window out at
//                            every frame)
//
// The label and the bar are drawn as Sandglass draws its timer's digits and bar (64 px tabular
// digits, a 320×8 px bar), so a second's frame damages about the same region in both.
//
// The second's change is scheduled as Sandglass schedules its own: a one-shot wake-up at the
// next whole-second boundary, re-armed after each change (no drift, no polling, nothing armed
// while there is nothing to change). Sandglass arms a timerfd on CLOCK_BOOTTIME (its countdown
// must survive a suspend); here a one-shot GLib timeout on CLOCK_MONOTONIC does the same work:
// either way the main loop wakes once a second.
//
// It draws with GTK's default renderer; the benchmark runs it with GSK_RENDERER=cairo
// GDK_DEBUG=gl-disable exactly where Sandglass chooses cairo (OpenGL would be software).
//
// A plain GtkWindow on a GMainLoop, no GtkApplication nor AdwApplication: no session-bus
// registration, nothing but what any libadwaita window must do. Closing the window ends the
// program.

import CAdw
import CGtk

/// The countdown the redrawing floor shows, in seconds; it starts over when it reaches zero.
let period = 300

let arguments = CommandLine.arguments.dropFirst()
let redraw = arguments.contains("--redraw")
let plainGtk = arguments.contains("--plain-gtk")
let frames = arguments.contains("--frames")
let asApplication = arguments.contains("--application")
let known = ["--redraw", "--plain-gtk", "--frames", "--application"]
if let bad = arguments.first(where: { !known.contains($0) }) {
    let message =
        "gtk-floor: unknown argument '\(bad)'; usage: gtk-floor [--redraw | --frames] [--plain-gtk] [--application]\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

g_set_prgname("gtk-floor")
/// Registered, its start-up (GTK's and libadwaita's set-up, and GTK's session manager lookups)
/// has run; the window then belongs to it, on the same main loop as without.
let application: UnsafeMutablePointer<GApplication>? =
    asApplication
    ? UnsafeMutablePointer(
        OpaquePointer(
            adw_application_new("io.github.sandglass.GtkFloor", G_APPLICATION_DEFAULT_FLAGS))
    )
    : nil
if let application, g_application_register(application, nil, nil) == 0 {
    _ = "gtk-floor: cannot register the application\n".withCString { write(2, $0, strlen($0)) }
    exit(1)
}
gtk_init()
// What AdwApplication does at start-up: Adwaita's stylesheet and the style manager.
if !plainGtk { adw_init() }

// Sandglass's .time-display and .timer-progress, the part of them that decides what is drawn.
let css = """
    .time-display { font-size: 64px; font-weight: 300; font-feature-settings: "tnum"; }
    .timer-progress { min-width: 320px; }
    .timer-progress trough, .timer-progress progress { min-height: 8px; border-radius: 4px; }
    """
let provider = gtk_css_provider_new()!
gtk_css_provider_load_from_data(provider, css, -1)
gtk_style_context_add_provider_for_display(
    gdk_display_get_default(), OpaquePointer(provider),
    UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))

let loop = g_main_loop_new(nil, 0)
let window = gtk_window_new()!
let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
let label = frames ? inscription("00:00.00", characters: 8) : gtk_label_new("00:05:00")!
let bar = gtk_progress_bar_new()!

/// A GtkInscription centred in room for `characters` characters, as GtkKit's `Inscription`.
func inscription(_ text: String, characters: UInt32) -> UnsafeMutablePointer<GtkWidget> {
    let widget = gtk_inscription_new(text)!
    gtk_inscription_set_min_chars(OpaquePointer(widget), characters)
    gtk_inscription_set_nat_chars(OpaquePointer(widget), characters)
    gtk_inscription_set_xalign(OpaquePointer(widget), 0.5)
    return widget
}

gtk_window_set_title(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)), "gtk-floor")
gtk_window_set_default_size(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)), 870, 690)
gtk_window_set_titlebar(
    UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)),
    plainGtk ? gtk_header_bar_new() : adw_header_bar_new())
gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
gtk_widget_add_css_class(label, "time-display")
gtk_widget_add_css_class(bar, "timer-progress")
gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(box)), label)
if !frames { gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(box)), bar) }
gtk_window_set_child(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)), box)

let onDestroy: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in
    MainActor.assumeIsolated { g_main_loop_quit(loop) }
}
g_signal_connect_data(
    window, "destroy", unsafeBitCast(onDestroy, to: GCallback.self), nil, nil, GConnectFlags(0))

/// Microseconds of CLOCK_MONOTONIC at launch; the displayed seconds count from here.
let start = g_get_monotonic_time()

/// `n` (0–99) as two digits.
func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

/// Shows the time left at `now` (rounded up) and arms a one-shot timeout for the next change.
@MainActor func tick() {
    let elapsed = g_get_monotonic_time() - start
    let wholeSeconds = elapsed / 1_000_000
    let left = period - wholeSeconds % period
    let text = "00:\(twoDigits(left / 60)):\(twoDigits(left % 60))"
    gtk_label_set_text(OpaquePointer(label), text)
    gtk_progress_bar_set_fraction(OpaquePointer(bar), Double(period - left) / Double(period))
    let untilNext = (wholeSeconds + 1) * 1_000_000 - elapsed
    let fire: GSourceFunc = { _ in
        MainActor.assumeIsolated { tick() }
        return 0
    }
    // Round up to the millisecond so the timeout never fires just before the boundary.
    g_timeout_add_full(G_PRIORITY_DEFAULT, guint((untilNext + 999) / 1000), fire, nil, nil)
}

/// The stopwatch's digits at each frame: minutes, seconds and hundredths since launch, set only
/// when they differ from what is shown (as Sandglass's stopwatch does).
let onFrame: GtkTickCallback = { widget, _, _ in
    MainActor.assumeIsolated {
        let hundredths = Int((g_get_monotonic_time() - start) / 10_000)
        let text =
            "\(twoDigits(hundredths / 6000 % 100)):\(twoDigits(hundredths / 100 % 60)).\(twoDigits(hundredths % 100))"
        let shown = gtk_inscription_get_text(OpaquePointer(widget)).map { String(cString: $0) }
        if shown != text { gtk_inscription_set_text(OpaquePointer(widget), text) }
    }
    return 1
}

if redraw { tick() }
if frames { gtk_widget_add_tick_callback(label, onFrame, nil, nil) }
if let application {
    gtk_window_set_application(
        UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)),
        UnsafeMutablePointer<GtkApplication>(OpaquePointer(application)))
}
gtk_window_present(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)))
g_main_loop_run(loop)
