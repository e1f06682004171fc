// Count the Provinces, function mode (Rust): adjacency lists in CSR form and an iterative
// depth-first search from every village not yet seen; each search is one province.
impl Solution {
    pub fn count_components(n: i32, edges: Vec<Vec<i32>>) -> i32 {
        let n = n as usize;
        let mut start = vec![0usize; n + 1];
        for edge in &edges {
            start[edge[0] as usize + 1] += 1;
            start[edge[1] as usize + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut neighbours = vec![0usize; start[n]];
        for edge in &edges {
            let (u, v) = (edge[0] as usize, edge[1] as usize);
            neighbours[fill[u]] = v;
            fill[u] += 1;
            neighbours[fill[v]] = u;
            fill[v] += 1;
        }
        let mut seen = vec![false; n];
        let mut stack = Vec::new();
        let mut provinces = 0;
        for village in 0..n {
            if seen[village] {
                continue;
            }
            provinces += 1;
            seen[village] = true;
            stack.push(village);
            while let Some(u) = stack.pop() {
                for &v in &neighbours[start[u]..start[u + 1]] {
                    if !seen[v] {
                        seen[v] = true;
                        stack.push(v);
                    }
                }
            }
        }
        provinces
    }
}
