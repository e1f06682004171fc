// Balanced Brackets: a stack of the brackets still open. A closing bracket must match the
// top of the stack, which is then popped; at the end nothing may be left open. O(L) time
// and O(L) memory.
import java.io.*;
import java.util.*;

class Main {
    static boolean isBalanced(String sequence) {
        ArrayDeque<Character> open = new ArrayDeque<>();
        for (int i = 0; i < sequence.length(); i++) {
            char c = sequence.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                open.push(c);
                continue;
            }
            char want = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (open.isEmpty() || open.pop() != want) return false;
        }
        return open.isEmpty();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int t = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < t; i++) {
            out.append(isBalanced(in.readLine().trim()) ? "YES\n" : "NO\n");
        }
        System.out.print(out);
    }
}
