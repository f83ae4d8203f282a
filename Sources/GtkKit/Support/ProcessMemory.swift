import CGtk
import Glibc

/// The process's memory: it runs for days beside a person's work, so what it keeps resident matters.
///
/// (One malloc arena for all threads, M_ARENA_MAX 1, kept about 0.6 MB more off the heap but made
/// launch 4 ms slower: GTK loads icons on several threads at once. Not done.)
public enum ProcessMemory {
    /// Gives back to the system the heap freed since start-up (parsed style sheets, loaded
    /// themes, the first layout), which malloc would otherwise keep for reuse.
    public static func returnFreedHeap() { _ = malloc_trim(0) }

    /// Drops from this process's page tables the read-only file pages start-up touched (the
    /// program's and its libraries' code and constants, brought in 64 KB around each fault): a
    /// process that then runs a few functions a second keeps only those in its resident set.
    /// Nothing is lost or evicted: the pages stay in the page cache (shared with a running
    /// Sandglass), and a page needed again is mapped back from there. Mappings holding pages of
    /// their own (relocated constants, copied on write; in memory or swapped out) are left
    /// alone: dropping those would lose them. For a process whose other threads map no files
    /// (GIO's workers): the ranges are read first, then dropped. Returns how many were dropped.
    @discardableResult
    public static func releaseStartupPages() -> Int {
        var ranges: [(start: UInt, end: UInt)] = []
        guard let file = fopen("/proc/self/smaps", "r") else { return 0 }
        var candidate: (start: UInt, end: UInt)?
        // Pages of its own, in memory or swapped out: a mapping with any is left alone.
        var ownPages = false
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(
                decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let fields = text.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first else { continue }
            if first.contains("-"), fields.count >= 5 {
                // "start-end perms offset dev inode [path]": a read-only private mapping of a file?
                let range = first.split(separator: "-")
                let readOnlyFile =
                    fields.count >= 6 && fields[1].hasPrefix("r") && !fields[1].contains("w")
                    && fields[5].hasPrefix("/")
                candidate = nil
                ownPages = false
                if readOnlyFile, range.count == 2, let start = UInt(range[0], radix: 16),
                    let end = UInt(range[1], radix: 16)
                {
                    candidate = (start, end)
                }
            } else if ["Anonymous:", "Swap:", "Private_Dirty:"].contains(first) {
                if fields.count < 2 || fields[1] != "0" { ownPages = true }
            } else if first == "VmFlags:" {
                // The block's last line: every count of it has been read.
                if let mapping = candidate, !ownPages { ranges.append(mapping) }
                candidate = nil
            }
        }
        fclose(file)
        var dropped = 0
        for range in ranges {
            guard let address = UnsafeMutableRawPointer(bitPattern: range.start) else { continue }
            if madvise(address, Int(range.end - range.start), MADV_DONTNEED) == 0 { dropped += 1 }
        }
        return dropped
    }
}
