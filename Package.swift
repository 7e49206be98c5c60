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
        .executableTarget(name: "pentomino", dependencies: ["PentominoKit"]),
        .executableTarget(name: "pentomino-bench", dependencies: ["PentominoKit"], path: "Benchmarks"),
        .testTarget(name: "PentominoKitTests", dependencies: ["PentominoKit"]),
        .testTarget(name: "PentominoCLITests", dependencies: ["pentomino"]),
    ]
)
