package dev.hicuda.lowering.shared;

import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.affine.Affine;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.ranges.SymbolicRanges;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.CType;
import dev.hicuda.lowering.data.DataShape;
import dev.hicuda.lowering.data.DeviceArray;
import dev.hicuda.lowering.shared.ThreadPartitionedLoops.ThreadLoop;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Phase 2 of the shared-memory lowering, before the loops are partitioned: gives each shared
 * variable the shape of its array and merges its allocated section, its copyin section and each
 * copyout section over the iterations that the threads of a block execute concurrently (the
 * enclosing loops partitioned over threads), which gives boxes of compile-time size; decides
 * which transfers need bounds guards.
 */
final class SectionMerging {
    private final SymbolTable symbols;
    private final Exprs ex;
    private final Reporter reporter;
    private final TransferGuards guards;

    SectionMerging(SymbolTable symbols, Exprs ex, Reporter reporter, TransferGuards guards) {
        this.symbols = symbols;
        this.ex = ex;
        this.reporter = reporter;
        this.guards = guards;
    }

    /** Sets the boxes of each variable ({@code box}, {@code copyin}, {@code copyoutBoxes}); leaves {@code box} null after an error. */
    void merge(List<SharedVar> vars, ThreadPartitionedLoops threadLoops, Map<Symbol, DeviceArray> arrays, Set<Symbol> regionLocals) {
        for (SharedVar v : vars) {
            v.local = regionLocals.contains(v.array);
            DeviceArray global = arrays.get(v.array);
            if (!resolveShape(v, global)) {
                continue;
            }
            List<ThreadLoop> loops = threadLoops.around(v.alloc);
            if (loops == null) {
                continue;
            }
            v.threadVars = ThreadPartitionedLoops.variables(loops);
            List<Expr[]> data = new ArrayList<>();
            int dims = v.shape.rank();
            for (int d = 0; d < dims; d++) {
                data.add(TransferGuards.dataBounds(global, v.shape, d, ex));
            }
            SymbolicRanges ranges = SymbolicRanges.at(v.alloc, symbols.constEval());
            v.box = box(v, v.directive.variable(), data, loops, ranges, false);
            if (v.box == null) {
                continue;
            }
            if (v.directive.hasCopyin()) {
                Section cs = v.directive.copyinVariable() != null ? v.directive.copyinVariable() : v.directive.variable();
                if (!cs.name().equals(v.array.name())) {
                    reporter.error(cs.pos(), "'shared alloc " + v.array.name() + " copyin' must copy from '" + v.array.name()
                            + "', not '" + cs.name() + "'");
                    continue;
                }
                v.copyin = box(v, cs, data, loops, ranges, v.directive.nobndcheck());
                if (v.copyin == null || !inside(v, v.copyin, cs)) {
                    continue;
                }
            }
            for (DirectiveStmt co : v.copyouts) {
                DataDirective cd = (DataDirective) co.directive();
                List<ThreadLoop> coLoops = threadLoops.around(co);
                if (coLoops == null) {
                    continue;
                }
                MergedSection b = box(v, cd.variable(), data, coLoops, SymbolicRanges.at(co, symbols.constEval()), cd.nobndcheck());
                if (b == null || !inside(v, b, cd.variable())) {
                    continue;
                }
                if (cd.to() != null) {
                    SharedVar.Target t = target(v, co, cd, b, arrays, coLoops);
                    if (t == null) {
                        continue;
                    }
                    v.copyoutTargets.put(co, t);
                }
                v.copyoutBoxes.put(co, b);
            }
            checkBoundVariablesUnchanged(v);
        }
    }

