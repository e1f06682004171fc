// SLOW: breadth-first search that finds the neighbours of a word by comparing it with every
// word in the list. Correct, but O(m^2 * L) when the search reaches most of the list.
import java.io.*;
import java.util.*;

class Main {
    static boolean oneApart(String a, String b) {
        int differences = 0;
        for (int i = 0; i < a.length(); i++) {
            if (a.charAt(i) != b.charAt(i) && ++differences > 1) return false;
        }
        return differences == 1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        String start = tokens.nextToken(), goal = tokens.nextToken();
        int m = Integer.parseInt(reader.readLine().trim());
        Set<String> distinct = new HashSet<>();
        for (int i = 0; i < m; i++) distinct.add(reader.readLine().trim());
        List<String> words = new ArrayList<>(distinct);

        int answer = -1;
        if (start.equals(goal)) {
            answer = 0;
        } else if (distinct.contains(goal)) {
            boolean[] visited = new boolean[words.size()];
            List<String> frontier = List.of(start);
            int steps = 0;
            search:
            while (!frontier.isEmpty()) {
                steps++;
                List<String> nextFrontier = new ArrayList<>();
                for (String word : frontier) {
                    for (int index = 0; index < words.size(); index++) {
                        String candidate = words.get(index);
                        if (visited[index] || !oneApart(word, candidate)) continue;
                        if (candidate.equals(goal)) {
                            answer = steps;
                            break search;
                        }
                        visited[index] = true;
                        nextFrontier.add(candidate);
                    }
                }
                frontier = nextFrontier;
            }
        }
        System.out.println(answer);
    }
}
