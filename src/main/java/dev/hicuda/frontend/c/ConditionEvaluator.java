package dev.hicuda.frontend.c;

import dev.hicuda.ir.source.MacroTable;

import java.util.ArrayList;
import java.util.List;

/** Evaluates the controlling expression of {@code #if} / {@code #elif} as the C preprocessor does. */
public final class ConditionEvaluator {
    private final MacroTable macros;
    private List<String> toks;
    private int pos;

    public ConditionEvaluator(MacroTable macros) {
        this.macros = macros;
    }

    /** Thrown for a malformed condition. */
    public static final class BadCondition extends Exception {
        public BadCondition(String m) {
            super(m);
        }
    }

    public long evaluate(String condition) throws BadCondition {
        String expanded = macros.expand(MacroTable.stripComments(MacroTable.joinContinuations(condition)));
        toks = tokenize(expanded);
        pos = 0;
        if (toks.isEmpty()) {
            throw new BadCondition("#if with no expression");
        }
        long v = ternary();
        if (pos > toks.size()) {
            throw new BadCondition("incomplete preprocessor condition");
        }
        if (pos != toks.size()) {
            throw new BadCondition("unexpected '" + toks.get(pos) + "' in preprocessor condition");
        }
        return v;
    }

    private static List<String> tokenize(String s) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (Character.isJavaIdentifierStart(c) || Character.isDigit(c)) {
                int j = i;
                while (j < s.length() && (Character.isJavaIdentifierPart(s.charAt(j)))) {
                    j++;
                }
                out.add(s.substring(i, j));
                i = j;
            } else if (c == '\'') {
                int j = s.indexOf('\'', i + 1);
                if (j > i + 2 && s.charAt(i + 1) == '\\') {
                    j = s.indexOf('\'', i + 3);
                }
                j = j < 0 ? s.length() : j + 1;
                out.add(s.substring(i, j));
                i = j;
            } else {
                String two = i + 1 < s.length() ? s.substring(i, i + 2) : "";
                if (List.of("&&", "||", "==", "!=", "<=", ">=", "<<", ">>").contains(two)) {
                    out.add(two);
                    i += 2;
                } else {
                    out.add(String.valueOf(c));
                    i++;
                }
            }
        }
        return out;
    }

    private String peek() {
        return pos < toks.size() ? toks.get(pos) : "";
    }

    private boolean accept(String t) {
        if (peek().equals(t)) {
            pos++;
            return true;
        }
        return false;
    }

    private void expect(String t) throws BadCondition {
        if (!accept(t)) {
            throw new BadCondition("expected '" + t + "' in preprocessor condition");
        }
    }

    private long ternary() throws BadCondition {
        long c = binary(0);
        if (accept("?")) {
            long a = ternary();
            expect(":");
            long b = ternary();
            return c != 0 ? a : b;
        }
        return c;
    }

    private static final List<List<String>> LEVELS = List.of(
            List.of("||"), List.of("&&"), List.of("|"), List.of("^"), List.of("&"),
            List.of("==", "!="), List.of("<", ">", "<=", ">="), List.of("<<", ">>"),
            List.of("+", "-"), List.of("*", "/", "%"));

    private long binary(int level) throws BadCondition {
        if (level == LEVELS.size()) {
            return unary();
        }
        long v = binary(level + 1);
        while (LEVELS.get(level).contains(peek())) {
            String op = toks.get(pos++);
            long r = binary(level + 1);
            v = switch (op) {
                case "||" -> (v != 0 || r != 0) ? 1 : 0;
                case "&&" -> (v != 0 && r != 0) ? 1 : 0;
                case "|" -> v | r;
                case "^" -> v ^ r;
                case "&" -> v & r;
                case "==" -> v == r ? 1 : 0;
                case "!=" -> v != r ? 1 : 0;
                case "<" -> v < r ? 1 : 0;
                case ">" -> v > r ? 1 : 0;
                case "<=" -> v <= r ? 1 : 0;
                case ">=" -> v >= r ? 1 : 0;
                case "<<" -> v << r;
                case ">>" -> v >> r;
                case "+" -> v + r;
                case "-" -> v - r;
                case "*" -> v * r;
                case "/" -> {
                    if (r == 0) {
                        throw new BadCondition("division by zero in preprocessor condition");
                    }
                    yield v / r;
                }
                default -> {
                    if (r == 0) {
                        throw new BadCondition("division by zero in preprocessor condition");
                    }
                    yield v % r;
                }
            };
        }
        return v;
    }

    private long unary() throws BadCondition {
        if (accept("!")) {
            return unary() == 0 ? 1 : 0;
        }
        if (accept("-")) {
            return -unary();
        }
        if (accept("+")) {
            return unary();
        }
        if (accept("~")) {
            return ~unary();
        }
        return primary();
    }

    private long primary() throws BadCondition {
        if (accept("(")) {
            long v = ternary();
            expect(")");
            return v;
        }
        String t = peek();
        if (t.isEmpty()) {
            throw new BadCondition("unexpected end of preprocessor condition");
        }
        pos++;
        if (t.equals("defined")) {
            boolean paren = accept("(");
            String name = peek();
            pos++;
            if (paren) {
                expect(")");
            }
            return macros.isDefined(name) ? 1 : 0;
        }
        if (Character.isDigit(t.charAt(0))) {
            String s = t.toLowerCase().replaceAll("[ul]+$", "");
            try {
                if (s.startsWith("0x")) {
                    return Long.parseUnsignedLong(s.substring(2), 16);
                }
                if (s.length() > 1 && s.startsWith("0")) {
                    return Long.parseLong(s.substring(1), 8);
                }
                return Long.parseLong(s);
            } catch (NumberFormatException e) {
                throw new BadCondition("invalid number '" + t + "' in preprocessor condition");
            }
        }
        if (t.startsWith("'")) {
            return t.length() >= 3 ? t.charAt(1) : 0;
        }
        if (Character.isJavaIdentifierStart(t.charAt(0))) {
            return 0; // identifiers that are not macros evaluate to 0
        }
        throw new BadCondition("unexpected '" + t + "' in preprocessor condition");
    }
}