    /**
     * The target of {@code shared copyout A[...] to B[...]} (GPGPU'09): B must have a device copy in
     * global memory that reaches the kernel, the same element type and rank as A, and its section,
     * merged over the same threads, must have the size of A's copied section in every dimension.
     */
    private SharedVar.Target target(SharedVar v, DirectiveStmt co, DataDirective cd, MergedSection b, Map<Symbol, DeviceArray> arrays,
                                    List<ThreadLoop> coLoops) {
        Section to = cd.to();
        Symbol t = symbols.lookup(to.name(), co);
        DeviceArray copy = t == null ? null : arrays.get(t);
        if (copy == null) {
            reporter.error(to.pos(), "'shared copyout " + v.array.name() + " ... to " + to.name() + "' writes to the global-memory copy of '"
                    + to.name() + "', but " + (t == null ? "'" + to.name() + "' is not declared here" : "no 'global alloc' of it reaches the kernel"));
            return null;
        }
        if (copy.viewOf != null || copy.rank() != v.shape.rank() || !copy.shape.element.describe().equals(v.element.describe())) {
            reporter.error(to.pos(), "'" + to.name() + "' must have the type and shape of '" + v.array.name() + "' to receive its shared copy ("
                    + v.element.describe() + " with " + v.shape.rank() + " dimensions)");
            return null;
        }
        SharedVar tv = new SharedVar(co, cd, t, (dev.hicuda.ir.stmt.Compound) co.parent());
        tv.shape = copy.shape;
        tv.element = copy.shape.element;
        tv.specs = copy.shape.elementSpecs;
        List<Expr[]> data = new ArrayList<>();
        for (int d = 0; d < copy.rank(); d++) {
            data.add(TransferGuards.dataBounds(copy, copy.shape, d, ex));
        }
        MergedSection tb = box(tv, to, data, coLoops, SymbolicRanges.at(co, symbols.constEval()), cd.nobndcheck());
        if (tb == null) {
            return null;
        }
        for (int d = 0; d < tb.rank(); d++) {
            if (!tb.size().get(d).equals(b.size().get(d))) {
                reporter.error(to.pos(), "'to' section has " + tb.size().get(d) + " elements in dimension " + (d + 1)
                        + " but the copied section of '" + v.array.name() + "' has " + b.size().get(d)
                        + " (both merged over the threads of a block)");
                return null;
            }
        }
        return new SharedVar.Target(tv, tb);
    }

    /**
     * Sets the shape and element type of {@code v}: those of its global copy (a shaped pointer's
     * accesses are already promoted to subscripts on its shape), else of the array; false after
     * an error.
     */
    private boolean resolveShape(SharedVar v, DeviceArray global) {
        CType t = v.array.type() == null ? null : v.array.type().resolved();
        if (global != null && global.viewOf != null) {
            reporter.error(v.directive.variable().pos(), "'" + v.array.name() + "' is accessed as a flat array in this kernel"
                    + " (an offset does not factor into subscripts on its shape: see the warning), so its accesses cannot be"
                    + " redirected to a shared section; write the offsets so that each subscript is provably within its dimension");
            return false;
        }
        DataShape shape = global != null ? global.shape : DataShape.ofArray(v.array, ex);
        if (shape == null) {
            reporter.error(v.directive.variable().pos(), "'" + v.array.name() + "' is a "
                    + (t == null ? "value of unknown type" : t.describe())
                    + "; shared directives take arrays" + (t != null && t.isPointer()
                    ? " and pointers with a 'shape' and a reaching 'global alloc'" : ""));
            return false;
        }
        v.shape = shape;
        v.element = shape.element;
        v.specs = shape.elementSpecs;
        if (v.element.size() == null) {
            reporter.error(v.directive.variable().pos(), "the size of the elements of '" + v.array.name() + "' is not known");
            return false;
        }
        if (v.local && (v.directive.hasCopyin() || !v.copyouts.isEmpty())) {
            DirectiveStmt where = v.directive.hasCopyin() ? v.alloc : v.copyouts.get(0);
            reporter.error(where.pos(), "'" + v.array.name() + "' is declared inside the kernel, so it has no data in global memory to copy "
                    + (v.directive.hasCopyin() ? "in from" : "out to") + "; use 'shared alloc " + v.array.name() + "[...]' without copy clauses");
            return false;
        }
        return true;
    }

