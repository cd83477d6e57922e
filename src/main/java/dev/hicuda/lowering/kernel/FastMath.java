package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.ConditionalEvaluation;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Literal;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.Stmt;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The kernel-side rewrites of {@code --fast-math} (docs/translation.md, "Fast math"): faster math
 * that may differ from the exact result in the last bits.
 * <ul>
 * <li>{@code x / sqrtf(y)} becomes {@code x * rsqrtf(y)} ({@code 1.0f / sqrtf(y)}: {@code rsqrtf(y)},
 *     {@code x /= sqrtf(y)}: {@code x *= rsqrtf(y)}): one reciprocal square root (2 ulp) instead of a
 *     correctly rounded square root and division;</li>
 * <li>{@code sinf(e)} and {@code cosf(e)} of the same argument in one statement or in statements of
 *     one block (the first before or in the same statement as the second, nothing between them
 *     changing {@code e}) become one {@code sincosf(e, &s, &c)} before the first: one range reduction
 *     instead of two ({@code sin}/{@code cos} of doubles: {@code sincos}).</li>
 * </ul>
 */
final class FastMath {
    private int next;

    /** Applies both rewrites to a kernel body. */
    void apply(Compound kbody) {
        List<Binary> divisions = NodeWalker.collect(kbody, Binary.class);
        java.util.Collections.reverse(divisions); // innermost first: an outer argument then copies the rewritten inner one
        for (Binary b : divisions) {
            Expr arg = sqrtfArgument(b.right());
            if (b.op().equals("/") && arg != null) {
                Expr rs = new Call(Exprs.id("rsqrtf"), List.of(arg.copy()));
                NodeWalker.replace(b, isOne(b.left()) ? rs : new Binary("*", b.left().copy(), rs));
            }
        }
        for (Assign a : NodeWalker.collect(kbody, Assign.class)) {
            Expr arg = sqrtfArgument(a.value());
            if (a.op().equals("/=") && arg != null) {
                NodeWalker.replace(a, new Assign("*=", a.target().copy(), new Call(Exprs.id("rsqrtf"), List.of(arg.copy()))));
            }
        }
        for (Compound c : NodeWalker.collect(kbody, Compound.class)) {
            fuseSinCos(c);
        }
    }

    /** y when e is {@code sqrtf(y)} (in parentheses or not), else null. */
    private static Expr sqrtfArgument(Expr e) {
        return Paren.strip(e) instanceof Call c && "sqrtf".equals(c.calleeName()) && c.args().size() == 1 ? c.args().get(0) : null;
    }

    private static boolean isOne(Expr e) {
        if (!(Paren.strip(e) instanceof Literal l)) {
            return false;
        }
        String t = l.text().toLowerCase();
        return l.kind() == Literal.Kind.INT ? Long.valueOf(1).equals(l.intValue()) : t.endsWith("f") && Double.parseDouble(t.replace("f", "")) == 1.0;
    }

    /** One sine or cosine call of a statement of the block, evaluated whenever the statement runs. */
    private record Trig(Call call, int stmt, boolean sine, String type, String key) {
    }

    /** Pairs sines and cosines of the same argument among the statements of one block. */
    private void fuseSinCos(Compound c) {
        List<Trig> found = new ArrayList<>();
        for (int i = 0; i < c.items().size(); i++) {
            Stmt s = c.items().get(i);
            if (!(s instanceof ExprStmt) && !(s instanceof DeclStmt)) {
                continue;
            }
            for (Call call : NodeWalker.collect(s, Call.class)) {
                String name = call.calleeName();
                if (name == null || call.args().size() != 1 || !List.of("sinf", "cosf", "sin", "cos").contains(name)
                        || !ConditionalEvaluation.unconditional(call, s) || hasSideEffects(call.args().get(0))) {
                    continue;
                }
                String type = name.endsWith("f") ? "float" : "double";
                found.add(new Trig(call, i, name.startsWith("sin"), type, type + ":" + CPrinter.readable().expr(call.args().get(0))));
            }
        }
        Set<Call> used = new HashSet<>();
        List<Stmt[]> inserts = new ArrayList<>();
        for (Trig a : found) {
            if (used.contains(a.call)) {
                continue;
            }
            for (Trig b : found) {
                if (used.contains(b.call) || b.sine == a.sine || !b.key.equals(a.key)) {
                    continue;
                }
                Trig first = a.stmt <= b.stmt ? a : b;
                Trig second = first == a ? b : a;
                Expr arg = first.call.args().get(0);
                if (!stable(c, arg, first.stmt, second.stmt)) {
                    continue;
                }
                used.add(a.call);
                used.add(b.call);
                String sn = "hicuda_sin" + next;
                String cs = "hicuda_cos" + next++;
                Trig sine = a.sine ? a : b;
                Trig cosine = a.sine ? b : a;
                Stmt decl = new DeclStmt(new Declaration(DeclSpecs.keywords(a.type),
                        List.of(new InitDeclarator(new NameDeclarator(sn), null, null), new InitDeclarator(new NameDeclarator(cs), null, null))));
                Stmt call = new ExprStmt(new Call(Exprs.id(a.type.equals("float") ? "sincosf" : "sincos"),
                        List.of(arg.copy(), new Unary("&", Exprs.id(sn), false), new Unary("&", Exprs.id(cs), false))));
                call.setTrailingComment("/* --fast-math: sine and cosine of one argument */");
                inserts.add(new Stmt[] {c.items().get(first.stmt), decl, call});
                NodeWalker.replace(sine.call, Exprs.id(sn));
                NodeWalker.replace(cosine.call, Exprs.id(cs));
                break;
            }
        }
        for (Stmt[] ins : inserts) {
            c.insertBefore(ins[0], ins[1]);
            c.insertBefore(ins[0], ins[2]);
        }
    }

    private static boolean hasSideEffects(Expr e) {
        return NodeWalker.any(e, n -> n instanceof Assign || n instanceof Call || n instanceof Unary u && u.isIncDec());
    }

    /**
     * Whether {@code arg} has the same value before statement {@code from} as where the calls
     * evaluate it: statements from..to-1 assign none of its variables (nor, if it reads arrays,
     * any memory), and statement {@code from} declares none of them.
     */
    private static boolean stable(Compound c, Expr arg, int from, int to) {
        Set<String> names = new HashSet<>();
        for (Ident i : NodeWalker.collect(arg, Ident.class)) {
            names.add(i.name());
        }
        boolean readsMemory = NodeWalker.any(arg, n -> n instanceof Index || n instanceof Unary u && u.op().equals("*"));
        if (c.items().get(from) instanceof DeclStmt ds
                && ds.decl().declarators().stream().anyMatch(d -> d.name() != null && names.contains(d.name()))) {
            return false;
        }
        for (int k = from; k < to; k++) {
            Stmt s = c.items().get(k);
            for (Node n : NodeWalker.collect(s, Node.class)) {
                Expr target = n instanceof Assign a ? a.target() : n instanceof Unary u && u.isIncDec() ? u.operand() : null;
                if (target == null) {
                    continue;
                }
                target = Paren.strip(target);
                if (target instanceof Ident i ? names.contains(i.name()) : readsMemory) {
                    return false;
                }
            }
            if (s instanceof DeclStmt ds && ds.decl().declarators().stream().anyMatch(d -> d.name() != null && names.contains(d.name()))) {
                return false;
            }
        }
        return true;
    }
}
