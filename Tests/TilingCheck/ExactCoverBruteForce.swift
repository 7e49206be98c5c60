/// Solves exact-cover problems the plainest way, sharing nothing with the engines: every subset of
/// the options is tried, and kept when it covers each item as often as it must.
public enum ExactCoverBruteForce {
    /// Every solution of the problem whose options are `options` (each a list of item numbers), in
    /// increasing order of their subsets' bit patterns: each lists its chosen options in order,
    /// after `-1 - k` for each primary item `k` left uncovered.
    /// - Parameters:
    ///   - primaryItemCount: Items `0..<primaryItemCount` are primary; the rest are secondary, covered
    ///     at most once.
    ///   - multiplicities: How many times each primary item must be covered; 1 each when nil.
    ///   - capacities: How many times each secondary item may be covered; 1 each when nil.
    ///   - gapLimit: At most this many primary items may be left uncovered…
    ///   - gapItems: …and only among items `0..<gapItems`.
    ///   - fixedOptions: The last `fixedOptions` options are in every subset tried: a filler that
    ///     every solution takes, which would otherwise double the subsets for each such option.
    ///   - colours: Beside `options`, the colour each gives each of its items (0 for none): a
    ///     secondary item may then be covered more than once, by options that all give it one colour.
    /// - Complexity: O(2^(n − fixedOptions) × the items of all options), for n options.
    public static func solutions(
        primaryItemCount: Int, itemCount: Int, options: [[Int]], multiplicities: [Int]? = nil,
        capacities: [Int]? = nil, gapLimit: Int = 0, gapItems: Int = 0, fixedOptions: Int = 0, colours: [[Int]]? = nil
    ) -> [[Int]] {
        let multiplicities = multiplicities ?? Array(repeating: 1, count: primaryItemCount)
        let capacities = capacities ?? Array(repeating: 1, count: itemCount - primaryItemCount)
        let free = options.count - fixedOptions
        precondition(free < 30, "too many options to try every subset")
        var found: [[Int]] = []
        for subset in 0..<(1 << free) {
            let chosen = (0..<free).filter { subset >> $0 & 1 == 1 } + Array(free..<options.count)
            var times = Array(repeating: 0, count: itemCount)
            // Each secondary item's colours among its covers: a colour agrees with the same colour only.
            var seen = Array(repeating: Set<Int>(), count: itemCount)
            for option in chosen {
                for (place, item) in options[option].enumerated() {
                    times[item] += 1
                    seen[item].insert(colours?[option][place] ?? 0)
                }
            }
            let agree = (primaryItemCount..<itemCount).allSatisfy { item in
                times[item] <= capacities[item - primaryItemCount]
                    || (seen[item].count == 1 && !seen[item].contains(0))
            }
            guard agree else { continue }
            let uncovered = (0..<primaryItemCount).filter { times[$0] == 0 }
            let exact = (0..<primaryItemCount).allSatisfy { times[$0] == multiplicities[$0] || times[$0] == 0 }
            guard exact, uncovered.count <= gapLimit, uncovered.allSatisfy({ $0 < gapItems }) else { continue }
            found.append(uncovered.map { -1 - $0 } + chosen)
        }
        return found
    }
}
