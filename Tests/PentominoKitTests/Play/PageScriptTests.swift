import Foundation
import Testing
import TilingCheck

@testable import PentominoKit

/// The page's script: its ES modules joined into one classic script, each import taken from a
/// module joined before it; every module in the folder joined, and compiled into the library.
struct PageScriptTests {
    @Test func modulesBecomeFunctionsThatReturnWhatTheyExport() {
        let modules = [
            PageScript.Module("model/shapes.mjs", Array("export const turn = x => x;\nconst hidden = 1;\n".utf8)),
            PageScript.Module(
                "front/view.mjs",
                Array(
                    """
                    import { turn, turn as spin } from "../model/shapes.mjs";

                    export function draw() { return turn(spin(2)); }
                    export class View {}
                    """.utf8)),
        ]
        let joined = PageScript.join(modules)
        #expect(joined.hasPrefix("\"use strict\";\n"))
        #expect(joined.contains("const module_model_shapes = (() => {\nconst turn = x => x;\nconst hidden = 1;\n"))
        #expect(joined.contains("return { turn };\n})();"))
        #expect(
            joined.contains("const module_front_view = (() => {\nconst { turn, turn: spin } = module_model_shapes;\n"))
        #expect(joined.contains("function draw() { return turn(spin(2)); }\nclass View {}"))
        #expect(joined.contains("return { draw, View };\n})();"))
    }

    @Test func everyModuleOfThePageIsJoinedAndCompiledIn() throws {
        let folder = Repository.root.appendingPathComponent("Sources/PentominoKit/Play/Page")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mjs") }
        #expect(Set(files) == Set(PageScript.modules.map(\.path)))
        let package = try Repository.text("Package.swift")
        for path in files { #expect(package.contains("\"Play/Page/\(path)\""), "\(path) is not in Package.swift") }
        // Joined, no line imports or exports: the page runs it as a classic script.
        let lines = PageScript.text.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("import ") || $0.hasPrefix("export ") })
        #expect(PageScript.modules.last?.path == "shell/main.mjs")
    }
}
