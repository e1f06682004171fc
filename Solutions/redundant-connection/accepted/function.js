// Redundant Cable, function mode (JavaScript): union-find by size with path halving; the
// cable that joins two buildings already connected closes the only loop, and no cable of
// the loop comes after it.
/**
 * @param {number[][]} edges
 * @return {number[]}
 */
var findRedundantConnection = function(edges) {
    const n = edges.length;
    const parent = new Int32Array(n + 1), size = new Int32Array(n + 1).fill(1);
    for (let i = 0; i <= n; i++) parent[i] = i;
    const find = (x) => {
        while (parent[x] !== x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    };
    for (const [u, v] of edges) {
        let a = find(u), b = find(v);
        if (a === b) return [u, v];
        if (size[a] < size[b]) [a, b] = [b, a];
        parent[b] = a;
        size[a] += size[b];
    }
    return [];
};
