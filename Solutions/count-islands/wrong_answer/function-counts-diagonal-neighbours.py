# Wrong: also joins land cells that touch only at a corner, so diagonal neighbours merge.
class Solution:
    def numIslands(self, grid: List[List[str]]) -> int:
        rows, columns = len(grid), len(grid[0])
        seen = [[False] * columns for _ in range(rows)]
        islands = 0
        for r in range(rows):
            for c in range(columns):
                if grid[r][c] != "1" or seen[r][c]:
                    continue
                islands += 1
                seen[r][c] = True
                stack = [(r, c)]
                while stack:
                    i, j = stack.pop()
                    for di in (-1, 0, 1):
                        for dj in (-1, 0, 1):
                            ni, nj = i + di, j + dj
                            if 0 <= ni < rows and 0 <= nj < columns and grid[ni][nj] == "1" and not seen[ni][nj]:
                                seen[ni][nj] = True
                                stack.append((ni, nj))
        return islands
