import PentominoKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `pentomino app DIR`: writes the offline game app into DIR.
struct AppCommand: NamedCommand {
    static let description = CommandDescription(
        name: "app",
        summary: "write an offline game app into DIR: boards to play and a graded series of puzzles for each",
        operands: [Operand(name: "DIR", kind: .file)],
        details: """
            Writes a small web app into DIR (made if it does not exist; the app's own files are replaced,
            nothing else is touched). Its home lists the boards: \(GameApp.standardBoards.joined(separator: ", ")).
            Each board has its empty board to play, with hints, and a series of puzzles with one solution,
            easiest first, from the puzzle maker with a fixed seed: the same app every time. The player's
            solved puzzles and boards in progress are kept by the browser. DIR/index.html plays from a
            file; served by any web server, the app installs to a tablet's home screen and plays with the
            network off (its manifest, icons and service worker are in DIR). The guide's "The app" says more:
              pentomino app pentomino-app && python3 -m http.server -d pentomino-app
            """,
        optionGroups: [
            OptionGroup(
                nil,
                [
                    OptionDescription(
                        name: "boards", value: .some("LIST"),
                        help: "the boards of the home, by name, comma-separated (default: all five above)"),
                    OptionDescription(
                        name: "puzzles", value: .some("N"),
                        help: "the puzzles in each board's series, 1 to \(AppCommand.mostPuzzles) (default 20)"),
                ])
        ])

    static let mostPuzzles = 100

    let directory: String
    let boards: [String]
    let puzzles: Int

    init(_ arguments: Arguments) throws(CommandError) {
        guard arguments.positionals.count == 1, !arguments.positionals[0].isEmpty else {
            throw .usage("app takes exactly one DIR, the folder to write the app into", arguments.usage)
        }
        directory = arguments.positionals[0]
        boards =
            arguments.options["boards"].map {
                $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            }
            ?? GameApp.standardBoards
        if boards.contains("") {
            throw .usage(
                "--boards names an empty board (two commas together, or one at an end): give board names, comma-separated, like '6x10,3x20'",
                arguments.usage)
        }
        guard !boards.isEmpty, Set(boards).count == boards.count else {
            throw .usage("--boards takes different board names, comma-separated, like '6x10,3x20'", arguments.usage)
        }
        puzzles = try arguments.integer("puzzles", in: 1...AppCommand.mostPuzzles, default: 20)
        for name in boards where GameApp.boardError(name) != nil {
            throw .usage("--boards: \(GameApp.boardError(name)!)", arguments.usage)
        }
    }

    func run(output: inout Output) throws(CommandError) {
        // DIR is checked first and made last, so that a run refused or stopped leaves nothing behind.
        var status = stat()
        let exists = stat(directory, &status) == 0
        if exists && status.st_mode & S_IFMT != S_IFDIR {
            throw .failure("\(directory) is not a folder: give a folder to write the app into, new or old")
        }
        if !exists && lstat(directory, &status) == 0 {
            throw .failure(
                "\(directory) is a symbolic link to nothing: give a folder to write the app into, new or old, or make the folder it names"
            )
        }
        let app: GameApp
        do {
            app = try GameApp(boards: boards, puzzles: puzzles, cancellation: Interruption.cancellation)
        } catch .cancelled {
            throw .interrupted("no app was written")
        } catch {
            throw .failure(error.description)
        }
        if !exists && mkdir(directory, 0o755) != 0 {
            throw .failure("cannot make the folder \(directory): \(String(cString: strerror(errno)))")
        }
        var size = 0
        for file in app.files {
            let path = directory.hasSuffix("/") ? directory + file.path : directory + "/" + file.path
            try AppCommand.write(file.bytes, to: path)
            size += file.bytes.count
        }
        for board in app.boards {
            let grades = board.puzzles.map(\.puzzle.difficulty.grade)
            printError(
                "\(board.name): \(counted(board.puzzles.count, "puzzle")), grades \(grades.min()!) to \(grades.max()!)")
        }
        printError("\(directory): \(counted(app.files.count, "file")), \(counted(size, "byte")) in all")
    }

    /// Writes `bytes` to a temporary file beside `path`, which then takes its place.
    private static func write(_ bytes: [UInt8], to path: String) throws(CommandError) {
        let temporary = path + ".partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw .failure("cannot write \(path): \(String(cString: strerror(errno)))") }
        let failure = writeAll(bytes[...], to: descriptor)
        close(descriptor)
        guard failure == nil, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(failure ?? errno))
            unlink(temporary)
            throw .failure("cannot write \(path): \(reason)")
        }
    }
}
