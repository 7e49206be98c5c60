extension GamePage {
    /// The page: one HTML document with its style, its script and the board's data inside, which
    /// opens from disk and asks the network for nothing.
    ///
    /// The page's HTML, CSS and JavaScript are the files of `Sources/PentominoKit/Play/Page`, which
    /// the package manager compiles into the library (`embedInCode`), so the binary alone carries
    /// them; the script is its modules joined (`PageScript`).
    public var html: String {
        GamePage.document(title: "Pentomino: \(title)", data: data, policy: GamePage.pagePolicy)
    }

    /// What a page may load: nothing but its own inline style and script, and images it draws.
    static let pagePolicy = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"

    /// The page's document, titled `title`, with `data` for its script and `policy` as its content
    /// security policy.
    static func document(title: String, data: String, policy: String) -> String {
        fill(
            text(of: PackageResources.game_html),
            with: [
                "POLICY": policy,
                "TITLE": escapedForHTML(title),
                "STYLE": text(of: PackageResources.game_css),
                "SCRIPT": PageScript.text,
                "DATA": escapedForScript(data),
            ])
    }

    /// `json` with the characters that could end or change a `<script>` element, or a JavaScript
    /// string, written as JSON's `\u` escapes, which mean the same to the script: `<` and `>` (as in
    /// `</script>` or `<!--`), `&`, and the line separators U+2028 and U+2029. They lie only inside
    /// JSON's strings, such as a board file's name in the title, so the data reads the same.
    static func escapedForScript(_ json: String) -> String {
        var escaped = ""
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": escaped += "\\u003c"
            case ">": escaped += "\\u003e"
            case "&": escaped += "\\u0026"
            case "\u{2028}": escaped += "\\u2028"
            case "\u{2029}": escaped += "\\u2029"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `template` with each `@@NAME@@` replaced by `values[NAME]`.
    static func fill(_ template: String, with values: [String: String]) -> String {
        template.split(separator: "@@", omittingEmptySubsequences: false).enumerated().map { index, part in
            index.isMultiple(of: 2) ? String(part) : values[String(part)]!
        }.joined()
    }

    /// A file that the package manager compiled in, as text.
    static func text(of bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with the characters that HTML gives a meaning escaped.
    static func escapedForHTML(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
