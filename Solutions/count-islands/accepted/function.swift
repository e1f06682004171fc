// Counting Islands, function mode: LeetCode's numIslands. Every unvisited land cell starts an
// island, flooded at once with an explicit stack (no recursion: islands may be huge).
class Solution {
    func numIslands(_ grid: [[Character]]) -> Int {
        var grid = grid
        let rows = grid.count, columns = grid[0].count
        var islands = 0
        var stack: [(Int, Int)] = []
        for r in 0..<rows {
            for c in 0..<columns where grid[r][c] == "1" {
                islands += 1
                grid[r][c] = "0"
                stack.append((r, c))
                while let (i, j) = stack.popLast() {
                    for (di, dj) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                        let ni = i + di, nj = j + dj
                        if ni >= 0 && ni < rows && nj >= 0 && nj < columns && grid[ni][nj] == "1" {
                            grid[ni][nj] = "0"
                            stack.append((ni, nj))
                        }
                    }
                }
            }
        }
        return islands
    }
}
