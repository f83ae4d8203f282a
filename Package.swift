// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Sandglass",
    products: [
        // The command: hands a command to the running Sandglass in one D-Bus call (GIO only),
        // else becomes sandglass-app.
        .executable(name: "sandglass", targets: ["SandglassCommand"]),
        // The window, the instance, and every command it does not hand over (GTK, the parser).
        .executable(name: "sandglass-app", targets: ["SandglassMain"]),
        // The benchmark's floor: the bare libadwaita window in Swift, static or redrawing once a second.
        .executable(name: "gtk-floor", targets: ["GtkFloor"]),
        // What adding a lap costs the stopwatch model as the list grows (up to 10,000 laps).
        .executable(name: "lap-bench", targets: ["LapBench"]),
        .executable(name: "record-bench", targets: ["RecordBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // The model: pure Swift and Foundation, no GTK.
        .target(name: "TimerCore", dependencies: ["CIntl"]),
        // The C library's gettext (libintl.h, part of glibc), which Swift's Glibc module leaves out.
        .systemLibrary(name: "CIntl"),
        // GTK 4 and GLib headers, plus inline helpers for the C macros Swift cannot import.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // libadwaita: GNOME's adaptive widgets and style manager, on top of GTK.
        .systemLibrary(
            name: "CAdw",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        // The running instance's door for a command line: its D-Bus method and the two programs' names.
        .target(name: "CommandDoor"),
        // POSIX, typed: state files, the one-writer lock, starting a process, threads, locales.
        // With GtkKit, the only targets that call the C library or hold raw pointers.
        .target(name: "SystemKit"),
        // Typed Swift over the part of GTK/GLib/GIO/libadwaita the app uses.
        .target(name: "GtkKit", dependencies: ["CGtk", "CAdw", "SystemKit"]),
        // The application: actions, command line, window, pages.
        .target(
            name: "Sandglass",
            dependencies: [
                "TimerCore", "GtkKit", "SystemKit", "CommandDoor",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["SettingsSchemaPlugin", "TranslationsPlugin", "ReleaseVersionPlugin"]
        ),
        // Compiles the GSettings schema in data/ into the build folder, for runs from the source tree.
        .plugin(name: "SettingsSchemaPlugin", capability: .buildTool()),
        // Compiles the translations in po/ into the build folder, for runs from the source tree.
        .plugin(name: "TranslationsPlugin", capability: .buildTool()),
        // The version, from the metainfo's newest release (its one place; meson-aux/release-version).
        .plugin(name: "ReleaseVersionPlugin", capability: .buildTool()),
        .executableTarget(name: "SandglassMain", dependencies: ["Sandglass", "SystemKit"]),
        .executableTarget(name: "SandglassCommand", dependencies: ["CommandDoor"]),
        .executableTarget(name: "GtkFloor", dependencies: ["CGtk", "CAdw"]),
        .executableTarget(name: "LapBench", dependencies: ["TimerCore"]),
        .executableTarget(name: "RecordBench", dependencies: ["TimerCore"]),
        .testTarget(name: "TimerCoreTests", dependencies: ["TimerCore"]),
        .testTarget(
            name: "SandglassTests",
            dependencies: [
                "Sandglass", "GtkKit", "SystemKit", "TimerCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
