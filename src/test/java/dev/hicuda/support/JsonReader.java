package dev.hicuda.support;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict JSON parser for tests (RFC 8259): objects become {@code LinkedHashMap}s, arrays
 * {@code List}s, numbers {@code Long} or {@code Double}; anything else, trailing text included, is
 * an {@link IllegalArgumentException}.
 */
public final class JsonReader {
    private final String s;
    private int i;

    private JsonReader(String s) {
        this.s = s;
    }

    public static Object parse(String text) {
        JsonReader r = new JsonReader(text);
        Object v = r.value();
        r.space();
        if (r.i != text.length()) {
            throw r.error("text after the JSON value");
        }
        return v;
    }

    /** {@code o} as a JSON object. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> map(Object o) {
        if (!(o instanceof Map)) {
            throw new IllegalArgumentException("not a JSON object: " + o);
        }
        return (Map<String, Object>) o;
    }

    /** {@code o} as a JSON array. */
    @SuppressWarnings("unchecked")
    public static List<Object> list(Object o) {
        if (!(o instanceof List)) {
            throw new IllegalArgumentException("not a JSON array: " + o);
        }
        return (List<Object>) o;
    }

    private Object value() {
        space();
        if (i >= s.length()) {
            throw error("unexpected end");
        }
        char c = s.charAt(i);
        if (c == '{') {
            Map<String, Object> m = new LinkedHashMap<>();
            i++;
            space();
            if (peek('}')) {
                return m;
            }
            do {
                space();
                String k = string();
                space();
                expect(':');
                if (m.put(k, value()) != null) {
                    throw error("duplicate key " + k);
                }
                space();
            } while (peek(','));
            expect('}');
            return m;
        }
        if (c == '[') {
            List<Object> l = new ArrayList<>();
            i++;
            space();
            if (peek(']')) {
                return l;
            }
            do {
                l.add(value());
                space();
            } while (peek(','));
            expect(']');
            return l;
        }
        if (c == '"') {
            return string();
        }
        for (String w : new String[] {"true", "false", "null"}) {
            if (s.startsWith(w, i)) {
                i += w.length();
                return w.equals("null") ? null : Boolean.valueOf(w);
            }
        }
        int start = i;
        while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) {
            i++;
        }
        String n = s.substring(start, i);
        if (!n.matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) {
            throw error("bad value '" + n + "'");
        }
        return n.matches("-?[0-9]+") ? (Object) Long.valueOf(n) : (Object) Double.valueOf(n);
    }

    private String string() {
        expect('"');
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (i >= s.length()) {
                throw error("unterminated string");
            }
            char c = s.charAt(i++);
            if (c == '"') {
                return sb.toString();
            }
            if (c < 0x20) {
                throw error("control character in string");
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = s.charAt(i++);
            switch (e) {
                case '"', '\\', '/' -> sb.append(e);
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'u' -> {
                    sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                    i += 4;
                }
                default -> throw error("bad escape \\" + e);
            }
        }
    }

    private void space() {
        while (i < s.length() && " \t\r\n".indexOf(s.charAt(i)) >= 0) {
            i++;
        }
    }

    private boolean peek(char c) {
        if (i < s.length() && s.charAt(i) == c) {
            i++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("expected '" + c + "'");
        }
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException(what + " at offset " + i + " of: " + s);
    }
}
