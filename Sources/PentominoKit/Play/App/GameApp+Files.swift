extension GameApp {
    /// A file of the app's folder: its path in the folder, and its contents.
    public struct File: Sendable {
        public let path: String
        public let bytes: [UInt8]
    }

    /// The app's folder: `index.html`, `manifest.webmanifest`, `icon.svg`, `icon-192.png`,
    /// `icon-512.png`, `icon-maskable-512.png` and `service-worker.js`.
    public var files: [File] {
        let index = GamePage.document(title: "Pentomino", data: data, policy: GameApp.policy)
        let others: [(String, [UInt8])] = [
            ("manifest.webmanifest", Array(GameApp.manifest.utf8)),
            ("icon.svg", Array(AppIcon.svg.utf8)),
            ("icon-192.png", AppIcon.png(size: 192)),
            ("icon-512.png", AppIcon.png(size: 512)),
            ("icon-maskable-512.png", AppIcon.png(size: 512, maskable: true)),
        ]
        let cached = ["./", "index.html"] + others.map(\.0)
        // The service worker's cache is named for the files it keeps, so a new app replaces an old one.
        var print = Fingerprint()
        print.add(bytes: index.utf8)
        for (_, bytes) in others { print.add(bytes: bytes) }
        let version = "pentomino-" + String(print.value, radix: 16)
        let worker = GamePage.fill(
            GamePage.text(of: PackageResources.service_worker_js),
            with: ["VERSION": version, "FILES": JSONObject.array(cached.map(JSONObject.quoted))])
        return [File(path: "index.html", bytes: Array(index.utf8))]
            + others.map { File(path: $0.0, bytes: $0.1) }
            + [File(path: "service-worker.js", bytes: Array(worker.utf8))]
    }

    /// What the app's page may load: its own inline style and script, and from its own server its
    /// manifest, icons and service worker.
    static let policy =
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src 'self' data:; manifest-src 'self'; worker-src 'self'; connect-src 'self'"

    /// The page's data: `app`, and `boards`, each with its `name`, its `title` (what a child calls
    /// it), its `game` (as a game page's data)
    /// and its `puzzles`, each with the `copies` of each piece to place, the `given` pieces, the
    /// `hints` (its one completion), its `grade` and `nodes`.
    var data: String {
        var object = JSONObject()
        object.add("app", true)
        object.add(
            "boards",
            json: JSONObject.array(
                boards.map { board in
                    var entry = JSONObject()
                    entry.add("name", board.name)
                    entry.add("title", GameApp.plainNames[board.name]!)
                    entry.add("game", json: board.game.data)
                    entry.add(
                        "puzzles",
                        json: JSONObject.array(
                            board.puzzles.map { puzzle, game in
                                var entry = JSONObject()
                                entry.add("copies", json: game.copiesJSON)
                                entry.add("given", json: game.givenJSON)
                                entry.add("hints", json: game.hintsJSON!)
                                entry.add("grade", puzzle.difficulty.grade)
                                entry.add("nodes", puzzle.difficulty.nodes)
                                return entry.text
                            }))
                    return entry.text
                }))
        return object.text
    }

    /// The web-app manifest, which names the app and its icons for a home screen.
    static let manifest = """
        {
          "name": "Pentomino",
          "short_name": "Pentomino",
          "description": "Pentomino puzzles: fit the twelve pieces into the board.",
          "start_url": "./index.html",
          "scope": "./",
          "display": "standalone",
          "orientation": "any",
          "background_color": "#f7f1e3",
          "theme_color": "#b98b5e",
          "icons": [
            { "src": "icon-192.png", "sizes": "192x192", "type": "image/png" },
            { "src": "icon-512.png", "sizes": "512x512", "type": "image/png" },
            { "src": "icon-maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable" },
            { "src": "icon.svg", "sizes": "any", "type": "image/svg+xml" }
          ]
        }

        """
}
