// Wrong: the unions (by size) are right, but the answer counts the distinct values of
// parent[], which only point one step up and are not all roots once trees grow deeper.
class Solution {
    int[] parent, size;

    int find(int x) {
        while (parent[x] != x) x = parent[x];
        return x;
    }

    public int countComponents(int n, int[][] edges) {
        parent = new int[n];
        size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        for (int[] edge : edges) {
            int a = find(edge[0]), b = find(edge[1]);
            if (a == b) continue;
            if (size[a] < size[b]) {
                int t = a;
                a = b;
                b = t;
            }
            parent[b] = a;
            size[a] += size[b];
        }
        Set<Integer> distinct = new HashSet<>();
        for (int p : parent) distinct.add(p);
        return distinct.size();
    }
}
