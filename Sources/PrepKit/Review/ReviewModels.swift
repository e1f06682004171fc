import Foundation

/// How a review went, on FSRS's four-button scale.
///
/// ```swift
/// Rating("good")   // .good
/// Rating("3")      // .good
/// Rating.easy.description  // "easy"
/// ```
public enum Rating: Int, Sendable, Codable, CaseIterable {
    /// Forgot: the problem could not be solved without help.
    case again = 1
    /// Solved, with serious effort.
    case hard
    /// Solved, with the effort one would expect.
    case good
    /// Solved without effort.
    case easy
}

/// What FSRS knows about a memory: how long it lasts and how hard it is to strengthen.
public struct MemoryState: Sendable, Codable, Equatable {
    /// Days until the probability of recall falls to 90%.
    public var stability: Double
    /// 1 (easiest) to 10 (hardest).
    public var difficulty: Double

    public init(stability: Double, difficulty: Double) {
        self.stability = stability
        self.difficulty = difficulty
    }
}

/// The review state of one problem, as FSRS schedules it.
///
/// Its fields are the columns of the store's review card; a new card has no memory state and
/// no last review.
public struct CardState: Sendable, Codable, Equatable {
    /// `nil` until the first review.
    public var memory: MemoryState?
    /// When the next review is due.
    public var due: Date
    /// `nil` until the first review.
    public var lastReview: Date?
    /// How many times the card was reviewed.
    public var reps: Int
    /// How many reviews after the first were rated `again`.
    public var lapses: Int

    /// A card that has never been reviewed, due at `due`.
    public init(due: Date) {
        self.init(memory: nil, due: due, lastReview: nil, reps: 0, lapses: 0)
    }

    public init(memory: MemoryState?, due: Date, lastReview: Date?, reps: Int, lapses: Int) {
        self.memory = memory
        self.due = due
        self.lastReview = lastReview
        self.reps = reps
        self.lapses = lapses
    }

    /// Whether the card has never been reviewed.
    public var isNew: Bool { memory == nil }
}

// MARK: - Rating parsing

extension Rating: LosslessStringConvertible {
    /// Parses "again", "hard", "good", "easy" (any case) or "1"…"4".
    public init?(_ description: String) {
        let text = description.trimmingCharacters(in: .whitespaces).lowercased()
        if let value = Int(text) {
            self.init(rawValue: value)
        } else if let rating = Self.allCases.first(where: { $0.description == text }) {
            self = rating
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case .again: "again"
        case .hard: "hard"
        case .good: "good"
        case .easy: "easy"
        }
    }
}