    /**
     * Merges one section over the concurrent iterations of {@code loops}; {@code data} holds the
     * bounds of the array's data per dimension (null where unknown).  Null after an error.
     */
    private MergedSection box(SharedVar v, Section sec, List<Expr[]> data, List<ThreadLoop> loops, SymbolicRanges ranges,
                              boolean nobndcheck) {
        int dims = data.size();
        if (sec.hasSection() && sec.dims().size() != dims) {
            reporter.error(sec.pos(), "section of '" + sec.name() + "' has " + sec.dims().size() + " dimension"
                    + (sec.dims().size() == 1 ? "" : "s") + " but " + (v.shape.isPointer() ? "its shape (" + v.shape.origin() + ")"
                    : "the array") + " has " + dims);
            return null;
        }
        Set<String> threadVars = ThreadPartitionedLoops.variables(loops);
        List<Affine> los = new ArrayList<>();
        List<Long> sizes = new ArrayList<>();
        boolean[] gLo = new boolean[dims];
        boolean[] gHi = new boolean[dims];
        for (int d = 0; d < dims; d++) {
            Section.Range r = sec.hasSection() ? sec.dims().get(d) : Section.Range.all();
            Expr start;
            Expr end;
            if (r.isAll()) {
                if (data.get(d) == null) {
                    reporter.error(sec.pos(), "dimension " + (d + 1) + " of '" + sec.name() + "' has no size known at compile time,"
                            + " so '[*]' cannot size its shared copy; give the section explicitly");
                    return null;
                }
                start = data.get(d)[0];
                end = data.get(d)[1];
            } else {
                start = r.start();
                end = r.end();
            }
            Affine lo = Affine.of(start, ex);
            Affine hi = Affine.of(end, ex);
            if (lo.mentionsInsideAtoms(threadVars) || hi.mentionsInsideAtoms(threadVars)) {
                reporter.error((r.isAll() ? sec : start).pos(), "cannot merge the section of '" + sec.name() + "' over the threads of a block: "
                        + "dimension " + (d + 1) + " is not a linear function of the thread-partitioned loop variables ("
                        + String.join(", ", threadVars) + ")");
                return null;
            }
            Affine mlo = lo;
            Affine mhi = hi;
            for (ThreadLoop l : loops) {
                Ident var = new Ident(l.var());
                long cl = lo.coefficientOf(var) * l.step();
                long ch = hi.coefficientOf(var) * l.step();
                Affine t = Affine.atom(l.threadIndex());
                mlo = mlo.minus(t.scale(cl)).plus(Math.min(0, cl * (l.threads() - 1)));
                mhi = mhi.minus(t.scale(ch)).plus(Math.max(0, ch * (l.threads() - 1)));
            }
            Long span = mhi.minus(mlo).value();
            if (span == null) {
                reporter.error((r.isAll() ? sec : start).pos(), "the extent of dimension " + (d + 1) + " of the shared copy of '" + sec.name()
                        + "' is not known at compile time: it spans " + mlo + " .. " + mhi
                        + "; shared memory is sized statically, so write the section as constant offsets from the loop variables (e.g. A[i][kk:kk+31])");
                return null;
            }
            if (span < 0) {
                reporter.error((r.isAll() ? sec : start).pos(), "dimension " + (d + 1) + " of the section of '" + sec.name() + "' is empty");
                return null;
            }
            if (span >= SharedBufferLayout.OPTIN_LIMIT) {
                reporter.error((r.isAll() ? sec : start).pos(), "dimension " + (d + 1) + " of the shared copy of '" + sec.name() + "' spans "
                        + (span == Long.MAX_VALUE ? "more than " + span : Long.toString(span + 1)) + " elements, more than fit in the "
                        + SharedBufferLayout.OPTIN_LIMIT + " bytes of shared memory of a block");
                return null;
            }
            los.add(mlo);
            sizes.add(span + 1);
            if (!nobndcheck) {
                guards.decide(sec, d, start, end, data.get(d), ranges, gLo, gHi);
            }
        }
        return new MergedSection(los, sizes, gLo, gHi);
    }

    /** A copy box must lie inside the shared variable's box. */
    private boolean inside(SharedVar v, MergedSection b, Section sec) {
        for (int d = 0; d < b.rank(); d++) {
            Long off = b.lo().get(d).minus(v.box.lo().get(d)).value();
            if (off == null || off < 0 || off + b.size().get(d) > v.box.size().get(d)) {
                reporter.error(sec.pos(), "the section to copy of '" + sec.name() + "' is not inside its shared allocation in dimension "
                        + (d + 1) + " (allocated " + v.box.lo().get(d) + " .. +" + (v.box.size().get(d) - 1) + ", copied "
                        + b.lo().get(d) + " .. +" + (b.size().get(d) - 1) + ")");
                return false;
            }
        }
        return true;
    }

    /** The variables in the section bounds must keep their values until the remove. */
    private void checkBoundVariablesUnchanged(SharedVar v) {
        Set<String> used = new HashSet<>();
        for (Affine a : v.box.lo()) {
            NodeWalker.preOrder(a.toExpr(), n -> {
                if (n instanceof Ident i) {
                    used.add(i.name());
                }
            });
        }
        for (Stmt s : v.scope()) {
            NodeWalker.preOrder(s, n -> {
                Ident target = null;
                if (n instanceof Assign a && Paren.strip(a.target()) instanceof Ident i) {
                    target = i;
                } else if (n instanceof Unary u && u.isIncDec() && Paren.strip(u.operand()) instanceof Ident i) {
                    target = i;
                }
                if (target != null && used.contains(target.name())) {
                    reporter.error(target.pos(), "'" + target.name() + "' is changed inside the scope of 'shared alloc " + v.array.name()
                            + "' (line " + v.alloc.pos().line() + "), whose section depends on it; the shared copy would no longer"
                            + " match the accesses");
                }
            });
        }
    }
}
