// prep's function-mode driver (Java): reads the test from stdin, calls the solution through
// reflection (so that LeetCode's signatures work: arrays or List<…>, int or Integer, …) and
// prints the result. See prep's Harness.swift for the contract.
// Single-type imports: they shadow the user's own top-level classes (a Queue, a Node, …).
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Queue;

public class Main {
    static final String INTERFACE = __PREP_INTERFACE__;

    // MARK: failures

    /** Bad test data: not the user's fault. */
    static final class DataError extends RuntimeException {
        DataError(String message) { super(message); }
    }

    /** The user's code does not fit the problem (a missing method, a wrong parameter type, …). */
    static final class UserError extends RuntimeException {
        UserError(String message) { super(message); }
    }

    static void fail(String prefix, String message, int status) {
        System.err.println(prefix + message);
        System.err.flush();
        System.exit(status);
    }

    // MARK: JSON

    /** Integers of an array of numbers only, unboxed: 10^6 of them parse in milliseconds. */
    static final class Longs {
        long[] values;
        int count;
        Longs(long[] values, int count) { this.values = values; this.count = count; }
    }

    /** An array of strings only: 10^6 of them without a list of boxes, copied as they are into a String[]. */
    static final class Strings {
        final String[] values;
        final int count;
        Strings(String[] values, int count) { this.values = values; this.count = count; }
    }

    static final class Parser {
        final byte[] b;
        int p;
        final int end;
        final String[] ascii = new String[128];
        /** Whether an array of strings reads into a Strings (the test's), or a List (the interface's). */
        final boolean strings;
        Parser(byte[] b, int end, boolean strings) { this.b = b; this.end = end; this.strings = strings; }

        DataError error(String what) {
            int line = 1;
            for (int i = 0; i < Math.min(p, end - 1); i++) if (b[i] == '\n') line++;
            return new DataError("line " + line + " of the test's input is not JSON: " + what);
        }
        void space() {
            while (p < end && (b[p] == ' ' || b[p] == '\t' || b[p] == '\n' || b[p] == '\r')) p++;
        }
        boolean atEnd() { space(); return p >= end; }
        boolean inline() {
            // spaces, but not past the end of the line
            while (p < end && (b[p] == ' ' || b[p] == '\t' || b[p] == '\r')) p++;
            return p >= end || b[p] == '\n';
        }

