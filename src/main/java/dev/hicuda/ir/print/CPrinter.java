package dev.hicuda.ir.print;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.decl.*;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.stmt.*;

import java.util.ArrayList;
import java.util.List;

/**
 * Prints the IR as C (or CUDA C).  A node that no pass has changed since parsing — its canonical
 * rendering still equals the fingerprint taken after parsing — is printed from its original text,
 * so the user's layout and comments inside it survive; everything else is regenerated.  Comments
 * and preprocessor lines between statements are kept as trivia.
 */
public final class CPrinter {
    private final Dialect dialect;
    private final boolean useOriginals;
    private String unit = "    ";
    private StringBuilder out = new StringBuilder();

    public CPrinter(Dialect dialect, boolean useOriginals) {
        this.dialect = dialect;
        this.useOriginals = useOriginals;
    }

    /** A printer that ignores original text: the canonical rendering used for fingerprints. */
    public static CPrinter canonical() {
        return new CPrinter(Dialect.C, false);
    }

    public String indentUnit() {
        return unit;
    }

    public void setIndentUnit(String u) {
        unit = u;
    }

    private String ind(int depth) {
        return unit.repeat(Math.max(0, depth));
    }

    // ------------------------------------------------------------------ whole file

    public String print(TranslationUnit tu) {
        out = new StringBuilder();
        unit = tu.indentUnit();
        for (Node item : tu.items()) {
            trivia(item.leadingTrivia(), 0);
            topLevel(item);
        }
        trivia(tu.trailingTrivia(), 0);
        return out.toString();
    }

    private void topLevel(Node item) {
        if (item instanceof FunctionDef f) {
            function(f, 0);
        } else if (item instanceof Declaration d) {
            leafLines(d, declarationText(d, 0), 0);
        } else if (item instanceof Stmt s) {
            stmt(s, 0);
        } else {
            throw new IllegalStateException("unexpected top-level node " + item.getClass().getSimpleName());
        }
    }

    /** One function definition, printed on its own. */
    public String print(FunctionDef f) {
        out = new StringBuilder();
        function(f, 0);
        return out.toString();
    }

    public void function(FunctionDef f, int depth) {
        String header = chooseText(f, functionHeader(f));
        bodyWithHeader(header, f.body(), depth, originalColumnOk(f) ? f.originalColumn() : -1, f);
    }

    public String functionHeader(FunctionDef f) {
        String s = specs(f.specs(), 0);
        return (s.isEmpty() ? "" : s + " ") + declarator(f.declarator());
    }

    // ------------------------------------------------------------------ trivia and lines

    private void line(String s) {
        out.append(s).append('\n');
    }

    private void appendToLastLine(String s) {
        if (out.length() > 0 && out.charAt(out.length() - 1) == '\n') {
            out.setLength(out.length() - 1);
        }
        out.append(s).append('\n');
    }

    private void trivia(List<Trivia> ts, int depth) {
        for (Trivia t : ts) {
            switch (t.kind()) {
                case BLANK_LINE -> line("");
                case PREPROCESSOR -> line(t.text());
                case COMMENT -> line(ind(depth) + t.text());
            }
        }
    }

    /** The node's original text if it is unchanged (and originals are in use), else {@code canonical}. */
    private String chooseText(Node n, String canonical) {
        if (useOriginals && n.originalText() != null && canonical.equals(n.fingerprint())) {
            return n.originalText();
        }
        return canonical;
    }

    private boolean originalColumnOk(Node n) {
        return false;
    }

    /** Prints a (possibly multi-line) text at the given depth, shifting its continuation lines. */
    private void leafLines(Node n, String canonical, int depth) {
        String text = chooseText(n, canonical);
        boolean original = text != canonical || (n.originalText() != null && text.equals(n.originalText()));
        String prefix = ind(depth);
        if (n instanceof DirectiveStmt && n.originalColumn() == 0 && original) {
            prefix = "";
        }
        String[] lines = text.split("\n", -1);
        StringBuilder sb = new StringBuilder(prefix).append(lines[0]);
        int delta = original ? prefix.length() - n.originalColumn() : prefix.length();
        for (int i = 1; i < lines.length; i++) {
            sb.append('\n').append(shift(lines[i], delta, original));
        }
        if (n.trailingComment() != null) {
            sb.append(' ').append(n.trailingComment());
        }
        line(sb.toString());
    }

