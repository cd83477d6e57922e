package dev.hicuda.lowering.data;

import dev.hicuda.analysis.SymbolTable;

import dev.hicuda.analysis.affine.Affine;
import dev.hicuda.analysis.dataflow.IntervalColouring;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.ir.type.CType;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Plans constant memory for the whole file (paper §5.4, §5.6): every {@code constant copyin}
 * gets a slot in one {@code __constant__} pool.  A copy is live from its directive to the
 * matching {@code constant remove} in the same block (or to the end of the block), in program
 * order over the file; while it is live, it is also live during every call that can reach a
 * function with other constant directives, so the places of those calls are added to their live
 * ranges.  {@link IntervalColouring} then places the copies: copies that are never live together
 * share bytes, and the pool's size is the peak, not the sum.
 *
 * <p>Errors (each at the directive or the section dimension concerned): a section whose size is
 * not a compile-time constant, an element type of unknown size, a scalar, a second copyin of a
 * variable whose first copy is still live in the same block, a copy live across a recursive call
 * to its own function, and live copies that do not fit in 64 KB.  The plan goes to
 * {@link ConstantMemoryPlan#KEY}.
 */
public final class ConstantMemoryPlanning implements Pass {
    private Reporter reporter;
    private Exprs ex;
    private final CPrinter printer = CPrinter.readable();
    private final Map<Node, Integer> position = new IdentityHashMap<>();
    private final Map<Node, Integer> lastPosition = new IdentityHashMap<>();
    private final Map<Call, FunctionDef> callees = new IdentityHashMap<>();
    private final Map<String, Integer> copyins = new HashMap<>();
    private final Map<String, Integer> viewsNamed = new HashMap<>();
    private Set<String> namesInUse;

    @Override
    public String name() {
        return "constant-plan";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        this.reporter = ctx.reporter();
        this.ex = new Exprs(SymbolTable.of(ctx).constEval());
        number(tu, 0);
        namesInUse = namesIn(tu);
        namesInUse.add(ConstantMemoryPlan.POOL);
        for (DirectiveStmt ds : NodeWalker.collect(tu, DirectiveStmt.class)) {
            if (ds.directive() instanceof DataDirective dd && dd.memory() == DataDirective.Memory.CONSTANT
                    && dd.action() == DataDirective.Action.COPYIN) {
                copyins.merge(dd.variable().name(), 1, Integer::sum);
            }
        }

        List<ConstantVariable> vars = new ArrayList<>();
        Map<ConstantVariable, FunctionDef> owner = new IdentityHashMap<>();
        for (FunctionDef f : tu.functions()) {
            for (DirectiveStmt ds : NodeWalker.collect(f.body(), DirectiveStmt.class)) {
                if (ds.directive() instanceof DataDirective dd && dd.memory() == DataDirective.Memory.CONSTANT
                        && dd.action() == DataDirective.Action.COPYIN && ds.parent() instanceof Compound block
                        && KernelRegion.enclosing(ds) == null) {
                    ConstantVariable v = variable(ds, dd, block, ctx);
                    if (v != null) {
                        vars.add(v);
                        owner.put(v, f);
                    }
                }
            }
        }
        if (reporter.hasErrors() || vars.isEmpty()) {
            ctx.put(ConstantMemoryPlan.KEY, ConstantMemoryPlan.empty());
            return tu;
        }

        // Live ranges: the copy's own scope, plus every call that can reach its function.
        Map<FunctionDef, List<Call>> calls = hostCalls(tu);
        List<IntervalColouring.Item> items = new ArrayList<>();
        for (ConstantVariable v : vars) {
            FunctionDef f = owner.get(v);
            int start = position.get(v.directive);
            int end = v.remove != null ? position.get(v.remove) : lastPosition.get(v.directive.parent());
            List<IntervalColouring.Interval> live = new ArrayList<>();
            live.add(new IntervalColouring.Interval(start, end));
            Set<FunctionDef> reaching = reachingFunctions(f, calls);
            for (Map.Entry<FunctionDef, List<Call>> e : calls.entrySet()) {
                for (Call c : e.getValue()) {
                    if (!reaching.contains(callees.get(c))) {
                        continue;
                    }
                    int p = position.get(c);
                    if (p >= start && p <= end) {
                        reporter.error(v.copyin().variable().pos(), "the constant copy of '" + v.hostName() + "' is live across the call to '"
                                + c.calleeName() + "' at line " + c.pos().line() + ", which can run this 'constant copyin' again"
                                + " (recursion); constant memory is allocated statically, so remove the copy before the call");
                    } else {
                        live.add(new IntervalColouring.Interval(p, p));
                    }
                }
            }
            items.add(new IntervalColouring.Item(v.view, v.bytes(), v.align, live));
        }
        if (reporter.hasErrors()) {
            ctx.put(ConstantMemoryPlan.KEY, ConstantMemoryPlan.empty());
            return tu;
        }
        IntervalColouring colouring = new IntervalColouring(items);
        IntervalColouring.Placement placement = colouring.place();
        for (int i = 0; i < vars.size(); i++) {
            vars.get(i).place(placement.offset(i));
        }
        checkLimit(vars, colouring, placement);
        ConstantMemoryPlan plan = new ConstantMemoryPlan(vars, placement.poolSize(), placement.peak(), placement.align());
        ctx.put(ConstantMemoryPlan.KEY, plan);
        ctx.report().add("constant memory pool " + plan.summary());
        for (String line : plan.layoutTable(printer, ex)) {
            ctx.report().add("  " + line);
        }
        return tu;
    }

    // ------------------------------------------------------------------ one copyin

    private ConstantVariable variable(DirectiveStmt ds, DataDirective dd, Compound block, PassContext ctx) {
        Section sec = dd.variable();
        Symbol host = SymbolTable.of(ctx).lookup(sec.name(), ds);
        if (host == null) {
            reporter.error(sec.pos(), "'" + sec.name() + "' is not declared here");
            return null;
        }
        CType t = host.type();
        if (t == null || !(t.resolved() instanceof ArrayType) && !t.isPointer()) {
            reporter.error(sec.pos(), "'constant copyin' takes an array; '" + host.name() + "' is a "
                    + (t == null ? "non-object" : t.describe()) + " (a scalar read in a kernel is passed as a kernel parameter,"
                    + " which CUDA keeps in constant memory already)");
            return null;
        }
        DirectiveStmt remove = null;
        for (int i = block.indexOf(ds) + 1; i < block.items().size() && remove == null; i++) {
            if (block.items().get(i) instanceof DirectiveStmt o && o.directive() instanceof DataDirective od
                    && od.memory() == DataDirective.Memory.CONSTANT) {
                if (od.action() == DataDirective.Action.REMOVE && od.names().stream().anyMatch(n -> n.name().equals(sec.name()))) {
                    remove = o;
                } else if (od.action() == DataDirective.Action.COPYIN && od.variable().name().equals(sec.name())) {
                    break; // a second copy while this one is live: DataLifecycle reported it
                }
            }
        }
        DeviceArray layout = DeviceArray.of(host, dd, ex, reporter, SymbolTable.of(ctx));
        if (layout == null) {
            return null;
        }
        List<Long> extents = new ArrayList<>();
        for (int d = 0; d < layout.rank(); d++) {
            Affine extent = Affine.of(layout.extent.get(d), ex);
            Long n = extent.value();
            if (n == null) {
                Section.Range r = sec.hasSection() ? sec.dims().get(d) : Section.Range.all();
                SourcePos at = r.isAll() ? sec.pos() : r.start().pos();
                reporter.error(at, "the size of the constant copy of '" + host.name() + "' must be known at compile time, but dimension "
                        + (d + 1) + " has " + printer.expr(extent.toExpr()) + " elements; constant memory is allocated statically,"
                        + " so give bounds that differ by a constant (e.g. " + host.name() + "[c:c+63])");
                return null;
            }
            if (n <= 0) {
                Section.Range r = sec.hasSection() ? sec.dims().get(d) : Section.Range.all();
                reporter.error(r.isAll() ? sec.pos() : r.start().pos(), "the constant copy of '" + host.name() + "' has " + n
                        + " elements in dimension " + (d + 1) + "; a section [a:b] runs from a up to b, so b must not be below a");
                return null;
            }
            extents.add(n);
        }
        Long elementSize = layout.element.size();
        if (elementSize == null || elementSize <= 0) {
            reporter.error(sec.pos(), "the size of the element type " + layout.element.describe() + " of '" + host.name()
                    + "' is not known, so its constant copy cannot be laid out");
            return null;
        }
        try {
            long bytes = elementSize;
            for (long n : extents) {
                bytes = Math.multiplyExact(bytes, n);
            }
        } catch (ArithmeticException overflow) {
            reporter.error(sec.pos(), "constant memory overflow: the copy of '" + host.name() + "' needs more than " + Long.MAX_VALUE
                    + " bytes, but constant memory holds " + ConstantMemoryPlan.LIMIT + " bytes; copy a smaller section");
            return null;
        }
        long align = Long.highestOneBit(Math.max(1, layout.element.align()));
        return new ConstantVariable(ds, layout, extents, elementSize, align, viewName(host.name()), remove);
    }

    // ------------------------------------------------------------------ 64 KB

    private void checkLimit(List<ConstantVariable> vars, IntervalColouring colouring, IntervalColouring.Placement placement) {
        for (int i = 0; i < vars.size(); i++) {
            ConstantVariable v = vars.get(i);
            if (v.offset() + v.bytes() <= ConstantMemoryPlan.LIMIT) {
                continue;
            }
            SourcePos at = v.copyin().variable().pos();
            if (v.bytes() > ConstantMemoryPlan.LIMIT) {
                reporter.error(at, "constant memory overflow: the copy of " + v.describeSection(printer, ex) + " needs " + v.bytes()
                        + " bytes, but constant memory holds " + ConstantMemoryPlan.LIMIT + " bytes; copy a smaller section"
                        + " (e.g. in chunks inside a loop) or use 'texture copyin'");
                return;
            }
            long live = 0;
            List<String> parts = new ArrayList<>();
            for (int j : colouring.liveWith(i)) {
                ConstantVariable w = vars.get(j);
                live += w.bytes();
                if (j != i) {
                    parts.add(w.hostName() + " (" + w.bytes() + " bytes, line " + w.directive.pos().line() + ")");
                }
            }
            reporter.error(at, "constant memory overflow: the copy of " + v.describeSection(printer, ex) + " needs " + v.bytes()
                    + " bytes while " + String.join(", ", parts) + (parts.size() == 1 ? " is" : " are") + " live: " + live
                    + " bytes together" + (live <= ConstantMemoryPlan.LIMIT ? " (" + placement.poolSize()
                    + " after alignment and placement)" : "") + "; constant memory holds " + ConstantMemoryPlan.LIMIT + " bytes");
            return;
        }
    }

    // ------------------------------------------------------------------ program order and calls

    private int number(Node n, int next) {
        position.put(n, next);
        int last = next;
        for (Node c : n.children()) {
            last = number(c, last + 1);
        }
        lastPosition.put(n, last);
        return last;
    }

    /** Calls in host code (not in kernel regions) to functions defined in this file, per calling function. */
    private Map<FunctionDef, List<Call>> hostCalls(TranslationUnit tu) {
        Map<FunctionDef, List<Call>> calls = new LinkedHashMap<>();
        for (FunctionDef f : tu.functions()) {
            List<Call> l = new ArrayList<>();
            for (Call c : NodeWalker.collect(f.body(), Call.class)) {
                FunctionDef target = callee(c, tu);
                if (target != null && KernelRegion.enclosing(c) == null) {
                    l.add(c);
                    callees.put(c, target);
                }
            }
            calls.put(f, l);
        }
        return calls;
    }

    private static FunctionDef callee(Call c, TranslationUnit tu) {
        if (!(c.callee() instanceof Ident i) || i.symbol() == null || i.symbol().kind() != Symbol.Kind.FUNCTION) {
            return null;
        }
        FunctionDef def = null;
        for (FunctionDef f : tu.functions()) {
            if (f.name().equals(i.name())) {
                def = f;
            }
        }
        return def;
    }

    /** {@code g} and every function that can call it, directly or not. */
    private Set<FunctionDef> reachingFunctions(FunctionDef g, Map<FunctionDef, List<Call>> calls) {
        Map<FunctionDef, Set<FunctionDef>> callers = new HashMap<>();
        for (Map.Entry<FunctionDef, List<Call>> e : calls.entrySet()) {
            for (Call c : e.getValue()) {
                callers.computeIfAbsent(callees.get(c), k -> new HashSet<>()).add(e.getKey());
            }
        }
        Set<FunctionDef> seen = new HashSet<>();
        Deque<FunctionDef> work = new ArrayDeque<>();
        work.add(g);
        while (!work.isEmpty()) {
            FunctionDef f = work.poll();
            if (seen.add(f)) {
                work.addAll(callers.getOrDefault(f, Set.of()));
            }
        }
        return seen;
    }

    /** The name of the typed view of a copy of {@code host}: c_A, or c_A_1, c_A_2... when several copyins name A. */
    private String viewName(String host) {
        String base = "c_" + host + (copyins.getOrDefault(host, 0) > 1 ? "_" + viewsNamed.merge(host, 1, Integer::sum) : "");
        String n = base;
        while (namesInUse.contains(n)) {
            n += "_";
        }
        namesInUse.add(n);
        return n;
    }

    private static Set<String> namesIn(TranslationUnit tu) {
        Set<String> names = new HashSet<>();
        NodeWalker.preOrder(tu, n -> {
            if (n instanceof Ident i) {
                names.add(i.name());
            } else if (n instanceof NameDeclarator d && d.name() != null) {
                names.add(d.name());
            }
        });
        return names;
    }
}
