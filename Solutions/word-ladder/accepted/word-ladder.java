// Word Ladder — breadth-first search from the start word; a word's neighbours are its 26 * L
// one-letter variants that are still in the set of unvisited list words. O(m * 26 * L^2).
import java.io.*;
import java.util.*;

class Main {
    static int shortestLadder(String start, String goal, Set<String> unvisited) {
        if (start.equals(goal)) return 0;
        if (!unvisited.contains(goal)) return -1;
        unvisited.remove(start);
        List<String> frontier = List.of(start);
        int steps = 0;
        while (!frontier.isEmpty()) {
            steps++;
            List<String> nextFrontier = new ArrayList<>();
            for (String word : frontier) {
                char[] letters = word.toCharArray();
                for (int i = 0; i < letters.length; i++) {
                    char original = letters[i];
                    for (char letter = 'a'; letter <= 'z'; letter++) {
                        letters[i] = letter;
                        String candidate = new String(letters);
                        if (!unvisited.remove(candidate)) continue;
                        if (candidate.equals(goal)) return steps;
                        nextFrontier.add(candidate);
                    }
                    letters[i] = original;
                }
            }
            frontier = nextFrontier;
        }
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        String start = tokens.nextToken(), goal = tokens.nextToken();
        int m = Integer.parseInt(reader.readLine().trim());
        Set<String> words = new HashSet<>();
        for (int i = 0; i < m; i++) words.add(reader.readLine().trim());
        System.out.println(shortestLadder(start, goal, words));
    }
}