    private static String shift(String l, int delta, boolean original) {
        if (!original) {
            return " ".repeat(Math.max(0, delta)) + l;
        }
        if (l.startsWith("#")) {
            return l;
        }
        if (delta >= 0) {
            return l.isEmpty() ? l : " ".repeat(delta) + l;
        }
        int k = 0;
        while (k < -delta && k < l.length() && (l.charAt(k) == ' ' || l.charAt(k) == '\t')) {
            k++;
        }
        return l.substring(k);
    }

    // ------------------------------------------------------------------ statements

    public void stmt(Stmt s, int depth) {
        trivia(s.leadingTrivia(), depth);
        if (s instanceof Compound c) {
            line(ind(depth) + "{" + trailing(c));
            blockBody(c, depth + 1);
            line(ind(depth) + "}" + end(c));
        } else if (s instanceof For f) {
            bodyWithHeader(chooseText(f, forHeader(f)), f.body(), depth, -1, f);
        } else if (s instanceof While w && !w.isDoWhile()) {
            bodyWithHeader(chooseText(w, "while (" + expr(w.cond()) + ")"), w.body(), depth, -1, w);
        } else if (s instanceof While w) {
            bodyWithHeader("do", w.body(), depth, -1, null);
            String tail = "while (" + expr(w.cond()) + ");" + end(w);
            if (w.body() instanceof Compound bc && bc.endComment() == null) {
                appendToLastLine(" " + tail);
            } else {
                line(ind(depth) + tail);
            }
        } else if (s instanceof Switch sw) {
            bodyWithHeader(chooseText(sw, "switch (" + expr(sw.cond()) + ")"), sw.body(), depth, -1, sw);
        } else if (s instanceof If i) {
            ifStmt(i, depth, "");
        } else if (s instanceof Labeled l) {
            String label = switch (l.kind()) {
                case LABEL -> l.label() + ":";
                case CASE -> "case " + expr(l.caseValue()) + ":";
                case DEFAULT -> "default:";
            };
            line(ind(depth - 1) + label + trailing(l));
            stmt(l.body(), depth);
        } else if (s instanceof SharedBufferDecl b) {
            line(ind(depth) + dialect.dynamicSharedBuffer(b.name()));
        } else if (s instanceof VerbatimStmt v) {
            for (String l : v.lines()) {
                line(l.isEmpty() ? "" : ind(depth) + l);
            }
        } else {
            leafLines(s, leafText(s), depth);
        }
    }

    private static String trailing(Node n) {
        return n.trailingComment() == null ? "" : " " + n.trailingComment();
    }

    private static String end(Node n) {
        return n.endComment() == null ? "" : " " + n.endComment();
    }

    private void ifStmt(If i, int depth, String prefix) {
        String header = prefix + chooseText(i, "if (" + expr(i.cond()) + ")");
        bodyWithHeader(header, i.then(), depth, -1, i);
        if (i.otherwise() == null) {
            return;
        }
        // "} else": not when a comment follows the closing brace of the then-block
        boolean joined = i.then() instanceof Compound tc && tc.endComment() == null;
        Stmt e = i.otherwise();
        if (e instanceof If ei && ei.leadingTrivia().isEmpty()) {
            if (joined) {
                // "} else if (...) {" on the closing line
                int mark = out.length();
                ifStmt(ei, depth, "else ");
                String added = out.substring(mark);
                out.setLength(mark);
                appendToLastLine(" " + added.stripLeading().stripTrailing());
            } else {
                ifStmt(ei, depth, "else ");
            }
            return;
        }
        if (joined) {
            int mark = out.length();
            bodyWithHeader("else", e, depth, -1, null);
            String added = out.substring(mark);
            out.setLength(mark);
            if (e instanceof Compound c && !c.braceOnOwnLine() && c.leadingTrivia().isEmpty()) {
                appendToLastLine(" " + added.stripLeading().stripTrailing());
            } else {
                out.append(added);
            }
        } else {
            bodyWithHeader("else", e, depth, -1, null);
        }
    }

