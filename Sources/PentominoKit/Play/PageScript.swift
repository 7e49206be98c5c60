/// The game page's script: its ES modules, joined into one classic script when the page is written.
///
/// The modules (`Page/model`, `Page/front`, `Page/shell`) name what each takes (`import`) and gives
/// (`export`), so that Node's test runner loads the model on its own. A page opened from a file may
/// not load modules, so each becomes a function's body here, which returns what the module
/// exports, and each import a `const` that takes names from a module joined before it. The
/// modules keep to what this reads: imports of `{ names }` from a relative path, one a line, before
/// the body; and `export` only before `function`, `async function`, `class`, `const` or `let`.
enum PageScript {
    /// A module: its path under `Page/`, and its text.
    struct Module {
        let path: String
        let text: String

        init(_ path: String, _ bytes: [UInt8]) {
            self.path = path
            self.text = String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The modules in the order they are joined, each after those it imports; the last starts the page.
    static let modules = [
        Module("model/shapes.mjs", PackageResources.shapes_mjs),
        Module("model/game.mjs", PackageResources.game_mjs),
        Module("model/hints.mjs", PackageResources.hints_mjs),
        Module("front/words.mjs", PackageResources.words_mjs),
        Module("front/layout.mjs", PackageResources.layout_mjs),
        Module("front/view.mjs", PackageResources.view_mjs),
        Module("front/pointer.mjs", PackageResources.pointer_mjs),
        Module("front/keyboard.mjs", PackageResources.keyboard_mjs),
        Module("front/answer.mjs", PackageResources.answer_mjs),
        Module("front/press.mjs", PackageResources.press_mjs),
        Module("front/sound.mjs", PackageResources.sound_mjs),
        Module("front/celebration.mjs", PackageResources.celebration_mjs),
        Module("front/play.mjs", PackageResources.play_mjs),
        Module("shell/storage.mjs", PackageResources.storage_mjs),
        Module("shell/progress.mjs", PackageResources.progress_mjs),
        Module("shell/help.mjs", PackageResources.help_mjs),
        Module("shell/settings.mjs", PackageResources.settings_mjs),
        Module("shell/app.mjs", PackageResources.app_mjs),
        Module("shell/main.mjs", PackageResources.main_mjs),
    ]

    /// The page's script: `modules` joined.
    static let text = join(modules)

    /// `modules` as one script, each module a function's body whose result is what it exports.
    ///
    /// - Precondition: Each module imports only from modules before it, in the form above.
    static func join(_ modules: [Module]) -> String {
        var joined = "\"use strict\";\n"
        var known: Set<String> = []
        for module in modules {
            var body: [Substring] = []
            var exports: [String] = []
            var imports: [String] = []
            for line in module.text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("import ") {
                    let (names, path) = imported(line, in: module.path)
                    precondition(known.contains(path), "\(module.path) imports \(path), which is not joined before it")
                    imports.append("const { \(names) } = \(variable(path));")
                } else if line.hasPrefix("export ") {
                    let declaration = line.dropFirst("export ".count)
                    exports.append(declared(declaration, in: module.path))
                    body.append(declaration)
                } else {
                    body.append(line)
                }
            }
            known.insert(module.path)
            joined += "\n// \(module.path)\nconst \(variable(module.path)) = (() => {\n"
            joined += imports.map { $0 + "\n" }.joined()
            joined += body.joined(separator: "\n")
            joined += "\nreturn { \(exports.joined(separator: ", ")) };\n})();\n"
        }
        return joined
    }

    /// The name of the constant that holds what the module at `path` exports.
    static func variable(_ path: String) -> String {
        "module_" + String(path.dropLast(".mjs".count).map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// The names an `import { a, b as c } from "./path.mjs";` line takes, as a destructuring
    /// (`a, b: c`), and the path it takes them from, relative to `Page/`.
    private static func imported(_ line: Substring, in modulePath: String) -> (names: String, path: String) {
        guard let open = line.firstIndex(of: "{"), let close = line.firstIndex(of: "}"),
            let from = line.firstRange(of: " from \""), line.hasSuffix("\";")
        else { preconditionFailure("\(modulePath): an import this cannot read: \(line)") }
        let names = line[line.index(after: open)..<close].split(separator: ",").map { name in
            name.split(separator: " ").joined(separator: " ").replacing(" as ", with: ": ")
        }
        let relative = line[from.upperBound..<line.index(line.endIndex, offsetBy: -2)]
        var parts = modulePath.split(separator: "/").dropLast().map(String.init)
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return (names.joined(separator: ", "), parts.joined(separator: "/"))
    }

    /// The name a declaration after `export` declares.
    private static func declared(_ declaration: Substring, in modulePath: String) -> String {
        let keywords = ["async function ", "function ", "class ", "const ", "let "]
        for keyword in keywords where declaration.hasPrefix(keyword) {
            let name = declaration.dropFirst(keyword.count).prefix {
                $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$"
            }
            if !name.isEmpty { return String(name) }
        }
        preconditionFailure("\(modulePath): an export this cannot read: \(declaration)")
    }
}
