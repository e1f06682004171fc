// Most Scenic Trail — one post-order pass: down(v) = score(v) + max(0, down(left), down(right))
// is the best trail going down from v, and the best trail bending at v is
// score(v) + max(0, down(left)) + max(0, down(right)). Children come before parents by walking
// a pre-order (explicit stack, no recursion: the tree can be a chain) backwards. 64-bit sums.
// O(n) time and memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        long[] score = new long[n];
        int[] left = new int[n], right = new int[n];
        for (int i = 0; i < n; i++) {
            score[i] = nextInt(in);
            left[i] = nextInt(in);
            right[i] = nextInt(in);
        }

        int[] preorder = new int[n], stack = new int[n];
        int count = 0, top = 0;
        stack[top++] = 0;
        while (top > 0) {
            int node = stack[--top];
            preorder[count++] = node;
            if (left[node] != -1) stack[top++] = left[node];
            if (right[node] != -1) stack[top++] = right[node];
        }

        long[] down = new long[n];
        long best = Long.MIN_VALUE;
        for (int i = n - 1; i >= 0; i--) {
            int node = preorder[i];
            long leftGain = left[node] == -1 ? 0 : Math.max(0, down[left[node]]);
            long rightGain = right[node] == -1 ? 0 : Math.max(0, down[right[node]]);
            down[node] = score[node] + Math.max(leftGain, rightGain);
            best = Math.max(best, score[node] + leftGain + rightGain);
        }
        System.out.println(best);
    }

    // Reads the next whitespace-separated integer.
    static int nextInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        int value = 0;
        while (c > ' ') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }
}
