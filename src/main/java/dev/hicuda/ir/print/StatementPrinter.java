package dev.hicuda.ir.print;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.*;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.stmt.*;

import static dev.hicuda.ir.print.CodeWriter.end;
import static dev.hicuda.ir.print.CodeWriter.trailing;

/**
 * Prints a translation unit, function definitions and statements line by line: blocks and their
 * braces, loop/if/switch headers followed by their bodies, {@code else} chains, labels, the
 * trivia before each item and the comments after it.  Each statement without sub-statements and
 * each header is printed from its canonical text ({@link #leafText}) or, where unchanged, from its
 * original text ({@link OriginalTextReuse}).
 */
final class StatementPrinter {
    private final ExpressionPrinter expressions;
    private final DeclarationPrinter declarations;
    private final CodeWriter out;
    private final OriginalTextReuse originals;
    private final Dialect dialect;
    private java.util.function.BiConsumer<Integer, dev.hicuda.diag.SourcePos> lineListener;

    /** Tells {@code listener} the output line (from 0) where each statement and function with a source position starts. */
    void listenToLines(java.util.function.BiConsumer<Integer, dev.hicuda.diag.SourcePos> listener) {
        this.lineListener = listener;
    }

    private void started(Node n) {
        if (lineListener != null && n.pos() != null && n.pos().line() > 0) {
            lineListener.accept(out.lineCount(), n.pos());
        }
    }

    StatementPrinter(ExpressionPrinter expressions, DeclarationPrinter declarations, CodeWriter out,
                     OriginalTextReuse originals, Dialect dialect) {
        this.expressions = expressions;
        this.declarations = declarations;
        this.out = out;
        this.originals = originals;
        this.dialect = dialect;
    }

    private String expr(Expr e) {
        return expressions.expr(e, 0);
    }

    // ------------------------------------------------------------------ whole file

    void unit(TranslationUnit tu) {
        for (Node item : tu.items()) {
            if (item.isIncluded()) {
                continue; // from a header: its #include line stands in the trivia
            }
            if (!(item instanceof Stmt)) {
                out.trivia(item.leadingTrivia(), 0); // a statement prints its own
            }
            topLevel(item);
        }
        out.trivia(tu.trailingTrivia(), 0);
    }

    private void topLevel(Node item) {
        if (item instanceof FunctionDef f) {
            function(f, 0);
        } else if (item instanceof Declaration d) {
            leaf(d, declarations.declaration(d, 0), 0);
        } else if (item instanceof Stmt s) {
            stmt(s, 0);
        } else {
            throw new IllegalStateException("unexpected top-level node " + item.getClass().getSimpleName());
        }
    }

    void function(FunctionDef f, int depth) {
        started(f);
        bodyWithHeader(originals.choose(f, header(f)), f.body(), depth, f);
    }

    String functionHeader(FunctionDef f) {
        String s = declarations.specs(f.specs(), 0);
        StringBuilder h = new StringBuilder(s.isEmpty() ? "" : s + " ").append(declarations.declarator(f.declarator()));
        for (Declaration kr : f.krDeclarations()) {
            h.append('\n').append(declarations.declaration(kr, 0)); // an old-style definition's parameter types
        }
        return h.toString();
    }

    // ------------------------------------------------------------------ statements

    /** A statement without sub-statements: its chosen text at {@code depth}. */
    private void leaf(Node n, String canonical, int depth) {
        out.line(originals.leaf(n, canonical, out.ind(depth)));
    }

    void stmt(Stmt s, int depth) {
        out.trivia(s.leadingTrivia(), depth);
        started(s);
        if (s instanceof Compound c && c.printsWithoutBraces()) {
            blockBody(c, depth);
        } else if (s instanceof Compound c) {
            out.line(out.ind(depth) + "{" + trailing(c));
            blockBody(c, depth + 1);
            out.line(out.ind(depth) + "}" + end(c));
        } else if (s instanceof For f) {
            bodyWithHeader(originals.choose(f, header(f)), f.body(), depth, f);
        } else if (s instanceof While w && !w.isDoWhile()) {
            bodyWithHeader(originals.choose(w, header(w)), w.body(), depth, w);
        } else if (s instanceof While w) {
            doWhile(w, depth);
        } else if (s instanceof Switch sw) {
            bodyWithHeader(originals.choose(sw, header(sw)), sw.body(), depth, sw);
        } else if (s instanceof If i) {
            ifStmt(i, depth, "");
        } else if (s instanceof Labeled l) {
            String label = switch (l.kind()) {
                case LABEL -> l.label() + ":" + (l.attributes().isEmpty() ? "" : " " + l.attributes());
                case CASE -> "case " + expr(l.caseValue()) + (l.caseHigh() == null ? "" : " ... " + expr(l.caseHigh())) + ":";
                case DEFAULT -> "default:";
            };
            out.line(out.ind(depth - 1) + label + trailing(l));
            stmt(l.body(), depth);
        } else if (s instanceof SharedBufferDecl b) {
            out.line(out.ind(depth) + dialect.dynamicSharedBuffer(b.name()));
        } else if (s instanceof VerbatimStmt v) {
            for (String l : v.lines()) {
                out.line(l.isEmpty() ? "" : out.ind(depth) + l);
            }
        } else {
            leaf(s, leafText(s), depth);
        }
    }

