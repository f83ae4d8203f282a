import CGtk
import Glibc
import SystemKit

/// The process's memory: it runs for days beside a person's work, so what it keeps resident matters.
///
/// (One malloc arena for all threads, M_ARENA_MAX 1, kept about 0.6 MB more off the heap but made
/// launch 4 ms slower: GTK loads icons on several threads at once. Not done.)
public enum ProcessMemory {
    /// Blocks this large and larger are mappings of their own, given back to the system when
    /// freed. GTK's cairo renderer paints each frame into an image the size of what changed: the
    /// whole window (2.4 MB at 870 × 690) after a resize, a change of view or a new page; once a
    /// second only the digits and the bar (about 100 KB), which stay on the heap and reuse it.
    static let ownMappingBytes: Int32 = 512 * 1024

    /// Keeps the large, short-lived blocks (a frame's image, see `ownMappingBytes`) off the heap.
    /// Left to itself, malloc raises its threshold to the largest block freed so far, and the next
    /// whole-window image then comes from the heap and stays resident once freed (2.4 MB more
    /// after the compact view and back, or a page switch). Called first thing, before GTK starts.
    public static func keepLargeBlocksOffTheHeap() {
        _ = mallopt(M_MMAP_THRESHOLD, ownMappingBytes)
    }

    /// Gives back what a busy moment left (start-up, a page or view built and drawn, a window
    /// gone out of sight): the freed heap and the pages of the program's code it ran once.
    /// Returns how many of the program's mappings were dropped.
    @discardableResult
    public static func settle() -> Int {
        returnFreedHeap()
        return releaseProgramPages()
    }

    /// `settle()` `milliseconds` from now (once, however often it is asked meanwhile), on a
    /// thread of its own: GTK frees a hidden window's images and the styles of what changed only
    /// after its next frame. Reading /proc/self/smaps takes milliseconds, which on the main
    /// thread delayed an end falling at that moment (a 3 s timer ended 9 ms late, at start-up's
    /// settle); off it, the main loop notices an end at once. The code still in use faults back
    /// (about 60 faults for a running timer's next second). A thread that ends with its work,
    /// not a Dispatch worker, which would stay and wake the process every second.
    @MainActor
    public static func settleSoon(milliseconds: UInt32 = 1000) {
        guard !settlePending else { return }
        settlePending = true
        MainLoop.after(milliseconds: milliseconds) {
            settlePending = false
            // The one before ended long ago (a second at least): joined, it leaves nothing behind.
            settling?.join()
            settling = JoinableThread.start { settle() }
            if settling == nil { settle() }
        }
    }
    @MainActor private static var settlePending = false
    @MainActor private static var settling: JoinableThread?

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
        releasePages(ofFile: nil)
    }

    /// `releaseStartupPages` for the program's own file only (its code, 20 MB with the Swift
    /// runtime and Foundation linked in, of which start-up leaves about 9 MB resident): those
    /// mappings last as long as the process, so no other thread can replace them while this
    /// runs, and it is safe beside GTK's threads. Returns how many were dropped.
    @discardableResult
    public static func releaseProgramPages() -> Int {
        var program = stat()
        guard stat("/proc/self/exe", &program) == 0 else { return 0 }
        return releasePages(ofFile: program)
    }

    /// Drops the read-only private file mappings without pages of their own (of `file` only,
    /// matched by device and inode, or of every file).
    private static func releasePages(ofFile only: stat?) -> Int {
        var ranges: [(start: UInt, end: UInt)] = []
        guard let file = fopen("/proc/self/smaps", "r") else { return 0 }
        var candidate: (start: UInt, end: UInt)?
        // Pages of its own, in memory or swapped out: a mapping with any is left alone. (Not
        // Private_Dirty: in a private mapping of a file that also counts the file's pages the page
        // cache has yet to write back, a program just built or copied, which are not the process's.)
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
                if readOnlyFile, let only, !isMapping(of: only, device: fields[3], inode: fields[4])
                {
                    continue
                }
                if readOnlyFile, range.count == 2, let start = UInt(range[0], radix: 16),
                    let end = UInt(range[1], radix: 16)
                {
                    candidate = (start, end)
                }
            } else if ["Anonymous:", "Swap:"].contains(first) {
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

    /// Whether a mapping's device ("fe:00", major and minor in hex) and inode are `file`'s.
    private static func isMapping(of file: stat, device: Substring, inode: Substring) -> Bool {
        let parts = device.split(separator: ":")
        guard parts.count == 2, let major = UInt32(parts[0], radix: 16),
            let minor = UInt32(parts[1], radix: 16), let number = UInt(inode)
        else { return false }
        // glibc's encoding of dev_t (gnu_dev_major and gnu_dev_minor, macros Swift cannot import).
        let device = UInt64(file.st_dev)
        let fileMajor = ((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff)
        let fileMinor = (device & 0xff) | ((device >> 12) & ~0xff)
        return number == UInt(file.st_ino) && UInt64(major) == fileMajor
            && UInt64(minor) == fileMinor
    }
}
