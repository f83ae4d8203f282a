// gtk-floor: the smallest Swift GTK4 window, the floor Sandglass is measured against.
//
//     gtk-floor            a plain 870×690 GtkWindow with a label and a progress bar, static
//     gtk-floor --redraw   the same, changing the label ("00:04:59") and the fraction once a
//                          second, at each whole second since launch (one one-shot timeout per
//                          change, re-armed for the next boundary: no drift, no polling)
//     --headerbar          adds an empty GtkHeaderBar, so the window draws its own decorations
//                          (client-side, as Sandglass and GNOME Clocks do): shows what they cost
//     --cairo              draws with cairo and never loads OpenGL (GSK_RENDERER=cairo,
//                          GDK_DEBUG=gl-disable), as Sandglass does where OpenGL would be
//                          software: the like-for-like floor
//
// A plain GtkWindow on a GMainLoop, no GtkApplication: no session-bus registration, nothing
// but what any GTK4 window must do. Closing the window ends the program.

import CGtk

/// The countdown the redrawing floor shows, in seconds; it starts over when it reaches zero.
let period = 300

let arguments = CommandLine.arguments.dropFirst()
let redraw = arguments.contains("--redraw")
let headerBar = arguments.contains("--headerbar")
let known: Set<String> = ["--redraw", "--headerbar", "--cairo"]
if let bad = arguments.first(where: { !known.contains($0) }) {
    let message = "gtk-floor: unknown argument '\(bad)'; usage: gtk-floor [--redraw] [--headerbar] [--cairo]\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

if arguments.contains("--cairo") {
    // Both before gtk_init, which reads GDK_DEBUG; without gl-disable GDK loads OpenGL anyway.
    setenv("GSK_RENDERER", "cairo", 1)
    setenv("GDK_DEBUG", "gl-disable", 1)
}
g_set_prgname("gtk-floor")
gtk_init()

let loop = g_main_loop_new(nil, 0)
let window = gtk_window_new()!
let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
let label = gtk_label_new("00:05:00")!
let bar = gtk_progress_bar_new()!

gtk_window_set_title(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)), "gtk-floor")
gtk_window_set_default_size(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)), 870, 690)
gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
gtk_widget_set_margin_start(box, 48)
gtk_widget_set_margin_end(box, 48)
gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(box)), label)
gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(box)), bar)
gtk_window_set_child(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)), box)
if headerBar {
    gtk_window_set_titlebar(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)), gtk_header_bar_new())
}

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

if redraw { tick() }
gtk_window_present(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)))
g_main_loop_run(loop)
