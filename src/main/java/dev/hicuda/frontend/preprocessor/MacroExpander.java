package dev.hicuda.frontend.preprocessor;

import dev.hicuda.frontend.preprocessor.PpToken.Kind;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Macro replacement (C99 6.10.3) by Prosser's algorithm: every token carries the set of macros
 * that must not expand it again; a function-like invocation's result is hidden from the macros
 * hiding both its name and its closing parenthesis, plus the macro itself.  Arguments are fully
 * expanded before substitution except next to {@code #} and {@code ##}; {@code ##} pastes and
 * re-lexes; GNU's {@code , ## __VA_ARGS__} drops the comma when the variable arguments are empty;
 * {@code __VA_OPT__} is supported.
 *
 * <p>Every token an invocation produces records the outermost invocation in the file
 * ({@link Expansion}), which the printer uses to print unchanged code as the user wrote it.
 */
final class MacroExpander {
    /** What the expander needs from the preprocessor. */
    interface Host {
        /** The value of a built-in macro at the place of {@code use}. */
        PpToken builtin(MacroDef m, PpToken use);

        /** {@code _Pragma("…")}: returns the token the parser must see (a PRAGMA), or null to drop it. */
        PpToken pragmaOperator(String text, PpToken use);

        /** {@code defined}, {@code __has_include} etc. in {@code #if}: reads the operand from {@code in}. */
        PpToken ifOperator(PpToken op, TokenInput in);

        void error(PpToken at, String message);
    }

    private final Map<String, MacroDef> macros;
    private final Host host;

    MacroExpander(Map<String, MacroDef> macros, Host host) {
        this.macros = macros;
        this.host = host;
    }

    /** The next fully expanded token of {@code in}. {@code inIf}: an {@code #if} line is being expanded. */
    PpToken next(TokenInput in, boolean inIf) {
        while (true) {
            PpToken t = in.next();
            if (t.kind() != Kind.IDENT || t.noExpand()) {
                return t;
            }
            if (inIf && (t.text().equals("defined") || isHasOperator(t))) {
                PpToken v = host.ifOperator(t, in);
                if (v != null) {
                    return v;
                }
                continue;
            }
            if (!inIf && t.text().equals("_Pragma")) {
                PpToken p = pragmaOperator(t, in);
                if (p != null) {
                    return p;
                }
                continue;
            }
            MacroDef m = macros.get(t.text());
            if (m == null) {
                return t;
            }
            if (t.hideset().contains(m.name)) {
                return t.paintedBlue();
            }
            if (m.builtin != null) {
                if (m.builtin == MacroDef.Builtin.HAS_OPERATOR) {
                    return t;
                }
                in.pushFront(host.builtin(m, t));
                continue;
            }
            if (!m.isFunctionLike()) {
                Expansion origin = t.origin() != null ? t.origin()
                        : new Expansion(m.name, t.file(), t.offset(), t.end());
                Hideset hs = t.hideset().with(m.name);
                List<PpToken> body = substitute(m, null, t, origin, hs);
                in.pushFront(body);
                continue;
            }
            PpToken open = in.next();
            if (!open.isPunct("(")) {
                in.pushFront(open);
                return t;
            }
            Args args = readArgs(in, m, t);
            if (args == null) {
                return t;
            }
            Expansion origin = invocationOrigin(m, t, args.close);
            Hideset hs = t.hideset().intersect(args.close.hideset()).with(m.name);
            in.pushFront(substitute(m, args.raw, t, origin, hs));
        }
    }

    /** Expands a list of tokens completely (a macro argument before substitution, C99 6.10.3.1). */
    List<PpToken> expandAll(List<PpToken> tokens, boolean inIf) {
        PpToken eof = tokens.isEmpty() ? null : tokens.get(tokens.size() - 1);
        TokenInput in = new TokenInput.Of(tokens, eofAfter(eof));
        List<PpToken> out = new ArrayList<>();
        for (PpToken t = next(in, inIf); !t.isEof(); t = next(in, inIf)) {
            out.add(t);
        }
        return out;
    }

    static PpToken eofAfter(PpToken last) {
        if (last == null) {
            return PpToken.read(Kind.EOF, "", dev.hicuda.ir.source.SourceFile.builtin("<eof>", ""), 0, 0, false, false);
        }
        return PpToken.read(Kind.EOF, "", last.file(), last.end(), last.end(), false, false);
    }

    private static boolean isHasOperator(PpToken t) {
        return switch (t.text()) {
            case "__has_include", "__has_include_next", "__has_attribute", "__has_cpp_attribute",
                 "__has_c_attribute", "__has_builtin" -> true;
            default -> false;
        };
    }

    /**
     * The outermost invocation a function-like macro call belongs to: a new one when its name and
     * closing parenthesis are read from the file, the expansion its name came from when the whole
     * call lies inside it, else one that covers both (and absorbs the expansions it overlaps).
     */
    private static Expansion invocationOrigin(MacroDef m, PpToken name, PpToken close) {
        Expansion a = name.origin();
        Expansion b = close.origin();
        if (a == null && b == null && name.file() == close.file()) {
            return new Expansion(m.name, name.file(), name.offset(), close.end());
        }
        if (a != null && a == b) {
            return a;
        }
        if (name.userFile() != close.userFile()) {
            return a != null ? a : b != null ? b : new Expansion(m.name, name.file(), name.offset(), name.end());
        }
        int start = Math.min(name.userStart(), close.userStart());
        int end = Math.max(name.userEnd(), close.userEnd());
        Expansion merged = new Expansion(a != null ? a.macro() : m.name, name.userFile(), start, end);
        if (a != null) {
            a.mergeInto(merged);
        }
        if (b != null) {
            b.mergeInto(merged);
        }
        return merged;
    }

    /** The raw arguments of a call and its closing parenthesis. */
    private record Args(List<List<PpToken>> raw, PpToken close) {
    }

    private Args readArgs(TokenInput in, MacroDef m, PpToken name) {
        List<List<PpToken>> args = new ArrayList<>();
        List<PpToken> cur = new ArrayList<>();
        int depth = 0;
        int named = m.params.size() - (m.variadic ? 1 : 0);
        while (true) {
            PpToken t = in.next();
            if (t.isEof()) {
                host.error(name, "unterminated argument list invoking macro '" + m.name + "'");
                in.pushFront(t);
                return null;
            }
            if (t.isPunct("(")) {
                depth++;
            } else if (t.isPunct(")")) {
                if (depth == 0) {
                    args.add(cur);
                    return checkCount(m, name, args, t, named);
                }
                depth--;
            } else if (t.isPunct(",") && depth == 0 && !(m.variadic && args.size() >= named)) {
                args.add(cur);
                cur = new ArrayList<>();
                continue;
            }
            cur.add(t);
        }
    }

    private Args checkCount(MacroDef m, PpToken name, List<List<PpToken>> args, PpToken close, int named) {
        int want = m.params.size();
        if (want == 0 && args.size() == 1 && args.get(0).isEmpty()) {
            args.clear();
        }
        if (m.variadic && args.size() == want - 1) {
            args.add(new ArrayList<>()); // the variable arguments may be left out (GNU C, C2x)
        }
        if (args.size() < want) {
            host.error(name, "macro '" + m.name + "' requires " + want + " argument" + (want == 1 ? "" : "s")
                    + ", but only " + args.size() + " given");
            return null;
        }
        if (args.size() > want) {
            host.error(name, "macro '" + m.name + "' passed " + args.size() + " arguments, but takes just " + want);
            return null;
        }
        return new Args(args, close);
    }

    /**
     * The replacement of one invocation: parameters substituted, {@code #} and {@code ##} applied,
     * every token given the invocation's origin and hideset.
     */
    private List<PpToken> substitute(MacroDef m, List<List<PpToken>> args, PpToken use, Expansion origin,
                                     Hideset hs) {
        List<PpToken> out = new ArrayList<>();
        List<PpToken> body = m.body;
        for (int i = 0; i < body.size(); i++) {
            PpToken t = body.get(i);
            PpToken next = i + 1 < body.size() ? body.get(i + 1) : null;
            if (args != null && t.isPunct("#") && next != null && m.paramIndex(next) >= 0) {
                out.add(stringize(args.get(m.paramIndex(next)), t).withSpace(t.spaceBefore()));
                i++;
                continue;
            }
            if (args != null && t.isPunct(",") && next != null && next.isPunct("##") && i + 2 < body.size()
                    && m.paramIndex(body.get(i + 2)) == m.vaIndex() && m.variadic) {
                List<PpToken> va = args.get(m.vaIndex());
                if (!va.isEmpty()) {
                    out.add(t);
                    addAll(out, va, body.get(i + 2).spaceBefore());
                }
                i += 2;
                continue;
            }
            if (t.isPunct("##") && next != null) {
                int p = m.paramIndex(next);
                if (p >= 0) {
                    List<PpToken> raw = args.get(p);
                    if (!raw.isEmpty()) {
                        pasteOnto(out, raw.get(0), use);
                        out.addAll(raw.subList(1, raw.size()));
                    }
                } else {
                    pasteOnto(out, next, use);
                }
                i++;
                continue;
            }
            if (args != null && t.is("__VA_OPT__") && m.variadic && next != null && next.isPunct("(")) {
                int close = matchingParen(body, i + 1);
                if (!args.get(m.vaIndex()).isEmpty()) {
                    MacroDef inner = new MacroDef(m.name, m.params, true, body.subList(i + 2, close), m.definition);
                    out.addAll(substitute(inner, args, use, origin, Hideset.EMPTY));
                } else {
                    out.add(placemarker(t));
                }
                i = close;
                continue;
            }
            int p = m.paramIndex(t);
            if (p >= 0) {
                List<PpToken> raw = args.get(p);
                if (next != null && next.isPunct("##")) {
                    if (raw.isEmpty()) {
                        out.add(placemarker(t));
                    } else {
                        addAll(out, raw, t.spaceBefore());
                    }
                } else {
                    addAll(out, expandAll(raw, false), t.spaceBefore());
                }
                continue;
            }
            out.add(t);
        }
        List<PpToken> result = new ArrayList<>(out.size());
        for (PpToken t : out) {
            if (t.kind() == Kind.PLACEMARKER) {
                continue;
            }
            PpToken r = t.withOriginAndHideset(origin, t.hideset().union(hs));
            if (result.isEmpty()) {
                r = r.withSpace(use.spaceBefore());
            }
            result.add(r);
        }
        return result;
    }

    private static void addAll(List<PpToken> out, List<PpToken> tokens, boolean space) {
        for (int i = 0; i < tokens.size(); i++) {
            out.add(i == 0 ? tokens.get(i).withSpace(space) : tokens.get(i));
        }
    }

    private static PpToken placemarker(PpToken at) {
        return at.withKindAndText(Kind.PLACEMARKER, "");
    }

    private static int matchingParen(List<PpToken> body, int open) {
        int depth = 0;
        for (int i = open; i < body.size(); i++) {
            if (body.get(i).isPunct("(")) {
                depth++;
            } else if (body.get(i).isPunct(")") && --depth == 0) {
                return i;
            }
        }
        return body.size() - 1;
    }

    /** {@code lhs ## rhs}: the last token of {@code out} pasted with {@code rhs} (6.10.3.3). */
    private void pasteOnto(List<PpToken> out, PpToken rhs, PpToken use) {
        if (out.isEmpty()) {
            out.add(rhs);
            return;
        }
        PpToken lhs = out.remove(out.size() - 1);
        if (lhs.kind() == Kind.PLACEMARKER) {
            out.add(rhs.withSpace(lhs.spaceBefore()));
            return;
        }
        if (rhs.kind() == Kind.PLACEMARKER) {
            out.add(lhs);
            return;
        }
        PpToken pasted = PpLexer.single(lhs.text() + rhs.text(), lhs);
        if (pasted == null) {
            host.error(use, "pasting \"" + lhs.text() + "\" and \"" + rhs.text()
                    + "\" does not give a valid preprocessing token");
            out.add(lhs);
            out.add(rhs);
            return;
        }
        out.add(pasted.withHideset(lhs.hideset()));
    }

    /** {@code #x}: the spelling of an argument as a string literal (6.10.3.2). */
    static PpToken stringize(List<PpToken> arg, PpToken hash) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < arg.size(); i++) {
            PpToken t = arg.get(i);
            if (i > 0 && (t.spaceBefore() || t.lineStart())) {
                sb.append(' ');
            }
            if (t.kind() == Kind.STRING || t.kind() == Kind.CHAR) {
                for (char c : t.text().toCharArray()) {
                    if (c == '"' || c == '\\') {
                        sb.append('\\');
                    }
                    sb.append(c);
                }
            } else {
                sb.append(t.text());
            }
        }
        sb.append('"');
        return hash.withKindAndText(Kind.STRING, sb.toString());
    }

    private PpToken pragmaOperator(PpToken op, TokenInput in) {
        PpToken open = next(in, false);
        PpToken str = open.isPunct("(") ? next(in, false) : open;
        PpToken close = str.kind() == Kind.STRING ? next(in, false) : str;
        if (!open.isPunct("(") || str.kind() != Kind.STRING || !close.isPunct(")")) {
            host.error(op, "_Pragma takes a parenthesized string literal");
            return null;
        }
        String s = str.text();
        s = s.substring(s.indexOf('"') + 1, s.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\");
        return host.pragmaOperator(s, op);
    }
}
