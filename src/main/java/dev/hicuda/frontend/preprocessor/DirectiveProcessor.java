package dev.hicuda.frontend.preprocessor;

import dev.hicuda.frontend.preprocessor.PpToken.Kind;
import dev.hicuda.frontend.preprocessor.Preprocessor.Conditional;
import dev.hicuda.frontend.preprocessor.Preprocessor.FileState;
import dev.hicuda.ir.source.Inclusion;
import dev.hicuda.ir.source.MacroDefinition;
import dev.hicuda.ir.source.SourceFile;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The preprocessing directives: conditional inclusion, {@code #define}/{@code #undef},
 * {@code #include}/{@code #include_next}, {@code #line} (and gcc's {@code # 33 "file"}),
 * {@code #error}/{@code #warning}, {@code #pragma} ({@code once}, {@code push_macro},
 * {@code pop_macro}, {@code GCC error|warning}; {@code hicuda} and {@code mint} pragmas go to the
 * parser as one token), and the operators {@code defined}, {@code __has_include} and friends.
 */
final class DirectiveProcessor {
    private final Preprocessor pp;
    private final MacroDirectives macros;

    DirectiveProcessor(Preprocessor pp) {
        this.pp = pp;
        this.macros = new MacroDirectives(pp);
    }

    /** Handles the directive whose {@code #} is {@code hash}; returns a token for the parser or null. */
    PpToken directive(FileState f, PpToken hash) {
        PpToken name = f.lexer.next();
        if (name.kind() == Kind.NEWLINE || name.isEof()) {
            return null; // the null directive
        }
        String d = name.kind() == Kind.IDENT ? name.text() : name.kind() == Kind.NUMBER ? "line" : "";
        if (f.skipping()) {
            switch (d) {
                case "if", "ifdef", "ifndef" -> {
                    DirectiveLine.read(f.lexer);
                    f.conds.push(new Conditional(name, false, false));
                }
                case "elif", "else", "endif", "elifdef", "elifndef" -> conditional(f, name, d);
                default -> f.lexer.restOfLine();
            }
            return null;
        }
        switch (d) {
            case "define" -> macros.define(f.lexer, hash, originOf(f.file));
            case "undef" -> macros.undef(f.lexer);
            case "include", "import" -> include(f, hash, name, false);
            case "include_next" -> include(f, hash, name, true);
            case "if", "ifdef", "ifndef", "elif", "else", "endif", "elifdef", "elifndef" -> conditional(f, name, d);
            case "line" -> lineDirective(f, name);
            case "error", "warning" -> {
                String msg = f.lexer.restOfLine().trim();
                if (d.equals("error")) {
                    pp.error(name, "#error " + msg);
                } else {
                    pp.reporter.warning(pp.locator.pos(name), "#warning " + msg);
                }
            }
            case "pragma" -> {
                String rest = f.lexer.restOfLine();
                int end = f.lexer.physicalPosition();
                return pragmaDirective(rest, f, hash, end);
            }
            case "ident", "sccs", "assert", "unassert" -> f.lexer.restOfLine();
            default -> {
                pp.error(name, "invalid preprocessing directive #" + name.text());
                f.lexer.restOfLine();
            }
        }
        return null;
    }

    private static MacroDefinition.Origin originOf(SourceFile f) {
        return switch (f.kind()) {
            case MAIN -> MacroDefinition.Origin.MAIN_FILE;
            case USER_HEADER -> MacroDefinition.Origin.USER_HEADER;
            case SYSTEM_HEADER -> MacroDefinition.Origin.SYSTEM_HEADER;
            case BUILTIN -> MacroDefinition.Origin.PREDEFINED;
        };
    }

    /** {@code #define}/{@code #undef} from the predefined or command-line text. */
    void predefined(PpLexer lx, PpToken hash, MacroDefinition.Origin origin) {
        PpToken name = lx.next();
        if (name.is("define")) {
            macros.define(lx, hash, origin);
        } else if (name.is("undef")) {
            macros.undef(lx);
        } else {
            DirectiveLine.read(lx);
        }
    }

    // ------------------------------------------------------------------ #include

    private void include(FileState f, PpToken hash, PpToken directive, boolean next) {
        PpToken header = f.lexer.headerName();
        String name;
        boolean quoted;
        int end;
        PpToken nameTok = header;
        if (header != null) {
            DirectiveLine rest = DirectiveLine.read(f.lexer);
            end = rest.end();
            name = header.text().substring(1, header.text().length() - 1);
            quoted = false;
        } else {
            DirectiveLine l = DirectiveLine.read(f.lexer);
            end = l.end();
            List<PpToken> toks = l.tokens();
            nameTok = toks.isEmpty() ? directive : toks.get(0);
            if (toks.isEmpty() || toks.get(0).kind() != Kind.STRING) {
                toks = pp.expandLine(toks, false);
            }
            if (!toks.isEmpty() && toks.get(0).kind() == Kind.STRING && toks.get(0).text().startsWith("\"")) {
                String s = toks.get(0).text();
                name = s.substring(1, s.length() - 1);
                quoted = true;
            } else if (!toks.isEmpty() && toks.get(0).isPunct("<")) {
                StringBuilder sb = new StringBuilder();
                int k = 1;
                for (; k < toks.size() && !toks.get(k).isPunct(">"); k++) {
                    if (k > 1 && toks.get(k).spaceBefore()) {
                        sb.append(' ');
                    }
                    sb.append(toks.get(k).text());
                }
                name = sb.toString();
                quoted = false;
            } else {
                pp.error(directive, "#" + directive.text() + " expects \"FILENAME\" or <FILENAME>");
                return;
            }
        }
        if (next && f.file == pp.mainFile()) {
            next = false; // gcc: #include_next in the main file is #include
        }
        HeaderSearch.Found found = pp.search.find(name, quoted, f.dir, next ? f.chainIndex : -1);
        if (found == null) {
            pp.error(nameTok, "'" + name + "' file not found" + searched(quoted));
            return;
        }
        Path abs = found.path().toAbsolutePath().normalize();
        if (pp.onceFiles.contains(abs) || (directive.text().equals("import") && !pp.onceFiles.add(abs))) {
            return;
        }
        String text;
        try {
            text = SourceReader.read(abs);
        } catch (IOException e) {
            pp.error(directive, "cannot read '" + name + "': " + SourceReader.describe(e));
            return;
        }
        SourceFile.Kind kind = found.system() || f.file.kind() == SourceFile.Kind.SYSTEM_HEADER && !quoted
                ? SourceFile.Kind.SYSTEM_HEADER : SourceFile.Kind.USER_HEADER;
        String shown = found.system() ? abs.toString() : displayName(f, found.path());
        SourceFile h = new SourceFile(shown, abs, text, kind);
        pp.includes.add(new Inclusion(f.file, hash.offset(), end, h, pp.history.epoch()));
        pp.pushFile(h, found.chainIndex());
    }

    private static String displayName(FileState f, Path found) {
        Path cwd = Path.of("").toAbsolutePath();
        Path abs = found.toAbsolutePath().normalize();
        return abs.startsWith(cwd) ? cwd.relativize(abs).toString() : found.normalize().toString();
    }

    private String searched(boolean quoted) {
        return " (searched " + (quoted ? "the including file's folder, " : "")
                + (pp.search.chain().isEmpty() ? "no include folders" : "the -I and system include folders") + ")";
    }

    // ------------------------------------------------------------------ conditionals

    private void conditional(FileState f, PpToken name, String d) {
        switch (d) {
            case "if", "ifdef", "ifndef" -> {
                boolean v = d.equals("if") ? ifValue(f, name) : definedName(f, name, d.equals("ifdef"));
                f.conds.push(new Conditional(name, true, v));
            }
            case "elif", "elifdef", "elifndef" -> {
                Conditional c = f.conds.peek();
                if (c == null) {
                    pp.error(name, "#" + d + " without #if");
                    DirectiveLine.read(f.lexer);
                    return;
                }
                if (c.sawElse) {
                    pp.error(name, "#" + d + " after #else");
                }
                if (!c.parentActive || c.taken) {
                    DirectiveLine.read(f.lexer);
                    c.active = false;
                    return;
                }
                boolean v = d.equals("elif") ? ifValue(f, name) : definedName(f, name, d.equals("elifdef"));
                c.active = v;
                c.taken = v;
            }
            case "else" -> {
                DirectiveLine.read(f.lexer);
                Conditional c = f.conds.peek();
                if (c == null) {
                    pp.error(name, "#else without #if");
                    return;
                }
                if (c.sawElse) {
                    pp.error(name, "#else after #else");
                }
                c.sawElse = true;
                c.active = c.parentActive && !c.taken;
                c.taken = true;
            }
            default -> {
                DirectiveLine.read(f.lexer);
                if (f.conds.isEmpty()) {
                    pp.error(name, "#endif without #if");
                } else {
                    f.conds.pop();
                }
            }
        }
    }

    private boolean definedName(FileState f, PpToken d, boolean wantDefined) {
        List<PpToken> toks = DirectiveLine.read(f.lexer).tokens();
        if (toks.isEmpty() || toks.get(0).kind() != Kind.IDENT) {
            pp.error(toks.isEmpty() ? d : toks.get(0), toks.isEmpty() ? "no macro name given in #" + d.text() + " directive"
                    : "macro names must be identifiers");
            return false;
        }
        return pp.macros.containsKey(toks.get(0).text()) == wantDefined;
    }

    private boolean ifValue(FileState f, PpToken d) {
        List<PpToken> toks = pp.expandLine(DirectiveLine.read(f.lexer).tokens(), true);
        try {
            return IfEvaluator.evaluate(toks, d);
        } catch (IfEvaluator.Error e) {
            pp.error(e.at, e.getMessage());
            return false;
        }
    }

    /** {@code defined X}, {@code __has_include(<h>)}, … read from an {@code #if} line. */
    PpToken ifOperator(PpToken op, TokenInput in, FileState f) {
        PpToken t = in.next();
        boolean paren = t.isPunct("(");
        if (paren) {
            t = in.next();
        }
        boolean value;
        String name = op.text();
        if (name.equals("defined")) {
            if (t.kind() != Kind.IDENT) {
                pp.error(op, "operator \"defined\" requires an identifier");
                in.pushFront(t);
                return op.withKindAndText(Kind.NUMBER, "0");
            }
            value = pp.macros.containsKey(t.text());
        } else if (name.startsWith("__has_include")) {
            String header;
            boolean quoted = t.kind() == Kind.STRING;
            if (quoted) {
                header = t.text().substring(1, t.text().length() - 1);
            } else {
                StringBuilder sb = new StringBuilder();
                for (t = in.next(); !t.isEof() && !t.isPunct(">"); t = in.next()) {
                    sb.append(t.text());
                }
                header = sb.toString();
            }
            boolean next = name.equals("__has_include_next") && f.file != pp.mainFile();
            value = pp.search.find(header, quoted, f.dir, next ? f.chainIndex : -1) != null;
        } else {
            StringBuilder sb = new StringBuilder(t.text());
            while (true) {
                PpToken n = in.next();
                if (n.isPunct(")") || n.isEof()) {
                    in.pushFront(n);
                    break;
                }
                sb.append(n.text());
            }
            value = GccFeatures.has(name, sb.toString());
        }
        if (paren) {
            PpToken close = in.next();
            if (!close.isPunct(")")) {
                pp.error(op, "missing ')' after \"" + name + "\" operand");
                in.pushFront(close);
            }
        }
        return op.withKindAndText(Kind.NUMBER, value ? "1" : "0");
    }

    // ------------------------------------------------------------------ #line, #pragma

    private void lineDirective(FileState f, PpToken name) {
        List<PpToken> toks = new ArrayList<>();
        if (name.kind() == Kind.NUMBER) {
            toks.add(name);
        }
        toks.addAll(DirectiveLine.read(f.lexer).tokens());
        toks = pp.expandLine(toks, false);
        if (toks.isEmpty() || toks.get(0).kind() != Kind.NUMBER || !toks.get(0).text().matches("\\d+")) {
            pp.error(toks.isEmpty() ? name : toks.get(0), "\"" + (toks.isEmpty() ? "" : toks.get(0).text())
                    + "\" after #line is not a positive integer");
            return;
        }
        // gcc keeps line numbers in 32 unsigned bits: a larger number wraps, with its warning
        java.math.BigInteger value = new java.math.BigInteger(toks.get(0).text());
        long presumed = value.mod(java.math.BigInteger.ONE.shiftLeft(32)).longValue();
        if (value.bitLength() > 32) {
            pp.reporter.warning(pp.locator.pos(toks.get(0)), "line number out of range");
        }
        String file = pp.locator.presumedName(f.file, f.file.line(name.offset()));
        if (toks.size() > 1 && toks.get(1).kind() == Kind.STRING) {
            String s = toks.get(1).text();
            file = s.substring(1, s.length() - 1).replace("\\\\", "\\");
        }
        pp.locator.mark(f.file, f.file.line(name.offset()) + 1, presumed, file);
    }

    private PpToken pragmaDirective(String rest, FileState f, PpToken hash, int end) {
        String text = rest.trim();
        String word = text.split("[\\s(]", 2)[0];
        if (word.equals("hicuda") || word.equals("mint")) {
            return hash.spanning(Kind.PRAGMA, f.file.slice(hash.offset(), end), end);
        }
        applyPragma(text, hash, f);
        return null;
    }

    /** {@code _Pragma("…")}: a hiCUDA/Mint pragma becomes a token, others take effect here. */
    PpToken pragma(String text, PpToken use, FileState f) {
        String t = text.trim();
        String word = t.split("[\\s(]", 2)[0];
        if (word.equals("hicuda") || word.equals("mint")) {
            return use.withKindAndText(Kind.PRAGMA, "#pragma " + t);
        }
        applyPragma(t, use, f);
        return null;
    }

    private void applyPragma(String text, PpToken at, FileState f) {
        if (text.equals("once")) {
            if (f.file.path() != null) {
                pp.onceFiles.add(f.file.path().toAbsolutePath().normalize());
            }
        } else if (text.startsWith("push_macro") || text.startsWith("pop_macro")) {
            int q = text.indexOf('"');
            int q2 = q < 0 ? -1 : text.indexOf('"', q + 1);
            if (q2 < 0) {
                return;
            }
            String name = text.substring(q + 1, q2);
            if (text.startsWith("push_macro")) {
                pp.pushedMacros.computeIfAbsent(name, k -> new ArrayDeque<>()).push(
                        pp.macros.getOrDefault(name, new MacroDef(name, null, false, List.of(), null)));
            } else {
                var stack = pp.pushedMacros.get(name);
                if (stack != null && !stack.isEmpty()) {
                    MacroDef m = stack.pop();
                    if (m.definition == null) {
                        pp.macros.remove(name);
                        pp.history.undefine(name);
                    } else {
                        pp.macros.put(name, m);
                        pp.history.define(m.definition);
                    }
                }
            }
        } else if (text.startsWith("GCC error") || text.startsWith("GCC warning")) {
            String msg = text.substring(text.indexOf(' ', 4) + 1).trim();
            if (msg.startsWith("\"") && msg.endsWith("\"") && msg.length() >= 2) {
                msg = msg.substring(1, msg.length() - 1);
            }
            if (text.startsWith("GCC error")) {
                pp.error(at, msg);
            } else {
                pp.reporter.warning(pp.locator.pos(at), msg);
            }
        }
    }
}
