package dev.hicuda.ir.source;

import dev.hicuda.diag.SourcePos;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The macros in force, in the order the source defines them.  hicuda does not expand macros in
 * the code it prints (the output keeps them, and its {@code #define} lines); it uses this table
 * to evaluate {@code #if} conditions, to classify macros that stand for types, and to compute
 * the values of constant expressions such as array sizes.
 */
public final class MacroTable {
    private static final Pattern DEFINE =
            Pattern.compile("#\\s*define\\s+([A-Za-z_$][A-Za-z0-9_$]*)(\\(([^)]*)\\))?(.*)", Pattern.DOTALL);

    private final Map<String, Macro> macros = new HashMap<>();

    /**
     * Every change, in the order the preprocessor made it: a definition, an {@code #undef} (no
     * definition) or the {@code #include} line that the next changes come from (no name).
     */
    private record Change(String name, Macro definition, SourcePos at) {
    }

    private final List<Change> history = new java.util.ArrayList<>();

    public MacroTable() {
    }

    public MacroTable(MacroTable other) {
        macros.putAll(other.macros);
        history.addAll(other.history);
    }

    public void define(Macro m) {
        macros.put(m.name(), m);
        history.add(new Change(m.name(), m, m.pos()));
    }

    /** An {@code #undef} at {@code at}. */
    public void undefine(String name, SourcePos at) {
        macros.remove(name);
        history.add(new Change(name, null, at));
    }

    /** The {@code #include} at {@code at}: the changes recorded next come from the included file. */
    public void including(SourcePos at) {
        history.add(new Change(null, null, at));
    }

    /**
     * The definition of {@code name} in force just before line {@code at.line()} of file
     * {@code at.file()} (which must be the main file: changes in included files count from their
     * {@code #include} line), or null when it is not defined there.
     */
    public Macro definitionAt(String name, SourcePos at) {
        Macro def = null;
        for (Change c : history) {
            if (c.at().file().equals(at.file()) && c.at().line() >= at.line()) {
                break;
            }
            if (name.equals(c.name())) {
                def = c.definition();
            }
        }
        return def;
    }

    /** Defines NAME=VALUE from the command line (VALUE defaults to 1). */
    public void defineFromCommandLine(String def) {
        int eq = def.indexOf('=');
        String name = eq < 0 ? def : def.substring(0, eq);
        String body = eq < 0 ? "1" : def.substring(eq + 1);
        define(new Macro(name, null, body, new SourcePos("<command line>", 0, 0)));
    }


    public boolean isDefined(String name) {
        return macros.containsKey(name);
    }

    public Macro get(String name) {
        return macros.get(name);
    }

    /** Parses the text of a {@code #define} line; returns null if it is malformed. */
    public static Macro parseDefine(String directive, SourcePos pos) {
        String text = joinContinuations(directive);
        Matcher m = DEFINE.matcher(text);
        if (!m.matches()) {
            return null;
        }
        List<String> params = null;
        if (m.group(2) != null && text.charAt(m.end(1)) == '(') {
            params = new java.util.ArrayList<>();
            for (String p : m.group(3).split(",")) {
                String t = p.trim();
                if (!t.isEmpty()) {
                    params.add(t);
                }
            }
        } else if (m.group(2) != null) {
            // "#define X (a)" : a space before the parenthesis makes it object-like.
            return new Macro(m.group(1), null, stripComments(m.group(2) + m.group(4)).trim(), pos);
        }
        return new Macro(m.group(1), params, stripComments(m.group(4)).trim(), pos);
    }

    public static String joinContinuations(String s) {
        return s.replaceAll("\\\\\\r?\\n", " ");
    }

    /** Removes C comments from a line of preprocessor text (outside string literals). */
    public static String stripComments(String s) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        char quote = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (quote != 0) {
                sb.append(c);
                if (c == '\\' && i + 1 < s.length()) {
                    sb.append(s.charAt(++i));
                } else if (c == quote) {
                    quote = 0;
                }
                i++;
            } else if (c == '"' || c == '\'') {
                quote = c;
                sb.append(c);
                i++;
            } else if (s.startsWith("/*", i)) {
                int e = s.indexOf("*/", i + 2);
                i = e < 0 ? s.length() : e + 2;
                sb.append(' ');
            } else if (s.startsWith("//", i)) {
                break;
            } else {
                sb.append(c);
                i++;
            }
        }
        return sb.toString();
    }

    /**
     * Expands object-like and function-like macros in a piece of text, recursively, never
     * expanding a macro inside its own expansion.  Used for {@code #if} and constant evaluation.
     */
    public String expand(String text) {
        return expand(text, new java.util.HashSet<>(), 0);
    }

    private String expand(String text, java.util.Set<String> active, int depth) {
        if (depth > 64) {
            return text;
        }
        StringBuilder out = new StringBuilder();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isJavaIdentifierStart(c)) {
                int j = i;
                while (j < n && Character.isJavaIdentifierPart(text.charAt(j))) {
                    j++;
                }
                String id = text.substring(i, j);
                Macro m = macros.get(id);
                if (id.equals("defined")) {
                    // keep "defined X" / "defined(X)" unexpanded
                    int k = j;
                    while (k < n && Character.isWhitespace(text.charAt(k))) {
                        k++;
                    }
                    int end;
                    if (k < n && text.charAt(k) == '(') {
                        end = text.indexOf(')', k);
                        end = end < 0 ? n : end + 1;
                    } else {
                        end = k;
                        while (end < n && Character.isJavaIdentifierPart(text.charAt(end))) {
                            end++;
                        }
                    }
                    out.append(text, i, end);
                    i = end;
                    continue;
                }
                if (m == null || active.contains(id)) {
                    out.append(id);
                    i = j;
                    continue;
                }
                if (!m.isFunctionLike()) {
                    java.util.Set<String> a2 = new java.util.HashSet<>(active);
                    a2.add(id);
                    out.append(' ').append(expand(m.body(), a2, depth + 1)).append(' ');
                    i = j;
                    continue;
                }
                int k = j;
                while (k < n && Character.isWhitespace(text.charAt(k))) {
                    k++;
                }
                if (k >= n || text.charAt(k) != '(') {
                    out.append(id);
                    i = j;
                    continue;
                }
                List<String> args = new java.util.ArrayList<>();
                int level = 0;
                int start = k + 1;
                int p = k;
                for (; p < n; p++) {
                    char ch = text.charAt(p);
                    if (ch == '(') {
                        level++;
                    } else if (ch == ')') {
                        level--;
                        if (level == 0) {
                            args.add(text.substring(start, p));
                            break;
                        }
                    } else if (ch == ',' && level == 1) {
                        args.add(text.substring(start, p));
                        start = p + 1;
                    }
                }
                if (p >= n) {
                    out.append(id);
                    i = j;
                    continue;
                }
                String body = substitute(m, args, active, depth);
                java.util.Set<String> a2 = new java.util.HashSet<>(active);
                a2.add(id);
                out.append(' ').append(expand(body, a2, depth + 1)).append(' ');
                i = p + 1;
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && text.charAt(j) != c) {
                    if (text.charAt(j) == '\\') {
                        j++;
                    }
                    j++;
                }
                j = Math.min(n, j + 1);
                out.append(text, i, j);
                i = j;
            } else if (Character.isDigit(c)) {
                int j = i;
                while (j < n && (Character.isLetterOrDigit(text.charAt(j)) || text.charAt(j) == '.')) {
                    j++;
                }
                out.append(text, i, j);
                i = j;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    private String substitute(Macro m, List<String> args, java.util.Set<String> active, int depth) {
        if (args.size() == 1 && args.get(0).isBlank() && m.params().isEmpty()) {
            args = List.of();
        }
        Map<String, String> bind = new HashMap<>();
        for (int i = 0; i < m.params().size(); i++) {
            String p = m.params().get(i);
            if (p.equals("...")) {
                bind.put("__VA_ARGS__", String.join(",", args.subList(Math.min(i, args.size()), args.size())));
                break;
            }
            bind.put(p, i < args.size() ? expand(args.get(i).trim(), active, depth + 1) : "");
        }
        StringBuilder sb = new StringBuilder();
        String body = m.body();
        int i = 0;
        while (i < body.length()) {
            char c = body.charAt(i);
            if (Character.isJavaIdentifierStart(c)) {
                int j = i;
                while (j < body.length() && Character.isJavaIdentifierPart(body.charAt(j))) {
                    j++;
                }
                String id = body.substring(i, j);
                sb.append(bind.getOrDefault(id, id));
                i = j;
            } else {
                sb.append(c);
                i++;
            }
        }
        return sb.toString().replace("##", "");
    }
}
