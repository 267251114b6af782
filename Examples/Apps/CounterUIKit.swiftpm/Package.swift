// swift-tools-version: 6.1
// Counter: Loom's `CounterUIKit` example as an iOS app. Open this folder in Xcode (File › Open…) and run it
// in a simulator, or on a Mac with Apple silicon (destination "My Mac (Designed for iPad)").
//
// An app package (the Swift Playgrounds format): `AppleProductTypes` exists only in Xcode and Swift
// Playgrounds, so this manifest is not evaluated on Linux, and the root package and CI do not know it.
// Its Swift sources (`App/`) are type-checked for iOS by `apple-check` through the root package's
// `CounterUIKitApp` target.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "Counter",
    platforms: [.iOS("17.0")],
    products: [
        .iOSApplication(
            name: "Counter",
            targets: ["AppModule"],
            bundleIdentifier: "org.loom.examples.CounterUIKit",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .scale),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait, .landscapeRight, .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ],
            additionalInfoPlistContentFilePath: "SceneManifest.plist"
        )
    ],
    dependencies: [
        // Loom itself, three folders up: the app builds against the checkout it sits in.
        .package(name: "Loom", path: "../../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [.product(name: "CounterUIKit", package: "Loom")],
            path: "App",
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
