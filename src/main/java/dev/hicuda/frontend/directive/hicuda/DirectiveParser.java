package dev.hicuda.frontend.directive.hicuda;

import dev.hicuda.frontend.directive.DirectiveDialect;
import dev.hicuda.frontend.directive.PragmaLine;

import dev.hicuda.frontend.c.AstBuilder;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.antlr.CLexer;
import dev.hicuda.frontend.antlr.CParser;
import dev.hicuda.ir.directive.*;
import dev.hicuda.ir.expr.Expr;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ListTokenSource;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Parses the text of a {@code #pragma hicuda} line into a {@link Directive}: the directive
 * grammar of the hiCUDA journal paper, section 4 (plus {@code copyout ... to} from the
 * GPGPU'09 paper).  Expressions inside directives are parsed by the C grammar.  Every error is
 * reported at the exact line and column of the offending token; the result is then null.
 */
public final class DirectiveParser implements DirectiveDialect {
    private static final List<String> DIRECTIVES = List.of("kernel", "kernel_end", "loop_partition", "singular",
            "singular_end", "barrier", "global", "constant", "texture", "shared", "shape");

    private final String file;
    private final Reporter reporter;
    private final Set<String> typeNames;

    private List<Token> toks;
    private int p;
    private SourcePos endPos;
    private String directiveName;

    /** Raised internally to abandon a directive after its (one) error was reported. */
    private static final class Bail extends RuntimeException {
        Bail() {
            super(null, null, false, false);
        }
    }

    public DirectiveParser(String file, Reporter reporter, Set<String> typeNames) {
        this.file = file;
        this.reporter = reporter;
        this.typeNames = typeNames;
    }

    @Override
    public String name() {
        return "hicuda";
    }

    /** Parses one {@code #pragma hicuda} line. */
    @Override
    public Directive parse(PragmaLine pragma) {
        SourcePos at = pragma.start();
        int line = pragma.bodyLine();
        int col = pragma.bodyColumn();
        toks = lex(pragma.body(), line, col);
        p = 0;
        endPos = toks.isEmpty() ? new SourcePos(file, line, col + 1)
                : endOf(toks.get(toks.size() - 1));
        try {
            Directive d = directive(at);
            if (p < toks.size()) {
                throw error(cur(), "unexpected '" + cur().getText() + "' after the end of the '" + directiveName
                        + "' directive");
            }
            return d;
        } catch (Bail b) {
            return null;
        }
    }

    private SourcePos endOf(Token t) {
        return new SourcePos(file, t.getLine(), t.getCharPositionInLine() + 1 + t.getText().length());
    }

    private List<Token> lex(String body, int line, int col) {
        CLexer lexer = new CLexer(CharStreams.fromString(body));
        lexer.removeErrorListeners();
        List<Token> out = new ArrayList<>();
        for (Token t : lexer.getAllTokens()) {
            if (t.getChannel() != Token.DEFAULT_CHANNEL) {
                continue;
            }
            CommonToken c = new CommonToken(t);
            if (t.getLine() == 1) {
                c.setCharPositionInLine(col + t.getCharPositionInLine());
            }
            c.setLine(line + t.getLine() - 1);
            if (c.getType() == CLexer.Identifier && typeNames.contains(c.getText())) {
                c.setType(CParser.TypedefName);
            }
            out.add(c);
        }
        return out;
    }

    // ------------------------------------------------------------------ helpers

    private Token cur() {
        return p < toks.size() ? toks.get(p) : null;
    }

    private String curText() {
        Token t = cur();
        return t == null ? "" : t.getText();
    }

    private SourcePos posOf(Token t) {
        return t == null ? endPos : new SourcePos(file, t.getLine(), t.getCharPositionInLine() + 1);
    }

    private Bail error(Token t, String message) {
        reporter.error(posOf(t), message);
        return new Bail();
    }

    private boolean accept(String s) {
        if (curText().equals(s)) {
            p++;
            return true;
        }
        return false;
    }

    private Token expect(String s, String what) {
        Token t = cur();
        if (t == null || !t.getText().equals(s)) {
            throw error(t, "expected '" + s + "' " + what + (t == null ? " at the end of the directive" : ", found '" + t.getText() + "'"));
        }
        p++;
        return t;
    }

    private boolean isName(Token t) {
        return t != null && (t.getType() == CLexer.Identifier || t.getType() == CParser.TypedefName);
    }

    private Token name(String what) {
        Token t = cur();
        if (!isName(t)) {
            throw error(t, "expected " + what + (t == null ? " at the end of the directive" : ", found '" + t.getText() + "'"));
        }
        p++;
        return t;
    }

    // ------------------------------------------------------------------ grammar

    private Directive directive(SourcePos at) {
        Token kw = cur();
        if (kw == null) {
            reporter.error(at, "empty '#pragma hicuda' directive: expected one of " + String.join(", ", DIRECTIVES));
            throw new Bail();
        }
        String k = kw.getText();
        directiveName = k;
        SourcePos kp = posOf(kw);
        if (!DIRECTIVES.contains(k)) {
            String hint = closest(k, DIRECTIVES);
            throw error(kw, "unknown hicuda directive '" + k + "'" + (hint == null ? "" : "; did you mean '" + hint + "'?"));
        }
        p++;
        return switch (k) {
            case "kernel" -> kernel(kp);
            case "kernel_end" -> new SimpleDirective(SimpleDirective.Kind.KERNEL_END).at(kp);
            case "singular" -> new SimpleDirective(SimpleDirective.Kind.SINGULAR).at(kp);
            case "singular_end" -> new SimpleDirective(SimpleDirective.Kind.SINGULAR_END).at(kp);
            case "barrier" -> new SimpleDirective(SimpleDirective.Kind.BARRIER).at(kp);
            case "loop_partition" -> loopPartition(kp);
            case "shape" -> shape(kp);
            default -> data(k, kp);
        };
    }

    private Directive kernel(SourcePos kp) {
        Token n = cur();
        if (!isName(n) || n.getText().equals("tblock") || n.getText().equals("thread")) {
            throw error(n, "expected a kernel name after 'kernel'");
        }
        p++;
        List<Expr> tblock = null;
        List<Expr> thread = null;
        boolean nowait = false;
        while (cur() != null) {
            Token c = cur();
            switch (c.getText()) {
                case "tblock" -> {
                    if (tblock != null) {
                        throw error(c, "duplicate 'tblock' clause");
                    }
                    p++;
                    tblock = sizeList("tblock");
                }
                case "thread" -> {
                    if (thread != null) {
                        throw error(c, "duplicate 'thread' clause");
                    }
                    p++;
                    thread = sizeList("thread");
                }
                case "nowait" -> {
                    if (nowait) {
                        throw error(c, "duplicate 'nowait' clause");
                    }
                    p++;
                    nowait = true;
                    if (curText().equals("(")) {
                        throw error(cur(), "'nowait' takes no argument");
                    }
                }
                default -> {
                    if (!isName(c)) {
                        throw error(c, "unexpected '" + c.getText() + "' in 'kernel' directive; expected a clause: tblock(...), thread(...) or nowait");
                    }
                    String hint = closest(c.getText(), List.of("tblock", "thread", "nowait"));
                    throw error(c, "unknown clause '" + c.getText() + "' in 'kernel' directive" + (hint == null ? "" : "; did you mean '" + hint + "'?"));
                }
            }
        }
        if (tblock == null) {
            throw error(null, "'kernel' directive needs a 'tblock(...)' clause giving the thread-block space");
        }
        if (thread == null) {
            throw error(null, "'kernel' directive needs a 'thread(...)' clause giving the thread space");
        }
        return new KernelDirective(n.getText(), tblock, thread, nowait).at(kp);
    }

    private List<Expr> sizeList(String clause) {
        expect("(", "after '" + clause + "'");
        List<Expr> l = new ArrayList<>();
        if (curText().equals(")")) {
            throw error(cur(), "'" + clause + "' clause needs at least one dimension size");
        }
        while (true) {
            l.add(expr(Set.of(",", ")"), "dimension size in '" + clause + "'"));
            if (accept(",")) {
                continue;
            }
            Token t = cur();
            if (t == null || !t.getText().equals(")")) {
                throw error(t, "expected ',' or ')' in '" + clause + "(...)'" + (t == null ? " at the end of the directive" : ", found '" + t.getText() + "'"));
            }
            p++;
            return l;
        }
    }

    private Directive loopPartition(SourcePos kp) {
        boolean tb = false;
        boolean th = false;
        LoopPartitionDirective.Distribution dist = LoopPartitionDirective.Distribution.BLOCK;
        while (cur() != null) {
            Token c = cur();
            if (c.getText().equals("over_tblock")) {
                if (tb) {
                    throw error(c, "duplicate 'over_tblock' clause");
                }
                p++;
                tb = true;
                if (accept("(")) {
                    Token d = cur();
                    if (d != null && d.getText().equals("BLOCK")) {
                        dist = LoopPartitionDirective.Distribution.BLOCK;
                    } else if (d != null && d.getText().equals("CYCLIC")) {
                        dist = LoopPartitionDirective.Distribution.CYCLIC;
                    } else {
                        String hint = d == null ? null : closest(d.getText(), List.of("BLOCK", "CYCLIC"));
                        throw error(d, "expected BLOCK or CYCLIC as the distribution of 'over_tblock'"
                                + (d == null ? " at the end of the directive" : ", found '" + d.getText() + "'")
                                + (hint == null ? "" : "; did you mean '" + hint + "'? (directives are case-sensitive)"));
                    }
                    p++;
                    expect(")", "to close 'over_tblock('");
                }
            } else if (c.getText().equals("over_thread")) {
                if (th) {
                    throw error(c, "duplicate 'over_thread' clause");
                }
                p++;
                th = true;
                if (curText().equals("(")) {
                    throw error(cur(), "'over_thread' takes no distribution: iterations are always distributed cyclically over threads");
                }
            } else if (!isName(c)) {
                throw error(c, "unexpected '" + c.getText() + "' in 'loop_partition' directive; expected over_tblock or over_thread");
            } else {
                String hint = closest(c.getText(), List.of("over_tblock", "over_thread"));
                throw error(c, "unknown clause '" + c.getText() + "' in 'loop_partition' directive" + (hint == null ? "" : "; did you mean '" + hint + "'?"));
            }
        }
        if (!tb && !th) {
            throw error(null, "'loop_partition' needs 'over_tblock', 'over_thread' or both");
        }
        return new LoopPartitionDirective(tb, dist, th).at(kp);
    }

    private Directive shape(SourcePos kp) {
        Token n = name("a pointer variable after 'shape'");
        List<Expr> dims = new ArrayList<>();
        if (!curText().equals("[")) {
            throw error(cur(), "'shape' needs at least one dimension size, such as 'shape " + n.getText() + "[n]'");
        }
        while (accept("[")) {
            if (curText().equals("]")) {
                throw error(cur(), "empty dimension size in 'shape'");
            }
            dims.add(expr(Set.of("]"), "dimension size in 'shape " + n.getText() + "'"));
            expect("]", "to close the dimension size of '" + n.getText() + "'");
        }
        return new ShapeDirective(n.getText(), dims).at(kp);
    }

    private Directive data(String memoryWord, SourcePos kp) {
        DataDirective.Memory mem = DataDirective.Memory.valueOf(memoryWord.toUpperCase());
        Token a = cur();
        List<String> actions = switch (mem) {
            case GLOBAL -> List.of("alloc", "copyout", "free");
            case SHARED -> List.of("alloc", "copyout", "remove");
            default -> List.of("copyin", "remove");
        };
        if (a == null || !actions.contains(a.getText())) {
            String hint = a == null ? null : closest(a.getText(), actions);
            throw error(a, "expected " + String.join(", ", actions.subList(0, actions.size() - 1)) + " or "
                    + actions.get(actions.size() - 1) + " after '" + memoryWord + "'"
                    + (a == null ? "" : ", found '" + a.getText() + "'") + (hint == null ? "" : "; did you mean '" + hint + "'?"));
        }
        p++;
        switch (a.getText()) {
            case "alloc" -> {
                Section v = section("alloc");
                boolean copyin = false;
                boolean clear = false;
                boolean nobnd = false;
                Section cv = null;
                if (curText().equals("copyin")) {
                    p++;
                    copyin = true;
                    if (curText().equals("(")) {
                        if (mem != DataDirective.Memory.SHARED) {
                            throw error(cur(), "'nobndcheck' is only allowed in 'shared' directives");
                        }
                        nobnd = nobndcheck("copyin");
                    }
                    if (curText().equals("clear")) {
                        throw error(cur(), "'copyin' and 'clear' cannot both be given: the allocated memory is either copied in or cleared");
                    }
                    if (isName(cur())) {
                        cv = section("copyin");
                    }
                } else if (curText().equals("clear")) {
                    if (mem != DataDirective.Memory.GLOBAL) {
                        throw error(cur(), "'clear' is only allowed in 'global alloc'");
                    }
                    p++;
                    clear = true;
                    if (curText().equals("copyin")) {
                        throw error(cur(), "'copyin' and 'clear' cannot both be given: the allocated memory is either copied in or cleared");
                    }
                } else if (cur() != null) {
                    String hint = closest(curText(), List.of("copyin", "clear"));
                    throw error(cur(), "unknown clause '" + curText() + "' in '" + memoryWord + " alloc'"
                            + (hint == null ? "" : "; did you mean '" + hint + "'?"));
                }
                if (cv != null && !cv.name().equals(v.name())) {
                    reporter.error(cv.pos(), "the copyin variable '" + cv.name() + "' must be the allocated variable '" + v.name() + "'");
                    throw new Bail();
                }
                return new DataDirective(mem, DataDirective.Action.ALLOC, v, copyin, cv, clear, null, nobnd, List.of()).at(kp);
            }
            case "copyin" -> {
                Section v = section("copyin");
                return new DataDirective(mem, DataDirective.Action.COPYIN, v, true, null, false, null, false, List.of()).at(kp);
            }
            case "copyout" -> {
                boolean nobnd = false;
                if (curText().equals("(")) {
                    if (mem != DataDirective.Memory.SHARED) {
                        throw error(cur(), "'nobndcheck' is only allowed in 'shared' directives");
                    }
                    nobnd = nobndcheck("copyout");
                }
                Section v = section("copyout");
                Section to = null;
                if (accept("to")) {
                    to = section("to");
                } else if (cur() != null) {
                    throw error(cur(), "unknown clause '" + curText() + "' in '" + memoryWord + " copyout'"
                            + (closest(curText(), List.of("to")) == null ? "" : "; did you mean 'to'?"));
                }
                return new DataDirective(mem, DataDirective.Action.COPYOUT, v, false, null, false, to, nobnd, List.of()).at(kp);
            }
            default -> {
                String word = a.getText();
                List<DataDirective.Name> names = new ArrayList<>();
                if (cur() == null) {
                    throw error(null, "'" + memoryWord + " " + word + "' needs at least one variable name");
                }
                while (cur() != null) {
                    Token n = name("a variable name in '" + memoryWord + " " + word + "'");
                    if (curText().equals("[")) {
                        throw error(cur(), "'" + memoryWord + " " + word + "' takes variable names without sections");
                    }
                    names.add(new DataDirective.Name(n.getText(), posOf(n)));
                    if (accept(",") && cur() == null) {
                        throw error(null, "expected a variable name after ',' in '" + memoryWord + " " + word + "'");
                    }
                }
                DataDirective.Action act = word.equals("free") ? DataDirective.Action.FREE : DataDirective.Action.REMOVE;
                return new DataDirective(mem, act, null, false, null, false, null, false, names).at(kp);
            }
        }
    }

    private boolean nobndcheck(String clause) {
        expect("(", "after '" + clause + "'");
        Token t = cur();
        if (t == null || !t.getText().equals("nobndcheck")) {
            throw error(t, "expected 'nobndcheck' in '" + clause + "(...)'" + (t == null ? "" : ", found '" + t.getText() + "'"));
        }
        p++;
        expect(")", "to close '" + clause + "(nobndcheck'");
        return true;
    }

    private Section section(String clause) {
        Token n = name("a variable name after '" + clause + "'");
        List<Section.Range> dims = new ArrayList<>();
        while (curText().equals("[")) {
            Token open = cur();
            p++;
            if (accept("*")) {
                expect("]", "after '*' in the section of '" + n.getText() + "'");
                dims.add(Section.Range.all());
                continue;
            }
            if (curText().equals("]") || curText().equals(":")) {
                throw error(cur(), "empty index in the section of '" + n.getText() + "'; write [start:end], [index] or [*]");
            }
            Expr start = expr(Set.of(":", "]"), "start index in the section of '" + n.getText() + "'");
            if (accept(":")) {
                if (curText().equals("]")) {
                    throw error(cur(), "missing end index after ':' in the section of '" + n.getText() + "'");
                }
                Expr end = expr(Set.of("]"), "end index in the section of '" + n.getText() + "'");
                Token close = cur();
                if (close == null || !close.getText().equals("]")) {
                    throw error(close, "expected ']' to close the section of '" + n.getText() + "' opened at column "
                            + (open.getCharPositionInLine() + 1) + (close == null ? " at the end of the directive" : ", found '" + close.getText() + "'"));
                }
                p++;
                dims.add(new Section.Range(start, end, false));
            } else {
                Token close = cur();
                if (close == null || !close.getText().equals("]")) {
                    throw error(close, "expected ':' or ']' in the section of '" + n.getText() + "' opened at column "
                            + (open.getCharPositionInLine() + 1) + (close == null ? " at the end of the directive" : ", found '" + close.getText() + "'"));
                }
                p++;
                dims.add(new Section.Range(start, start, true));
            }
        }
        return new Section(n.getText(), dims).at(posOf(n));
    }

    /**
     * Parses the C expression that starts at the current token and extends at most up to one of
     * {@code stops} at nesting depth 0.  The expression ends where the C grammar says it does:
     * tokens after it (such as the {@code thread} of {@code tblock(4 thread(8)}) are left for the
     * caller, which reports what it expected there.
     */
    private Expr expr(Set<String> stops, String what) {
        int start = p;
        int depth = 0;
        int ternary = 0;
        int limit = p;
        while (limit < toks.size()) {
            String t = toks.get(limit).getText();
            if (depth == 0 && stops.contains(t) && !(t.equals(":") && ternary > 0)) {
                break;
            }
            if (t.equals("(") || t.equals("[") || t.equals("{")) {
                depth++;
            } else if (t.equals(")") || t.equals("]") || t.equals("}")) {
                if (depth == 0) {
                    break;
                }
                depth--;
            } else if (t.equals("?")) {
                ternary++;
            } else if (t.equals(":")) {
                ternary--;
            }
            limit++;
        }
        if (limit == start) {
            throw error(cur(), "expected " + what + (cur() == null ? " at the end of the directive" : ", found '" + curText() + "'"));
        }
        final int end = limit;
        List<Token> sub = new ArrayList<>(toks.subList(start, end));
        Token last = sub.get(sub.size() - 1);
        CommonToken eof = new CommonToken(Token.EOF, "<EOF>");
        eof.setLine(last.getLine());
        eof.setCharPositionInLine(last.getCharPositionInLine() + last.getText().length());
        sub.add(eof);
        CParser parser = new CParser(new CommonTokenStream(new ListTokenSource(sub)));
        parser.removeErrorListeners();
        final boolean[] failed = {false};
        parser.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object off, int line, int col, String msg, RecognitionException e) {
                if (failed[0]) {
                    return;
                }
                failed[0] = true;
                Token bad = off instanceof Token t ? t : null;
                SourcePos at;
                String found;
                if (bad == null || bad.getType() == Token.EOF) {
                    // the expression stops short: point at what follows it in the directive
                    Token next = end < toks.size() ? toks.get(end) : null;
                    at = posOf(next);
                    found = next == null ? "the end of the directive" : "'" + next.getText() + "'";
                } else {
                    at = posOf(bad);
                    found = "'" + bad.getText() + "'";
                }
                reporter.error(at, "malformed " + what + ": unexpected " + found);
            }
        });
        CParser.ConditionalExpressionContext ctx = parser.conditionalExpression();
        if (failed[0]) {
            throw new Bail();
        }
        Token stop = parser.getCurrentToken();
        if (stop.getType() != Token.EOF) {
            // the C expression ended early; leave the rest to the caller
            p = start + stop.getTokenIndex();
        } else {
            p = end;
        }
        AstBuilder b = new AstBuilder(file, parser.getTokenStream(), CharStreams.fromString(""), reporter, t -> null);
        return b.conditional(ctx);
    }

    /**
     * The candidate closest to {@code word} (ignoring case), if it is close enough to be a likely
     * misspelling: within edit distance 1, or 2 for candidates of six letters or more.  Null when
     * {@code word} is itself a candidate or nothing is close.
     */
    static String closest(String word, List<String> candidates) {
        if (candidates.contains(word)) {
            return null;
        }
        String best = null;
        int bestD = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = distance(word.toLowerCase(), c.toLowerCase());
            int allowed = c.length() >= 6 ? 2 : 1;
            if (d <= allowed && d < bestD) {
                bestD = d;
                best = c;
            }
        }
        return best;
    }

    private static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int c = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + c);
            }
        }
        return d[a.length()][b.length()];
    }
}
