// Valid Palindrome — two pointers moving inward, skipping characters that are not letters or
// digits, comparing the rest case-insensitively. O(L) time, O(1) extra memory.
import java.io.*;

class Main {
    static boolean isPalindrome(String s) {
        int left = 0, right = s.length() - 1;
        while (left < right) {
            char a = s.charAt(left), b = s.charAt(right);
            if (!Character.isLetterOrDigit(a)) {
                left++;
            } else if (!Character.isLetterOrDigit(b)) {
                right--;
            } else if (Character.toLowerCase(a) != Character.toLowerCase(b)) {
                return false;
            } else {
                left++;
                right--;
            }
        }
        return true;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int t = Integer.parseInt(reader.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < t; i++) {
            String line = reader.readLine();
            out.append(isPalindrome(line) ? "YES\n" : "NO\n");
        }
        System.out.print(out);
    }
}
