// Largest Concatenation: sort the numbers as digit strings with the comparator "x before y
// when x + y > y + x" (a transitive order, so sorting with it is valid), then concatenate.
// O(n log n) comparisons of at most 20 digits each.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        String[] cards = new String[n];
        for (int i = 0; i < n; i++) cards[i] = st.nextToken();
        Arrays.sort(cards, (x, y) -> (y + x).compareTo(x + y));
        if (cards[0].equals("0")) { // the largest card is 0, so every card is
            System.out.println("0");
            return;
        }
        StringBuilder result = new StringBuilder();
        for (String c : cards) result.append(c);
        System.out.println(result);
    }
}
