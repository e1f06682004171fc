import ContextStack
import Foundation

extension PrepStore {
    /// Marks attempts left `RUN` by a process that is gone (killed, crashed, power cut) as
    /// `INT`. Attempts another live prep process is judging are left alone.
    /// - Returns: how many attempts were marked.
    @discardableResult
    public func recoverAbandonedAttempts() throws -> Int {
        let view = self.view
        let marked: Int = try view.performAndWait {
            let running = try view.fetch(FetchRequest<Attempt>(Attempt.verdict == .running))
            var marked = 0
            for attempt in running where !ProcessIdentity.isAlive(attempt[Attempt.owner]) {
                attempt.verdict = .interrupted
                attempt.message = "interrupted: prep stopped before the attempt finished"
                marked += 1
            }
            if marked > 0 { try view.save() }
            return marked
        }
        if marked > 0 { try flush() }
        return marked
    }
}
