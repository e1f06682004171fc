// Wrong: a meeting that ends at t keeps its room busy for one starting at t, so back-to-back
// meetings are counted as a clash.
/**
 * @param {number[][]} intervals
 * @return {number}
 */
var minMeetingRooms = function(intervals) {
    const events = [];
    for (const [s, e] of intervals) {
        events.push([s, 1]);
        events.push([e, -1]);
    }
    events.sort((x, y) => x[0] - y[0] || y[1] - x[1]);
    let busy = 0, most = 0;
    for (const [, change] of events) {
        busy += change;
        most = Math.max(most, busy);
    }
    return most;
};
