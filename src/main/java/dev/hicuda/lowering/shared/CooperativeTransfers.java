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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

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
    private final CopyCode code;
    private final Predicate<SharedVar> plainGlobal;
    private final PipelinedTransfers pipes;
    private final Map<SharedVar, Stmt> copies = new LinkedHashMap<>();

    /**
     * For the transfers of {@code vars} (all shared variables of the kernel) by {@code nthreads} threads
     * per block, written by {@code code}; {@code plainGlobal} says which variables are copies of plain
     * global arrays (that vectors may move).
     */
    CooperativeTransfers(Exprs ex, Compound kbody, List<SharedVar> vars, long nthreads, CopyCode code, Predicate<SharedVar> plainGlobal,
                         PipelinedTransfers pipes) {
        this.pipes = pipes;
        this.ex = ex;
        this.kbody = kbody;
        this.vars = vars;
        this.nthreads = nthreads;
        this.code = code;
        this.plainGlobal = plainGlobal;
    }

    /** Whether any of the variables is loaded or stored (and so needs the linear thread index). */
    static boolean anyTransfers(List<SharedVar> live) {
        return live.stream().anyMatch(v -> v.copyin != null || !v.copyoutBoxes.isEmpty());
    }

    /** The declaration of the linear thread index that the transfers use. */
    Stmt threadIndexDeclaration(GridMapping threads) {
        DeclStmt d = new DeclStmt(new dev.hicuda.ir.decl.Declaration(dev.hicuda.ir.decl.DeclSpecs.keywords("const", "int"),
                new ArrayList<>(List.of(new dev.hicuda.ir.decl.InitDeclarator(new dev.hicuda.ir.decl.NameDeclarator(TID), tidExpr(threads), null)))));
        d.setTrailingComment("/* linear thread index, for the cooperative transfers */");
        return d;
    }

    /** Loads after the alloc, stores at each copyout, barriers where the transfers need them. */
    void insert(SharedVar v) {
        Compound block = v.block();
        String where = v.alloc.pos().file() + ":" + v.alloc.pos().line();
        List<Stmt> load = new ArrayList<>();
        int at = block.indexOf(v.alloc);
        if (v.copyin != null) {
            Stmt copy = pipes.pipelined(v) ? pipes.atAlloc(v) : cooperativeCopy(v, v.copyin, true);
            if (pipes.pipelined(v)) {
                copies.put(v, copy);
            }
            at = block.indexOf(v.alloc);
            copy.setLeadingTrivia(List.of(new Trivia(Trivia.Kind.COMMENT,
                    "/* " + text(v.alloc) + " (" + where + "): " + v.copyin.elements() + " elements"
                            + (v.ringDim >= 0 ? " in a ring of planes; the " + pipes.copiedElements(v) + " of the planes that enter the"
                            + " section" : "") + ", loaded by all " + nthreads + " threads" + (pipes.pipelined(v)
                            ? " (stored from the registers loaded in the previous iteration)" : "") + " */")));
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
            SharedVar.Target target = v.copyoutTargets.get(co);
            Stmt store = target == null ? cooperativeCopy(v, b, false) : code.copyoutTo(v, b, target.array(), target.box()).direct();
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
        if (reusedLater(v) && !pipes.pipelined(v) && !(end > 0 && isBarrier(eb.items().get(end - 1)))) {
            eb.insert(end, barrier("/* " + v.name() + " is no longer read before its space is reused */"));
        }
    }

    /**
     * After every insert: the loads of the pipelined copy-ins for the next iteration, after the barrier
     * that follows each copy; and a barrier after each loop of pipelined copies whose buffers can be
     * written again later (the loop is itself in a loop, or another shared variable is allocated
     * later): a thread that leaves the loop must not overwrite them while another still reads its
     * last iteration's buffer.
     */
    void placePrefetches() {
        copies.forEach(pipes::prefetchAfter);
        java.util.Set<Stmt> done = new java.util.HashSet<>();
        for (SharedVar v : copies.keySet()) {
            Stmt loop = (Stmt) v.block().parent();
            if (reusedLater(v, loop.parent()) && done.add(loop) && loop.parent() instanceof Compound c) {
                int i = c.indexOf(loop);
                if (!(i + 1 < c.items().size() && isBarrier(c.items().get(i + 1)))) {
                    c.insert(i + 1, barrier("/* no thread still reads the buffers of the loop above when their bytes are reused */"));
                }
            }
        }
    }

    /**
     * Whether the variable's bytes can be written again after its scope ends: the scope is in a
     * loop (the next iteration loads again) or another shared variable is allocated later.
     */
    private boolean reusedLater(SharedVar v) {
        return reusedLater(v, v.block());
    }

    /** Whether v's bytes can be written again after {@code from} has run: it is in a loop, or another shared variable is allocated later. */
    private boolean reusedLater(SharedVar v, Node from) {
        for (Node p = from; p != null && p != kbody; p = p.parent()) {
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

    static boolean isBarrier(Stmt s) {
        return s instanceof ExprStmt es && es.expr() instanceof Call c && "__syncthreads".equals(c.calleeName());
    }

    private static Stmt barrier(String why) {
        Stmt s = new ExprStmt(new Call(Exprs.id("__syncthreads"), List.of()));
        s.setTrailingComment(why);
        return s;
    }

    /** The transfer of box {@code b} of {@code v} where its directive stands (docs/translation.md, "Transfers"). */
    private Stmt cooperativeCopy(SharedVar v, MergedSection b, boolean in) {
        return code.of(v, b, in, plainGlobal.test(v)).direct();
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
