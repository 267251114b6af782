// swift-tools-version: 6.1
// LoomUIKit's shipped source files, compiled on Linux against a behavioural stand-in of the part of
// UIKit they use (issue 21), and run by the tests here. CI runs them after the main suite:
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
// - `ObjectiveC`: associated objects (`objc_getAssociatedObject`), which the control bridge uses;
// - `FoundationStandIn`: what Apple's Foundation has and swift-corelibs-foundation lacks (key-value
//   observing). The shipped KVO file imports only Foundation, so LoomUIKit's files import this module
//   implicitly (`-import-module`), as if it were part of Foundation.

import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "UIKitStandIn",
    platforms: [.macOS(.v14)],
    targets: [
        .target(name: "Loom", path: "Shipped/Loom", swiftSettings: strict),
        .target(name: "FoundationStandIn", swiftSettings: strict),
        .target(name: "ObjectiveC", swiftSettings: strict),
        .target(name: "UIKit", dependencies: ["FoundationStandIn", "ObjectiveC"], swiftSettings: strict),
        .target(
            name: "LoomUIKit", dependencies: ["Loom", "UIKit", "ObjectiveC", "FoundationStandIn"],
            path: "Shipped/LoomUIKit",
            swiftSettings: strict + [
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationStandIn"])
            ]),
        // Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`, image attachments),
        // which exists only with Apple's UIKit: the tests here do without cross-import overlays.
        .testTarget(
            name: "LoomUIKitTests", dependencies: ["LoomUIKit", "Loom", "UIKit"],
            swiftSettings: strict + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ]
)