    /** Prints "header" followed by a body statement: a block on the same line (or next), else indented. */
    private void bodyWithHeader(String header, Stmt body, int depth, int unusedColumn, Node owner) {
        String trailing = owner == null ? "" : trailing(owner);
        if (body instanceof Compound c && c.leadingTrivia().isEmpty()) {
            String[] hl = header.split("\n", -1);
            if (c.braceOnOwnLine()) {
                multiLine(hl, depth, owner, trailing);
                line(ind(depth) + "{" + trailing(c));
            } else {
                hl[hl.length - 1] = hl[hl.length - 1] + " {" + trailing(c);
                multiLine(hl, depth, owner, trailing);
            }
            blockBody(c, depth + 1);
            line(ind(depth) + "}" + end(c));
        } else {
            multiLine(header.split("\n", -1), depth, owner, trailing);
            stmt(body, depth + 1);
        }
    }

    private void multiLine(String[] lines, int depth, Node owner, String trailing) {
        int delta = owner != null && owner.originalText() != null ? ind(depth).length() - owner.originalColumn() : 0;
        for (int i = 0; i < lines.length; i++) {
            String l = i == 0 ? ind(depth) + lines[0] : shift(lines[i], delta, true);
            if (i == lines.length - 1 && !trailing.isEmpty() && !l.contains("//")) {
                l = l + trailing;
            }
            line(l);
        }
    }

    private void blockBody(Compound c, int depth) {
        for (Stmt s : c.items()) {
            stmt(s, depth);
        }
        trivia(c.closingTrivia(), depth);
    }

    /** Canonical text of a statement without sub-statements (or a statement header). */
    public String leafText(Node s) {
        if (s instanceof ExprStmt e) {
            return e.expr() == null ? ";" : expr(e.expr()) + ";";
        }
        if (s instanceof DeclStmt d) {
            return declarationText(d.decl(), 0);
        }
        if (s instanceof Return r) {
            return r.value() == null ? "return;" : "return " + expr(r.value()) + ";";
        }
        if (s instanceof Jump j) {
            return switch (j.kind()) {
                case BREAK -> "break;";
                case CONTINUE -> "continue;";
                case GOTO -> "goto " + j.label() + ";";
            };
        }
        if (s instanceof DirectiveStmt d) {
            return d.text();
        }
        if (s instanceof Declaration d) {
            return declarationText(d, 0);
        }
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

    public String forHeader(For f) {
        String init;
        if (f.init() == null) {
            init = ";";
        } else if (f.init() instanceof DeclStmt d) {
            init = declarationText(d.decl(), 0);
        } else {
            ExprStmt e = (ExprStmt) f.init();
            init = e.expr() == null ? ";" : expr(e.expr()) + ";";
        }
        String cond = f.cond() == null ? "" : " " + expr(f.cond());
        String step = f.step() == null ? "" : " " + expr(f.step());
        return "for (" + init + cond + ";" + step + ")";
    }

    // ------------------------------------------------------------------ declarations

    public String declarationText(Declaration d, int depth) {
        StringBuilder sb = new StringBuilder(specs(d.specs(), depth));
        List<String> ds = new ArrayList<>();
        for (InitDeclarator i : d.declarators()) {
            ds.add(initDeclarator(i));
        }
        if (!ds.isEmpty()) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(String.join(", ", ds));
        }
        return sb.append(';').toString();
    }

    public String initDeclarator(InitDeclarator i) {
        StringBuilder sb = new StringBuilder(declarator(i.declarator()));
        if (i.bitWidth() != null) {
            sb.append(sb.length() > 0 ? " : " : ": ").append(expr(i.bitWidth()));
        }
        if (i.init() != null) {
            sb.append(" = ").append(expr(i.init(), 2));
        }
        return sb.toString();
    }

    public String specs(DeclSpecs s, int depth) {
        List<String> words = new ArrayList<>();
        for (DeclSpecs.Part p : s.parts()) {
            if (p.node() instanceof StructSpec st) {
                words.add(struct(st, depth));
            } else if (p.node() instanceof EnumSpec e) {
                words.add(enumText(e));
            } else {
                words.add(p.text());
            }
        }
        return String.join(" ", words);
    }

