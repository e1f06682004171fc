// Meeting Rooms — sort the start times and the end times separately and sweep them with two
// pointers: before counting a meeting, release every meeting that ended by its start (an end
// at t frees the room for a start at t). The most meetings running at once is the answer.
// O(n log n) time, O(n) memory.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> starts(n), ends(n);
    for (int i = 0; i < n; i++) cin >> starts[i] >> ends[i];
    sort(starts.begin(), starts.end());
    sort(ends.begin(), ends.end());
    int running = 0, rooms = 0;
    size_t nextEnd = 0;  // index of the earliest end not yet released
    for (int start : starts) {
        while (ends[nextEnd] <= start) {  // stops: this meeting's own end is after its start
            running--;
            nextEnd++;
        }
        running++;
        rooms = max(rooms, running);
    }
    cout << rooms << '\n';
}
