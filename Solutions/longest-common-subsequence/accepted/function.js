// Common Ancestry, function mode (JavaScript): the LCS table in two rolling typed-array rows
// over the character codes.
/**
 * @param {string} text1
 * @param {string} text2
 * @return {number}
 */
var longestCommonSubsequence = function(text1, text2) {
    const m = text2.length;
    const b = new Uint8Array(m);
    for (let j = 0; j < m; j++) b[j] = text2.charCodeAt(j);
    let previous = new Int32Array(m + 1), current = new Int32Array(m + 1);
    for (let i = 0; i < text1.length; i++) {
        const letter = text1.charCodeAt(i);
        for (let j = 0; j < m; j++) {
            if (letter === b[j]) current[j + 1] = previous[j] + 1;
            else current[j + 1] = previous[j + 1] > current[j] ? previous[j + 1] : current[j];
        }
        [previous, current] = [current, previous];
    }
    return previous[m];
};
