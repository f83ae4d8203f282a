/// A `sandglass stopwatch …` command: every verb is an operation without arguments.
typealias StopwatchRequest = StopwatchOperation
