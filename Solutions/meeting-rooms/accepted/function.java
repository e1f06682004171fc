// Meeting Rooms, function mode (Java): meetings sorted by start, a PriorityQueue of the end
// times of the rooms in use; a room whose meeting ended by the new start is reused.
class Solution {
    public int minMeetingRooms(int[][] intervals) {
        Arrays.sort(intervals, (x, y) -> Integer.compare(x[0], y[0]));
        PriorityQueue<Integer> ends = new PriorityQueue<>();
        for (int[] meeting : intervals) {
            if (!ends.isEmpty() && ends.peek() <= meeting[0]) ends.poll();
            ends.add(meeting[1]);
        }
        return ends.size();
    }
}
