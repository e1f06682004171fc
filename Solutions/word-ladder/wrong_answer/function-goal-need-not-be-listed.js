// Wrong: lets the ladder land on endWord even when endWord is not in the word list.
/**
 * @param {string} beginWord
 * @param {string} endWord
 * @param {string[]} wordList
 * @return {number}
 */
var ladderLength = function(beginWord, endWord, wordList) {
    if (beginWord === endWord) return 1;
    const unvisited = new Set(wordList);
    unvisited.add(endWord);
    unvisited.delete(beginWord);
    let frontier = [beginWord], length = 1;
    while (frontier.length > 0) {
        length++;
        const next = [];
        for (const word of frontier) {
            for (let i = 0; i < word.length; i++) {
                for (let c = 97; c <= 122; c++) {
                    const candidate = word.slice(0, i) + String.fromCharCode(c) + word.slice(i + 1);
                    if (!unvisited.has(candidate)) continue;
                    if (candidate === endWord) return length;
                    unvisited.delete(candidate);
                    next.push(candidate);
                }
            }
        }
        frontier = next;
    }
    return 0;
};
