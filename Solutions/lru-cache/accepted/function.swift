// Least Recently Used Cache, function mode: a dictionary from key to a node of a doubly
// linked list kept in recency order (most recent right after the sentinel head, least recent
// right before the sentinel tail). Every get and put is O(1).

class LRUCache {
    private final class Node {
        let key: Int
        var value: Int
        var previous: Node?
        var next: Node?
        init(_ key: Int, _ value: Int) {
            self.key = key
            self.value = value
        }
    }

    private let capacity: Int
    private var nodes: [Int: Node] = [:]
    private let head = Node(0, 0)
    private let tail = Node(0, 0)

    init(_ capacity: Int) {
        self.capacity = capacity
        head.next = tail
        tail.previous = head
    }

    deinit {
        // Break the links both ways, so that no node is kept alive by a cycle.
        var node = head.next
        while let current = node {
            node = current.next
            current.previous = nil
            current.next = nil
        }
    }

    private func unlink(_ node: Node) {
        node.previous?.next = node.next
        node.next?.previous = node.previous
    }

    private func pushFront(_ node: Node) {
        node.previous = head
        node.next = head.next
        head.next?.previous = node
        head.next = node
    }

    func get(_ key: Int) -> Int {
        guard let node = nodes[key] else { return -1 }
        unlink(node)
        pushFront(node)
        return node.value
    }

    func put(_ key: Int, _ value: Int) {
        if let node = nodes[key] {
            node.value = value
            unlink(node)
            pushFront(node)
            return
        }
        if nodes.count == capacity, let oldest = tail.previous, oldest !== head {
            unlink(oldest)
            nodes[oldest.key] = nil
        }
        let node = Node(key, value)
        nodes[key] = node
        pushFront(node)
    }
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * let obj = LRUCache(capacity)
 * let ret_1: Int = obj.get(key)
 * obj.put(key, value)
 */
