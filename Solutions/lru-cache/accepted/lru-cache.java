// Least Recently Used Cache — a hash map from key to a node of a doubly linked list kept in
// recency order (most recent right after the sentinel, least recent just before it).
// A use unlinks the node and relinks it at the front; an eviction drops the back node.
// O(1) per operation, O(q) in all.
import java.io.*;
import java.util.*;

class Main {
    static class Node {
        int key, value;
        Node prev, next;

        Node(int key, int value) {
            this.key = key;
            this.value = value;
        }
    }

    static class LRUCache {
        private final int capacity;
        private final Map<Integer, Node> nodes = new HashMap<>();
        private final Node sentinel = new Node(0, 0);

        LRUCache(int capacity) {
            this.capacity = capacity;
            sentinel.prev = sentinel.next = sentinel;
        }

        private void unlink(Node node) {
            node.prev.next = node.next;
            node.next.prev = node.prev;
        }

        private void pushFront(Node node) {
            node.prev = sentinel;
            node.next = sentinel.next;
            sentinel.next.prev = node;
            sentinel.next = node;
        }

        int get(int key) {
            Node node = nodes.get(key);
            if (node == null) return -1;
            unlink(node);
            pushFront(node);
            return node.value;
        }

        void put(int key, int value) {
            Node node = nodes.get(key);
            if (node != null) {
                node.value = value;
                unlink(node);
            } else {
                if (nodes.size() == capacity) {
                    Node oldest = sentinel.prev;
                    unlink(oldest);
                    nodes.remove(oldest.key);
                }
                node = new Node(key, value);
                nodes.put(key, node);
            }
            pushFront(node);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer first = new StringTokenizer(in.readLine());
        LRUCache cache = new LRUCache(Integer.parseInt(first.nextToken()));
        int q = Integer.parseInt(first.nextToken());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer line = new StringTokenizer(in.readLine());
            String op = line.nextToken();
            int key = Integer.parseInt(line.nextToken());
            if (op.equals("get")) {
                out.append(cache.get(key)).append('\n');
            } else {
                cache.put(key, Integer.parseInt(line.nextToken()));
            }
        }
        System.out.print(out);
    }
}
