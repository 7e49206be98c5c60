// swift-tools-version:6.2
import PackageDescription

// Tools version 6.2 is the first whose package manager lets a package that depends on this one by
// URL and version build targets with `unsafeFlags`: earlier ones refuse the whole graph.
//
// The engine and the command line are compiled with optimisation in debug builds too. Debug builds
// keep their invariant checks (`#if DEBUG`: Dancing Links' links after its covers, the bitset
// engine's state at its nodes, every tiling checked before it is handed out), which are
// preconditions and so survive `-O`; without it those checks run ten times slower and `swift test`
// takes minutes instead of one. PENTOMINO_DEBUG_OPTIMIZATION=none leaves `-O` out, for a build
// that only has to compile and run briefly (CI's package that depends on this one): it compiles in
// about a third of the time.
//
// On x86-64 they are compiled for CPUs with SSE4.2 and POPCNT (x86-64-v2, which every x86-64 CPU
// made since about 2009 has) rather than for the first x86-64 ones, which have no instruction to
// count bits or compare 64-bit lanes. PENTOMINO_TARGET_CPU=haswell (or native, or another CPU name)
// builds for a newer CPU, whose binary stops with an illegal instruction on older ones
// (docs/speed-history.md, "The target CPU", has what each gained).
#if arch(x86_64)
    let targetCPU: String? = Context.environment["PENTOMINO_TARGET_CPU"] ?? "nehalem"
#else
    let targetCPU: String? = Context.environment["PENTOMINO_TARGET_CPU"]
#endif
let optimizesDebugBuilds = Context.environment["PENTOMINO_DEBUG_OPTIMIZATION"] != "none"
let compiledSettings: [SwiftSetting] =
    (optimizesDebugBuilds ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : [])
    + (targetCPU.map { [SwiftSetting.unsafeFlags(["-target-cpu", $0])] } ?? [])

let package = Package(
    name: "pentomino",
    // The engines share counters and caches through the Synchronization module (`Atomic`, `Mutex`),
    // which Apple's platforms ship from these releases on.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "PentominoKit", targets: ["PentominoKit"]),
        .executable(name: "pentomino", targets: ["pentomino"]),
        .executable(name: "pentomino-bench", targets: ["pentomino-bench"]),
    ],
    targets: [
        // The game page's HTML, CSS and JavaScript modules are compiled into the library as bytes, so
        // that the binary alone writes the page: no resource bundle to install beside it, and no
        // Foundation. PageScript.swift lists the modules in the order it joins them.
        .target(
            name: "PentominoKit",
            resources: [
                .embedInCode("Play/Page/game.html"), .embedInCode("Play/Page/game.css"),
                .embedInCode("Play/Page/model/shapes.mjs"), .embedInCode("Play/Page/model/game.mjs"),
                .embedInCode("Play/Page/model/hints.mjs"), .embedInCode("Play/Page/front/words.mjs"),
                .embedInCode("Play/Page/front/layout.mjs"), .embedInCode("Play/Page/front/view.mjs"),
                .embedInCode("Play/Page/front/pointer.mjs"), .embedInCode("Play/Page/front/keyboard.mjs"),
                .embedInCode("Play/Page/front/answer.mjs"), .embedInCode("Play/Page/front/press.mjs"),
                .embedInCode("Play/Page/front/sound.mjs"), .embedInCode("Play/Page/front/celebration.mjs"),
                .embedInCode("Play/Page/front/play.mjs"), .embedInCode("Play/Page/shell/storage.mjs"),
                .embedInCode("Play/Page/shell/progress.mjs"), .embedInCode("Play/Page/shell/help.mjs"),
                .embedInCode("Play/Page/shell/settings.mjs"), .embedInCode("Play/Page/shell/app.mjs"),
                .embedInCode("Play/Page/shell/main.mjs"), .embedInCode("Play/Page/shell/service-worker.js"),
            ],
            swiftSettings: compiledSettings),
        // The command line: parsing by hand, the commands, and their output. A library, so that tests
        // can drive the parser in process.
        .target(name: "PentominoCLI", dependencies: ["PentominoKit"], swiftSettings: compiledSettings),
        // Linked fully static on Linux, and stripped in release builds: the process starts in about a millisecond,
        // with no shared libraries to load and no symbol tables to map. Profile pentomino-bench instead,
        // which runs the same library code with its symbols. Linked by lld, which ships with the
        // toolchain: gold warns that the static Swift runtime calls dlopen (to look for an optional
        // library of prespecialised generics; the binary runs the same without it), lld does not.
        .executableTarget(
            name: "pentomino", dependencies: ["PentominoCLI"],
            linkerSettings: [
                .unsafeFlags(["-static-executable", "-use-ld=lld"], .when(platforms: [.linux])),
                .unsafeFlags(["-Xlinker", "--strip-all"], .when(platforms: [.linux], configuration: .release)),
            ]),
        // The benchmarks, and (not built by SwiftPM) the plain C search that drawn boards are measured against.
        .executableTarget(
            name: "pentomino-bench", dependencies: ["PentominoKit"], path: "Benchmarks",
            exclude: [
                "PlainSearch", "Measure", "regenerate", "stops", "peers.md", "tatami-filter.py", "strip-exact-cover.py",
                "symmetric-tilings.py", "pentominoes.py",
            ]),
        // The small process that starts each process pentomino-bench times, so that its peak memory is its own.
        .executableTarget(name: "pentomino-measure", path: "Benchmarks/Measure"),
        // An independent checker of printed tilings and brute-force counts for the tests; it shares no
        // code with the solver, and is optimised in debug builds too, as the brute forces are slow.
        .target(name: "TilingCheck", path: "Tests/TilingCheck", swiftSettings: compiledSettings),
        .testTarget(name: "PentominoKitTests", dependencies: ["PentominoKit", "TilingCheck"]),
        .testTarget(name: "PentominoCLITests", dependencies: ["PentominoCLI", "TilingCheck"]),
    ]
)
