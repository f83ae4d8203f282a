// `sandglass`: a command for a running Sandglass is handed to it in one D-Bus call; anything
// else (no instance, a window to open, help, following, waiting) is `sandglass-app`'s.
CommandClient.run(arguments: CommandLine.arguments)