        Object value() {
            space();
            if (p >= end) throw error("a value is missing");
            byte c = b[p];
            if (c == '[') return array();
            if (c == '"') return string();
            if (c == '{') return object();
            if (c == 't') return literal("true", Boolean.TRUE);
            if (c == 'f') return literal("false", Boolean.FALSE);
            if (c == 'n') return literal("null", null);
            if (c == '-' || (c >= '0' && c <= '9')) return number();
            throw error("unexpected '" + (char) c + "'");
        }
        Object literal(String word, Object value) {
            for (int i = 0; i < word.length(); i++) {
                if (p + i >= end || b[p + i] != word.charAt(i)) throw error("unexpected '" + (char) b[p] + "'");
            }
            p += word.length();
            return value;
        }
        /** Long, or Double when it has a fraction or an exponent, or does not fit a long. */
        Object number() {
            int start = p;
            boolean negative = b[p] == '-';
            if (negative) p++;
            long value = 0;
            boolean overflow = false;
            int digits = 0;
            while (p < end && b[p] >= '0' && b[p] <= '9') {
                int d = b[p] - '0';
                if (value < (Long.MIN_VALUE + d) / 10) overflow = true;
                value = value * 10 - d;
                p++;
                digits++;
            }
            if (digits == 0) throw error("a number has no digits");
            boolean real = false;
            if (p < end && b[p] == '.') {
                real = true;
                p++;
                while (p < end && b[p] >= '0' && b[p] <= '9') p++;
            }
            if (p < end && (b[p] == 'e' || b[p] == 'E')) {
                real = true;
                p++;
                if (p < end && (b[p] == '+' || b[p] == '-')) p++;
                while (p < end && b[p] >= '0' && b[p] <= '9') p++;
            }
            if (!real && !overflow && (negative || value != Long.MIN_VALUE)) return negative ? value : -value;
            try {
                return Double.parseDouble(new String(b, start, p - start, StandardCharsets.US_ASCII));
            } catch (NumberFormatException e) {
                throw error("a malformed number");
            }
        }
        String string() {
            p++; // "
            int start = p, high = 0;
            while (p < end) {
                byte c = b[p];
                if (c == '"' || c == '\\') break;
                if ((c & 0xff) < 0x20) throw error("a control character in a string");
                high |= c;
                p++;
            }
            if (p < end && b[p] == '"') {
                // ASCII (no byte with its high bit set) is Latin-1: a plain copy.
                String s = new String(b, start, p - start, high < 0 ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
                p++;
                return s;
            }
            StringBuilder out = new StringBuilder(new String(b, start, p - start, StandardCharsets.UTF_8));
            while (true) {
                if (p >= end) throw error("a string does not end");
                byte c = b[p];
                if (c == '"') { p++; return out.toString(); }
                if (c == '\\') {
                    if (p + 1 >= end) throw error("a string does not end");
                    byte e = b[p + 1];
                    p += 2;
                    switch (e) {
                        case '"': out.append('"'); break;
                        case '\\': out.append('\\'); break;
                        case '/': out.append('/'); break;
                        case 'b': out.append('\b'); break;
                        case 'f': out.append('\f'); break;
                        case 'n': out.append('\n'); break;
                        case 'r': out.append('\r'); break;
                        case 't': out.append('\t'); break;
                        case 'u':
                            if (p + 4 > end) throw error("a bad \\u escape");
                            try {
                                out.append((char) Integer.parseInt(new String(b, p, 4, StandardCharsets.US_ASCII), 16));
                            } catch (NumberFormatException x) {
                                throw error("a bad \\u escape");
                            }
                            p += 4;
                            break;
                        default: throw error("a bad escape in a string");
                    }
                } else {
                    int runStart = p;
                    while (p < end && b[p] != '"' && b[p] != '\\') {
                        if ((b[p] & 0xff) < 0x20) throw error("a control character in a string");
                        p++;
                    }
                    out.append(new String(b, runStart, p - runStart, StandardCharsets.UTF_8));
                }
            }
        }
        Map<String, Object> object() {
            p++; // {
            Map<String, Object> map = new LinkedHashMap<>();
            space();
            if (p < end && b[p] == '}') { p++; return map; }
            while (true) {
                space();
                if (p >= end || b[p] != '"') throw error("expected a key");
                String key = string();
                space();
                if (p >= end || b[p] != ':') throw error("expected ':'");
                p++;
                map.put(key, value());
                space();
                if (p < end && b[p] == ',') { p++; continue; }
                if (p < end && b[p] == '}') { p++; return map; }
                throw error("expected ',' or '}' in an object");
            }
        }
        Object array() {
            p++; // [
            space();
            if (p < end && b[p] == ']') { p++; return new ArrayList<Object>(); }
            // Integers only, the common case, into a long[].
            long[] longs = new long[4]; // small: a design test has 10^5 argument arrays of one or two
            int count = 0;
            while (true) {
                space();
                if (p >= end) throw error("an array does not end");
                byte c = b[p];
                if (c != '-' && (c < '0' || c > '9')) break;
                int save = p;
                Object number = number();
                if (!(number instanceof Long)) { p = save; break; }
                if (count == longs.length) longs = Arrays.copyOf(longs, count * 2);
                longs[count++] = (Long) number;
                space();
                if (p < end && b[p] == ',') { p++; continue; }
                if (p < end && b[p] == ']') { p++; return new Longs(longs, count); }
                throw error("expected ',' or ']' in an array");
            }
            ArrayList<Object> list;
            if (count == 0 && strings && b[p] == '"') {
                // Strings only, the next common case, into a String[].
                String[] strings = new String[16];
                while (true) {
                    space();
                    if (p >= end) throw error("an array does not end");
                    if (b[p] != '"') break;
                    String s;
                    if (p + 2 < end && b[p + 2] == '"' && b[p + 1] >= 0x20 && b[p + 1] != '\\' && b[p + 1] != '"') {
                        // One ASCII character (an operator, a digit, a letter): one String each, not one per element.
                        int c = b[p + 1];
                        s = ascii[c];
                        if (s == null) s = ascii[c] = new String(b, p + 1, 1, StandardCharsets.ISO_8859_1);
                        p += 3;
                    } else {
                        s = string();
                    }
                    if (count == strings.length) strings = Arrays.copyOf(strings, count * 2);
                    strings[count++] = s;
                    space();
                    if (p < end && b[p] == ',') { p++; continue; }
                    if (p < end && b[p] == ']') { p++; return new Strings(strings, count); }
                    throw error("expected ',' or ']' in an array");
                }
                list = new ArrayList<>(Math.max(count, 4));
                for (int i = 0; i < count; i++) list.add(strings[i]);
            } else {
                list = new ArrayList<>(Math.max(count, 4));
                for (int i = 0; i < count; i++) list.add(longs[i]);
            }
            while (true) {
                list.add(value());
                space();
                if (p < end && b[p] == ',') { p++; continue; }
                if (p < end && b[p] == ']') { p++; return list; }
                throw error("expected ',' or ']' in an array");
            }
        }
    }

