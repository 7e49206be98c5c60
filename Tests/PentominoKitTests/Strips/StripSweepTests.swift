import Testing
import TilingCheck

@testable import PentominoKit

/// The sweep's terms against a brute force that shares nothing with it (`StripBruteForce`), on
/// pentominoes and other polyominoes, several heights, both surfaces, bounded and unlimited copies.
struct StripSweepTests {
    /// A strip small enough for the brute force to count each length.
    struct Case: CustomTestStringConvertible, Sendable {
        let height: Int
        /// The pieces, each drawn with `#`, and named by the letters of `names`.
        let drawings: [[String]]
        let names: String
        /// The copies of each piece; nil for any number.
        let copies: [Int]?
        var surface: Surface = .flat
        /// Whether the pieces only turn, and which of them, by index, stay as drawn.
        var oneSided = false
        var fixed: Set<Int> = []
        /// The longest strip the brute force counts.
        let last: Int
        var testDescription: String {
            "\(height) x n \(surface) \(names)\(copies.map { " copies \($0)" } ?? " any")"
                + (oneSided ? " one-sided" : "") + (fixed.isEmpty ? "" : " fixed \(fixed.sorted())")
        }
    }

    static let tromino = ["###"]
    static let bentTromino = ["##", "#."]
    static let square = ["##", "##"]
    static let domino = ["##"]
    static let rectangle = ["###", "###"]

    static let cases: [Case] = [
        Case(height: 5, drawings: StripBruteForce.pentominoes("IUX"), names: "IUX", copies: nil, last: 9),
        Case(height: 5, drawings: StripBruteForce.pentominoes("LX"), names: "LX", copies: nil, last: 9),
        Case(height: 4, drawings: StripBruteForce.pentominoes("LNPY"), names: "LNPY", copies: nil, last: 6),
        Case(
            height: 3, drawings: StripBruteForce.pentominoes("LNPUVY"), names: "LNPUVY", copies: [1, 1, 1, 1, 1, 1],
            last: 10),
        Case(
            height: 4, drawings: StripBruteForce.pentominoes("FILNPTUVWXYZ"), names: "FILNPTUVWXYZ",
            copies: Array(repeating: 1, count: 12), last: 7),
        Case(height: 3, drawings: [tromino, bentTromino], names: "IV", copies: nil, last: 8),
        Case(height: 4, drawings: [square, domino], names: "OD", copies: nil, last: 7),
        // Pentominoes each at most twice, as the double set.
        Case(
            height: 4, drawings: StripBruteForce.pentominoes("LNPY"), names: "LNPY", copies: [2, 2, 2, 2], last: 8),
        Case(
            height: 3, drawings: StripBruteForce.pentominoes("LNPUVY"), names: "LNPUVY",
            copies: [2, 2, 2, 2, 2, 2], last: 10),
        Case(height: 2, drawings: [rectangle, domino], names: "RD", copies: [2, 3], last: 9),
        Case(height: 6, drawings: [rectangle, bentTromino], names: "RV", copies: nil, last: 4),
        Case(
            height: 5, drawings: StripBruteForce.pentominoes("LPUY"), names: "LPUY", copies: nil, surface: .tube,
            last: 5),
        Case(height: 4, drawings: [tromino, bentTromino, square], names: "IVO", copies: nil, surface: .tube, last: 5),
        Case(height: 3, drawings: [domino, bentTromino], names: "DV", copies: [2, 2], surface: .tube, last: 6),
        Case(height: 1, drawings: [domino, tromino], names: "DI", copies: nil, last: 12),
        Case(
            height: 4, drawings: StripBruteForce.pentominoes("LNY"), names: "LNY", copies: nil, oneSided: true,
            last: 7),
        Case(
            height: 3, drawings: [["###", "#.."], domino, tromino], names: "LDI", copies: nil, fixed: [0, 1],
            last: 7),
    ]

