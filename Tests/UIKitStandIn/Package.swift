// swift-tools-version: 6.1
// LoomUIKit's and LoomAppKit's shipped source files, compiled on Linux against behavioural stand-ins of the
// parts of UIKit and AppKit they use (issue 21), and run by the tests here. CI runs them after the main suite:
// `swift test --package-path Tests/UIKitStandIn`.
//
// Nothing here is part of a product or visible to the library's own build: the root Package.swift does
// not know this package.
//
// The real sources, not copies: `Shipped/Loom` and `Shipped/LoomUIKit` are committed relative symlinks
// to `Sources/Loom` and `Sources/LoomUIKit` (SwiftPM refuses target paths outside a package's root, and
// follows symlinks inside it). The core is compiled here as its own target `Loom` rather than taken from
// the root package by path: a path dependency on the root would bring the root's target `LoomUIKit`
// (empty on Linux) into the same graph as this package's `LoomUIKit`, and SwiftPM rejects two targets of
// one name; it would also resolve every dependency of the root (GRDB, swift-syntax…) for nothing.
//
// Modules of the stand-in, named as Apple's so that the shipped `#if canImport(UIKit)` code compiles:
// - `UIKit`: the classes, one primary type per file, each behaviour citing Apple's documentation;
// - `FoundationStandIn`: what Apple's Foundation has and swift-corelibs-foundation lacks (key-value
//   observing), and what Apple's ObjectiveC module has (associated objects, which the control bridge uses;
//   selectors). The shipped files import only Foundation and UIKit (ObjectiveC only `#if canImport`), so
//   LoomUIKit's files import this module implicitly (`-import-module`), as if it were part of Foundation.
//   There is no `ObjectiveC` module here: GRDB (the examples' storage) tests `canImport(ObjectiveC)` and then
//   expects Apple's Objective-C runtime.

import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")

let package = Package(
    name: "UIKitStandIn",
    platforms: [.macOS(.v14)],
    dependencies: [
        // The examples' storage, and the test clock of their tests (the root package's versions).
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    ],
    targets: [
        .target(name: "Loom", path: "Shipped/Loom", swiftSettings: strict),
        .target(name: "FoundationStandIn", swiftSettings: strict),
        .target(name: "StandInCommon", swiftSettings: strict),
        // What the tests share (a seeded generator, the random list tests' model).
        .target(name: "StandInTesting", dependencies: ["Loom"], swiftSettings: strict),
        .target(name: "UIKit", dependencies: ["FoundationStandIn", "StandInCommon"], swiftSettings: strict),
        .target(
            name: "LoomUIKit", dependencies: ["Loom", "UIKit", "FoundationStandIn"],
            path: "Shipped/LoomUIKit",
            swiftSettings: strict + [
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationStandIn"])
            ]),
        // Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`, image attachments),
        // which exists only with Apple's UIKit: the tests here do without cross-import overlays.
        .testTarget(
            name: "LoomUIKitTests",
            dependencies: ["LoomUIKit", "Loom", "UIKit", "StandInCommon", "StandInTesting"],
            swiftSettings: strict + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),

        // LoomAppKit's shipped sources (symlinked, as above) over the AppKit stand-in (`AppKit`, written from
        // Apple's AppKit documentation in the same way), and their tests.
        .target(name: "AppKit", dependencies: ["FoundationStandIn", "StandInCommon"], swiftSettings: strict),
        .target(
            name: "LoomAppKit", dependencies: ["Loom", "AppKit", "FoundationStandIn"],
            path: "Shipped/LoomAppKit",
            swiftSettings: strict + [
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationStandIn"])
            ]),
        .target(
            name: "CounterAppKit", dependencies: ["CounterCore", "LoomAppKit", "AppKit"],
            path: "Shipped/CounterAppKit", exclude: ["README.md"], swiftSettings: strict),
        .testTarget(
            name: "LoomAppKitTests",
            dependencies: ["LoomAppKit", "Loom", "AppKit", "StandInTesting", "CounterAppKit", "CounterCore"],
            swiftSettings: strict + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),

        // The UIKit screens of the examples, over their real cores (symlinked, as above).
        .target(
            name: "LoomGRDB", dependencies: ["Loom", grdb], path: "Shipped/LoomGRDB", swiftSettings: strict),
        .target(
            name: "ChinookCatalog", dependencies: ["LoomGRDB", grdb], path: "Shipped/ChinookCatalog",
            resources: [.copy("Resources")], swiftSettings: strict),
        .target(
            name: "CounterCore", dependencies: ["Loom"], path: "Shipped/CounterCore", swiftSettings: strict),
        .target(
            name: "CounterUIKit", dependencies: ["CounterCore", "LoomUIKit", "UIKit"],
            path: "Shipped/CounterUIKit", exclude: ["README.md"], swiftSettings: strict),
        .target(
            name: "SearchyCore", dependencies: ["Loom", "ChinookCatalog", grdb],
            path: "Shipped/SearchyCore", swiftSettings: strict),
        .target(
            name: "SearchyUIKit",
            dependencies: ["SearchyCore", "ChinookCatalog", "LoomUIKit", "UIKit", grdb],
            path: "Shipped/SearchyUIKit", exclude: ["README.md"], swiftSettings: strict),
        .target(
            name: "LibraryCore", dependencies: ["Loom", "LoomGRDB", "ChinookCatalog", grdb],
            path: "Shipped/LibraryCore", swiftSettings: strict),
        .target(
            name: "LibraryUIKit",
            dependencies: ["LibraryCore", "LoomUIKit", "UIKit", "ChinookCatalog", "LoomGRDB", grdb],
            path: "Shipped/LibraryUIKit", exclude: ["README.md"], swiftSettings: strict),
        .testTarget(
            name: "ExampleScreensTests",
            dependencies: [
                "CounterUIKit", "CounterCore", "SearchyUIKit", "SearchyCore", "LibraryUIKit", "LibraryCore",
                "ChinookCatalog", "LoomUIKit", "Loom", "UIKit", grdb,
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            swiftSettings: strict + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ]
)
