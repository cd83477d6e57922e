package dev.hicuda.analysis.dependence;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.LoopPartitionDirective;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The dependence check (the paper's future work; issue 14): the iterations of a {@code loop_partition}ed
 * loop run in parallel, so a dependence carried by that loop — two iterations touching the same
 * element, one of them writing it — is a race on the GPU. For each partitioned loop, every write to an
 * array (declared outside the kernel) in its body is tested against every access to the same array
 * ({@link DependenceTest}: exact for affine subscripts, "may depend" otherwise), and every scalar of the
 * kernel declared outside the loop is checked for values carried from one iteration to the next
 * ({@link ScalarDependences}). Each finding is a warning at one access with a note at the other;
 * reductions, the usual intended case, are recognised and the warning says so. Arrays and scalars
 * declared inside the kernel are per-thread copies; only the scalars are checked.
 */
public final class DependenceCheck implements Pass {
    private static final CPrinter PRINT = CPrinter.canonical();

    @Override
    public String name() {
        return "dependence-check";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        Set<Node> reported = Collections.newSetFromMap(new IdentityHashMap<>());
        for (DirectiveStmt ds : NodeWalker.collect(tu, DirectiveStmt.class)) {
            if (!(ds.directive() instanceof LoopPartitionDirective) || !(ds.attachedStatement() instanceof For f)) {
                continue;
            }
            KernelRegion region = KernelRegion.enclosing(ds);
            if (region == null) {
                continue;
            }
            PartitionedLoop loop = new PartitionedLoop(ds, f, region, SymbolTable.of(ctx).constEval());
            if (loop.counted == null) {
                continue;
            }
            arrays(loop, new DependenceTest(loop, SymbolTable.of(ctx)), ctx.reporter(), reported);
            scalars(loop, ctx.reporter(), reported);
        }
        return tu;
    }

    private static void arrays(PartitionedLoop loop, DependenceTest test, Reporter reporter, Set<Node> reported) {
        Map<Symbol, List<Access>> bySymbol = new LinkedHashMap<>();
        for (Access a : Access.in(loop.loop.body(), s -> !loop.declaredInKernel(s))) {
            if (loop.perBlockCopy(a)) {
                continue;
            }
            bySymbol.computeIfAbsent(a.symbol(), k -> new ArrayList<>()).add(a);
        }
        for (List<Access> all : bySymbol.values()) {
            for (int w = 0; w < all.size(); w++) {
                Access write = all.get(w);
                if (!write.writes() || reported.contains(write.node())) {
                    continue;
                }
                Access partner = null;
                String why = null;
                DependenceTest.Result found = DependenceTest.Result.INDEPENDENT;
                for (int x = 0; x < all.size(); x++) {
                    Access other = all.get(x);
                    if (other.writes() && x < w || reported.contains(other.node()) && other != write) {
                        continue;
                    }
                    DependenceTest.Result r = test.test(write, other);
                    if (better(r, other, found, partner)) {
                        found = r;
                        partner = other;
                        why = test.why();
                    }
                }
                if (partner != null) {
                    report(loop, write, partner, found, why, reduction(loop, write, partner), reporter);
                    reported.add(write.node());
                    reported.add(partner.node());
                }
            }
        }
    }

    /** A dependence that is certain beats one that may be, a read beats a write, the first found beats later ones. */
    private static boolean better(DependenceTest.Result r, Access other, DependenceTest.Result found, Access partner) {
        if (r == DependenceTest.Result.INDEPENDENT) {
            return false;
        }
        if (partner == null || r.ordinal() > found.ordinal()) {
            return true;
        }
        return r == found && !other.writes() && partner.writes();
    }

    private static void report(PartitionedLoop loop, Access write, Access other, DependenceTest.Result r, String why, boolean reduction,
                               Reporter reporter) {
        String name = write.symbol().name();
        String run = "iterations of the partitioned loop run in parallel";
        String between = other == write ? "" : " between this write and the " + other.kind() + " at " + other.node().pos();
        String message;
        if (reduction) {
            message = "loop-carried dependence on '" + name + "'" + between + ": a reduction ('" + update(write) + "') into an element that"
                    + " every iteration of the partitioned loop updates; " + run + ", so the updates race: accumulate per-thread"
                    + " partial results and combine them, or use atomicAdd";
        } else if (r == DependenceTest.Result.MAY_DEPEND) {
            message = "possible loop-carried dependence on '" + name + "'" + between + ": " + (why == null ? "" : why + ", so ")
                    + "hicuda cannot prove that different iterations " + (other == write ? "write different elements here" : "touch"
                    + " different elements") + "; " + run;
        } else if (other == write) {
            message = "loop-carried dependence on '" + name + "': different iterations of the partitioned loop write the same"
                    + " element here; " + run;
        } else {
            message = "loop-carried dependence on '" + name + "'" + between + "; " + run;
        }
        reporter.warning(write.node().pos(), message);
        if (other != write) {
            reporter.note(other.node().pos(), "the " + other.kind() + " of '" + name + "' in another iteration of the loop"
                    + " partitioned at line " + loop.directive.pos().line());
        } else {
            reporter.note(loop.directive.pos(), "the loop of '" + loop.counted.var().name() + "' is partitioned here");
        }
    }

    /**
     * An update {@code a[c] op= e} (or {@code a[c] = a[c] op e}) of an element that does not change with
     * the iteration, whose conflict is with itself or with its own read.
     */
    private static boolean reduction(PartitionedLoop loop, Access write, Access partner) {
        Node stmt = write.node().parent();
        while (stmt instanceof Paren) {
            stmt = stmt.parent();
        }
        String text = PRINT.expr(write.node());
        boolean update = write.isUpdate();
        if (!update && stmt instanceof Assign a && a.op().equals("=")) {
            update = NodeWalker.any(a.value(), n -> n instanceof Expr e && Access.of(e) != null && PRINT.expr(e).equals(text));
        }
        if (!update || NodeWalker.any(write.node(), n -> n instanceof Ident i && i.symbol() != null && i.symbol() != write.symbol()
                && (loop.varies(i.symbol()) || loop.loopOf(i.symbol(), write.node()) != null
                && loop.isInside(loop.loopOf(i.symbol(), write.node()))))) {
            return false;
        }
        return partner == write || PRINT.expr(partner.node()).equals(text) && PartitionedLoop.inside(partner.node(), stmt);
    }

    private static String update(Access write) {
        Node p = write.node().parent();
        while (p instanceof Paren) {
            p = p.parent();
        }
        if (p instanceof Assign a) {
            return PRINT.expr(write.node()) + " " + a.op() + " ...";
        }
        if (p instanceof Unary u) {
            return PRINT.expr(u);
        }
        return PRINT.expr(write.node());
    }

    private static void scalars(PartitionedLoop loop, Reporter reporter, Set<Node> reported) {
        Set<Symbol> candidates = new LinkedHashSet<>();
        for (Symbol s : loop.writes.keySet()) {
            if (s != loop.counted.var() && s.type() != null && !s.type().resolved().isArray() && loop.declaredInKernel(s)
                    && !PartitionedLoop.inside(s.declaration(), loop.loop)) {
                candidates.add(s);
            }
        }
        if (candidates.isEmpty()) {
            return;
        }
        for (ScalarDependences.Finding f : ScalarDependences.of(loop, candidates)) {
            if (!reported.add(f.read())) {
                continue;
            }
            String name = f.symbol().name();
            if (f.reduction()) {
                reporter.warning(position(f.write()), "loop-carried dependence on '" + name + "': a reduction ('" + shortText(updateOf(f))
                        + "') over the iterations of the partitioned loop, which run in parallel: each thread accumulates only its"
                        + " own iterations into its own '" + name + "', not the total of the sequential loop; store the partial"
                        + " values and combine them (a barrier, then a singular region), or use atomicAdd");
                reporter.note(loop.directive.pos(), "the loop of '" + loop.counted.var().name() + "' is partitioned here");
            } else {
                reporter.warning(f.read().pos(), "loop-carried dependence on '" + name + "' between this read and the write at "
                        + position(f.write()) + ": the read may see the value of a previous iteration; iterations of the partitioned"
                        + " loop run in parallel and each thread has its own '" + name + "'");
                reporter.note(position(f.write()), "the write of '" + name + "'");
            }
        }
    }

    /** Where a write of a scalar is: its target's position for an assignment or ++/--. */
    private static dev.hicuda.diag.SourcePos position(Node write) {
        if (write instanceof Assign a) {
            return a.target().pos();
        }
        if (write instanceof Unary u && !u.isPostfix()) {
            return u.pos();
        }
        if (write instanceof Unary u) {
            return u.operand().pos();
        }
        return write.pos();
    }

    private static String shortText(Expr e) {
        String t = PRINT.expr(e);
        return t.length() <= 60 ? t : t.substring(0, 56) + " ...";
    }

    private static Expr updateOf(ScalarDependences.Finding f) {
        Node n = f.write();
        return n instanceof Expr e ? e : f.read();
    }
}
