// Trapping Rain Water — two pointers from both ends, settling the side with the lower
// running maximum. O(n) time, O(1) extra memory; the total needs 64 bits.
import java.io.*;

class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        int[] h = new int[n];
        for (int i = 0; i < n; i++) h[i] = nextInt(in);
        int left = 0, right = n - 1;
        int leftMax = 0, rightMax = 0;
        long water = 0;
        while (left <= right) {
            leftMax = Math.max(leftMax, h[left]);
            rightMax = Math.max(rightMax, h[right]);
            if (leftMax <= rightMax) {
                water += leftMax - h[left];
                left++;
            } else {
                water += rightMax - h[right];
                right--;
            }
        }
        System.out.println(water);
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
