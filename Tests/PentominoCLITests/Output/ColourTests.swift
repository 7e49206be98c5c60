import Testing

@testable import PentominoCLI

/// Colour follows the conventions: NO_COLOR, TERM=dumb, a pipe and --color never turn it off;
/// CLICOLOR_FORCE and --color always turn it on.
struct ColourTests {
    typealias Choice = TilingFormat.ColourChoice

    @Test func theEnvironmentDecidesUnderAuto() {
        let environment = { (variables: [String: String]) in { (name: String) in variables[name] } }
        #expect(Choice.auto.colours(environment: environment([:]), terminal: true))
        #expect(!Choice.auto.colours(environment: environment([:]), terminal: false))
        #expect(!Choice.auto.colours(environment: environment(["NO_COLOR": "1"]), terminal: true))
        #expect(
            Choice.auto.colours(environment: environment(["NO_COLOR": ""]), terminal: true),
            "an empty NO_COLOR is unset")
        #expect(!Choice.auto.colours(environment: environment(["TERM": "dumb"]), terminal: true))
        #expect(Choice.auto.colours(environment: environment(["TERM": "xterm-256color"]), terminal: true))
        #expect(Choice.auto.colours(environment: environment(["CLICOLOR_FORCE": "1"]), terminal: false))
        #expect(
            Choice.auto.colours(environment: environment(["CLICOLOR_FORCE": "1", "TERM": "dumb"]), terminal: false))
        #expect(!Choice.auto.colours(environment: environment(["CLICOLOR_FORCE": "0"]), terminal: false))
        #expect(
            !Choice.auto.colours(environment: environment(["CLICOLOR_FORCE": "1", "NO_COLOR": "1"]), terminal: true))
        #expect(Choice.always.colours(environment: environment(["NO_COLOR": "1", "TERM": "dumb"]), terminal: false))
        #expect(!Choice.never.colours(environment: environment(["CLICOLOR_FORCE": "1"]), terminal: true))
    }

    @Test(
        arguments: [
            ([], [:], false),
            ([], ["CLICOLOR_FORCE": "1"], true),
            ([], ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], false),
            (["--color", "always"], ["NO_COLOR": "1", "TERM": "dumb"], true),
            (["--color", "never"], ["CLICOLOR_FORCE": "1"], false),
            (["--format", "box"], ["CLICOLOR_FORCE": "yes"], true),
        ] as [([String], [String: String], Bool)])
    func theBinaryFollowsTheConventions(options: [String], environment: [String: String], coloured: Bool) throws {
        let run = try Run(arguments: ["solve", "3x20"] + options, environment: environment)
        #expect(run.status == 0)
        #expect(run.stdout.contains("\u{1B}[") == coloured)
    }

    @Test func verifyReadsColouredOutputAndNeverEchoesControlBytes() throws {
        let coloured = try Run("solve", "6x10", "--all", "--limit", "3", "--color", "always")
        #expect(coloured.stdout.contains("\u{1B}["))
        let verified = try Run("verify", input: coloured.stdout)
        #expect(verified.status == 0, "\(verified.stderr)")
        #expect(verified.stdout.split(separator: "\n").count == 3)
        for stray in ["\u{1B}", "\t", "\u{7}"] {
            let broken = try Run(
                "verify", input: "LLLLFTYYYY\nLXFFFTTTYI\nXX\(stray)FWTVVVI\nPXUUWWZZVI\nPPUNNWWZVI\nPPUUNNNZZI\n")
            #expect(broken.status == 1)
            #expect(broken.stderr.contains("U+"), "\(broken.stderr)")
            #expect(!broken.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(broken.stderr)")
        }
    }
}
