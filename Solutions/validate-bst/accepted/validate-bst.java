// Is It a Search Tree? — iterative in-order traversal with an explicit stack; the keys must
// come out strictly increasing. O(n) time and memory, no recursion (a chain can be 200000
// deep), no sentinel for "no previous key" (keys reach the 64-bit extremes).
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        long[] key = new long[n];
        int[] left = new int[n], right = new int[n];
        for (int i = 0; i < n; i++) {
            StringTokenizer tokens = new StringTokenizer(reader.readLine());
            key[i] = Long.parseLong(tokens.nextToken());
            left[i] = Integer.parseInt(tokens.nextToken());
            right[i] = Integer.parseInt(tokens.nextToken());
        }

        Deque<Integer> stack = new ArrayDeque<>();
        int node = 0;
        boolean hasPrevious = false;
        long previous = 0;
        while (node != -1 || !stack.isEmpty()) {
            while (node != -1) {  // go as far left as possible
                stack.push(node);
                node = left[node];
            }
            node = stack.pop();  // visit
            if (hasPrevious && key[node] <= previous) {
                System.out.println("NO");
                return;
            }
            hasPrevious = true;
            previous = key[node];
            node = right[node];  // then the right subtree
        }
        System.out.println("YES");
    }
}
