package dev.hicuda.frontend.preprocessor;

import dev.hicuda.frontend.preprocessor.PpToken.Kind;

import java.util.List;

/**
 * Evaluates the controlling expression of {@code #if}/{@code #elif} (C99 6.10.1) after macro
 * expansion, as gcc does: arithmetic in {@code intmax_t}/{@code uintmax_t} (64 bits), an operand
 * becomes unsigned by a {@code u} suffix or the usual arithmetic conversions, identifiers left
 * after expansion are 0, and the operands that {@code &&}, {@code ||} and {@code ?:} skip are not
 * evaluated, so {@code 0 && 1/0} is fine while {@code 1/0} is an error.
 */
final class IfEvaluator {
    /** An error in the expression, reported at a token. */
    static final class Error extends RuntimeException {
        final transient PpToken at;

        Error(PpToken at, String message) {
            super(message, null, false, false);
            this.at = at;
        }
    }

    private record Value(long v, boolean unsigned) {
        boolean isTrue() {
            return v != 0;
        }
    }

    private final List<PpToken> tokens;
    private final PpToken directive;
    private int i;

    private IfEvaluator(List<PpToken> tokens, PpToken directive) {
        this.tokens = tokens;
        this.directive = directive;
    }

    /** The value of the expression: true when non-zero.  Throws {@link Error} for a malformed one. */
    static boolean evaluate(List<PpToken> tokens, PpToken directive) {
        if (tokens.isEmpty()) {
            throw new Error(directive, "#" + directive.text() + " with no expression");
        }
        IfEvaluator e = new IfEvaluator(tokens, directive);
        Value v = e.conditional(true);
        if (e.i < tokens.size()) {
            PpToken t = tokens.get(e.i);
            throw new Error(t, "missing binary operator before token \"" + t.text() + "\"");
        }
        return v.isTrue();
    }

    private PpToken peek() {
        return i < tokens.size() ? tokens.get(i) : null;
    }

    private boolean at(String punct) {
        PpToken t = peek();
        return t != null && t.isPunct(punct);
    }

    private PpToken expectEnd() {
        return i > 0 ? tokens.get(i - 1) : directive;
    }

    private Value conditional(boolean eval) {
        Value c = binary(0, eval);
        if (!at("?")) {
            return c;
        }
        i++;
        Value a = comma(eval && c.isTrue());
        if (!at(":")) {
            throw new Error(peek() == null ? expectEnd() : peek(), "'?' without following ':'");
        }
        i++;
        Value b = conditional(eval && !c.isTrue());
        boolean u = a.unsigned || b.unsigned;
        return new Value(c.isTrue() ? a.v : b.v, u);
    }

    private Value comma(boolean eval) {
        Value v = conditional(eval);
        while (at(",")) {
            i++;
            v = conditional(eval);
        }
        return v;
    }

    private static final String[][] LEVELS = {
        {"||"}, {"&&"}, {"|"}, {"^"}, {"&"}, {"==", "!="}, {"<", ">", "<=", ">="}, {"<<", ">>"}, {"+", "-"},
        {"*", "/", "%"}
    };

    private String operatorAt(int level) {
        PpToken t = peek();
        if (t == null || t.kind() != Kind.PUNCT) {
            return null;
        }
        for (String op : LEVELS[level]) {
            if (t.isPunct(op)) {
                return op;
            }
        }
        return null;
    }

    private Value binary(int level, boolean eval) {
        if (level == LEVELS.length) {
            return unary(eval);
        }
        Value l = binary(level + 1, eval);
        for (String op = operatorAt(level); op != null; op = operatorAt(level)) {
            PpToken opTok = tokens.get(i++);
            if (op.equals("&&")) {
                Value r = binary(level + 1, eval && l.isTrue());
                l = new Value(l.isTrue() && r.isTrue() ? 1 : 0, false);
            } else if (op.equals("||")) {
                Value r = binary(level + 1, eval && !l.isTrue());
                l = new Value(l.isTrue() || r.isTrue() ? 1 : 0, false);
            } else {
                Value r = binary(level + 1, eval);
                l = apply(op, l, r, eval, opTok);
            }
        }
        return l;
    }

    private static Value apply(String op, Value l, Value r, boolean eval, PpToken at) {
        boolean u = l.unsigned || r.unsigned;
        long a = l.v;
        long b = r.v;
        switch (op) {
            case "*": return new Value(a * b, u);
            case "/":
            case "%":
                if (b == 0) {
                    if (eval) {
                        throw new Error(at, "division by zero in #if");
                    }
                    return new Value(0, u);
                }
                if (u) {
                    return new Value(op.equals("/") ? Long.divideUnsigned(a, b) : Long.remainderUnsigned(a, b), true);
                }
                if (a == Long.MIN_VALUE && b == -1) {
                    return new Value(op.equals("/") ? a : 0, false);
                }
                return new Value(op.equals("/") ? a / b : a % b, false);
            case "+": return new Value(a + b, u);
            case "-": return new Value(a - b, u);
            case "<<": return shift(a, b, l.unsigned, true);
            case ">>": return shift(a, b, l.unsigned, false);
            case "<": return bool(u ? Long.compareUnsigned(a, b) < 0 : a < b);
            case ">": return bool(u ? Long.compareUnsigned(a, b) > 0 : a > b);
            case "<=": return bool(u ? Long.compareUnsigned(a, b) <= 0 : a <= b);
            case ">=": return bool(u ? Long.compareUnsigned(a, b) >= 0 : a >= b);
            case "==": return bool(a == b);
            case "!=": return bool(a != b);
            case "&": return new Value(a & b, u);
            case "^": return new Value(a ^ b, u);
            case "|": return new Value(a | b, u);
            default: throw new IllegalStateException(op);
        }
    }

