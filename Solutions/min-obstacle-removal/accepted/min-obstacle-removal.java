// Minimum Obstacle Removal: 0-1 BFS with a deque. Stepping into a free cell costs 0 and into
// a blocked cell costs 1; a neighbour improved by a 0-move goes to the front of the deque, one
// improved by a 1-move to the back, so cells leave the deque in order of cost. Each cell is
// settled once: O(r * c) time and memory.
import java.io.*;
import java.util.*;

class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int rows = Integer.parseInt(st.nextToken()), cols = Integer.parseInt(st.nextToken());
        boolean[] blocked = new boolean[rows * cols];
        for (int r = 0; r < rows; r++) {
            String line = in.readLine().trim();
            for (int c = 0; c < cols; c++) blocked[r * cols + c] = line.charAt(c) == '#';
        }

        int total = rows * cols;
        int[] dist = new int[total];
        Arrays.fill(dist, Integer.MAX_VALUE);
        dist[0] = 0;
        ArrayDeque<Integer> deque = new ArrayDeque<>();
        deque.add(0);
        int[] dr = {-1, 1, 0, 0}, dc = {0, 0, -1, 1};
        while (!deque.isEmpty()) {
            int cell = deque.pollFirst();
            int r = cell / cols, c = cell % cols;
            for (int k = 0; k < 4; k++) {
                int nr = r + dr[k], nc = c + dc[k];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
                int next = nr * cols + nc;
                int w = blocked[next] ? 1 : 0;
                if (dist[cell] + w < dist[next]) {
                    dist[next] = dist[cell] + w;
                    if (w == 0) deque.addFirst(next);
                    else deque.addLast(next);
                }
            }
        }
        System.out.println(dist[total - 1]);
    }
}