    static int size(Object array) {
        return array instanceof Longs ? ((Longs) array).count : array instanceof Strings ? ((Strings) array).count : ((List<?>) array).size();
    }
    static Object element(Object array, int i) {
        return array instanceof Longs ? (Object) ((Longs) array).values[i] : array instanceof Strings ? ((Strings) array).values[i] : ((List<?>) array).get(i);
    }
    static boolean isArray(Object value) { return value instanceof Longs || value instanceof Strings || value instanceof List; }

    static String describe(Object value) {
        StringBuilder out = new StringBuilder();
        if (isArray(value)) {
            out.append('[');
            for (int i = 0; i < size(value) && out.length() < 80; i++) {
                if (i > 0) out.append(',');
                out.append(describe(element(value, i)));
            }
            out.append(out.length() >= 80 ? "…" : "]");
        } else if (value instanceof String) {
            writeString(out, (String) value);
        } else {
            out.append(value);
        }
        return out.toString();
    }

    // MARK: checking the test against the interface's types

    /** Where a value is in the test (`where` of `check`), spelled out only for an error. */
    static final class Where {
        final Object parent;
        final int index;
        Where(Object parent, int index) { this.parent = parent; this.index = index; }
        @Override public String toString() { return parent + "[" + index + "]"; }
    }

    /** `where`: a String or a Where. */
    static void check(Object value, String type, Object where) {
        if (type.endsWith("[]")) {
            if (!isArray(value)) throw new DataError(where + ": expected " + type + ", got " + describe(value));
            String element = type.substring(0, type.length() - 2);
            if (value instanceof Longs) {
                Longs longs = (Longs) value;
                if (element.equals("long") || element.equals("double")) return;
                if (element.equals("int")) {
                    for (int i = 0; i < longs.count; i++) {
                        if (longs.values[i] != (int) longs.values[i]) throw new DataError(where + "[" + i + "]: " + longs.values[i] + " is out of int's range");
                    }
                    return;
                }
            }
            if (value instanceof Strings && element.equals("string")) return;
            int n = size(value);
            if (element.endsWith("[]") || element.equals("ListNode") || element.equals("TreeNode")) {
                for (int i = 0; i < n; i++) check(element(value, i), element, new Where(where, i));
            } else {
                for (int i = 0; i < n; i++) {
                    Object x = element(value, i);
                    if (!fits(x, element)) throw new DataError(where + "[" + i + "]: expected " + element + ", got " + describe(x));
                }
            }
            return;
        }
        if (!fits(value, type)) throw new DataError(where + ": expected " + type + ", got " + describe(value));
    }

    /** Whether `value` is a `type` (not an array's). */
    static boolean fits(Object value, String type) {
        boolean ok;
        switch (type) {
            case "int": ok = value instanceof Long && (long) (Long) value == (int) (long) (Long) value; break;
            case "long": ok = value instanceof Long; break;
            case "double": ok = value instanceof Long || value instanceof Double; break;
            case "bool": ok = value instanceof Boolean; break;
            case "string": ok = value instanceof String; break;
            case "char": ok = value instanceof String && ((String) value).length() == 1; break;
            case "ListNode":
            case "TreeNode":
                ok = isArray(value);
                if (ok) {
                    for (int i = 0, n = size(value); i < n && ok; i++) {
                        Object x = element(value, i);
                        ok = (x == null && type.equals("TreeNode")) || (x instanceof Long && (long) (Long) x == (int) (long) (Long) x);
                    }
                }
                break;
            default: ok = false;
        }
        return ok;
    }

    // MARK: JSON → Java, by the parameter's declared Java type

    static Class<?> listNodeClass, treeNodeClass;