    @Test(arguments: cases)
    func termsMatchTheBruteForce(_ test: Case) throws {
        let pieces = PieceSet(
            zip(test.names, test.drawings).enumerated().map { index, piece in
                Piece(
                    letter: piece.0, shape: Shape(drawing: piece.1.joined(separator: "\n")), oneSided: test.oneSided,
                    fixed: test.fixed.contains(index))
            }, copies: test.copies)
        let strip = try Strip(
            height: test.height, pieces: pieces, copies: test.copies == nil ? .unlimited : .asInSet,
            surface: test.surface)
        let sweep = try #require(try StripSweep(strip, memory: MemoryBudget(bytes: 1 << 30)))
        var terms: [BigUInt] = []
        for threads in [1, 3] {
            terms = []
            #expect(
                sweep.terms(through: test.last, threads: threads) { _, count in terms.append(count) }.ending
                    == .complete)
            let expected = (0...test.last).map { length in
                StripBruteForce.countTilings(
                    rows: test.height, columns: length, tube: test.surface == .tube, drawings: test.drawings,
                    copies: test.copies ?? Array(repeating: nil, count: test.drawings.count), oneSided: test.oneSided,
                    fixed: test.fixed)
            }
            #expect(terms.map(\.description) == expected.map(String.init), "\(threads) threads")
        }
    }

    @Test func theClassicRectanglesAreTheLastTermsOfTheirStrips() throws {
        // 6x10 9356, 5x12 4040, 4x15 1472 and 3x20 8, counted with each pentomino at most once;
        // on three threads, the widest cells of the first three are shared among them.
        for (height, length, all) in [(6, 10, 9356), (5, 12, 4040), (4, 15, 1472), (3, 20, 8)] {
            let sweep = try #require(try StripSweep(Strip(height: height, pieces: .pentominoes)))
            for threads in [1, 3] {
                var last = BigUInt(0)
                _ = sweep.terms(through: length, threads: threads) { n, count in if n == length { last = count } }
                #expect(last == BigUInt(UInt64(all)), "\(height)x\(length) on \(threads) threads")
            }
        }
    }

    @Test func countsPast64BitsAreExact() throws {
        // The L and X of A234312: a(n) = 2 a(n-2) + 2 a(n-5), checked term by term in big integers.
        let pieces = try PieceSetSpecification("LX").pieceSet()
        let sweep = try #require(try StripSweep(Strip(height: 5, pieces: pieces, copies: .unlimited)))
        var terms: [BigUInt] = []
        _ = sweep.terms(through: 400, threads: 2) { _, count in terms.append(count) }
        #expect(terms[400].bitWidth > 128)
        #expect(Array(terms.prefix(8)) == [1, 0, 2, 0, 4, 2, 8, 8])
        for n in 5...400 { #expect(terms[n] == terms[n - 2] + terms[n - 2] + terms[n - 5] + terms[n - 5]) }
    }

    @Test func boundedCountsPast64BitsAreExact() throws {
        // Monominoes and dominoes tile the 1 x n strip in F(n+1) ways (Fibonacci), while their 200
        // copies each never run out: the counts pass 128 bits, and every one widens.
        let pieces = PieceSet(
            [Piece(letter: "A", shape: Shape(drawing: "#")), Piece(letter: "B", shape: Shape(drawing: "##"))],
            copies: [200, 200])
        let sweep = try #require(try StripSweep(Strip(height: 1, pieces: pieces)))
        var terms: [BigUInt] = []
        let run = sweep.terms(through: 200) { _, count in terms.append(count) }
        #expect(run.ending == .complete)
        #expect(terms[200].bitWidth > 128)
        #expect(Array(terms.prefix(6)) == [1, 1, 2, 3, 5, 8])
        for n in 2...200 { #expect(terms[n] == terms[n - 1] + terms[n - 2]) }
    }

    @Test func aBoundedSweepPastItsMemoryStopsWithTheTermsSoFar() throws {
        // The 6 x n strip holds 288,759 states at its widest cell, far past 1 MiB.
        let sweep = try #require(try StripSweep(Strip(height: 6, pieces: .pentominoes)))
        var terms: [BigUInt] = []
        let run = sweep.terms(through: 10, memory: MemoryBudget(bytes: 1 << 20)) { _, count in terms.append(count) }
        guard case .outOfMemory(let bytes) = run.ending else {
            Issue.record("the sweep ended \(run.ending)")
            return
        }
        #expect(bytes > 1 << 20)
        #expect(!terms.isEmpty && terms.count < 11)
        #expect(terms == [1] + Array(repeating: 0, count: terms.count - 1))
    }

    @Test func stripsThatWrapTheirLengthOrAreSolidAreRefused() throws {
        #expect(throws: StripError.surface(.torus)) { try Strip(height: 5, pieces: .pentominoes, surface: .torus) }
        #expect(throws: StripError.height(0)) { try Strip(height: 0, pieces: .pentominoes) }
        #expect(throws: StripError.solidPiece("F")) { try Strip(height: 5, pieces: PieceSet.pentominoes.solid) }
        #expect(throws: StripError.self) { try Strip(height: 16, pieces: .pentominoes, copies: .unlimited) }
    }

    @Test func tooManyStatesStopTheBuildWithTheirCount() throws {
        let strip = try Strip(height: 8, pieces: .pentominoes, copies: .unlimited)
        #expect {
            _ = try StripSweep(strip, memory: MemoryBudget(bytes: 1 << 20))
        } throws: { error in
            guard case StripError.tooManyStates(let overflow) = error else { return false }
            return overflow.states > 1000 && overflow.bytes > 1 << 20 && overflow.estimatedFrom == nil
        }
    }

    @Test func aCancelledSweepStopsWithTheTermsSoFar() throws {
        let pieces = try PieceSetSpecification("IUX").pieceSet()
        let sweep = try #require(try StripSweep(Strip(height: 5, pieces: pieces, copies: .unlimited)))
        let cancellation = SearchCancellation()
        var terms = 0
        let ending = sweep.terms(through: 1_000_000, cancellation: cancellation) { n, _ in
            terms += 1
            if n == 50 { cancellation.cancel() }
        }.ending
        #expect(ending == .interrupted)
        #expect(terms == 51)
    }
}
