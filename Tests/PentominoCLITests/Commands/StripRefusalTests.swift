import Foundation
import Testing

/// `strip --copies any` past its memory: refused with a height that fits, at once where an
/// estimate puts it far past, and stopped by a signal while the refusal is worked out.
struct StripRefusalTests {
    @Test func tooManyStatesAreRefusedWithAHeightThatFits() throws {
        let run = try Run("strip", "7", "--copies", "any", "--memory", "4M")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        let message = try #require(run.stderr.split(separator: "\n").first)
        #expect(message.hasPrefix("error: strip 7: the sweep needs more than "))
        #expect(
            message.contains(" states, over ")
                && message.contains("past the 4 MiB it may use; a strip of height 5 fits ("))
    }

    /// A monomino and a domino: the 24-high strip's automaton has 24 · 2^24 states.
    static let monominoAndDomino = "A\n\nBB\n"

    @Test func aSweepFarPastItsMemoryIsRefusedFromAnEstimate() throws {
        let pieces = try Run.file(StripRefusalTests.monominoAndDomino, named: "monodom.txt")
        let run = try Run("strip", "24", "--pieces", pieces, "--copies", "any", "--memory", "1G")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: strip 24: the sweep would need about "), "\(run.stderr)")
        #expect(
            run.stderr.contains("past the 1 GiB it may use (estimated from the strips up to height ")
                && run.stderr.contains(" should fit (about "), "\(run.stderr)")
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aRefusalBeingWorkedOutStopsWhenSignalled(signal: Int32) throws {
        // Near enough its memory to be built in it before it is refused: 7 s on the release build,
        // far longer than a signal takes to arrive once the process is ready for it.
        let pieces = try Run.file(StripRefusalTests.monominoAndDomino, named: "monodom.txt")
        for delay in [Duration.zero, .milliseconds(100)] {
            let running = try Running(["strip", "22", "--pieces", pieces, "--copies", "any", "--memory", "2G"])
            _ = running.signal(signal, after: delay)
            #expect(running.process.terminationStatus == 128 + signal, "after \(delay): \(running.stderr)")
            #expect(
                running.stderr.hasPrefix("interrupted: strip 22: stopped while finding the states or estimating them"),
                "\(running.stderr)")
        }
    }
}
