import PentominoKit

/// Options that several commands take, described once.
extension OptionDescription {
    /// `--engine`: which exact-cover engine searches.
    static let engine = OptionDescription(
        name: "engine", value: .choice(of: Engine.self),
        help: """
            the exact-cover engine: auto (default: the fastest that fits), bitset, or dlx (Dancing Links)
            """)

    /// `--pieces`: the set of pieces to tile with.
    static let pieces = OptionDescription(
        name: "pieces", value: .terms("SET", words: ["pentominoes", "one-sided"]),
        help: """
            the pieces to tile with (see PIECE SETS): pentominoes (the default), one-sided, Golomb's letters \
            such as FILPU or LLLL, one-sided:LETTERS such as one-sided:FfLl, N*TERM such as 2*pentominoes, \
            or a file of drawn pieces; terms are joined by commas, as in pentominoes,square.txt
            """)

    /// `--surface`: how the edges of the board meet.
    static let surface = OptionDescription(
        name: "surface", value: .choice(of: Surface.self),
        help: """
            lay the board on a surface whose edges meet (see SURFACES): flat (the default), ring (the last \
            column meets the first), tube (the last row meets the first), torus (both), mobius (as the ring, \
            rows reversed) or klein (as the Möbius strip, and the last row meets the first)
            """)

    /// `--tatami`: only tilings in which no four pieces meet at a point.
    static let tatami = OptionDescription(
        name: "tatami", value: .none,
        help: """
            only tilings in which no four pieces meet at a point, as in tatami mats (see SURFACES); the \
            search drops a partial tiling as soon as four pieces meet, on a glued edge too
            """)

    /// `--shard K/N`: one part of the search tree.
    static let shard = OptionDescription(
        name: "shard", value: .some("K/N"),
        help: """
            count only part K of N (1 ≤ K ≤ N ≤ \(Shard.maximumCount)) of the search tree; the parts are the \
            same on every machine and for any --threads, and the counts of parts 1…N add up to the whole
            """)

    /// `--memory SIZE`: what a run may keep in memory.
    static let memory = OptionDescription(
        name: "memory", value: .some("SIZE"),
        help: """
            the most memory the run keeps beyond its problem's tables, such as 512M, 4G or 1.5G (binary \
            units K, M, G, T; default: half the machine's memory): a memory of counts takes at most a \
            quarter, and works in less; what the run keeps as its answer takes the rest, and a run whose \
            answer needs more stops, says so, and exits 1
            """)

    /// `--seed S`: the seed of `--random`'s draw.
    static let seed = OptionDescription(
        name: "seed", value: .some("S"),
        help: """
            the seed that fixes the draw of --random: a whole number from 0 to \(UInt64.max); without it \
            a seed is picked and shown on stderr
            """)

    /// `--json`: JSON for scripts instead of text; `output` says what is printed, as in "one JSON
    /// object per board: name, rows".
    static func json(printing output: String) -> OptionDescription {
        OptionDescription(name: "json", value: .none, help: "print \(output)")
    }

    /// `--index K`: one of the things the command prints, the K-th in the canonical order; `item`
    /// names them ("solution", "distinct tiling").
    static func index(of item: String) -> OptionDescription {
        OptionDescription(name: "index", value: .some("K"), help: "the K-th \(item) in the canonical order, from 1")
    }

    /// `--random`: one of the things the command prints, drawn uniformly at random (`--seed` fixes
    /// the draw); `item` names it and `note` says what the draw costs or when it is the default.
    static func random(_ item: String, note: String) -> OptionDescription {
        OptionDescription(name: "random", value: .none, help: "\(item) drawn uniformly at random (\(note))")
    }

    /// `--threads`: how many threads search; `note` says what the number changes.
    static func threads(for note: String) -> OptionDescription {
        OptionDescription(
            name: "threads", value: .some("N"), help: "threads to search on, 1 to 1024 (default: every core); \(note)")
    }

    /// `--allow-gaps`: boards with more open cells than the pieces cover; `doing` says what becomes of them.
    static func allowGaps(doing: String) -> OptionDescription {
        OptionDescription(
            name: "allow-gaps", value: .none,
            help: """
                accept a board with more open cells than the pieces cover, and \(doing)
                """)
    }

    /// `--checkpoint FILE`: a count saved as it goes, and resumed; `count` names what a file must be for.
    static func checkpoint(forThe count: String) -> OptionDescription {
        OptionDescription(
            name: "checkpoint", value: .path("FILE"),
            help: """
                save the parts of the tree counted to FILE, every few seconds and when interrupted; if FILE exists, \
                resume the count it holds (it must be for the same \(count), options and version)
                """)
    }

    /// `--checkpoint-every S`: how often `--checkpoint` saves.
    static let checkpointEvery = OptionDescription(
        name: "checkpoint-every", value: .some("S"),
        help: "save the checkpoint every S seconds, 0.1 to 86400 (default 5)")

    /// `--quiet`: no progress line while the search named by `during` runs.
    static func quiet(while during: String) -> OptionDescription {
        OptionDescription(
            name: "quiet", value: .none,
            help: """
                no progress line on stderr while \(during) (it is shown only when stderr is a terminal, not \
                TERM=dumb, and after the first second)
                """)
    }
}

extension Operand {
    /// The board a command searches.
    static let board = Operand(name: "BOARD", kind: .board)
}