    /** "do", the body, and "while (...);" after the closing brace or on a line of its own. */
    private void doWhile(While w, int depth) {
        bodyWithHeader("do", w.body(), depth, null);
        String tail = "while (" + expr(w.cond()) + ");" + end(w);
        if (w.body() instanceof Compound bc && bc.endComment() == null) {
            out.appendToLastLine(" " + tail);
        } else {
            out.line(out.ind(depth) + tail);
        }
    }

    private void ifStmt(If i, int depth, String prefix) {
        String header = prefix + originals.choose(i, header(i));
        bodyWithHeader(header, i.then(), depth, i);
        if (i.otherwise() == null) {
            return;
        }
        // "} else": not when a comment follows the closing brace of the then-block
        boolean joined = i.then() instanceof Compound tc && tc.endComment() == null && !tc.printsWithoutBraces();
        Stmt e = i.otherwise();
        if (e instanceof If ei && ei.leadingTrivia().isEmpty()) {
            if (joined) {
                // "} else if (...) {" on the closing line
                int mark = out.mark();
                ifStmt(ei, depth, "else ");
                String added = out.cutFrom(mark);
                out.appendToLastLine(" " + added.stripLeading().stripTrailing());
            } else {
                ifStmt(ei, depth, "else ");
            }
            return;
        }
        if (joined) {
            int mark = out.mark();
            bodyWithHeader("else", e, depth, null);
            String added = out.cutFrom(mark);
            if (e instanceof Compound c && !c.braceOnOwnLine() && c.leadingTrivia().isEmpty()) {
                out.appendToLastLine(" " + added.stripLeading().stripTrailing());
            } else {
                out.append(added);
            }
        } else {
            bodyWithHeader("else", e, depth, null);
        }
    }

    /** Prints "header" followed by a body statement: a block on the same line (or next), else indented. */
    private void bodyWithHeader(String header, Stmt body, int depth, Node owner) {
        String trailing = owner == null ? "" : trailing(owner);
        if (body instanceof Compound c && c.leadingTrivia().isEmpty() && !c.printsWithoutBraces()) {
            String[] hl = header.split("\n", -1);
            if (c.braceOnOwnLine()) {
                headerLines(hl, depth, owner, trailing);
                out.line(out.ind(depth) + "{" + trailing(c));
            } else {
                hl[hl.length - 1] = hl[hl.length - 1] + " {" + trailing(c);
                headerLines(hl, depth, owner, trailing);
            }
            blockBody(c, depth + 1);
            out.line(out.ind(depth) + "}" + end(c));
        } else {
            headerLines(header.split("\n", -1), depth, owner, trailing);
            stmt(body, depth + 1);
        }
    }

    /** The lines of a header at {@code depth}; the owner's trailing comment after the last, unless it has a // comment. */
    private void headerLines(String[] lines, int depth, Node owner, String trailing) {
        String[] rebased = originals.header(lines, out.ind(depth), owner);
        for (int i = 0; i < rebased.length; i++) {
            String l = rebased[i];
            if (i == rebased.length - 1 && !trailing.isEmpty() && !l.contains("//")) {
                l = l + trailing;
            }
            out.line(l);
        }
    }

    private void blockBody(Compound c, int depth) {
        for (Stmt s : c.items()) {
            stmt(s, depth);
        }
        out.trivia(c.closingTrivia(), depth);
    }

    /** Canonical text of a statement without sub-statements (or a statement header). */
    String leafText(Node s) {
        if (s instanceof ExprStmt e) {
            return exprStmt(e);
        }
        if (s instanceof DeclStmt d) {
            return declarations.declaration(d.decl(), 0);
        }
        if (s instanceof Return r) {
            return r.value() == null ? "return;" : "return " + expr(r.value()) + ";";
        }
        if (s instanceof Jump j) {
            return switch (j.kind()) {
                case BREAK -> "break;";
                case CONTINUE -> "continue;";
                case GOTO -> "goto " + j.label() + ";";
                case COMPUTED_GOTO -> "goto *" + expressions.expr(j.target(), 14) + ";";
            };
        }
        if (s instanceof DirectiveStmt d) {
            return d.text();
        }
        if (s instanceof Declaration d) {
            return declarations.declaration(d, 0);
        }
        if (s instanceof Expr e) {
            return expr(e);
        }
        if (s instanceof VerbatimStmt v) {
            return String.join("\n", v.lines());
        }
        return header(s);
    }

    /** Canonical text of the header of a loop, if, switch or function definition. */
    private String header(Node s) {
        if (s instanceof For f) {
            return forHeader(f);
        }
        if (s instanceof While w) {
            return "while (" + expr(w.cond()) + ")";
        }
        if (s instanceof If i) {
            return "if (" + expr(i.cond()) + ")";
        }
        if (s instanceof Switch sw) {
            return "switch (" + expr(sw.cond()) + ")";
        }
        if (s instanceof FunctionDef f) {
            return functionHeader(f);
        }
        throw new IllegalStateException("no leaf text for " + s.getClass().getSimpleName());
    }

    private String exprStmt(ExprStmt e) {
        return e.expr() == null ? ";" : expr(e.expr()) + ";";
    }

    String forHeader(For f) {
        String init;
        if (f.init() == null) {
            init = ";";
        } else if (f.init() instanceof DeclStmt d) {
            init = declarations.declaration(d.decl(), 0);
        } else {
            init = exprStmt((ExprStmt) f.init());
        }
        String cond = f.cond() == null ? "" : " " + expr(f.cond());
        String step = f.step() == null ? "" : " " + expr(f.step());
        return "for (" + init + cond + ";" + step + ")";
    }
}
