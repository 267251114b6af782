// swift-tools-version: 6.1
// Loom: glue for decoupled Model, View and Controller / ViewModel / Store.
//
// Layout (arrows point down only):
//   Examples/   counter · searchy · todo · library  (each: <Name>Core library + thin executable;
//               CounterUIKit, SearchyUIKit, LibraryUIKit, TodoSwiftUI, SearchySwiftUI: iOS screens over
//               the same cores; CounterAppKit: the macOS counter)
//   Sources/    LoomTerminal · LoomUIKit · LoomSwiftUI · LoomAppKit (front-ends) · LoomGRDB (storage)
//   Sources/    LoomTesting (test support)
//   Sources/    LoomCombine (Combine / OpenCombine bridge) · LoomFoundation (Foundation bridges)
//   Sources/    Loom (core, no third-party dependency)

import CompilerPluginSupport
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

// `TestStore`'s command executor (`TaskExecutor`, macOS 15 / iOS 18, behind `#available`): on for Linux and
// macOS. Off for iOS, tvOS, watchOS and visionOS, whose SDK here (iPhoneOS 16.5, `apple-check`) has no
// `TaskExecutor` to type-check against; a `TestStore` there waits as before (`TestClock.waitForSleeper()`).
let taskExecutor: SwiftSetting = .define("LOOM_TASK_EXECUTOR", .when(platforms: [.linux, .macOS]))

let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")
let clocks = Target.Dependency.product(name: "Clocks", package: "swift-clocks")
let customDump = Target.Dependency.product(name: "CustomDump", package: "swift-custom-dump")
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let issueReporting = Target.Dependency.product(name: "IssueReporting", package: "xctest-dynamic-overlay")
let issueReportingTestSupport = Target.Dependency.product(
    name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")
let propertyBased = Target.Dependency.product(name: "PropertyBased", package: "swift-property-based")
// Combine on Apple platforms; OpenCombine (same API) only where Combine does not exist.
let openCombine = Target.Dependency.product(
    name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux]))

// The iOS apps' entry points (Examples/Apps/<Name>.swiftpm/App): their app packages' manifests import
// AppleProductTypes, which exists only in Xcode, so this package compiles their sources instead, for
// `apple-check` (empty modules off iOS; not products, nothing links them). GRDB is listed for apple-check,
// which only finds the modules of direct dependencies.
let appEntryPoints: [Target] = [
    ("CounterUIKit", false), ("SearchyUIKit", true), ("LibraryUIKit", true), ("TodoSwiftUI", true),
    ("SearchySwiftUI", true),
].map { screens, usesGRDB in
    .target(
        name: "\(screens)App",
        dependencies: usesGRDB ? [.target(name: screens), grdb] : [.target(name: screens)],
        path: "Examples/Apps/\(screens).swiftpm/App", swiftSettings: strict)
}

