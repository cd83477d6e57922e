package dev.hicuda.ir.expr;

import java.util.List;

/** A constant written in the source: integer, floating, character or string. Kept as written. */
public final class Literal extends Expr {
    public enum Kind { INT, FLOAT, CHAR, STRING }

    private final Kind kind;
    private final List<String> spelling;

    /** For strings, {@code spelling} holds each adjacent piece; for the others, one element. */
    public Literal(Kind kind, List<String> spelling) {
        this.kind = kind;
        this.spelling = List.copyOf(spelling);
    }

    public static Literal integer(long v) {
        return new Literal(Kind.INT, List.of(Long.toString(v)));
    }

    public static Literal of(Kind k, String text) {
        return new Literal(k, List.of(text));
    }

    public Kind kind() {
        return kind;
    }

    public List<String> spelling() {
        return spelling;
    }

    public String text() {
        return String.join(" ", spelling);
    }

    /** Value of an integer literal (suffixes ignored), or null if not an integer literal. */
    public Long intValue() {
        if (kind != Kind.INT) {
            return null;
        }
        String s = spelling.get(0).toLowerCase().replaceAll("[ul]+$", "");
        try {
            if (s.startsWith("0x")) {
                return Long.parseUnsignedLong(s.substring(2), 16);
            } else if (s.startsWith("0b")) {
                return Long.parseUnsignedLong(s.substring(2), 2);
            } else if (s.length() > 1 && s.startsWith("0")) {
                return Long.parseUnsignedLong(s.substring(1), 8);
            }
            return Long.parseUnsignedLong(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    @Override
    public Expr copy() {
        return copied(new Literal(kind, spelling));
    }
}
