// Trending Hashtags — count with a HashMap, keep the k best in a heap whose head is the worst
// of them (fewest uses, then latest in dictionary order). O(n + d log k).
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(tokens.nextToken());
        int k = Integer.parseInt(tokens.nextToken());
        Map<String, Integer> uses = new HashMap<>();
        int read = 0;
        while (read < n) {
            String line = reader.readLine();
            if (line == null) break;
            tokens = new StringTokenizer(line);
            while (tokens.hasMoreTokens() && read < n) {
                uses.merge(tokens.nextToken(), 1, Integer::sum);
                read++;
            }
        }
        Comparator<String> worstFirst = (a, b) -> {
            int ca = uses.get(a), cb = uses.get(b);
            return ca != cb ? Integer.compare(ca, cb) : b.compareTo(a);
        };
        PriorityQueue<String> heap = new PriorityQueue<>(worstFirst);
        for (String tag : uses.keySet()) {
            heap.offer(tag);
            if (heap.size() > k) heap.poll();
        }
        List<String> ranked = new ArrayList<>();
        while (!heap.isEmpty()) ranked.add(heap.poll());
        Collections.reverse(ranked);
        StringBuilder out = new StringBuilder();
        for (String tag : ranked) out.append(tag).append(' ').append(uses.get(tag)).append('\n');
        System.out.print(out);
    }
}
