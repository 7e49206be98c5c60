/// Which solutions a command that prints them prints: the first few, the K-th, or a random one, as
/// `solve` picks tilings and `exact-cover` picks solutions.
enum Selection {
    /// The first `limit` in the canonical order.
    case stream(limit: UInt64)
    /// The one at this place in the canonical order, from 1.
    case index(UInt64)
    /// One drawn uniformly with this seed, and whether the user gave it.
    case random(seed: (value: UInt64, given: Bool))

    /// The selection that `arguments` ask for, where the flag `every` asks for every solution and
    /// `noun` names them in messages; with none of these options, the first one only.
    init(_ arguments: Arguments, every: String, noun: String) throws(CommandError) {
        let picks = [every, "index", "random"].filter(arguments.has)
        guard picks.count <= 1 else {
            throw .usage(
                "--\(picks[0]) and --\(picks[1]) choose \(noun) in different ways: give one of them", arguments.usage)
        }
        if arguments.has("limit") && (arguments.has("index") || arguments.has("random")) {
            throw .usage(
                "--limit goes with --\(every), not with --\(arguments.has("index") ? "index" : "random")",
                arguments.usage)
        }
        if arguments.has("seed") && !arguments.has("random") {
            throw .usage("--seed only makes sense with --random", arguments.usage)
        }
        if arguments.has("index") {
            self = .index(try arguments.unsigned("index", minimum: 1))
        } else if arguments.has("random") {
            if arguments.has("seed") {
                self = .random(seed: (try arguments.unsigned("seed", minimum: 0), true))
            } else {
                self = .random(seed: (UInt64.random(in: 0...UInt64.max), false))
            }
        } else if arguments.has("limit") {
            self = .stream(limit: try arguments.unsigned("limit", minimum: 1))
        } else {
            self = .stream(limit: arguments.has(every) ? .max : 1)
        }
    }
}