    static Class<?> nodeClass(String name) {
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new UserError("the problem uses " + name + " but there is no class " + name);
        }
    }

    static Object newNode(Class<?> c, int val) {
        try {
            try {
                Constructor<?> k = c.getDeclaredConstructor(int.class);
                k.setAccessible(true);
                return k.newInstance(val);
            } catch (NoSuchMethodException e) {
                Constructor<?> k = c.getDeclaredConstructor();
                k.setAccessible(true);
                Object node = k.newInstance();
                setField(node, "val", val);
                return node;
            }
        } catch (ReflectiveOperationException e) {
            throw new UserError("cannot make a " + c.getName() + " (" + e + ")");
        }
    }

    static final Map<String, Field> fields = new HashMap<>();

    static Field field(Class<?> c, String name) {
        String key = c.getName() + "." + name;
        Field f = fields.get(key);
        if (f == null) {
            try {
                f = c.getDeclaredField(name);
                f.setAccessible(true);
            } catch (NoSuchFieldException e) {
                throw new UserError(c.getName() + " has no field " + name);
            }
            fields.put(key, f);
        }
        return f;
    }

    static void setField(Object node, String name, Object value) {
        try {
            Field f = field(node.getClass(), name);
            if (f.getType() == int.class) f.setInt(node, (Integer) value);
            else f.set(node, value);
        } catch (IllegalAccessException e) {
            throw new UserError("cannot set " + name + " of a " + node.getClass().getName());
        }
    }

    static Object getField(Object node, String name) {
        try {
            return field(node.getClass(), name).get(node);
        } catch (IllegalAccessException e) {
            throw new UserError("cannot read " + name + " of a " + node.getClass().getName());
        }
    }

    /** The list, of `c` (the parameter's class: the user may nest a ListNode of their own), or of ListNode. */
    static Object listNode(Object array, Class<?> c) {
        if (c == null || c == Object.class) {
            if (listNodeClass == null) listNodeClass = nodeClass("ListNode");
            c = listNodeClass;
        }
        Object head = null;
        for (int i = size(array) - 1; i >= 0; i--) {
            Object node = newNode(c, (int) (long) (Long) element(array, i));
            setField(node, "next", head);
            head = node;
        }
        return head;
    }

    static Object treeNode(Object array, Class<?> c) {
        if (c == null || c == Object.class) {
            if (treeNodeClass == null) treeNodeClass = nodeClass("TreeNode");
            c = treeNodeClass;
        }
        int n = size(array);
        if (n == 0 || element(array, 0) == null) return null;
        Object root = newNode(c, (int) (long) (Long) element(array, 0));
        ArrayList<Object> queue = new ArrayList<>();
        queue.add(root);
        int head = 0, i = 1;
        while (head < queue.size() && i < n) {
            Object parent = queue.get(head++);
            for (String side : new String[] {"left", "right"}) {
                if (i < n) {
                    Object x = element(array, i++);
                    if (x != null) {
                        Object child = newNode(c, (int) (long) (Long) x);
                        setField(parent, side, child);
                        queue.add(child);
                    }
                }
            }
        }
        return root;
    }

    static UserError mismatch(String type, Type java) {
        return new UserError("cannot pass the problem's " + type + " as " + java.getTypeName());
    }

