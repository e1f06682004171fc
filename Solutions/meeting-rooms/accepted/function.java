// Meeting Rooms, function mode (Java): meetings sorted by start (packed into longs, so the
// sort is on primitives), and a binary min-heap of the end times of the rooms in use, kept
// in an int array; a room whose meeting ended by the new start is reused.
class Solution {
    public int minMeetingRooms(int[][] intervals) {
        int n = intervals.length;
        long[] byStart = new long[n];
        for (int i = 0; i < n; i++) byStart[i] = ((long) intervals[i][0] << 31) | intervals[i][1];
        Arrays.sort(byStart);
        int[] heap = new int[n];
        int size = 0;
        for (long meeting : byStart) {
            int start = (int) (meeting >>> 31), end = (int) (meeting & Integer.MAX_VALUE);
            if (size > 0 && heap[0] <= start) {
                heap[0] = end;                      // reuse the room that frees up first
                for (int i = 0; ; ) {
                    int child = 2 * i + 1;
                    if (child >= size) break;
                    if (child + 1 < size && heap[child + 1] < heap[child]) child++;
                    if (heap[i] <= heap[child]) break;
                    int t = heap[i]; heap[i] = heap[child]; heap[child] = t;
                    i = child;
                }
            } else {
                int i = size++;                     // open a new room
                heap[i] = end;
                while (i > 0 && heap[(i - 1) / 2] > heap[i]) {
                    int parent = (i - 1) / 2;
                    int t = heap[i]; heap[i] = heap[parent]; heap[parent] = t;
                    i = parent;
                }
            }
        }
        return size;
    }
}
