// Spreading Mould, function mode: LeetCode's orangesRotting. A breadth-first search started
// from every mouldy crate at once, one layer per minute.
class Solution {
    func orangesRotting(_ grid: [[Int]]) -> Int {
        var grid = grid
        let rows = grid.count, columns = grid[0].count
        var frontier: [(Int, Int)] = []
        var fresh = 0
        for r in 0..<rows {
            for c in 0..<columns {
                if grid[r][c] == 2 { frontier.append((r, c)) }
                if grid[r][c] == 1 { fresh += 1 }
            }
        }
        var minutes = 0
        while fresh > 0 && !frontier.isEmpty {
            var next: [(Int, Int)] = []
            for (r, c) in frontier {
                for (nr, nc) in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
                where nr >= 0 && nr < rows && nc >= 0 && nc < columns && grid[nr][nc] == 1 {
                    grid[nr][nc] = 2
                    fresh -= 1
                    next.append((nr, nc))
                }
            }
            frontier = next
            minutes += 1
        }
        return fresh == 0 ? minutes : -1
    }
}