    /** `value` (checked to be a `type`) as the Java type `java`. */
    static Object convert(Object value, String type, Type java) {
        if (java instanceof WildcardType) java = ((WildcardType) java).getUpperBounds()[0];
        if (java instanceof ParameterizedType) {
            ParameterizedType p = (ParameterizedType) java;
            Class<?> raw = (Class<?>) p.getRawType();
            Type argument = p.getActualTypeArguments()[0];
            if (!type.endsWith("[]") || !raw.isAssignableFrom(ArrayList.class) && raw != LinkedList.class && raw != ArrayDeque.class && raw != Deque.class && raw != Queue.class) {
                throw mismatch(type, java);
            }
            return collection(value, type.substring(0, type.length() - 2), argument, raw);
        }
        if (!(java instanceof Class)) throw mismatch(type, java);
        Class<?> c = (Class<?>) java;
        if (value == null) {
            if (c.isPrimitive()) throw mismatch("null", java);
            return null;
        }
        switch (type) {
            case "ListNode": return listNode(value, c);
            case "TreeNode": return treeNode(value, c);
            default: break;
        }
        if (type.endsWith("[]")) {
            String element = type.substring(0, type.length() - 2);
            if (c.isArray()) {
                Class<?> component = c.getComponentType();
                int n = size(value);
                if (value instanceof Longs) {
                    long[] v = ((Longs) value).values;
                    if (component == int.class) { int[] a = new int[n]; for (int i = 0; i < n; i++) a[i] = (int) v[i]; return a; }
                    if (component == long.class) return Arrays.copyOf(v, n);
                    if (component == double.class) { double[] a = new double[n]; for (int i = 0; i < n; i++) a[i] = v[i]; return a; }
                }
                if (value instanceof Strings && (component == String.class || component == CharSequence.class || (component == Object.class && element.equals("string")))) {
                    Object[] a = (Object[]) Array.newInstance(component, n);
                    System.arraycopy(((Strings) value).values, 0, a, 0, n);
                    return a;
                }
                Object a = Array.newInstance(component, n);
                if (component == int.class) { int[] t = (int[]) a; for (int i = 0; i < n; i++) t[i] = (Integer) convert(element(value, i), element, int.class); }
                else if (component == char.class) { char[] t = (char[]) a; for (int i = 0; i < n; i++) t[i] = (Character) convert(element(value, i), element, char.class); }
                else if (component == boolean.class) { boolean[] t = (boolean[]) a; for (int i = 0; i < n; i++) t[i] = (Boolean) convert(element(value, i), element, boolean.class); }
                else { for (int i = 0; i < n; i++) Array.set(a, i, convert(element(value, i), element, component)); }
                return a;
            }
            if (c.isAssignableFrom(ArrayList.class) || c == LinkedList.class) return collection(value, element, null, c);
            throw mismatch(type, java);
        }
        if (c == Object.class) return natural(value, type);
        if (value instanceof Long) {
            long v = (Long) value;
            if (c == int.class || c == Integer.class) return (int) v;
            if (c == long.class || c == Long.class) return v;
            if (c == double.class || c == Double.class) return (double) v;
            if (c == float.class || c == Float.class) return (float) v;
            if (c == short.class || c == Short.class) return (short) v;
            if (c == byte.class || c == Byte.class) return (byte) v;
        }
        if (value instanceof Double) {
            double v = (Double) value;
            if (c == double.class || c == Double.class) return v;
            if (c == float.class || c == Float.class) return (float) v;
        }
        if (value instanceof Boolean && (c == boolean.class || c == Boolean.class)) return value;
        if (value instanceof String) {
            String s = (String) value;
            if (c == String.class || c == CharSequence.class) return s;
            if ((c == char.class || c == Character.class) && s.length() == 1) return s.charAt(0);
        }
        throw mismatch(type, java);
    }

