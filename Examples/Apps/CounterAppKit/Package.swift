// swift-tools-version: 6.1
// Counter: Loom's `CounterAppKit` example as a macOS app. On a Mac, `swift run` in this folder opens its
// window; or open this folder in Xcode (File › Open…) and run the `CounterAppKitApp` scheme.
//
// A plain executable package depending on Loom by path, not part of the root package. CI builds it on
// Linux, where its entry point compiles its non-AppKit branch; its AppKit code compiles only on a Mac
// (there is no macOS SDK where Loom is developed).

import PackageDescription

let package = Package(
    name: "CounterAppKitApp",
    platforms: [.macOS(.v14)],
    dependencies: [
        // Loom itself, three folders up: the app builds against the checkout it sits in.
        .package(name: "Loom", path: "../../..")
    ],
    targets: [
        .executableTarget(
            name: "CounterAppKitApp",
            dependencies: [.product(name: "CounterAppKit", package: "Loom")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
