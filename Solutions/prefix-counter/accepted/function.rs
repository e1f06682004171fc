// Autocomplete Counter, function mode: a trie in a vector of nodes (index 0 is the root),
// each with its 26 child indices and the number of words passing through it.

struct Trie {
    children: Vec<[u32; 26]>,
    passing: Vec<i32>,
}


/**
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl Trie {

    fn new() -> Self {
        Trie { children: vec![[0; 26]], passing: vec![0] }
    }

    fn insert(&mut self, word: String) {
        let mut node = 0;
        for letter in word.bytes() {
            let index = (letter - b'a') as usize;
            if self.children[node][index] == 0 {
                self.children[node][index] = self.children.len() as u32;
                self.children.push([0; 26]);
                self.passing.push(0);
            }
            node = self.children[node][index] as usize;
            self.passing[node] += 1;
        }
    }

    fn count_words_starting_with(&self, prefix: String) -> i32 {
        let mut node = 0;
        for letter in prefix.bytes() {
            node = self.children[node][(letter - b'a') as usize] as usize;
            if node == 0 {
                return 0;
            }
        }
        self.passing[node]
    }
}

/**
 * Your Trie object will be instantiated and called as such:
 * let mut obj = Trie::new();
 * obj.insert(word);
 * let ret_2: i32 = obj.count_words_starting_with(prefix);
 */
