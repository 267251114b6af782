// swift-tools-version: 6.1
// Searchy: Loom's `SearchyUIKit` example as an iOS app. Open this folder in Xcode (File › Open…) and run it
// in a simulator, or on a Mac with Apple silicon (destination "My Mac (Designed for iPad)").
//
// An app package (the Swift Playgrounds format): `AppleProductTypes` exists only in Xcode and Swift
// Playgrounds, so this manifest is not evaluated on Linux, and the root package and CI do not know it.
// Its Swift sources (`App/`) are type-checked for iOS by `apple-check` through the root package's
// `SearchyUIKitApp` target.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "Searchy",
    platforms: [.iOS("17.0")],
    products: [
        .iOSApplication(
            name: "Searchy",
            targets: ["AppModule"],
            bundleIdentifier: "org.loom.examples.SearchyUIKit",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .note),
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
            dependencies: [.product(name: "SearchyUIKit", package: "Loom")],
            path: "App",
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
