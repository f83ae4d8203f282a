import Sandglass
import SystemKit

// The executable only starts the application library, so tests can import all of it.
CurrentProcess.exit(
    MainActor.assumeIsolated { SandglassLauncher.run(arguments: CommandLine.arguments) })
