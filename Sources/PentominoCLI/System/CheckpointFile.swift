// `--checkpoint FILE`, in the order a count uses it:
//
// - `CheckpointFile`: the file's format, loaded and checked, and saved whole or not at all.
// - `CheckpointSaver`: the saves every few seconds while the count runs, and the last one.
// - `CheckpointLock`: one count per file at a time.
// - `CountRecord` for a count with a checkpoint, and the fingerprints written in its line.

import Dispatch
import PentominoKit
import Synchronization

// MARK: - The file

/// The file of `count --checkpoint FILE`: the subtrees of the count's tree counted so far, so that
/// an interrupted count can be resumed.
///
/// It is text: a header that names the tool's version, the board, the pieces and the options, and a
/// fingerprint of the problem they make; the cut of the tree; one line per counted subtree; and a
/// last line with a fingerprint of everything before it, so that a damaged file is never read as a
/// checkpoint. It is written to a temporary file that then replaces the old one, so a crash while
/// writing leaves the previous checkpoint whole.
struct CheckpointFile {
    /// Where the checkpoint is kept.
    let path: String
    /// The header's lines, which a file must hold word for word to be resumed, but for the lines of
    /// `names`, which name the count for a person and may be spelt another way.
    let header: [(key: String, value: String)]
    /// The keys of the header's lines that name the count for a person.
    let names: [String]

    /// The first line of every checkpoint.
    static let magic = "pentomino checkpoint"

    /// The checkpoint at `path` of the count of `shard` of the problem whose fingerprint is
    /// `fingerprint`, searched by `engine`, which the header lines `names` (each a one-word key and
    /// a value) name for a person.
    init(path: String, names: [(key: String, value: String)], engine: Engine, shard: Shard, fingerprint: UInt64) {
        self.path = path
        self.names = names.map(\.key)
        header =
            [("version", Tool.version)] + names.map { ($0.key, $0.value.withControlsShown) } + [
                ("engine", engine.rawValue),
                ("shard", shard.description),
                ("problem", hex(fingerprint)),
            ]
    }

    /// The checkpoint at `path` of `solver`'s count of `shard`, for the board named `board`.
    init(path: String, solver: TilingSolver, board: String, shard: Shard) {
        self.init(
            path: path, names: [("board", board), ("pieces", solver.problem.pieces.name)],
            engine: solver.resolvedEngine, shard: shard, fingerprint: solver.problem.exactCover.fingerprint)
    }

    /// The file's name in messages.
    var label: String { "checkpoint file '\(path.withControlsShown)'" }

