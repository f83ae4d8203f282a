import Glibc
import Sandglass

// The executable only starts the application library, so tests can import all of it.
exit(MainActor.assumeIsolated { SandglassLauncher.run(arguments: CommandLine.arguments) })