let package = Package(
    name: "Loom",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Loom", targets: ["Loom"]),
        .library(name: "LoomTesting", targets: ["LoomTesting"]),
        .library(name: "LoomObservableState", targets: ["LoomObservableState"]),
        .library(name: "LoomGRDB", targets: ["LoomGRDB"]),
        .library(name: "LoomFoundation", targets: ["LoomFoundation"]),
        .library(name: "LoomTerminal", targets: ["LoomTerminal"]),
        .library(name: "LoomCombine", targets: ["LoomCombine"]),
        .library(name: "LoomUIKit", targets: ["LoomUIKit"]),
        .library(name: "LoomSwiftUI", targets: ["LoomSwiftUI"]),
        .library(name: "LoomAppKit", targets: ["LoomAppKit"]),
        .library(name: "LoomInspector", targets: ["LoomInspector"]),
        .executable(name: "loom-inspect", targets: ["loom-inspect"]),
        .executable(name: "searchy", targets: ["searchy"]),
        .executable(name: "counter", targets: ["counter"]),
        .executable(name: "todo", targets: ["todo"]),
        .executable(name: "library", targets: ["library"]),
        // The examples' screens, for their apps (Examples/Apps, which depend on Loom by path).
        .library(name: "CounterUIKit", targets: ["CounterUIKit"]),
        .library(name: "CounterAppKit", targets: ["CounterAppKit"]),
        .library(name: "SearchyUIKit", targets: ["SearchyUIKit"]),
        .library(name: "SearchySwiftUI", targets: ["SearchySwiftUI"]),
        .library(name: "TodoSwiftUI", targets: ["TodoSwiftUI"]),
        .library(name: "LibraryUIKit", targets: ["LibraryUIKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `swift package generate-documentation` (the DocC catalogs; CI builds them with warnings as errors).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The core: no third-party dependency.
        .target(name: "Loom", swiftSettings: strict + [taskExecutor]),
        .target(
            name: "LoomTesting",
            dependencies: ["Loom", clocks, customDump, issueReporting, issueReportingTestSupport],
            swiftSettings: strict + [taskExecutor]),
        // `@ObservableState`: the macro (compiler plug-in) and its declaration; the core stays free of
        // swift-syntax.
        .macro(
            name: "LoomMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            swiftSettings: strict),
        .target(name: "LoomObservableState", dependencies: ["Loom", "LoomMacros"], swiftSettings: strict),
        .target(name: "LoomGRDB", dependencies: ["Loom", grdb], swiftSettings: strict),
        // Foundation bridges (NotificationCenter as signals): the core stays free of Foundation.
        .target(name: "LoomFoundation", dependencies: ["Loom"], swiftSettings: strict),
        .target(name: "LoomTerminal", dependencies: ["Loom"], swiftSettings: strict),
        .target(name: "LoomCombine", dependencies: ["Loom", openCombine], swiftSettings: strict),
        // UIKit front-end: every file is under `#if canImport(UIKit)` (an empty module elsewhere).
        .target(name: "LoomUIKit", dependencies: ["Loom"], swiftSettings: strict),
        // SwiftUI front-end: every file is under `#if canImport(SwiftUI)` (an empty module elsewhere); its
        // logic is in the core, tested on Linux.
        .target(name: "LoomSwiftUI", dependencies: ["Loom"], swiftSettings: strict),
        // AppKit front-end: every file is under `#if canImport(AppKit)`; compiled only on a Mac (no macOS SDK
        // here: empty on Linux and iOS, so neither the build nor apple-check looks at its code).
        .target(name: "LoomAppKit", dependencies: ["Loom"], swiftSettings: strict),
        // The live store inspector: a program's side (opt in with LOOM_INSPECT=1), the wire format, the
        // history and diff the inspector shows; `loom-inspect` is its terminal front-end.
        .target(name: "LoomInspector", dependencies: ["Loom"], swiftSettings: strict),
        .executableTarget(
            name: "loom-inspect", dependencies: ["Loom", "LoomInspector", "LoomTerminal", argumentParser],
            swiftSettings: strict),

        // Examples: a tested <Name>Core library and a thin terminal executable each; <Name>UIKit libraries
        // hold iOS screens over the same cores (empty modules elsewhere).
        .target(
            name: "ChinookCatalog", dependencies: ["LoomGRDB", grdb], path: "Examples/Shared/ChinookCatalog",
            resources: [.copy("Resources")], swiftSettings: strict),
        .target(
            name: "CounterCore", dependencies: ["Loom"], path: "Examples/Counter/CounterCore",
            swiftSettings: strict),
        .executableTarget(
            name: "counter", dependencies: ["CounterCore", "LoomTerminal", argumentParser],
            path: "Examples/Counter/counter",
            swiftSettings: strict),
        .target(
            name: "CounterUIKit", dependencies: ["CounterCore", "LoomUIKit"],
            path: "Examples/Counter/CounterUIKit", exclude: ["README.md"], swiftSettings: strict),
        .target(
            name: "CounterAppKit", dependencies: ["CounterCore", "LoomAppKit"],
            path: "Examples/Counter/CounterAppKit", exclude: ["README.md"], swiftSettings: strict),
        .target(
            name: "SearchyCore", dependencies: ["Loom", "ChinookCatalog", grdb],
            path: "Examples/Searchy/SearchyCore",
            swiftSettings: strict),
        .executableTarget(
            name: "searchy", dependencies: ["SearchyCore", "LoomTerminal", argumentParser],
            path: "Examples/Searchy/searchy", swiftSettings: strict),
        // GRDB is listed because ChinookCatalog re-exports it: apple-check only finds the modules of direct
        // dependencies.
        .target(
            name: "SearchyUIKit", dependencies: ["SearchyCore", "ChinookCatalog", "LoomUIKit", grdb],
            path: "Examples/Searchy/SearchyUIKit", exclude: ["README.md"], swiftSettings: strict),
        .target(
            name: "TodoCore", dependencies: ["Loom", "LoomGRDB", grdb], path: "Examples/Todo/TodoCore",
            swiftSettings: strict),
        // SwiftUI screens over the cores (empty modules off Apple platforms); GRDB is listed for apple-check,
        // which only finds the modules of direct dependencies.
        .target(
            name: "TodoSwiftUI", dependencies: ["TodoCore", "LoomSwiftUI", grdb],
            path: "Examples/Todo/TodoSwiftUI", exclude: ["README.md"], swiftSettings: strict),
        .target(
            name: "SearchySwiftUI", dependencies: ["SearchyCore", "ChinookCatalog", "LoomSwiftUI", grdb],
            path: "Examples/Searchy/SearchySwiftUI", exclude: ["README.md"], swiftSettings: strict),
        .executableTarget(
            name: "todo", dependencies: ["TodoCore", "LoomTerminal", "LoomInspector", argumentParser],
            path: "Examples/Todo/todo",
            swiftSettings: strict),
        .target(
            name: "LibraryCore", dependencies: ["Loom", "LoomGRDB", "ChinookCatalog", grdb],
            path: "Examples/Library/LibraryCore", swiftSettings: strict),
        .executableTarget(
            name: "library",
            dependencies: ["LibraryCore", "ChinookCatalog", "LoomTerminal", "LoomInspector", argumentParser],
            path: "Examples/Library/library",
            swiftSettings: strict),
        .target(
            name: "LibraryUIKit",
            dependencies: ["LibraryCore", "LoomUIKit", "ChinookCatalog", "LoomGRDB", grdb],
            path: "Examples/Library/LibraryUIKit", exclude: ["README.md"], swiftSettings: strict),

        // Tests.
        .testTarget(
            name: "LoomTests",
            dependencies: ["Loom", "LoomTesting", "LoomObservableState", clocks, propertyBased],
            swiftSettings: strict),
        .testTarget(
            name: "LoomTestingTests", dependencies: ["Loom", "LoomTesting", clocks], swiftSettings: strict),
        .testTarget(
            name: "LoomGRDBTests", dependencies: ["LoomGRDB", "LoomTesting", grdb, clocks],
            swiftSettings: strict),
        .testTarget(
            name: "LoomFoundationTests", dependencies: ["LoomFoundation", "LoomTesting"],
            swiftSettings: strict),
        .testTarget(
            name: "LoomTerminalTests", dependencies: ["LoomTerminal", "LoomTesting"], swiftSettings: strict),
        .testTarget(
            name: "LoomInspectorTests", dependencies: ["LoomInspector", "LoomTesting", clocks],
            swiftSettings: strict),
        .testTarget(
            name: "LoomCombineTests", dependencies: ["LoomCombine", "LoomTesting", openCombine],
            swiftSettings: strict),
        .testTarget(
            name: "ChinookCatalogTests",
            dependencies: ["ChinookCatalog", "LoomGRDB", "LoomTesting", "DatabaseTestSupport", grdb],
            swiftSettings: strict),
        .testTarget(
            name: "CounterCoreTests", dependencies: ["CounterCore", "LoomTesting"], swiftSettings: strict),
        .testTarget(
            name: "SearchyCoreTests", dependencies: ["SearchyCore", "LoomTesting", clocks],
            swiftSettings: strict),
        .testTarget(
            name: "TodoCoreTests",
            dependencies: ["TodoCore", "LoomGRDB", "LoomTesting", "DatabaseTestSupport", clocks, grdb],
            swiftSettings: strict),
        .testTarget(
            name: "LibraryCoreTests",
            dependencies: [
                "LibraryCore", "ChinookCatalog", "LoomGRDB", "LoomTesting", "DatabaseTestSupport", grdb,
            ],
            swiftSettings: strict),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "searchy", "counter", "todo", "library", "loom-inspect", "LoomInspector", "LoomTesting",
                "DatabaseTestSupport", grdb,
            ],
            swiftSettings: strict),
        // What the tests of programs on a database share (a lock held by "another program").
        .target(
            name: "DatabaseTestSupport", dependencies: [grdb], path: "Tests/DatabaseTestSupport",
            swiftSettings: strict),
        // The README's UIKit blocks: a library target (empty on Linux), so apple-check type-checks them.
        .target(
            name: "ReadmeUIKit", dependencies: ["Loom", "LoomUIKit"], path: "Tests/ReadmeUIKit",
            swiftSettings: strict),
        // The README's SwiftUI blocks, the same way.
        .target(
            name: "ReadmeSwiftUI", dependencies: ["Loom", "LoomSwiftUI"], path: "Tests/ReadmeSwiftUI",
            swiftSettings: strict),
        .testTarget(
            name: "ReadmeTests",
            dependencies: [
                "Loom", "LoomTesting", "LoomCombine", "LoomTerminal", "CounterCore", "SearchyCore",
                "TodoCore", clocks,
                openCombine,
            ],
            swiftSettings: strict),
    ] + appEntryPoints
)
