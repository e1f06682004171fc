# Wrong: answers -1 whenever no crate is mouldy at the start, even when there is no fresh
# crate either (then the answer is 0).
class Solution:
    def orangesRotting(self, grid: List[List[int]]) -> int:
        rows, columns = len(grid), len(grid[0])
        frontier = [(r, c) for r in range(rows) for c in range(columns) if grid[r][c] == 2]
        if not frontier:
            return -1
        fresh = sum(row.count(1) for row in grid)
        minutes = 0
        while fresh and frontier:
            following = []
            for r, c in frontier:
                for i, j in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if 0 <= i < rows and 0 <= j < columns and grid[i][j] == 1:
                        grid[i][j] = 2
                        fresh -= 1
                        following.append((i, j))
            frontier = following
            minutes += 1
        return minutes if fresh == 0 else -1
