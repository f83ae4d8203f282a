import GtkKit

/// Sandglass's CSS on top of the desktop theme: tabular digits that never change width, the paused dim.
enum AppStyle {
    static let css = """
        .time-display {
          font-size: 64px;
          font-weight: 300;
          font-feature-settings: "tnum";
          transition: opacity 200ms ease-out;
        }
        .time-display.paused { opacity: 0.45; }
        /* History's bars take the focus (a day is chosen with the arrow keys): a ring shows it. */
        .bar-chart:focus-visible { outline: 2px solid alpha(@accent_color, 0.5); outline-offset: 2px; border-radius: 6px; }
        /* As wide as the digits where there is room (a clamp of 320 px), narrower where there is not. */
        .timer-progress { min-width: 160px; }
        .timer-progress trough, .timer-progress progress { min-height: 8px; border-radius: 4px; }
        .ends-at { font-feature-settings: "tnum"; }
        .timer-title { font-size: 18px; font-weight: bold; }
        /* The digits' size on the field's text alone: its + and - buttons would otherwise take
           it too, and GTK would load a large bold font only to place their icons on a baseline
           (7.5 M instructions of a launch). Two digits and the caret wide: the countdown form is
           then no wider than GNOME's smallest window in any language, before the window takes
           its narrow style. */
        spinbutton.time-field > text { font-size: 40px; font-feature-settings: "tnum"; min-width: 1.6em; }
        /* At the middle of the fields' digits: lifted by the caption under each field and its spacing. */
        .time-separator { font-size: 40px; margin-bottom: 20px; }
        .presets button.preset { min-width: 56px; padding-left: 10px; padding-right: 10px; border-radius: 999px; }
        /* One width for every page's main buttons: 104 px (100 in a narrow or short window; a
           longer label such as Start Countdown widens its own); the secondary actions beside a
           main pill are round icons of its height. */
        button.circular-pill { min-width: 104px; min-height: 40px; border-radius: 999px; padding-left: 18px; padding-right: 18px; }
        button.secondary-action { min-width: 40px; min-height: 40px; }
        /* Without a compositor GTK draws the window's edge as a box-shadow, and under software GL
           every frame repaints it with the whole window: 4 % CPU for a once-a-second label. A
           plain border looks the same there; composited desktops keep their real shadow. */
        window.solid-csd { box-shadow: none; border: 1px solid alpha(black, 0.23); }
        /* The finished timer's status page: its icon in the accent colour, smaller in a small window. */
        statuspage.ended-page image.icon { color: @accent_color; }
        /* 96 px, not libadwaita's 128: Adwaita has the icon drawn at 96, 64 and 32 px, and any
           other size would load librsvg to draw its SVG (about 6 MB more, for the rest of the run). */
        statuspage image.icon { -gtk-icon-size: 96px; }
        window.narrow statuspage image.icon { -gtk-icon-size: 64px; margin-bottom: 12px; }
        window.short statuspage image.icon { -gtk-icon-size: 32px; margin-bottom: 0; }
        window.short statuspage .title { font-size: 18pt; }
        window.short statuspage > scrolledwindow > viewport > box { margin: 4px 12px; border-spacing: 4px; }
        window.short statuspage > scrolledwindow > viewport > box > clamp > box { border-spacing: 2px; }
        .lap-row { padding: 6px 12px; font-feature-settings: "tnum"; }
        .lap-header { font-size: smaller; font-weight: bold; border-bottom: 1px solid alpha(currentColor, 0.15); }
        /* The lap under way in the accent colour, not in bold: a bold face is wider, and its
           columns would not line up with the laps under it. */
        .current-lap { color: @accent_color; }
        /* Low enough that the digits keep the middle of an 870 × 690 window, as on the other pages. */
        .lap-scroller { min-height: 90px; }
        .lap-list { background: transparent; }
        .lap-mark { font-size: smaller; font-weight: bold; border-radius: 4px; padding: 0 4px; }
        /* The style's named colours, mixed 60 % toward the text colour: at least 4.5:1 on the
           window's background in the light, dark and high-contrast styles (GTK 4.8's own error
           red on the dark background is 2.1:1). */
        .lap-mark.fastest { color: mix(@success_color, @theme_fg_color, 0.6); }
        .lap-mark.slowest { color: mix(@error_color, @theme_fg_color, 0.6); }
        label.error, entry.error { color: mix(@error_color, @theme_fg_color, 0.6); }
        .pomodoro-round { font-feature-settings: "tnum"; }
        /* Opaque: it lies over the page. */
        .save-problem-banner { padding: 6px 6px 6px 12px; background-color: @theme_bg_color; background-image: linear-gradient(alpha(@warning_color, 0.22), alpha(@warning_color, 0.22)); border-bottom: 1px solid alpha(currentColor, 0.15); }
        /* The question on time away, across the top of the Pomodoro page. */
        .away-banner { padding: 6px 12px; background-color: @theme_bg_color; background-image: linear-gradient(alpha(@accent_bg_color, 0.14), alpha(@accent_bg_color, 0.14)); border-bottom: 1px solid alpha(currentColor, 0.15); }
        /* Another page's end, in a strip across the window under the page. */
        .end-notice { padding: 6px 6px 6px 12px; background-color: @theme_bg_color; background-image: linear-gradient(alpha(@accent_bg_color, 0.14), alpha(@accent_bg_color, 0.14)); border-top: 1px solid alpha(currentColor, 0.15); }
        /* The toasts' strip under the page: the toast's own margins, smaller. */
        .toast-strip > toast { margin: 6px 12px; }
        /* The quiet alert: the window's background lights up and fades back, three times. */
        .flashable { transition: background-color 150ms ease-out; }
        .flashable.flash { background-color: alpha(@theme_selected_bg_color, 0.45); }
        .countdown-caption { font-size: 18px; }
        .compact-digits { font-size: 34px; font-weight: 300; font-feature-settings: "tnum"; }
        .compact-progress trough, .compact-progress progress { min-height: 4px; }
        /* A narrow or short window (below 560 px wide or 460 px high, down to GNOME's smallest,
           360 × 294): smaller digits, fields and buttons, so the main button stays on screen. */
        window.narrow .time-display, window.short .time-display { font-size: 44px; }
        window.narrow spinbutton.time-field > text, window.short spinbutton.time-field > text { font-size: 28px; }
        window.narrow .time-separator, window.short .time-separator { font-size: 28px; }
        window.narrow .timer-title, window.short .timer-title { font-size: 15px; }
        window.narrow button.circular-pill, window.short button.circular-pill { min-width: 100px; min-height: 34px; padding-left: 12px; padding-right: 12px; }
        window.short button.circular-pill { min-height: 28px; }
        window.narrow button.secondary-action { min-width: 34px; min-height: 34px; }
        window.short button.secondary-action { min-width: 28px; min-height: 28px; }
        .page-column { border-spacing: 12px; }
        /* Two laps under the buttons of a 294 px window; the list's scroll bar (its slider's
           length sets the list's least height) no taller than them. */
        window.short .lap-scroller { min-height: 40px; }
        window.short .lap-scroller scrollbar slider { min-height: 20px; }
        window.short .lap-row { padding-top: 2px; padding-bottom: 2px; }
        window.short .lap-footer button { min-height: 20px; padding-top: 0; padding-bottom: 0; }
        .action-row, .page-below { margin-top: 12px; }
        /* A row of pills inside a row with a round icon (the running timer's New Timer): the
           outer row keeps the space above, so the icon and the pills share their middle. */
        .action-row .action-row { margin-top: 0; }
        /* The stopwatch's digits at the top of the page once it has laps: clear of the header bar. */
        box.page-layout { margin-top: 12px; }
        window.short box.page-layout { margin-top: 0; }
        /* What names the digits (a title, the new timer's label) clear of them. */
        .page-above { margin-bottom: 6px; }
        window.short .page-above { margin-bottom: 2px; }
        /* The pin, pinned: filled, as a pressed toggle of the accent colour. */
        headerbar button.pin-toggle:checked { background-color: @accent_bg_color; color: @accent_fg_color; }
        window.short .action-row, window.short .page-below { margin-top: 2px; }
        window.short .page-layout box { border-spacing: 4px; }
        window.short .countdown-caption { font-size: 15px; }
        /* Several timers: a card of rows, as GNOME's lists are, with room around it. */
        .timer-list { margin: 12px 12px 18px 12px; }
        .timer-list-card { border-radius: 12px; }
        .timer-list-card listview { background: transparent; }
        .timer-row { padding: 10px 8px 10px 14px; }
        .timer-row-name { font-weight: bold; }
        .timer-row-digits { font-size: 20px; font-feature-settings: "tnum"; }
        .timer-row-digits.paused { opacity: 0.55; }
        .timer-row.ringing .timer-row-digits { color: @accent_color; }
        .timer-row-progress trough, .timer-row-progress progress { min-height: 4px; }
        window.short .timer-list { margin: 4px 8px 6px 8px; }
        window.short .timer-row { padding: 4px 6px 4px 10px; }
        @keyframes lap-fade-in { from { opacity: 0; } to { opacity: 1; } }
        .lap-row.new-lap { animation: lap-fade-in 200ms ease-out; }
        """

    /// Installs the application's style, then each mode's own (`ModeRegistration.styleSheet`).
    @MainActor
    static func install(modes: [any ModeRegistration]) {
        StyleSheet.install(([css] + modes.map(\.styleSheet)).joined(separator: "\n"))
    }
}
