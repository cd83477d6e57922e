package dev.hicuda.ir.print;

import dev.hicuda.ir.expr.*;

import java.util.ArrayList;
import java.util.List;

/**
 * Prints expressions as C: the precedence of every operator, and the parentheses an operand
 * needs where it binds less tightly than its place requires (parentheses the user wrote are
 * {@link Paren} nodes and always printed).  Type names inside expressions and kernel launches
 * (through the {@link Dialect}) are printed by the {@link CPrinter} it belongs to.
 */
final class ExpressionPrinter {
    private final CPrinter printer;
    private final Dialect dialect;
    private final OriginalTextReuse originals;

    ExpressionPrinter(CPrinter printer, Dialect dialect, OriginalTextReuse originals) {
        this.printer = printer;
        this.dialect = dialect;
        this.originals = originals;
    }

    /** Precedence of an expression: larger binds tighter. */
    static int precedence(Expr e) {
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
        if (e instanceof Cast || e instanceof Unary u && !u.isPostfix() || e instanceof SizeofExpr || e instanceof SizeofType
                || e instanceof LabelAddress) {
            return 14;
        }
        if (e instanceof Unary || e instanceof Call || e instanceof Index || e instanceof Member || e instanceof CompoundLiteral
                || e instanceof KernelLaunch) {
            return 15;
        }
        return 16;
    }

    static int binaryPrecedence(String op) {
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

    /**
     * {@code e}, in parentheses if its precedence is below {@code min}; as the user wrote it
     * (macros unexpanded) when no pass changed it.
     */
    String expr(Expr e, int min) {
        String s = originals.expression(e, render(e));
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
            return expr(c.cond(), 4) + (c.then() == null ? " ?: " : " ? " + expr(c.then(), 1) + " : ")
                    + expr(c.otherwise(), 3);
        }
        if (e instanceof Unary u) {
            return unary(u);
        }
        if (e instanceof Call c) {
            return expr(c.callee(), 15) + "(" + list(c.args()) + ")";
        }
        if (e instanceof Index i) {
            return expr(i.base(), 15) + "[" + expr(i.index(), 0) + "]";
        }
        if (e instanceof Member m) {
            return expr(m.base(), 15) + (m.isArrow() ? "->" : ".") + m.name();
        }
        if (e instanceof Cast c) {
            return "(" + printer.typeName(c.typeName()) + ")" + expr(c.operand(), 14);
        }
        if (e instanceof SizeofExpr s) {
            String o = expr(s.operand(), 14);
            return o.startsWith("(") ? s.keyword() + o : s.keyword() + " " + o;
        }
        if (e instanceof SizeofType s) {
            return s.keyword() + "(" + printer.typeName(s.typeName()) + ")";
        }
        if (e instanceof CompoundLiteral c) {
            return "(" + printer.typeName(c.typeName()) + ")" + render(c.init());
        }
        if (e instanceof InitList l) {
            return initList(l);
        }
        if (e instanceof Comma c) {
            return list(c.items());
        }
        if (e instanceof TypeArg t) {
            return printer.typeName(t.typeName());
        }
        if (e instanceof KernelLaunch k) {
            return dialect.kernelLaunch(k, printer);
        }
        if (e instanceof StmtExpr se) {
            return "(" + printer.printNested(se.body()).strip() + ")";
        }
        if (e instanceof LabelAddress la) {
            return "&&" + la.label();
        }
        if (e instanceof VerbatimExpr v) {
            return v.text();
        }
        throw new IllegalStateException("cannot print " + e.getClass().getSimpleName());
    }

    private String unary(Unary u) {
        if (u.isPostfix()) {
            return expr(u.operand(), 15) + u.op();
        }
        String operand = expr(u.operand(), 14);
        boolean clash = !operand.isEmpty() && (u.op().endsWith("+") && operand.startsWith("+")
                || u.op().endsWith("-") && operand.startsWith("-") || u.op().equals("&") && operand.startsWith("&")
                || Character.isLetter(u.op().charAt(u.op().length() - 1)) || u.op().endsWith("_"));
        return u.op() + (clash ? " " : "") + operand;
    }

    /** Expressions separated by commas, each as an assignment expression (arguments, comma operands). */
    private String list(List<Expr> es) {
        List<String> items = new ArrayList<>();
        for (Expr x : es) {
            items.add(expr(x, 2));
        }
        return String.join(", ", items);
    }

    private String initList(InitList l) {
        List<String> items = new ArrayList<>();
        for (InitList.Element el : l.elements()) {
            StringBuilder sb = new StringBuilder();
            for (InitList.Designator d : el.designators()) {
                sb.append(d.field() != null ? "." + d.field() : "[" + expr(d.index(), 3)
                        + (d.rangeEnd() == null ? "" : " ... " + expr(d.rangeEnd(), 3)) + "]");
            }
            if (!el.designators().isEmpty()) {
                sb.append(" = ");
            }
            sb.append(expr(el.value(), 2));
            items.add(sb.toString());
        }
        return "{" + String.join(", ", items) + (l.hasTrailingComma() ? "," : "") + "}";
    }
}
