// Spell Checker Distance, function mode (Java): the Levenshtein table in one row plus the
// diagonal value saved before it is overwritten.
class Solution {
    public int minDistance(String word1, String word2) {
        char[] a = word1.toCharArray(), b = word2.toCharArray();
        int[] row = new int[b.length + 1];
        for (int j = 0; j <= b.length; j++) row[j] = j;
        for (int i = 1; i <= a.length; i++) {
            int diagonal = row[0];
            row[0] = i;
            for (int j = 1; j <= b.length; j++) {
                int above = row[j];
                int best = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1);
                best = Math.min(best, above + 1);
                best = Math.min(best, row[j - 1] + 1);
                row[j] = best;
                diagonal = above;
            }
        }
        return row[b.length];
    }
}