    /// What the file holds, or nil when there is no file yet. A file that is damaged, is not a
    /// checkpoint, or was written for another count or by another version is a failure.
    func load() throws(CommandError) -> CountRecord.Snapshot? {
        var status = stat()
        if stat(path, &status) != 0 && errno == ENOENT { return nil }
        try checkKind()
        // A file that does not begin as a checkpoint is refused before the rest of it is read.
        let notACheckpoint = CommandError.failure(
            "\(label) is not a pentomino checkpoint: give another file, or a path where none exists yet to start a count"
        )
        let start = try InputFile.bytes(of: path, what: "checkpoint file", prefix: CheckpointFile.magic.utf8.count + 1)
        guard start.elementsEqual((CheckpointFile.magic + "\n").utf8) else { throw notACheckpoint }
        let text = try InputFile.text(of: path, what: "checkpoint file", maximum: InputFile.maximumProblemBytes).text
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == CheckpointFile.magic else { throw notACheckpoint }
        guard lines.count >= 3, lines.removeLast().isEmpty, let check = lines.popLast(), check.hasPrefix("check "),
            check.dropFirst(6) == hex(CheckpointFile.fingerprint(lines))
        else {
            throw .failure(
                "\(label) is damaged (its check does not match what it holds): delete it to count from the start")
        }
        let fields = lines.dropFirst().map { line in
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            return (key: String(parts[0]), value: parts.count > 1 ? String(parts[1]) : "")
        }
        let saved = Dictionary(
            fields.prefix(header.count).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        if let version = saved["version"], version != Tool.version {
            throw .failure(
                "\(label) was written by pentomino \(version), this is \(Tool.version), whose search may cut the tree otherwise: delete it to count from the start"
            )
        }
        for (key, value) in header where !names.contains(key) && saved[key] != value {
            let count = (names + ["engine", "shard"]).map { "\($0) \(saved[$0] ?? "?")" }.joined(separator: ", ")
            throw .failure(
                "\(label) is for another count (\(count)): give another file, or delete it to start this count")
        }
        return try snapshot(from: fields.dropFirst(header.count))
    }

    /// Fails when the path names something other than a regular file, or nothing: a device or a
    /// pipe is no checkpoint, may never end (/dev/zero), and cannot be replaced as a count saves.
    func checkKind() throws(CommandError) {
        var status = stat()
        guard stat(path, &status) != 0 || (status.st_mode & S_IFMT) == S_IFREG else {
            throw .failure(
                "\(label) is not a regular file: a checkpoint is a file that the count writes and replaces as it goes; give the path of one, or of none yet to start a count"
            )
        }
    }

    /// The cut and the counted subtrees of the lines after the header.
    private func snapshot(from fields: ArraySlice<(key: String, value: String)>) throws(CommandError)
        -> CountRecord.Snapshot
    {
        let damaged = CommandError.failure(
            "\(label) is damaged (a line it holds is not one a checkpoint holds): delete it to count from the start")
        var snapshot = CountRecord.Snapshot(cut: nil, counted: [:])
        for (key, value) in fields {
            let numbers = value.split(separator: " ").map { UInt64($0) }
            switch key {
            case "cut" where snapshot.cut == nil && numbers.count == 2:
                guard let subtrees = numbers[0], let print = numbers[1], subtrees <= UInt64(Int.max) else {
                    throw damaged
                }
                snapshot.cut = (Int(subtrees), print)
            case "subtree" where snapshot.cut != nil && numbers.count == 4:
                guard let job = numbers[0], let solutions = numbers[1], let weight = numbers[2], let nodes = numbers[3],
                    job < UInt64(snapshot.cut!.subtrees), snapshot.counted[Int(job)] == nil
                else { throw damaged }
                snapshot.counted[Int(job)] = CountRecord.Subtree(solutions: solutions, weight: weight, nodes: nodes)
            default:
                throw damaged
            }
        }
        return snapshot
    }

    /// Writes `snapshot` to a temporary file beside the checkpoint, flushed to the disk, which then
    /// takes the checkpoint's place.
    func save(_ snapshot: CountRecord.Snapshot) throws(CommandError) {
        var lines = [CheckpointFile.magic] + header.map { "\($0.key) \($0.value)" }
        if let cut = snapshot.cut {
            lines.append("cut \(cut.subtrees) \(cut.fingerprint)")
            for (job, subtree) in snapshot.counted.sorted(by: { $0.key < $1.key }) {
                lines.append("subtree \(job) \(subtree.solutions) \(subtree.weight) \(subtree.nodes)")
            }
        }
        lines.append("check \(hex(CheckpointFile.fingerprint(lines)))")
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        let temporary = path + ".partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw .failure("cannot write \(label): \(String(cString: strerror(errno)))") }
        let failure = writeAll(bytes[...], to: descriptor) ?? (fsync(descriptor) == 0 ? nil : errno)
        close(descriptor)
        guard failure == nil, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(failure ?? errno))
            unlink(temporary)
            throw .failure("cannot write \(label): \(reason)")
        }
    }

    /// The fingerprint of `lines`, each ended by a newline.
    private static func fingerprint(_ lines: [String]) -> UInt64 {
        var print = Fingerprint()
        for line in lines { print.add(bytes: (line + "\n").utf8) }
        return print.value
    }
}

// MARK: - Saving as the count runs

