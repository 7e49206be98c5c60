// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "pentomino",
    products: [
        .library(name: "PentominoKit", targets: ["PentominoKit"]),
        .executable(name: "pentomino", targets: ["pentomino"]),
        .executable(name: "pentomino-bench", targets: ["pentomino-bench"]),
    ],
    targets: [
        .target(name: "PentominoKit"),
        // The command line: parsing by hand, the commands, and their output. A library, so that tests
        // can drive the parser in process.
        .target(name: "PentominoCLI", dependencies: ["PentominoKit"]),
        // Linked fully static, and stripped in release builds: the process starts in about a millisecond,
        // with no shared libraries to load and no symbol tables to map. Profile pentomino-bench instead,
        // which runs the same library code with its symbols.
        .executableTarget(name: "pentomino", dependencies: ["PentominoCLI"],
                          linkerSettings: [.unsafeFlags(["-static-executable"]),
                                           .unsafeFlags(["-Xlinker", "--strip-all"], .when(configuration: .release))]),
        .executableTarget(name: "pentomino-bench", dependencies: ["PentominoKit"], path: "Benchmarks"),
        // An independent checker of printed tilings for the tests; it shares no code with the solver.
        .target(name: "TilingCheck", path: "Tests/TilingCheck"),
        .testTarget(name: "PentominoKitTests", dependencies: ["PentominoKit", "TilingCheck"]),
        .testTarget(name: "PentominoCLITests", dependencies: ["PentominoCLI", "TilingCheck"]),
    ]
)
