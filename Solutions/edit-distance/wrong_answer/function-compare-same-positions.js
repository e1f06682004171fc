// Wrong: counts the positions where the words differ plus the difference in length, i.e. it
// only replaces letters or appends at the end; one insertion at the front shifts everything.
/**
 * @param {string} word1
 * @param {string} word2
 * @return {number}
 */
var minDistance = function(word1, word2) {
    const shared = Math.min(word1.length, word2.length);
    let edits = Math.abs(word1.length - word2.length);
    for (let i = 0; i < shared; i++) {
        if (word1[i] !== word2[i]) edits++;
    }
    return edits;
};
