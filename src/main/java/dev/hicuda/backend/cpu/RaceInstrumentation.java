package dev.hicuda.backend.cpu;

import dev.hicuda.analysis.loops.Subscripts;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Literal;
import dev.hicuda.ir.expr.Member;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.SizeofExpr;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.print.CPrinter;

import java.util.ArrayList;
import java.util.List;

/**
 * The CPU target with race checking ({@code --race-check}): every element access in a kernel goes
 * through the runtime's checker with the user's file:line:col and the access as written. A read
 * {@code A[i]} becomes {@code (*hicuda_cpu_rd(&A[i], "f.c:12:9 (A[i])"))}, an assignment
 * {@code A[i] = v} becomes {@code hicuda_cpu_st(&A[i], v, "...")}, and an update ({@code +=},
 * {@code ++}, a field of the element) {@code (*hicuda_cpu_rw(&A[i], "..."))}. Addresses
 * ({@code &A[i]}, {@code __ldg}, atomics) and {@code sizeof} are left alone. The runtime ignores
 * addresses outside device memory and the block's shared memory (local arrays of a thread).
 */
final class RaceInstrumentation {
    private static final CPrinter PRINT = CPrinter.canonical();

    private RaceInstrumentation() {
    }

    static void instrument(TranslationUnit tu) {
        for (FunctionDef f : NodeWalker.collect(tu, FunctionDef.class)) {
            if (f.specs() != null && f.specs().has("__global__") && f.body() != null) {
                List<Index> tops = new ArrayList<>();
                for (Index ix : NodeWalker.collect(f.body(), Index.class)) {
                    if (Subscripts.chain(ix) != null) {
                        tops.add(ix);
                    }
                }
                for (int i = tops.size() - 1; i >= 0; i--) {
                    wrap(tops.get(i));
                }
            }
        }
    }

    private static void wrap(Index access) {
        Expr e = access;
        Node p = e.parent();
        while (p instanceof Paren) {
            e = (Expr) p;
            p = p.parent();
        }
        if (p instanceof Unary u && u.op().equals("&") || p instanceof SizeofExpr
                || NodeWalker.collect(access, Ident.class).isEmpty()) {
            return;
        }
        Literal where = Literal.of(Literal.Kind.STRING, "\"" + escape(location(access) + " (" + shortText(access) + ")") + "\"");
        Node parent = access.parent();
        Expr replacement;
        if (p instanceof Assign a && a.target() == e && a.op().equals("=")) {
            Node ap = a.parent();
            Expr value = a.value();
            Call st = new Call(new Ident("hicuda_cpu_st"), List.of(new Unary("&", access, false), value, where));
            replace(ap, a, st);
            return;
        }
        while (p instanceof Member m && !m.isArrow() && m.base() == e || p instanceof Paren) {
            e = (Expr) p; // a field of the element: the access is what happens to the field
            p = p.parent();
        }
        boolean update = p instanceof Assign a && a.target() == e || p instanceof Unary u && u.isIncDec();
        String fn = update ? "hicuda_cpu_rw" : "hicuda_cpu_rd";
        replacement = new Paren(new Unary("*", new Call(new Ident(fn), List.of(new Unary("&", access, false), where)), false));
        replace(parent, access, replacement);
    }

    private static void replace(Node parent, Node old, Node by) {
        if (!parent.replaceChild(old, by)) {
            throw new IllegalStateException("cannot instrument an access under " + parent.getClass().getSimpleName());
        }
    }

    /** The access's position, or the nearest enclosing node's that has one. */
    private static String location(Node n) {
        for (Node x = n; x != null; x = x.parent()) {
            SourcePos pos = x.pos();
            if (pos != null && pos.isKnown()) {
                return pos.toString();
            }
        }
        return "(generated code)";
    }

    private static String shortText(Expr e) {
        String t = PRINT.expr(e).replaceAll("\\s+", " ");
        return t.length() <= 60 ? t : t.substring(0, 56) + " ...";
    }

    private static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c == '\\' || c == '"') {
                sb.append('\\').append(c);
            } else if (c == '?') {
                sb.append("\\?"); // no trigraphs
            } else if (c < 0x20 || c > 0x7e) {
                sb.append('?');
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