/// A count's record, resumed from its checkpoint file and saved to it every few seconds while the
/// count runs, and once more when it ends. (Unchecked: its timer is touched only by the thread that
/// made it, which also finishes it.)
final class CheckpointSaver: @unchecked Sendable {
    /// The record the count resumes and adds to.
    let record: CountRecord
    private let file: CheckpointFile
    /// The file's name in messages.
    var label: String { file.label }
    private let timer: DispatchSourceTimer
    private let queue = DispatchQueue(label: "checkpoint")
    /// The first failure to save, if any.
    private let failure = Mutex<CommandError?>(nil)
    /// The lock held on the file's lock file while the count runs (see `CheckpointLock`).
    private let lock: CheckpointLock

    /// Locks `file`, so that no other count uses it at the same time; resumes the record it holds
    /// (saying so on stderr unless `quiet`), or starts one; saves it at once, so that a file that
    /// cannot be written fails before the count; and saves it every `interval` seconds from then on.
    init(resuming file: CheckpointFile, every interval: Double, quiet: Bool) throws(CommandError) {
        try file.checkKind()
        lock = try CheckpointLock(file)
        let record = CountRecord(try file.load() ?? CountRecord.Snapshot(cut: nil, counted: [:]))
        if let cut = record.snapshot.cut, !quiet {
            printError(
                "resuming from \(file.label): \(record.snapshot.counted.count) of the \(cut.subtrees) parts of the tree were counted before"
            )
        }
        try file.save(record.snapshot)
        self.record = record
        self.file = file
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.setEventHandler { [weak self] in
            do throws(CommandError) {
                try file.save(record.snapshot)
            } catch {
                self?.failure.withLock { $0 = $0 ?? error }
            }
        }
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.resume()
    }

    /// Stops the saves every few seconds and saves the record as the count left it; throws the
    /// first failure to save, or a failure when the file was for another cut of the tree.
    func finish() throws(CommandError) {
        timer.cancel()
        queue.sync {}
        if record.mismatched {
            throw .failure(
                "\(file.label) was written for a search tree cut otherwise (by another build of pentomino?): delete it to count from the start"
            )
        }
        if let error = failure.withLock({ $0 }) { throw error }
        try file.save(record.snapshot)
    }
}

// MARK: - One count per file

/// An exclusive lock on `FILE.lock` beside a checkpoint file, held from before the checkpoint is
/// read until the count ends: two counts on one file would each redo the other's work, and the last
/// to save would win. The lock is the kernel's (`flock`), so it ends with the process however that
/// ends, and a lock file left behind by a crash locks nothing.
final class CheckpointLock {
    private let path: String
    private let descriptor: Int32

    /// Takes the lock of `file`, or fails at once when another count holds it.
    init(_ file: CheckpointFile) throws(CommandError) {
        path = file.path + ".lock"
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .failure(
                "cannot make '\(path.withControlsShown)', the lock beside \(file.label): \(String(cString: strerror(errno))); give a checkpoint in a folder where files can be made"
            )
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw .failure(
                "\(file.label) is in use by another count: wait for that one to end, or give another file")
        }
    }

    deinit {
        unlink(path)
        close(descriptor)
    }
}

// MARK: - The record of a count

extension CountRecord {
    /// The record a count of `shard` keeps: the checkpoint's, if it has one; else, for a part of the
    /// tree, one in memory, which says what cut of the tree the part is of.
    static func forCount(of shard: Shard, checkpoint: CheckpointSaver?) -> CountRecord? {
        checkpoint?.record ?? (shard == .whole ? nil : CountRecord())
    }

    /// The fingerprint of the cut of the tree that `record`'s count made, as `--json` writes it:
    /// `none` for a count without a record, which may search the whole tree uncut.
    static func cutFingerprint(of record: CountRecord?) -> String {
        record?.snapshot.cut.map { hex($0.fingerprint) } ?? "none"
    }
}

/// `value` in 16 hexadecimal digits, as checkpoints and JSON lines write fingerprints.
func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}
