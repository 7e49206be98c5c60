import Foundation
import Testing
import TilingCheck

/// docs/ARCHITECTURE.md's map of the sources names every folder of each target, and only folders
/// that exist: a room added, moved or renamed cannot leave the map stale.
struct ArchitectureMapTests {
    /// The folders the map lists under `Sources/TARGET/`, as paths from the target's folder.
    static func listedFolders(of target: String) throws -> [String] {
        let blocks = Repository.codeBlocks(in: try Repository.text("docs/ARCHITECTURE.md"))
        let map = try #require(blocks.first { $0.contains("Sources/\(target)/") })
        var inside = false, folders: [String] = []
        for line in map.split(separator: "\n") {
            if !line.hasPrefix(" ") { inside = line.hasPrefix("Sources/\(target)/") }
            if inside, let folder = line.firstMatch(of: #/^  ([A-Za-z.]+(?:/[A-Za-z]+)*)/\s/#) {
                folders.append(String(folder.output.1))
            }
        }
        return folders
    }

    @Test(arguments: ["PentominoKit", "PentominoCLI"])
    func theMapListsEveryFolderOfTheSources(target: String) throws {
        let root = Repository.root.appendingPathComponent("Sources/\(target)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { name in
            var isFolder: ObjCBool = false
            let path = root.appendingPathComponent(name).path
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
        let listed = try ArchitectureMapTests.listedFolders(of: target)
        #expect(Set(listed.map { String($0.split(separator: "/")[0]) }) == Set(folders), "\(listed)")
        for folder in listed {
            var isFolder: ObjCBool = false
            #expect(
                FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path, isDirectory: &isFolder)
                    && isFolder.boolValue, "\(folder) is on the map but not in Sources/\(target)")
        }
    }
}
