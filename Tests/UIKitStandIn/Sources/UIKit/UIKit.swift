// The UIKit stand-in: the part of UIKit that LoomUIKit uses, as behaviour modelled on Apple's
// documentation (each file cites its pages), compiled on Linux so that LoomUIKit's shipped sources run
// in tests. Test-only: never a product.
//
// Where UIKit raises an Objective-C exception, the stand-in records a `RaisedException` on the object
// that raised it (a crash would end the test run) and tests assert that none was raised.
//
// Simulations of what a user does (a tap, a drag, a swipe) are methods named `simulate…`; other
// stand-in-only API is named `standIn…` or documented as such.
@_exported public import Foundation
@_exported public import FoundationStandIn
@_exported public import StandInCommon
