package dev.hicuda.lowering.shared;

import dev.hicuda.analysis.affine.Affine;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.TypeName;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Cast;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.While;
import dev.hicuda.lowering.grid.GridMapping;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes the cooperative transfers of the shared variables (paper §5.4): the load after each
 * {@code shared alloc ... copyin}, the store at each {@code shared copyout}, each a loop in which
 * all threads of the block move the box along the {@link TransferSchedule}, and the barriers the
 * transfers need (before the shared copy is read, before it is written back, before its bytes
 * are reused).
 */
final class CooperativeTransfers {
    static final String TID = "hicuda_tid";

    private final Exprs ex;
    private final Compound kbody;
    private final List<SharedVar> vars;
    private final long nthreads;
    private final TransferGuards guards;

    /** For the transfers of {@code vars} (all shared variables of the kernel) by {@code nthreads} threads per block. */
    CooperativeTransfers(Exprs ex, Compound kbody, List<SharedVar> vars, long nthreads, TransferGuards guards) {
        this.ex = ex;
        this.kbody = kbody;
        this.vars = vars;
        this.nthreads = nthreads;
        this.guards = guards;
    }

    /** Whether any of the variables is loaded or stored (and so needs the linear thread index). */
    static boolean anyTransfers(List<SharedVar> live) {
        return live.stream().anyMatch(v -> v.copyin != null || !v.copyoutBoxes.isEmpty());
    }

    /** The declaration of the linear thread index that the transfers use. */
    String threadIndexDeclaration(GridMapping threads) {
        return "const int " + TID + " = " + CPrinter.readable().expr(tidExpr(threads)) + "; /* linear thread index, for the cooperative transfers */";
    }

    /** Loads after the alloc, stores at each copyout, barriers where the transfers need them. */
    void insert(SharedVar v) {
        Compound block = v.block();
        int at = block.indexOf(v.alloc);
        String where = v.alloc.pos().file() + ":" + v.alloc.pos().line();
        List<Stmt> load = new ArrayList<>();
        if (v.copyin != null) {
            Stmt copy = cooperativeCopy(v, v.copyin, true);
            copy.setLeadingTrivia(List.of(new Trivia(Trivia.Kind.COMMENT,
                    "/* " + text(v.alloc) + " (" + where + "): " + v.copyin.elements()
                            + " elements, loaded by all " + nthreads + " threads */")));
            load.add(copy);
            if (!followedByLoadOrBarrier(block, at)) {
                load.add(barrier("/* the shared copy is complete before it is read */"));
            }
        }
        for (int k = load.size() - 1; k >= 0; k--) {
            block.insert(at + 1, load.get(k));
        }
        for (DirectiveStmt co : v.copyouts) {
            MergedSection b = v.copyoutBoxes.get(co);
            if (b == null || !(co.parent() instanceof Compound cb)) {
                continue;
            }
            int i = cb.indexOf(co);
            Stmt store = cooperativeCopy(v, b, false);
            store.setLeadingTrivia(List.of(new Trivia(Trivia.Kind.COMMENT,
                    "/* " + text(co) + " (" + co.pos().file() + ":" + co.pos().line() + "): "
                            + b.elements() + " elements, written back by all " + nthreads + " threads */")));
            cb.insert(i + 1, store);
            if (!(i > 0 && isBarrier(cb.items().get(i - 1)))) {
                cb.insert(i + 1, barrier("/* every thread's writes to " + v.name() + " are done before the write-back */"));
            }
        }
        // the end of the scope: no thread may still read the variable when its bytes are reused
        Compound eb = v.remove != null && v.remove.parent() instanceof Compound c ? c : v.block();
        int end = v.remove != null ? eb.indexOf(v.remove) : eb.items().size();
        if (reusedLater(v) && !(end > 0 && isBarrier(eb.items().get(end - 1)))) {
            eb.insert(end, barrier("/* " + v.name() + " is no longer read before its space is reused */"));
        }
    }

    /**
     * Whether the variable's bytes can be written again after its scope ends: the scope is in a
     * loop (the next iteration loads again) or another shared variable is allocated later.
     */
    private boolean reusedLater(SharedVar v) {
        for (Node p = v.block(); p != null && p != kbody; p = p.parent()) {
            if (p instanceof For || p instanceof While) {
                return true;
            }
        }
        return vars.stream().anyMatch(o -> o != v && o.box != null && o.first > v.first);
    }

    private static boolean followedByLoadOrBarrier(Compound block, int at) {
        for (int i = at + 1; i < block.items().size(); i++) {
            Stmt s = block.items().get(i);
            if (isBarrier(s)) {
                return true;
            }
            if (s instanceof DirectiveStmt d && d.directive() instanceof DataDirective dd && dd.memory() == DataDirective.Memory.SHARED
                    && dd.action() == DataDirective.Action.ALLOC) {
                if (dd.hasCopyin()) {
                    return true; // the last load of the group gets the barrier
                }
                continue;
            }
            return false;
        }
        return false;
    }

