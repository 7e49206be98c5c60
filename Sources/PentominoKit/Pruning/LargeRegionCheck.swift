/// The region rule's check where the region items are too many for the words of `PocketCheck`: it
/// keeps which region items are covered, and after each choice grows the regions of uncovered items
/// next to it through the adjacency lists, all at once a cell at a time, until at most one is still
/// growing, and has as many items as the smallest piece. Regions that meet are one; a choice that
/// splits no region is passed after a few cells.
/// Each region that closes must hold a multiple of the modulus (unless regions may fall short of
/// that) and no fewer items than the smallest piece; the one left growing holds the uncovered items
/// that the others do not, less regions away from the choice, which every earlier check left of a
/// multiple of the modulus. Its buffers are raw memory of its own: `deallocate()` frees them.
struct LargeRegionCheck {
    /// The neighbours of region item `i` are `neighbours[neighbourStart[i]..<neighbourStart[i + 1]]`.
    private let neighbourStart: UnsafeMutablePointer<Int32>
    private let neighbours: UnsafeMutablePointer<Int32>
    /// 1 for each covered region item, else 0; and how many are uncovered.
    private let covered: UnsafeMutablePointer<UInt8>
    private var uncovered: Int
    /// The check that last reached each item, and the growing region it reached it from.
    private let seen: UnsafeMutablePointer<UInt32>
    private let grownFrom: UnsafeMutablePointer<Int32>
    private var check: UInt32 = 0
    /// The items reached and not yet grown from, first in first out.
    private let queue: UnsafeMutablePointer<Int32>
    /// For each growing region: the region it has met and joined (itself if none), the items it has
    /// grown from, and those it has reached and not yet grown from.
    private let joined: UnsafeMutablePointer<Int32>
    private let size: UnsafeMutablePointer<Int32>
    private let waiting: UnsafeMutablePointer<Int32>
    /// The region items of the choice being checked (`choiceCount` of them).
    let choice: UnsafeMutablePointer<Int32>
    var choiceCount = 0
    /// Every closed region must hold a multiple of this many items (1 when it may fall short),
    /// and at least `smallest`.
    private let modulus: Int
    private let smallest: Int
    private let itemCount: Int

    /// The check for `rule`, with the items of `coveredAtStart` below its item count covered.
    init(rule: RegionRule, coveredAtStart: [Int]) {
        let count = rule.itemCount, capacity = max(1, count)
        itemCount = count
        neighbourStart = .allocate(capacity: count + 1)
        neighbours = .allocate(capacity: max(1, rule.neighbours.reduce(0) { $0 + $1.count }))
        var next: Int32 = 0
        for (item, list) in rule.neighbours.enumerated() {
            neighbourStart[item] = next
            for neighbour in list {
                neighbours[Int(next)] = Int32(neighbour)
                next += 1
            }
        }
        neighbourStart[count] = next
        let covered = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        covered.initialize(repeating: 0, count: capacity)
        for item in coveredAtStart where item < count { covered[item] = 1 }
        self.covered = covered
        uncovered = (0..<count).count { covered[$0] == 0 }
        seen = .allocate(capacity: capacity)
        seen.initialize(repeating: 0, count: capacity)
        grownFrom = .allocate(capacity: capacity)
        queue = .allocate(capacity: capacity)
        joined = .allocate(capacity: capacity)
        size = .allocate(capacity: capacity)
        waiting = .allocate(capacity: capacity)
        choice = .allocate(capacity: capacity)
        modulus = rule.leeway == 0 ? rule.modulus : 1
        smallest = rule.smallest
    }

    func deallocate() {
        for buffer in [neighbourStart, neighbours, grownFrom, queue, joined, size, waiting, choice] {
            buffer.deallocate()
        }
        covered.deallocate()
        seen.deallocate()
    }

    /// Marks the items of `choice` covered (true) or uncovered (false).
    @inline(__always)
    mutating func mark(covered value: Bool) {
        for k in 0..<choiceCount { covered[Int(choice[k])] = value ? 1 : 0 }
        uncovered += value ? -choiceCount : choiceCount
    }

    /// The growing region that `region` has joined, through every join since.
    @inline(__always)
    private func root(_ region: Int32) -> Int32 {
        var region = region
        while joined[Int(region)] != region { region = joined[Int(region)] }
        return region
    }

    /// Whether a closed region of `count` items can be filled.
    @inline(__always)
    private func fillable(_ count: Int) -> Bool {
        count >= smallest && count % modulus == 0
    }

    /// Covers the items of `choice` and returns whether that closes a region that no pieces can
    /// fill; if it does, uncovers them again.
    mutating func closesBadRegion() -> Bool {
        mark(covered: true)
        guard leavesBadRegion() else { return false }
        mark(covered: false)
        return true
    }

    /// Whether, with the items of `choice` covered, a region next to them cannot be filled.
    private mutating func leavesBadRegion() -> Bool {
        check &+= 1
        if check == 0 {
            // The counter wrapped: forget every earlier check's marks.
            seen.update(repeating: 0, count: itemCount)
            check = 1
        }
        // Each uncovered item next to the choice starts a region of its own.
        var head = 0, tail = 0, regions: Int32 = 0, growing = 0
        for k in 0..<choiceCount {
            let item = Int(choice[k])
            for n in Int(neighbourStart[item])..<Int(neighbourStart[item &+ 1]) {
                let seed = Int(neighbours[n])
                guard covered[seed] == 0, seen[seed] != check else { continue }
                seen[seed] = check
                grownFrom[seed] = regions
                (joined[Int(regions)], size[Int(regions)], waiting[Int(regions)]) = (regions, 0, 1)
                queue[tail] = Int32(seed)
                tail &+= 1
                regions &+= 1
                growing &+= 1
            }
        }
        var closed = 0
        // Grown until at most one region grows, and that one has reached the smallest piece's size.
        while head < tail
            && (growing > 1 || Int(size[Int(root(grownFrom[Int(queue[head])]))]) &+ (tail &- head) < smallest)
        {
            let item = Int(queue[head])
            head &+= 1
            let region = root(grownFrom[item])
            size[Int(region)] &+= 1
            for n in Int(neighbourStart[item])..<Int(neighbourStart[item &+ 1]) {
                let next = Int(neighbours[n])
                guard covered[next] == 0 else { continue }
                if seen[next] != check {
                    seen[next] = check
                    grownFrom[next] = region
                    waiting[Int(region)] &+= 1
                    queue[tail] = Int32(next)
                    tail &+= 1
                    continue
                }
                let other = root(grownFrom[next])
                guard other != region else { continue }
                // Two regions met: they are one.
                joined[Int(other)] = region
                size[Int(region)] &+= size[Int(other)]
                waiting[Int(region)] &+= waiting[Int(other)]
                growing &-= 1
            }
            waiting[Int(region)] &-= 1
            if waiting[Int(region)] == 0 {
                let count = Int(size[Int(region)])
                guard fillable(count) else { return true }
                closed &+= count
                growing &-= 1
            }
        }
        // At most one region still grows: it holds the rest, less regions that are whole multiples.
        return growing == 1 && (uncovered &- closed) % modulus != 0
    }
}
