import CGtk

/// How the process holds its heap: it runs for days beside a person's work, so what it keeps
/// resident matters more than a little allocator speed.
public enum ProcessMemory {
    /// One malloc arena for every thread. GTK and GIO start short-lived worker threads (icon
    /// loading, D-Bus); with an arena each, every one keeps the memory it freed (about 1 MB in
    /// all here). The work is on the main thread, so there is nothing to contend for.
    /// Call before any thread starts.
    public static func useOneHeap() { _ = mallopt(M_ARENA_MAX, 1) }

    /// Gives back to the system the heap freed since start-up (parsed style sheets, loaded
    /// themes, the first layout), which malloc would otherwise keep for reuse.
    public static func returnFreedHeap() { _ = malloc_trim(0) }
}
