// The AppKit stand-in: the part of AppKit that LoomAppKit uses, as behaviour modelled on Apple's
// documentation (each file cites its pages), compiled on Linux so that LoomAppKit's shipped sources run in
// tests. Test-only: never a product. Its conventions are the UIKit stand-in's: where AppKit raises an
// Objective-C exception the stand-in records a `RaisedException` on the object (`raisedExceptions`), what a
// user does is a method named `simulate…`, other stand-in-only API is named `standIn…`; where the
// documentation leaves a rule open, the stand-in models the stricter one and says so.
@_exported public import Foundation
@_exported public import FoundationStandIn
@_exported public import StandInCommon