    private static boolean isBarrier(Stmt s) {
        return s instanceof ExprStmt es && es.expr() instanceof Call c && "__syncthreads".equals(c.calleeName());
    }

    private static Stmt barrier(String why) {
        Stmt s = new ExprStmt(new Call(Exprs.id("__syncthreads"), List.of()));
        s.setTrailingComment(why);
        return s;
    }

    /**
     * for (k = 0; k < ceil(n / T); k++) { e = tid + k*T; [if (e < n)] { r_d = ...; [if (in bounds)] s[r] = A[lo + r]; } }
     * — thread t moves elements t, t+T, ... of the box linearized in row-major order, so a warp
     * moves 32 consecutive elements: contiguous in shared memory (no bank conflicts) and, row by
     * row, contiguous in global memory (coalesced).
     */
    private Stmt cooperativeCopy(SharedVar v, MergedSection b, boolean in) {
        TransferSchedule plan = new TransferSchedule(b.size(), nthreads);
        long n = plan.elements();
        long rounds = plan.rounds();
        String e = "hicuda_e";
        Expr eIdx = rounds == 1 ? Exprs.id(TID) : ex.add(Exprs.id(TID), ex.mul(Exprs.id("hicuda_k"), Exprs.num(nthreads)));
        List<Stmt> rest = new ArrayList<>();
        List<Expr> local = new ArrayList<>();
        for (int d = 0; d < b.rank(); d++) {
            long stride = plan.stride(d);
            Expr q = stride == 1 ? Exprs.id(e) : new Binary("/", Exprs.id(e), Exprs.num(stride));
            Expr r = d == 0 ? q : new Binary("%", Exprs.paren(q, 13), Exprs.num(b.size().get(d)));
            if (b.rank() == 1) {
                local.add(Exprs.id(e));
            } else {
                String name = "hicuda_r" + d;
                rest.add(intDecl(name, r));
                local.add(Exprs.id(name));
            }
        }
        Expr shared = new Ident(v.name());
        Ident array = new Ident(v.array.name());
        array.setSymbol(v.array);
        Expr global = array;
        Expr guard = null;
        for (int d = 0; d < b.rank(); d++) {
            Long off = b.lo().get(d).minus(v.box.lo().get(d)).value();
            shared = new Index(shared, off == 0 ? local.get(d).copy() : ex.add(local.get(d).copy(), Exprs.num(off)));
            Affine g = b.lo().get(d).plus(Affine.atom(local.get(d)));
            if (b.guardLo()[d] || b.guardHi()[d]) {
                String gname = "hicuda_g" + d;
                rest.add(intDecl(gname, g.toExpr()));
                global = new Index(global, Exprs.id(gname));
                guard = guards.extend(guard, v, b, d, gname);
            } else {
                global = new Index(global, g.toExpr());
            }
        }
        Stmt move = in ? new ExprStmt(new Assign("=", shared, global)) : new ExprStmt(new Assign("=", global, shared));
        rest.add(guard == null ? move : new If(guard, new Compound(List.of(move)), null));
        List<Stmt> body = new ArrayList<>();
        body.add(intDecl(e, eIdx));
        if (plan.needsTailGuard()) {
            body.add(new If(new Binary("<", Exprs.id(e), Exprs.num(n)), new Compound(rest), null));
        } else {
            body.addAll(rest);
        }
        if (rounds == 1) {
            return new Compound(body);
        }
        return new For(intDecl("hicuda_k", Exprs.num(0)), new Binary("<", Exprs.id("hicuda_k"), Exprs.num(rounds)),
                new Unary("++", Exprs.id("hicuda_k"), true), new Compound(body));
    }

    private static Stmt intDecl(String name, Expr init) {
        return new DeclStmt(new Declaration(DeclSpecs.keywords("int"),
                List.of(new InitDeclarator(new NameDeclarator(name), init, null))));
    }

    /** The directive's text on one line, safe inside a comment. */
    private static String text(DirectiveStmt d) {
        return d.text().replaceAll("\\s*\\\\\\r?\\n\\s*", " ").replace("*/", "* /");
    }

    /** threadIdx.x + threadIdx.y * nx + threadIdx.z * nx * ny, without the dimensions of size 1. */
    private Expr tidExpr(GridMapping threads) {
        Expr x = castInt(Exprs.member("threadIdx", "x"));
        Expr y = castInt(Exprs.member("threadIdx", "y"));
        Expr z = castInt(Exprs.member("threadIdx", "z"));
        Long nx = ex.value(threads.physical("x"));
        Long ny = ex.value(threads.physical("y"));
        Long nz = ex.value(threads.physical("z"));
        Expr e = x;
        if (ny != null && ny > 1) {
            e = ex.add(ex.mul(y, Exprs.num(nx)), e);
        }
        if (nz != null && nz > 1) {
            e = ex.add(ex.mul(z, Exprs.num(nx * ny)), e);
        }
        return e;
    }

    private static Expr castInt(Expr e) {
        return new Cast(new TypeName(DeclSpecs.keywords("int"), new NameDeclarator(null)), e);
    }
}
