// swift-tools-version: 6.1
// Loom's benchmarks: a package of its own, so that library users never resolve benchmark dependencies.
// Run: cd Benchmarks && swift run -c release loom-bench [core|store|time|diff|combine]

import PackageDescription

let package = Package(
    name: "LoomBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Loom", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
    ],
    targets: [
        .executableTarget(
            name: "loom-bench",
            dependencies: [
                .product(name: "Loom", package: "Loom"),
                .product(name: "LoomCombine", package: "Loom"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