    private String struct(StructSpec s, int depth) {
        StringBuilder sb = new StringBuilder(s.keyword());
        for (String a : s.attributes()) {
            sb.append(' ').append(a);
        }
        if (s.tag() != null) {
            sb.append(' ').append(s.tag());
        }
        if (s.fields() == null) {
            return sb.toString();
        }
        sb.append(" {\n");
        StringBuilder saved = out;
        out = new StringBuilder();
        for (Declaration f : s.fields()) {
            trivia(f.leadingTrivia(), depth + 1);
            leafLines(f, declarationText(f, depth + 1), depth + 1);
        }
        sb.append(out);
        out = saved;
        sb.append(ind(depth)).append('}');
        return sb.toString();
    }

    private String enumText(EnumSpec e) {
        StringBuilder sb = new StringBuilder("enum");
        if (e.tag() != null) {
            sb.append(' ').append(e.tag());
        }
        if (e.enumerators() == null) {
            return sb.toString();
        }
        sb.append(" { ");
        List<String> items = new ArrayList<>();
        for (EnumSpec.Enumerator en : e.enumerators()) {
            items.add(en.value() == null ? en.name() : en.name() + " = " + expr(en.value(), 3));
        }
        return sb.append(String.join(", ", items)).append(" }").toString();
    }

    public String declarator(Declarator d) {
        if (d == null) {
            return "";
        }
        if (d instanceof NameDeclarator n) {
            StringBuilder sb = new StringBuilder(n.name() == null ? "" : n.name());
            for (String a : n.attributes()) {
                sb.append(' ').append(a);
            }
            return sb.toString();
        }
        if (d instanceof PointerDeclarator p) {
            StringBuilder sb = new StringBuilder("*");
            for (String q : p.qualifiers()) {
                sb.append(q).append(' ');
            }
            String inner = declarator(p.inner());
            if (!p.qualifiers().isEmpty() && inner.isEmpty()) {
                sb.setLength(sb.length() - 1);
            }
            return sb.append(inner).toString();
        }
        if (d instanceof ArrayDeclarator a) {
            StringBuilder sb = new StringBuilder(innerDeclarator(a.inner())).append('[');
            for (String q : a.qualifiers()) {
                sb.append(q).append(' ');
            }
            if (a.size() != null) {
                sb.append(expr(a.size(), 2));
            } else if (!a.qualifiers().isEmpty()) {
                sb.setLength(sb.length() - 1);
            }
            return sb.append(']').toString();
        }
        FunctionDeclarator f = (FunctionDeclarator) d;
        List<String> ps = new ArrayList<>();
        for (ParamDecl p : f.params()) {
            ps.add(param(p));
        }
        if (f.isVariadic()) {
            ps.add("...");
        }
        return innerDeclarator(f.inner()) + "(" + String.join(", ", ps) + ")";
    }

    private String innerDeclarator(Declarator d) {
        String s = declarator(d);
        return d instanceof PointerDeclarator ? "(" + s + ")" : s;
    }

    public String param(ParamDecl p) {
        if (p.specs() == null) {
            return declarator(p.declarator());
        }
        String s = specs(p.specs(), 0);
        String d = declarator(p.declarator());
        return d.isEmpty() ? s : s + " " + d;
    }

    public String typeName(TypeName t) {
        String s = specs(t.specs(), 0);
        String d = declarator(t.declarator());
        return d.isEmpty() ? s : s + " " + d;
    }

    // ------------------------------------------------------------------ expressions

    public String expr(Expr e) {
        return expr(e, 0);
    }

    /** Precedence of an expression: larger binds tighter. */
    public static int precedence(Expr e) {
        if (e instanceof Comma) {
            return 1;
        }
        if (e instanceof Assign) {
            return 2;
        }
        if (e instanceof Conditional) {
            return 3;
        }
        if (e instanceof Binary b) {
            return binaryPrecedence(b.op());
        }
        if (e instanceof Cast || e instanceof Unary u && !u.isPostfix() || e instanceof SizeofExpr || e instanceof SizeofType) {
            return 14;
        }
        if (e instanceof Unary || e instanceof Call || e instanceof Index || e instanceof Member || e instanceof CompoundLiteral
                || e instanceof KernelLaunch) {
            return 15;
        }
        return 16;
    }