    static Object collection(Object value, String element, Type argument, Class<?> raw) {
        int n = size(value);
        Collection<Object> out = raw == LinkedList.class ? new LinkedList<>() : (raw == ArrayDeque.class || raw == Deque.class || raw == Queue.class) ? new ArrayDeque<>() : new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Object x = element(value, i);
            out.add(argument == null ? natural(x, element) : convert(x, element, argument));
        }
        return out;
    }

    /** The value as its type's usual boxed Java value (for a raw List or an Object parameter). */
    static Object natural(Object value, String type) {
        if (value == null) return null;
        switch (type) {
            case "int": return (int) (long) (Long) value;
            case "long": return value;
            case "double": return ((Number) value).doubleValue();
            case "char": return ((String) value).charAt(0);
            case "ListNode": return listNode(value, null);
            case "TreeNode": return treeNode(value, null);
            default: break;
        }
        if (type.endsWith("[]")) return collection(value, type.substring(0, type.length() - 2), null, ArrayList.class);
        return value;
    }

    // MARK: Java → JSON

    static final int NODE_LIMIT = 10_000_000;

    static void writeString(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                case '\b': out.append("\\b"); break;
                case '\f': out.append("\\f"); break;
                default:
                    boolean lone = Character.isHighSurrogate(c) ? !(i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1)))
                        : Character.isLowSurrogate(c) && !(i > 0 && Character.isHighSurrogate(s.charAt(i - 1)));
                    if (c < 0x20 || lone) out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
            }
        }
        out.append('"');
    }

    static void writeDouble(StringBuilder out, double d) {
        if (Double.isNaN(d)) out.append("\"NaN\"");
        else if (Double.isInfinite(d)) out.append(d > 0 ? "\"Infinity\"" : "\"-Infinity\"");
        else out.append(Double.toString(d));
    }

    static final class Unprintable extends RuntimeException {
        Unprintable(String what) { super(what); }
    }

    /** Writes `value`, returned for the interface's `type`, as JSON. */
    static void write(StringBuilder out, Object value, String type) {
        if (type.equals("void")) { out.append("null"); return; }
        if (value == null) { out.append(type.equals("ListNode") || type.equals("TreeNode") ? "[]" : "null"); return; }
        String element = type.endsWith("[]") ? type.substring(0, type.length() - 2) : "";
        Class<?> c = value.getClass();
        if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) out.append(value);
        else if (value instanceof Double) writeDouble(out, (Double) value);
        else if (value instanceof Float) {
            float f = (Float) value;
            if (Float.isNaN(f) || Float.isInfinite(f)) writeDouble(out, f); else out.append(Float.toString(f));
        }
        else if (value instanceof Boolean) out.append(value);
        else if (value instanceof Character) writeString(out, String.valueOf((char) (Character) value));
        else if (value instanceof CharSequence) writeString(out, value.toString());
        else if (value instanceof int[]) {
            int[] a = (int[]) value;
            out.append('[');
            for (int i = 0; i < a.length; i++) { if (i > 0) out.append(','); out.append(a[i]); }
            out.append(']');
        } else if (value instanceof long[]) {
            long[] a = (long[]) value;
            out.append('[');
            for (int i = 0; i < a.length; i++) { if (i > 0) out.append(','); out.append(a[i]); }
            out.append(']');
        } else if (value instanceof char[] && type.equals("string")) {
            writeString(out, new String((char[]) value));
        } else if (c.isArray()) {
            out.append('[');
            for (int i = 0, n = Array.getLength(value); i < n; i++) {
                if (i > 0) out.append(',');
                write(out, Array.get(value, i), element);
            }
            out.append(']');
        } else if (value instanceof Iterable) {
            out.append('[');
            boolean first = true;
            for (Object x : (Iterable<?>) value) {
                if (!first) out.append(',');
                first = false;
                write(out, x, element);
            }
            out.append(']');
        } else if (c.getName().equals("ListNode") || type.equals("ListNode")) {
            out.append('[');
            Object slow = value;
            long steps = 0;
            while (value != null) {
                if (steps > 0) out.append(',');
                out.append(getField(value, "val"));
                value = getField(value, "next");
                if (++steps % 2 == 0) slow = getField(slow, "next");
                if (value != null && value == slow) throw new Unprintable("a ListNode list with a cycle");
            }
            out.append(']');
        } else if (c.getName().equals("TreeNode") || type.equals("TreeNode")) {
            ArrayList<Object> queue = new ArrayList<>();
            queue.add(value);
            int last = 0; // the index of the last non-null
            for (int head = 0; head < queue.size(); head++) {
                Object node = queue.get(head);
                if (node == null) continue;
                last = head;
                queue.add(getField(node, "left"));
                queue.add(getField(node, "right"));
                if (queue.size() > NODE_LIMIT) throw new Unprintable("a TreeNode with a cycle (or over " + NODE_LIMIT + " nodes)");
            }
            out.append('[');
            for (int i = 0; i <= last; i++) {
                if (i > 0) out.append(',');
                Object node = queue.get(i);
                out.append(node == null ? "null" : String.valueOf(getField(node, "val")));
            }
            out.append(']');
        } else {
            throw new Unprintable("a " + c.getName());
        }
    }

    // MARK: finding the user's class and methods

    static String signature(Map<String, Object> method) {
        StringBuilder out = new StringBuilder((String) method.get("name")).append('(');
        List<?> params = (List<?>) method.get("params");
        for (int i = 0; i < params.size(); i++) {
            List<?> p = (List<?>) params.get(i);
            if (i > 0) out.append(", ");
            out.append(p.get(1)).append(' ').append(p.get(0));
        }
        return out.append(')').toString();
    }

    static Method findMethod(Class<?> c, String name, int count, String signature) {
        Method found = null;
        for (Class<?> k = c; k != null && found == null; k = k.getSuperclass()) {
            for (Method m : k.getDeclaredMethods()) {
                if (m.getName().equals(name) && m.getParameterCount() == count && !m.isBridge() && !m.isSynthetic()) {
                    if (found == null || Modifier.isPublic(m.getModifiers())) found = m;
                }
            }
        }
        if (found == null) {
            for (Method m : c.getMethods()) if (m.getName().equals(name) && m.getParameterCount() == count) found = m;
        }
        if (found == null) throw new UserError("class " + c.getName() + " has no method " + name + " taking " + count + " parameter" + (count == 1 ? "" : "s") + " (the problem calls " + signature + ")");
        found.setAccessible(true);
        return found;
    }

    static Constructor<?> findConstructor(Class<?> c, int count, String signature) {
        for (Constructor<?> k : c.getDeclaredConstructors()) {
            if (k.getParameterCount() == count) {
                k.setAccessible(true);
                return k;
            }
        }
        throw new UserError("class " + c.getName() + " has no constructor taking " + count + " parameter" + (count == 1 ? "" : "s") + " (the problem calls " + signature + ")");
    }

    /** The user's exception, its stack cut where the driver's reflection begins. */
    static Throwable trimmed(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            StackTraceElement[] stack = t.getStackTrace();
            int keep = stack.length;
            for (int i = 0; i < stack.length; i++) {
                String name = stack[i].getClassName();
                if (name.startsWith("jdk.internal.reflect.") || name.startsWith("java.lang.reflect.") || name.equals("Main")) { keep = i; break; }
            }
            if (keep > 0 && keep < stack.length) t.setStackTrace(Arrays.copyOf(stack, keep));
            if (t.getCause() == t) break;
        }
        return error;
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Throwable {
        OutputStream realOut = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
        System.setOut(System.err); // what the solution prints goes to stderr
        try {
            run(realOut);
        } catch (DataError e) {
            fail("prep driver: ", e.getMessage(), 3);
        } catch (UserError e) {
            fail("prep: ", e.getMessage(), 1);
        } catch (InvocationTargetException e) {
            throw trimmed(e.getCause());
        } catch (IllegalArgumentException e) {
            // invoke's own: the arguments do not fit the parameters
            fail("prep: ", "the test's arguments do not fit your method's parameters (" + e.getMessage() + ")", 1);
        } catch (ExceptionInInitializerError e) {
            throw trimmed(e);
        }
    }

    /** A method of the interface, worked out once: a design test calls it up to 10^5 times. */
    static final class Sig {
        final Map<String, Object> map;
        final String name, returns;
        final String[] paramNames, types, wheres;
        Executable executable;
        Type[] javaTypes;
        Sig(Map<String, Object> map) {
            this.map = map;
            name = (String) map.get("name");
            returns = (String) map.get("returns");
            List<?> params = (List<?>) map.get("params");
            paramNames = new String[params.size()];
            types = new String[params.size()];
            wheres = new String[params.size()];
            for (int k = 0; k < params.size(); k++) {
                List<?> p = (List<?>) params.get(k);
                paramNames[k] = (String) p.get(0);
                types[k] = (String) p.get(1);
                wheres[k] = name + "(" + p.get(0) + ")";
            }
        }
    }

    @SuppressWarnings("unchecked")
    static void run(OutputStream realOut) throws Throwable {
        // stdin in large reads into one array (a regular file's size is known: one read)
        FileInputStream in = new FileInputStream(FileDescriptor.in);
        Map<String, Object> iface = (Map<String, Object>) new Parser(INTERFACE.getBytes(StandardCharsets.UTF_8), INTERFACE.getBytes(StandardCharsets.UTF_8).length, false).value();
        String className = (String) iface.get("class");
        boolean design = (Boolean) iface.get("design");
        List<Map<String, Object>> methods = new ArrayList<>();
        for (Object m : (List<?>) iface.get("methods")) methods.add((Map<String, Object>) m);
        List<Sig> sigs = new ArrayList<>();
        for (Map<String, Object> m : methods) sigs.add(new Sig(m));

        byte[] input = new byte[Math.max(in.available() + 1, 1 << 16)];
        int length = 0;
        while (true) {
            if (length == input.length) input = Arrays.copyOf(input, length * 2);
            int n = in.read(input, length, input.length - length);
            if (n < 0) break;
            length += n;
        }
        Parser parser = new Parser(input, length, true);
        List<Object> values = new ArrayList<>();
        while (!parser.atEnd()) {
            values.add(parser.value());
            if (!parser.inline()) throw parser.error("one value per line");
        }
        // The calls: (method, its arguments)
        List<Sig> callMethods = new ArrayList<>();
        List<Object> callArguments = new ArrayList<>();
        if (design) {
            if (values.size() != 2) throw new DataError("a design test has 2 lines (the method names, their arguments), not " + values.size());
            Object names = values.get(0), arguments = values.get(1);
            if (!isArray(names) || !isArray(arguments) || size(names) != size(arguments) || size(names) == 0) {
                throw new DataError("a design test's lines must be two arrays of the same length, names and argument arrays");
            }
            if (!className.equals(element(names, 0))) throw new DataError("the first call must be the constructor " + className + ", not " + describe(element(names, 0)));
            for (int i = 0; i < size(names); i++) {
                Object name = element(names, i);
                Sig found = null;
                for (int k = i == 0 ? 0 : 1; k < sigs.size(); k++) if (sigs.get(k).name.equals(name)) found = sigs.get(k);
                if (found == null) throw new DataError("call " + i + ": " + describe(name) + " is not a method of " + className);
                if (!isArray(element(arguments, i))) throw new DataError("call " + i + ": the arguments must be an array");
                callMethods.add(found);
                callArguments.add(element(arguments, i));
            }
        } else {
            Sig method = sigs.get(0);
            int count = method.types.length;
            if (values.size() != count) throw new DataError(method.name + " takes " + count + " parameters; the test has " + values.size() + " lines");
            callMethods.add(method);
            callArguments.add(values);
        }
        for (int i = 0; i < callMethods.size(); i++) {
            Sig method = callMethods.get(i);
            Object arguments = callArguments.get(i);
            int count = method.types.length;
            if (size(arguments) != count) throw new DataError("call " + i + ": " + method.name + " takes " + count + " arguments, not " + size(arguments));
            for (int k = 0; k < count; k++) check(element(arguments, k), method.types[k], method.wheres[k]);
        }

        Class<?> target;
        try {
            target = Class.forName(className);
        } catch (ClassNotFoundException e) {
            throw new UserError("your code declares no class " + className + " (the problem calls " + (design ? className : className + "." + signature(methods.get(0))) + ")");
        }
        // Every method the test calls, found before any call.
        for (int k = 0; k < sigs.size(); k++) {
            Sig m = sigs.get(k);
            int count = m.types.length;
            Executable e = design && k == 0 ? findConstructor(target, count, signature(m.map)) : findMethod(target, m.name, count, signature(m.map));
            m.executable = e;
            m.javaTypes = e.getGenericParameterTypes();
            if (m.javaTypes.length != count) m.javaTypes = e.getParameterTypes(); // an inner class's constructor
        }

        StringBuilder out = new StringBuilder();
        long elapsed = 0;
        Object instance = null;
        if (design) out.append('[');
        else {
            Constructor<?> k = findConstructor(target, 0, "new " + className + "()");
            long start = System.nanoTime();
            instance = k.newInstance();
            elapsed += System.nanoTime() - start;
        }
        for (int i = 0, calls = callMethods.size(); i < calls; i++) {
            Sig method = callMethods.get(i);
            String name = method.name;
            Executable e = method.executable;
            Type[] javaTypes = method.javaTypes;
            Object arguments = callArguments.get(i);
            Object[] converted = new Object[method.types.length];
            for (int k = 0; k < converted.length; k++) {
                try {
                    converted[k] = convert(element(arguments, k), method.types[k], javaTypes[k]);
                } catch (UserError x) {
                    throw new UserError(name + "'s parameter " + method.paramNames[k] + ": " + x.getMessage());
                }
            }
            if (design && i == 0) {
                long start = System.nanoTime();
                instance = ((Constructor<?>) e).newInstance(converted);
                elapsed += System.nanoTime() - start;
                out.append("null");
            } else {
                long start = System.nanoTime();
                Object result = ((Method) e).invoke(instance, converted);
                elapsed += System.nanoTime() - start;
                if (design) out.append(',');
                try {
                    write(out, result, method.returns);
                } catch (Unprintable x) {
                    throw new UserError(name + " returned " + x.getMessage() + ", which is not " + method.returns);
                }
            }
        }
        if (design) out.append(']');
        out.append("\n#prep-call-ns ").append(elapsed).append('\n');
        realOut.write(out.toString().getBytes(StandardCharsets.UTF_8));
        realOut.flush();
    }
}