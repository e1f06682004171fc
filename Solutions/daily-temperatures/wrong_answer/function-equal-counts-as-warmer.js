// Daily Temperatures, function mode, WRONG: pops on <=, so a day with the same temperature
// counts as warmer.
/**
 * @param {number[]} temperatures
 * @return {number[]}
 */
var dailyTemperatures = function(temperatures) {
    const wait = new Array(temperatures.length).fill(0);
    const stack = [];
    for (let day = 0; day < temperatures.length; day++) {
        while (stack.length > 0 && temperatures[stack[stack.length - 1]] <= temperatures[day]) {
            const last = stack.pop();
            wait[last] = day - last;
        }
        stack.push(day);
    }
    return wait;
};
