// Implement a Trie, function mode, WRONG: no end-of-word mark, so search answers true for
// every prefix of an inserted word, exactly like startsWith.

var Trie = function() {
    this.root = {};
};

/**
 * @param {string} word
 * @return {void}
 */
Trie.prototype.insert = function(word) {
    let node = this.root;
    for (const letter of word) {
        if (!node[letter]) node[letter] = {};
        node = node[letter];
    }
};

/**
 * @param {string} word
 * @return {boolean}
 */
Trie.prototype.search = function(word) {
    return this.startsWith(word);
};

/**
 * @param {string} prefix
 * @return {boolean}
 */
Trie.prototype.startsWith = function(prefix) {
    let node = this.root;
    for (const letter of prefix) {
        node = node[letter];
        if (!node) return false;
    }
    return true;
};

/**
 * Your Trie object will be instantiated and called as such:
 * var obj = new Trie()
 * obj.insert(word)
 * var param_2 = obj.search(word)
 * var param_3 = obj.startsWith(prefix)
 */
