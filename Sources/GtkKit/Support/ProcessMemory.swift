import CGtk

/// The process's heap: it runs for days beside a person's work, so what it keeps resident matters.
///
/// (One malloc arena for all threads, M_ARENA_MAX 1, kept about 0.6 MB more off the heap but made
/// launch 4 ms slower: GTK loads icons on several threads at once. Not done.)
public enum ProcessMemory {
    /// Gives back to the system the heap freed since start-up (parsed style sheets, loaded
    /// themes, the first layout), which malloc would otherwise keep for reuse.
    public static func returnFreedHeap() { _ = malloc_trim(0) }
}