    public static int binaryPrecedence(String op) {
        return switch (op) {
            case "||" -> 4;
            case "&&" -> 5;
            case "|" -> 6;
            case "^" -> 7;
            case "&" -> 8;
            case "==", "!=" -> 9;
            case "<", ">", "<=", ">=" -> 10;
            case "<<", ">>" -> 11;
            case "+", "-" -> 12;
            case "*", "/", "%" -> 13;
            default -> throw new IllegalArgumentException(op);
        };
    }

    public String expr(Expr e, int min) {
        String s = render(e);
        return precedence(e) < min ? "(" + s + ")" : s;
    }

    private String render(Expr e) {
        if (e instanceof Ident i) {
            return i.name();
        }
        if (e instanceof Literal l) {
            return l.text();
        }
        if (e instanceof Paren p) {
            return "(" + expr(p.inner(), 0) + ")";
        }
        if (e instanceof Binary b) {
            int p = binaryPrecedence(b.op());
            return expr(b.left(), p) + " " + b.op() + " " + expr(b.right(), p + 1);
        }
        if (e instanceof Assign a) {
            return expr(a.target(), 14) + " " + a.op() + " " + expr(a.value(), 2);
        }
        if (e instanceof Conditional c) {
            return expr(c.cond(), 4) + " ? " + expr(c.then(), 1) + " : " + expr(c.otherwise(), 3);
        }
        if (e instanceof Unary u) {
            if (u.isPostfix()) {
                return expr(u.operand(), 15) + u.op();
            }
            String operand = expr(u.operand(), 14);
            boolean clash = !operand.isEmpty() && (u.op().endsWith("+") && operand.startsWith("+")
                    || u.op().endsWith("-") && operand.startsWith("-") || u.op().equals("&") && operand.startsWith("&"));
            return u.op() + (clash ? " " : "") + operand;
        }
        if (e instanceof Call c) {
            List<String> args = new ArrayList<>();
            for (Expr a : c.args()) {
                args.add(expr(a, 2));
            }
            return expr(c.callee(), 15) + "(" + String.join(", ", args) + ")";
        }
        if (e instanceof Index i) {
            return expr(i.base(), 15) + "[" + expr(i.index(), 0) + "]";
        }
        if (e instanceof Member m) {
            return expr(m.base(), 15) + (m.isArrow() ? "->" : ".") + m.name();
        }
        if (e instanceof Cast c) {
            return "(" + typeName(c.typeName()) + ")" + expr(c.operand(), 14);
        }
        if (e instanceof SizeofExpr s) {
            String o = expr(s.operand(), 14);
            return o.startsWith("(") ? "sizeof" + o : "sizeof " + o;
        }
        if (e instanceof SizeofType s) {
            return s.keyword() + "(" + typeName(s.typeName()) + ")";
        }
        if (e instanceof CompoundLiteral c) {
            return "(" + typeName(c.typeName()) + ")" + render(c.init());
        }
        if (e instanceof InitList l) {
            List<String> items = new ArrayList<>();
            for (InitList.Element el : l.elements()) {
                StringBuilder sb = new StringBuilder();
                for (InitList.Designator d : el.designators()) {
                    sb.append(d.field() != null ? "." + d.field() : "[" + expr(d.index(), 3) + "]");
                }
                if (!el.designators().isEmpty()) {
                    sb.append(" = ");
                }
                sb.append(expr(el.value(), 2));
                items.add(sb.toString());
            }
            return "{" + String.join(", ", items) + (l.hasTrailingComma() ? "," : "") + "}";
        }
        if (e instanceof Comma c) {
            List<String> items = new ArrayList<>();
            for (Expr x : c.items()) {
                items.add(expr(x, 2));
            }
            return String.join(", ", items);
        }
        if (e instanceof TypeArg t) {
            return typeName(t.typeName());
        }
        if (e instanceof KernelLaunch k) {
            return dialect.kernelLaunch(k, this);
        }
        throw new IllegalStateException("cannot print " + e.getClass().getSimpleName());
    }
}
