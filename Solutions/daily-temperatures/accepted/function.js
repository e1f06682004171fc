// Daily Temperatures, function mode: scan from the right with a stack of candidate days,
// strictly warmer than everything below them on the stack (O(n)).
/**
 * @param {number[]} temperatures
 * @return {number[]}
 */
var dailyTemperatures = function(temperatures) {
    const n = temperatures.length;
    const wait = new Array(n).fill(0);
    const stack = [];
    for (let day = n - 1; day >= 0; day--) {
        while (stack.length > 0 && temperatures[stack[stack.length - 1]] <= temperatures[day]) {
            stack.pop();
        }
        if (stack.length > 0) wait[day] = stack[stack.length - 1] - day;
        stack.push(day);
    }
    return wait;
};
