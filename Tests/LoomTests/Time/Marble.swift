import Clocks

/// A marble diagram: one character per tick of a test clock. A letter or a digit is an event whose
/// value is that character, `-` is a tick with no event, and `[xy]` is several events in one tick
/// (it still counts as one tick).
///
/// ```swift
/// Marble("ab--c")   // a at tick 0, b at tick 1, c at tick 4; 5 ticks long
/// ```
struct Marble: Equatable, CustomStringConvertible {
    /// The events of each tick, in order.
    var ticks: [[Character]]

    init(_ diagram: String) {
        var ticks: [[Character]] = []
        var group: [Character]?
        for character in diagram {
            switch character {
            case "[": group = []
            case "]":
                ticks.append(group ?? [])
                group = nil
            case "-" where group == nil: ticks.append([])
            default:
                if group != nil { group?.append(character) } else { ticks.append([character]) }
            }
        }
        self.ticks = ticks
    }

    /// A diagram of `length` ticks with `events` (tick, value) placed on them.
    init(length: Int, events: [(tick: Int, value: Character)]) {
        var ticks = Array(repeating: [Character](), count: max(length, (events.map(\.tick).max() ?? -1) + 1))
        for event in events { ticks[event.tick].append(event.value) }
        self.ticks = ticks
    }

    /// The events as (tick, value), in order.
    var events: [(tick: Int, value: Character)] {
        ticks.enumerated().flatMap { tick, values in values.map { (tick, $0) } }
    }

    /// How many events happen at or before `tick`.
    func count(through tick: Int) -> Int {
        ticks.prefix(tick + 1).reduce(0) { $0 + $1.count }
    }

    var description: String {
        ticks.map { values in
            switch values.count {
            case 0: "-"
            case 1: String(values[0])
            default: "[" + String(values) + "]"
            }
        }.joined()
    }
}

/// One tick of a marble diagram on a test clock.
let marbleTick = Duration.seconds(1)

extension TestClock<Duration>.Instant {
    /// The instant of `tick` on a test clock that started at zero.
    static func tick(_ tick: Int) -> Self {
        Self(offset: marbleTick * tick)
    }

    /// The tick this instant falls on (instants between ticks fall on the earlier one).
    var tick: Int {
        Int(TestClock<Duration>.Instant().duration(to: self) / marbleTick)
    }
}
