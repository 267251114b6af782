/// A view model: the state and actions of one screen, cell or dialog, with no reference to any view.
///
/// View models are main-actor objects. Views (``ViewModelOwner``) hold them strongly and bind to them;
/// a view model never refers to its owners, so releasing the owner releases the view model.
///
/// ```swift
/// @MainActor final class GreetingViewModel: ViewModel {
///     let greeting = MutableProperty("Hello")
/// }
/// ```
@MainActor
public protocol ViewModel: AnyObject {}
