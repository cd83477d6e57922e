package dev.hicuda.optimize.specialize;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.analysis.affine.PolyReader;
import dev.hicuda.analysis.dataflow.ReachingDirectives;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.analysis.ranges.IndexFactoring;
import dev.hicuda.analysis.ranges.SymbolicRanges;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.optimize.nest.ArrayDims;
import dev.hicuda.optimize.nest.ArrayRef;
import dev.hicuda.optimize.nest.Code;
import dev.hicuda.optimize.nest.Directives;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Small read-only arrays read uniformly go to constant memory: an array that a kernel only reads,
 * every thread of a block at the same element at a time (no subscript depends on a thread's
 * index: {@link Uniformity}), and in a sequential loop (so the constant cache serves it many times),
 * is copied into constant memory before the kernel ({@code constant copyin A[lo:hi]}, the section the
 * kernel's subscripts span, whose extents must be constants) and removed after it, instead of
 * being read from its global copy, whose {@code global alloc} and {@code free} go (the data is
 * copied from the host array at each launch, so the host must not write it while the global copy
 * would have been live; no other kernel may read the global copy; it is not copied out; it was
 * allocated with a copy of the whole section).  The copies of a kernel stay within
 * {@link #PER_KERNEL} bytes; in a file where the programmer copies anything into constant memory, none is added.
 */
public final class ConstantArrays {
    /** The constant memory of the device: a kernel's copies must fit in it (the pool's planning checks it again). */
    static final long PER_KERNEL = 64 * 1024;

    private final ConstEval constants;
    private final SymbolTable symbols;
    private final boolean forced;

    public ConstantArrays(ConstEval constants, SymbolTable symbols, boolean forced) {
        this.constants = constants;
        this.symbols = symbols;
        this.forced = forced;
    }

    /** One array to copy: its section, bytes, and the directives of its global copy to remove. */
    private record Copy(Symbol array, List<Poly[]> section, long bytes, DirectiveStmt alloc) {
    }

    /** Applies to kernel {@code r} of {@code kernels}; returns the report's lines. */
    public List<String> apply(KernelRegion r, List<KernelRegion> kernels) {
        Set<Symbol> varying = Uniformity.varying(r);
        Set<Symbol> assigned = new java.util.HashSet<>();
        Map<Symbol, List<ArrayRef>> byArray = new LinkedHashMap<>();
        for (Stmt s : r.body()) {
            assigned.addAll(CountedLoop.writtenIn(s));
            for (ArrayRef ref : ArrayRef.in(s)) {
                byArray.computeIfAbsent(ref.array(), k -> new ArrayList<>()).add(ref);
            }
        }
        List<String> out = new ArrayList<>();
        List<Copy> copies = new ArrayList<>();
        long total = 0;
        for (Map.Entry<Symbol, List<ArrayRef>> e : byArray.entrySet()) {
            Symbol x = e.getKey();
            List<ArrayRef> refs = e.getValue();
            if (r.contains(x.declaration())) {
                continue;
            }
            Object res = check(r, x, refs, varying, assigned, kernels);
            if (res instanceof String why) {
                if (why.startsWith("-")) {
                    continue; // not a candidate at all (written, not read uniformly): not worth a line
                }
                out.add(x.name() + " not copied to constant memory: " + why);
                continue;
            }
            Copy c = (Copy) res;
            if (total + c.bytes > PER_KERNEL) {
                out.add(x.name() + " not copied to constant memory: its " + c.bytes + " bytes would take the kernel's copies over "
                        + PER_KERNEL + " bytes");
                continue;
            }
            total += c.bytes;
            copies.add(c);
        }
        for (Copy c : copies) {
            write(r, c);
            out.add("applied: " + c.array.name() + sectionText(c) + " (" + c.bytes + " bytes, read by every thread of a block at the"
                    + " same element) copied to constant memory before the kernel; its global copy (" + c.alloc.pos().file() + ":"
                    + c.alloc.pos().line() + ") removed");
        }
        return out;
    }


    /** A {@link Copy}, or why not (a reason starting with '-' for arrays that are plainly not candidates). */
    private Object check(KernelRegion r, Symbol x, List<ArrayRef> refs, Set<Symbol> varying, Set<Symbol> assigned,
                         List<KernelRegion> kernels) {
        if (refs.stream().anyMatch(ArrayRef::write)) {
            return "-written";
        }
        DirectiveStmt staged = Directives.sharedCopy(r, x.name());
        if (staged != null) {
            return "the kernel stages it in shared memory (" + staged.pos().file() + ":" + staged.pos().line()
                    + "): its threads copy different elements, which constant memory would serialize";
        }
        for (ArrayRef ref : refs) {
            for (Expr s : ref.subscripts()) {
                if (Code.mentions(s, varying) || NodeWalker.any(s, n -> n instanceof dev.hicuda.ir.expr.Index || n instanceof Call)) {
                    return "-not uniform";
                }
            }
        }
        if (!forced && refs.stream().noneMatch(ref -> Uniformity.inSequentialLoop(ref.node(), r))) {
            return "read once a thread (not in a loop): a copy at each launch would not pay";
        }
        DirectiveStmt alloc = ReachingDirectives.reaching(x.name(), DataDirective.Memory.GLOBAL, r.begin());
        if (alloc == null) {
            return "-no global copy";
        }
        DataDirective g = (DataDirective) alloc.directive();
        if (!g.hasCopyin() || g.copyinVariable() != null) {
            return "its global copy is not a copy of the whole allocated section (" + alloc.pos().file() + ":" + alloc.pos().line() + ")";
        }
        ArrayDims dims = ArrayDims.of(x, r.begin(), symbols);
        if (dims == null || dims.elementSize() == null) {
            return "its dimensions are not known";
        }
        for (Stmt s : r.body()) {
            if (!ArrayRef.onlyElementAccesses(s, x)) {
                return "the kernel uses it other than by element accesses";
            }
        }
        List<Poly[]> section = new ArrayList<>();
        for (int m = 0; m < dims.rank(); m++) {
            section.add(null);
        }
        PolyReader reader = new PolyReader(constants);
        for (ArrayRef ref : refs) {
            List<Expr> subs = ref.subscripts();
            if (subs.size() == 1 && dims.rank() > 1) {
                IndexFactoring.Factored f = new IndexFactoring().factor(subs.get(0), dims.dims(), SymbolicRanges.at(ref.node(), constants));
                if (!f.ok()) {
                    return "an access does not factor into subscripts on its shape";
                }
                subs = f.indices();
            }
            if (subs.size() != dims.rank()) {
                return "an access has " + subs.size() + " subscripts for " + dims.rank() + " dimensions";
            }
            for (int m = 0; m < dims.rank(); m++) {
                Poly[] range = range(reader.read(subs.get(m)), ref.node(), r, reader);
                if (range == null) {
                    return "the range of a subscript is not known";
                }
                for (Poly p : range) {
                    for (Poly.Atom a : p.atoms()) {
                        if (a.symbol() != null && (assigned.contains(a.symbol()) || varying.contains(a.symbol())) || a.opaqueExpr() != null) {
                            return "the range of a subscript depends on '" + a.name() + "', which the kernel changes";
                        }
                    }
                }
                Poly[] cur = section.get(m);
                if (cur == null) {
                    section.set(m, range);
                    continue;
                }
                Long dlo = range[0].minus(cur[0]).constantValue();
                Long dhi = range[1].minus(cur[1]).constantValue();
                if (dlo == null || dhi == null) {
                    return "its accesses are not a constant distance apart";
                }
                section.set(m, new Poly[] {dlo < 0 ? range[0] : cur[0], dhi > 0 ? range[1] : cur[1]});
            }
        }
        long bytes = dims.elementSize();
        for (Poly[] s : section) {
            Long ext = s[1].minus(s[0]).plus(1).constantValue();
            if (ext == null || ext <= 0) {
                return "the extent of its section is not a compile-time constant";
            }
            bytes *= ext;
        }
        if (bytes > PER_KERNEL) {
            return "its section of " + bytes + " bytes is larger than " + PER_KERNEL;
        }
        String other = otherUse(x, alloc, r, kernels);
        if (other != null) {
            return other;
        }
        return new Copy(x, section, bytes, alloc);
    }


    /** [lo, hi] of {@code p} over the loops of the kernel around {@code at}, or null. */
    private Poly[] range(Poly p, Node at, KernelRegion r, PolyReader reader) {
        if (p == null) {
            return null;
        }
        Poly lo = p;
        Poly hi = p;
        for (Node child = at, par = at.parent(); par != null && par != r.block(); child = par, par = par.parent()) {
            if (!(par instanceof For f) || child != f.body()) {
                continue;
            }
            CountedLoop c = CountedLoop.of(f, constants);
            if (c == null) {
                continue;
            }
            Poly.Atom v = Poly.Atom.of(c.var());
            Poly low = c.low(reader);
            Poly high = c.high(reader);
            Poly[] sl = lo.splitLinear(v);
            Poly[] sh = hi.splitLinear(v);
            if (sl == null || sh == null || low == null || high == null) {
                return null;
            }
            Long al = sl[0].constantValue();
            Long ah = sh[0].constantValue();
            if (al == null || ah == null) {
                return null;
            }
            lo = sl[1].plus(sl[0].times(al >= 0 ? low : high));
            hi = sh[1].plus(sh[0].times(ah >= 0 ? high : low));
        }
        return new Poly[] {lo, hi};
    }

    /** Why the global copy must stay: another kernel reads it, it is copied out, or the host writes the array meanwhile. */
    private static String otherUse(Symbol x, DirectiveStmt alloc, KernelRegion r, List<KernelRegion> kernels) {
        for (KernelRegion k : kernels) {
            if (k.begin() != r.begin() && ReachingDirectives.reaching(x.name(), DataDirective.Memory.GLOBAL, k.begin()) == alloc) {
                for (Stmt s : k.body()) {
                    if (NodeWalker.any(s, n -> n instanceof Ident i && i.symbol() == x)) {
                        return "kernel " + k.directive().name() + " also reads its global copy";
                    }
                }
            }
        }
        Compound block = (Compound) alloc.parent();
        for (int i = block.indexOf(alloc) + 1; i < block.items().size(); i++) {
            Stmt s = block.items().get(i);
            if (s instanceof DirectiveStmt d && d.directive() instanceof DataDirective dd && dd.memory() == DataDirective.Memory.GLOBAL
                    && dd.action() == DataDirective.Action.FREE && dd.names().stream().anyMatch(n -> n.name().equals(x.name()))) {
                break;
            }
            boolean[] bad = {false};
            Node[] where = {s};
            NodeWalker.preOrder(s, n -> {
                if (bad[0] || KernelRegion.enclosing(n) != null) {
                    return;
                }
                if (n instanceof DirectiveStmt d && d.directive() instanceof DataDirective dd && dd.action() == DataDirective.Action.COPYOUT
                        && (dd.variable() != null && dd.variable().name().equals(x.name()) || dd.to() != null && dd.to().name().equals(x.name()))) {
                    bad[0] = true;
                }
                if (n instanceof dev.hicuda.ir.expr.Index ix && ArrayRef.of(ix) != null && ArrayRef.of(ix).array() == x && ArrayRef.of(ix).write()
                        || n instanceof Call c && c.args().stream().anyMatch(a -> Code.mentions(a, Set.of(x)))
                        || n instanceof dev.hicuda.ir.expr.Assign a && Code.mentions(a.target(), Set.of(x))
                        && !(a.target() instanceof dev.hicuda.ir.expr.Index)) {
                    bad[0] = true;
                }
                if (bad[0]) {
                    where[0] = n;
                }
            });
            if (bad[0]) {
                return "the host writes it, passes it to a function or copies its device copy out while the global copy is live"
                        + " (line " + where[0].pos().line() + ")";
            }
        }
        return null;
    }

    private String sectionText(Copy c) {
        StringBuilder sb = new StringBuilder();
        for (Poly[] s : c.section) {
            sb.append('[').append(dev.hicuda.ir.print.CPrinter.canonical().expr(s[0].toExpr())).append(':')
                    .append(dev.hicuda.ir.print.CPrinter.canonical().expr(s[1].toExpr())).append(']');
        }
        return sb.toString();
    }

    /** The copy before the kernel, the remove after it; the global alloc and the name in its free go. */
    private void write(KernelRegion r, Copy c) {
        List<Expr[]> bounds = new ArrayList<>();
        for (Poly[] s : c.section) {
            bounds.add(new Expr[] {s[0].toExpr(), s[1].toExpr()});
        }
        int epoch = r.begin().epoch();
        r.block().insertBefore(r.begin(), Directives.copyin(DataDirective.Memory.CONSTANT, c.array.name(), bounds, r.begin().pos(), epoch));
        r.block().insertAfter(r.end(), Directives.remove(DataDirective.Memory.CONSTANT, List.of(c.array.name()), r.end().pos(), epoch));
        Compound block = (Compound) c.alloc.parent();
        int at = block.indexOf(c.alloc);
        block.remove(c.alloc);
        for (int i = at; i < block.items().size(); i++) {
            if (block.items().get(i) instanceof DirectiveStmt d && d.directive() instanceof DataDirective dd
                    && dd.memory() == DataDirective.Memory.GLOBAL && dd.action() == DataDirective.Action.FREE
                    && dd.names().stream().anyMatch(n -> n.name().equals(c.array.name()))) {
                List<String> rest = new ArrayList<>();
                for (DataDirective.Name n : dd.names()) {
                    if (!n.name().equals(c.array.name())) {
                        rest.add(n.name());
                    }
                }
                if (rest.isEmpty()) {
                    block.remove(d);
                } else {
                    DirectiveStmt nd = Directives.free(rest, d.pos(), d.epoch());
                    block.set(i, nd);
                }
                break;
            }
        }
    }

    /** Whether the programmer copies anything into constant memory in the file (the optimizer then adds nothing there). */
    public static boolean programmerUsesConstantMemory(List<FunctionDef> functions) {
        for (FunctionDef f : functions) {
            for (DirectiveStmt d : NodeWalker.collect(f.body(), DirectiveStmt.class)) {
                if (d.directive() instanceof DataDirective dd && dd.memory() == DataDirective.Memory.CONSTANT) {
                    return true;
                }
            }
        }
        return false;
    }
}
