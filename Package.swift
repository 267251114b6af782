// swift-tools-version: 6.1
// Loom: glue for decoupled Model, View and Controller / ViewModel / Store.
//
// Layout (arrows point down only):
//   Examples/   counter · searchy · todo · library  (each: <Name>Core library + thin executable)
//   Sources/    LoomTerminal (front-end) · LoomGRDB (storage) · LoomFoundation (Foundation bridges) ·
//               LoomTesting (test support)
//   Sources/    Loom (core, no third-party dependency)

import CompilerPluginSupport
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")
let clocks = Target.Dependency.product(name: "Clocks", package: "swift-clocks")
let customDump = Target.Dependency.product(name: "CustomDump", package: "swift-custom-dump")
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let issueReporting = Target.Dependency.product(name: "IssueReporting", package: "xctest-dynamic-overlay")
let issueReportingTestSupport = Target.Dependency.product(
    name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")
let propertyBased = Target.Dependency.product(name: "PropertyBased", package: "swift-property-based")

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
        .executable(name: "searchy", targets: ["searchy"]),
        .executable(name: "counter", targets: ["counter"]),
        .executable(name: "todo", targets: ["todo"]),
        .executable(name: "library", targets: ["library"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The core: no third-party dependency.
        .target(name: "Loom", swiftSettings: strict),
        .target(
            name: "LoomTesting",
            dependencies: ["Loom", clocks, customDump, issueReporting, issueReportingTestSupport],
            swiftSettings: strict),
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

        // Examples: a tested <Name>Core library and a thin terminal executable each.
        .target(
            name: "ChinookCatalog", dependencies: ["LoomGRDB", grdb], path: "Examples/Shared/ChinookCatalog",
            resources: [.copy("Resources")], swiftSettings: strict),
        .target(
            name: "CounterCore", dependencies: ["Loom"], path: "Examples/Counter/CounterCore",
            swiftSettings: strict),
        .executableTarget(
            name: "counter", dependencies: ["CounterCore", "LoomTerminal"], path: "Examples/Counter/counter",
            swiftSettings: strict),
        .target(
            name: "SearchyCore", dependencies: ["Loom", "ChinookCatalog", grdb],
            path: "Examples/Searchy/SearchyCore",
            swiftSettings: strict),
        .executableTarget(
            name: "searchy", dependencies: ["SearchyCore", "LoomTerminal", argumentParser],
            path: "Examples/Searchy/searchy", swiftSettings: strict),
        .target(
            name: "TodoCore", dependencies: ["Loom", "LoomGRDB", grdb], path: "Examples/Todo/TodoCore",
            swiftSettings: strict),
        .executableTarget(
            name: "todo", dependencies: ["TodoCore", "LoomTerminal"], path: "Examples/Todo/todo",
            swiftSettings: strict),
        .target(
            name: "LibraryCore", dependencies: ["Loom", "LoomGRDB", "ChinookCatalog", grdb],
            path: "Examples/Library/LibraryCore", swiftSettings: strict),
        .executableTarget(
            name: "library", dependencies: ["LibraryCore", "LoomTerminal"], path: "Examples/Library/library",
            swiftSettings: strict),

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
            name: "ChinookCatalogTests", dependencies: ["ChinookCatalog", grdb], swiftSettings: strict),
        .testTarget(
            name: "CounterCoreTests", dependencies: ["CounterCore", "LoomTesting"], swiftSettings: strict),
        .testTarget(
            name: "SearchyCoreTests", dependencies: ["SearchyCore", "LoomTesting", clocks],
            swiftSettings: strict),
        .testTarget(
            name: "TodoCoreTests", dependencies: ["TodoCore", "LoomTesting", clocks, grdb],
            swiftSettings: strict),
        .testTarget(
            name: "LibraryCoreTests", dependencies: ["LibraryCore", "LoomTesting", grdb],
            swiftSettings: strict),
        .testTarget(
            name: "EndToEndTests", dependencies: ["searchy", "counter", "todo", "library"],
            swiftSettings: strict),
        .testTarget(
            name: "ReadmeTests",
            dependencies: ["Loom", "LoomTesting", "CounterCore", "SearchyCore", "TodoCore", clocks],
            swiftSettings: strict),
    ]
)
