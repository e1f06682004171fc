// Generations in a Family Tree — children lists, then a breadth-first walk from the founder,
// counting the levels. O(n) time and memory, no recursion (a chain can be 200000 deep).
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        List<List<Integer>> children = new ArrayList<>(n);
        for (int i = 0; i < n; i++) children.add(new ArrayList<>());
        int founder = 0;
        for (int person = 0; person < n; person++) {
            int parent = nextInt(in);
            if (parent == -1) founder = person;
            else children.get(parent).add(person);
        }
        int generations = 0;
        List<Integer> level = List.of(founder);
        while (!level.isEmpty()) {
            generations++;
            List<Integer> next = new ArrayList<>();
            for (int person : level) next.addAll(children.get(person));
            level = next;
        }
        System.out.println(generations);
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c <= ' ') c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        int value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }
}