    private static Value shift(long a, long b, boolean unsigned, boolean left) {
        if (b < 0) {
            return shift(a, -b, unsigned, !left);
        }
        if (b >= 64) {
            return new Value(left || unsigned || a >= 0 ? 0 : -1, unsigned);
        }
        if (left) {
            return new Value(a << b, unsigned);
        }
        return new Value(unsigned ? a >>> b : a >> b, unsigned);
    }

    private static Value bool(boolean b) {
        return new Value(b ? 1 : 0, false);
    }

    private Value unary(boolean eval) {
        PpToken t = peek();
        if (t == null) {
            throw new Error(expectEnd(), "#if with no expression after this token");
        }
        if (t.kind() == Kind.PUNCT) {
            switch (t.canonicalPunct()) {
                case "+": i++; return unary(eval);
                case "-": { i++; Value v = unary(eval); return new Value(-v.v, v.unsigned); }
                case "~": { i++; Value v = unary(eval); return new Value(~v.v, v.unsigned); }
                case "!": { i++; Value v = unary(eval); return bool(!v.isTrue()); }
                case "(": {
                    i++;
                    Value v = comma(eval);
                    if (!at(")")) {
                        throw new Error(peek() == null ? expectEnd() : peek(), "missing ')' in expression");
                    }
                    i++;
                    return v;
                }
                default:
                    throw new Error(t, "token \"" + t.text() + "\" is not valid in preprocessor expressions");
            }
        }
        i++;
        return switch (t.kind()) {
            case NUMBER -> number(t);
            case CHAR -> new Value(charValue(t), false);
            case IDENT -> new Value(0, false); // an identifier left after expansion (true/false included) is 0
            default -> throw new Error(t, "token \"" + t.text() + "\" is not valid in preprocessor expressions");
        };
    }

    private static Value number(PpToken t) {
        String s = t.text().toLowerCase();
        int end = s.length();
        boolean unsigned = false;
        while (end > 0 && (s.charAt(end - 1) == 'u' || s.charAt(end - 1) == 'l')) {
            unsigned |= s.charAt(end - 1) == 'u';
            end--;
        }
        String digits = s.substring(0, end);
        int radix = 10;
        if (digits.startsWith("0x")) {
            radix = 16;
            digits = digits.substring(2);
        } else if (digits.startsWith("0b")) {
            radix = 2;
            digits = digits.substring(2);
        } else if (digits.length() > 1 && digits.startsWith("0")) {
            radix = 8;
            digits = digits.substring(1);
        }
        if (digits.isEmpty() || digits.contains(".") || (radix != 16 && digits.contains("e"))) {
            throw new Error(t, "floating constant in preprocessor expression");
        }
        long v;
        try {
            v = Long.parseUnsignedLong(digits, radix);
        } catch (NumberFormatException e) {
            throw new Error(t, "invalid integer constant \"" + t.text() + "\" in #if");
        }
        // A decimal constant too large for intmax_t, or any constant with the top bit set, is unsigned.
        return new Value(v, unsigned || v < 0);
    }

    /** The value of a character constant: its (possibly multi-character) code as gcc computes it. */
    static long charValue(PpToken t) {
        String s = t.text();
        boolean wide = s.charAt(0) != '\'';
        String body = s.substring(s.indexOf('\'') + 1, s.length() - 1);
        long v = 0;
        int count = 0;
        for (int k = 0; k < body.length(); ) {
            char c = body.charAt(k);
            long ch;
            if (c == '\\' && k + 1 < body.length()) {
                char e = body.charAt(k + 1);
                k += 2;
                switch (e) {
                    case 'n' -> ch = '\n';
                    case 't' -> ch = '\t';
                    case 'r' -> ch = '\r';
                    case 'a' -> ch = 7;
                    case 'b' -> ch = 8;
                    case 'f' -> ch = 12;
                    case 'v' -> ch = 11;
                    case 'e', 'E' -> ch = 27;
                    case 'x' -> {
                        int st = k;
                        while (k < body.length() && Character.digit(body.charAt(k), 16) >= 0) {
                            k++;
                        }
                        ch = st == k ? 0 : Long.parseLong(body.substring(st, k), 16);
                    }
                    default -> {
                        if (e >= '0' && e <= '7') {
                            int st = k - 1;
                            while (k < body.length() && k - st < 3 && body.charAt(k) >= '0' && body.charAt(k) <= '7') {
                                k++;
                            }
                            ch = Long.parseLong(body.substring(st, k), 8);
                        } else {
                            ch = e;
                        }
                    }
                }
            } else {
                int cp = body.codePointAt(k);
                k += Character.charCount(cp);
                ch = cp;
            }
            if (wide) {
                v = ch;
            } else {
                v = (v << 8) | (ch & 0xFF);
            }
            count++;
        }
        if (!wide && count == 1) {
            return (byte) v; // plain char is signed on x86-64
        }
        return wide ? v : (int) v;
    }
}
