// Longest Common Prefix: start with the whole first word as the candidate and let every other
// word shrink it, comparing letter by letter up to the first mismatch. O(total length).
import java.io.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        String first = in.readLine().trim();
        int common = first.length();
        for (int i = 1; i < n; i++) {
            String word = in.readLine().trim();
            int limit = Math.min(common, word.length());
            int matched = 0;
            while (matched < limit && word.charAt(matched) == first.charAt(matched)) matched++;
            common = matched;
        }
        System.out.println(common);
        if (common > 0) System.out.println(first.substring(0, common));
    }
}
