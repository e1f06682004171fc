// LeetCode's Java has javafx.util.Pair without an import; prep adds this one, with its API and
// behaviour, when the solution names Pair and declares none of its own.
public class Pair<K, V> {
    private final K key;
    private final V value;

    public Pair(K key, V value) {
        this.key = key;
        this.value = value;
    }

    public K getKey() { return key; }

    public V getValue() { return value; }

    @Override
    public String toString() { return key + "=" + value; }

    @Override
    public int hashCode() { return key.hashCode() * 13 + (value == null ? 0 : value.hashCode()); }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof Pair)) return false;
        Pair<?, ?> pair = (Pair<?, ?>) other;
        return java.util.Objects.equals(key, pair.key) && java.util.Objects.equals(value, pair.value);
    }
}
