package dev.hicuda.optimize.arrays;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.ArrayDeclarator;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.Declarator;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.ir.type.CType;
import dev.hicuda.optimize.nest.ArrayRef;
import dev.hicuda.optimize.emit.Ir;
import dev.hicuda.optimize.nest.Names;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A thread's own array, indexed at run time, moves to shared memory, one column a thread: {@code uint32_t h[NB]}
 * declared in a kernel (tpacf's per-thread histogram, {@code h[lo]++} with a bin found by a search) becomes
 * {@code __shared__ uint32_t h_sh[NB][T]} at the start of the kernel, and {@code h[e]} becomes {@code h_sh[e][tid]},
 * tid the thread's linear index in its block of T threads.  A local array with subscripts known only at run time
 * lives in local memory (ptxas cannot give it registers), where the 32 lanes of a warp that touch 32 different
 * elements take one 128-byte line each; in a column a thread, lane l's elements all lie in bank l, so a warp's access
 * is one shared-memory wavefront whatever its subscripts.
 *
 * <p>Legality: the array is declared in the kernel region without an initializer or a storage class (but
 * {@code register}); its dimensions are compile-time constants and its elements arithmetic; every use is an element
 * access with all its subscripts, never its address, and no subscript reads the array itself; the block's thread counts
 * are compile-time constants.  Each
 * thread touches only its own column, so no barrier is needed, and a thread that runs several iterations of the
 * partitioned loop reuses its column as it would reuse its array (C gives a fresh array an indeterminate value).
 * Profitability: some subscript is neither a constant nor the variable of a loop of constant trip count around it
 * (such loops are unrolled, and then ptxas keeps the array in registers); the columns and table copies of a kernel,
 * with twice its other shared copies, take at most {@link #BUDGET} bytes a block.  {@code forced} skips the profitability rule (not the budget).
 */
public final class PrivateArrays {
    /** Shared memory a kernel's columns and table copies may take, with twice its other shared copies (48 KB is a block's limit without opting in). */
    public static final long BUDGET = 24 * 1024;

    private final ConstEval constants;
    private final Names names;
    private final boolean forced;

    public PrivateArrays(ConstEval constants, Names names, boolean forced) {
        this.constants = constants;
        this.names = names;
        this.forced = forced;
    }

    /** One array to move: its declarator, symbol, element type, dimensions (expressions and values). */
    private record Candidate(InitDeclarator decl, Symbol array, DeclSpecs specs, List<Expr> dims, long elements, long elementBytes) {
    }

    /** Applies to kernel {@code r}; returns the report's lines ("applied: ..." or why not) and adds the bytes it takes to {@code used[0]}. */
    public List<String> apply(KernelRegion r, long[] used) {
        List<String> out = new ArrayList<>();
        Map<Node, Symbol> symbols = dev.hicuda.optimize.nest.Code.symbolsByDeclaration(r.body());
        List<InitDeclarator> arrays = new ArrayList<>();
        for (Stmt s : r.body()) {
            for (DeclStmt ds : NodeWalker.collect(s, DeclStmt.class)) {
                for (InitDeclarator d : ds.decl().declarators()) {
                    if (d.declarator() instanceof ArrayDeclarator) {
                        arrays.add(d);
                    }
                }
            }
        }
        if (arrays.isEmpty()) {
            return out;
        }
        long[] threads = threads(r);
        long t = 1;
        for (long x : threads == null ? new long[0] : threads) {
            t *= x;
        }
        for (InitDeclarator d : arrays) {
            Symbol x = symbols.get(d);
            String name = d.name();
            if (x == null) {
                continue; // declared and never used
            }
            Object c = check(r, d, x);
            if (c instanceof String why) {
                out.add(name + " (line " + d.pos().line() + ") not moved to shared memory: " + why);
                continue;
            }
            Candidate cand = (Candidate) c;
            if (threads == null) {
                out.add(name + " (line " + d.pos().line() + ") not moved to shared memory: the block's thread counts are not"
                        + " compile-time constants (a column a thread needs them)");
                continue;
            }
            long bytes = cand.elements * cand.elementBytes * t;
            if (used[0] + bytes > BUDGET) {
                out.add(name + " (line " + d.pos().line() + ") not moved to shared memory: a column for each of the " + t
                        + " threads takes " + bytes + " bytes, over the " + BUDGET + " bytes a kernel's shared arrays may take"
                        + (used[0] > 0 ? " (" + used[0] + " taken)" : ""));
                continue;
            }
            used[0] += bytes;
            String moved = write(r, cand, threads, t);
            out.add("applied: " + name + " (line " + d.pos().line() + ", " + cand.elements + " elements a thread, indexed at run time)"
                    + " in shared memory as " + moved + ", a column a thread (" + bytes + " bytes a block): local memory would"
                    + " serve a warp's different elements one 128-byte line each");
        }
        return out;
    }

    /** A {@link Candidate}, or why not. */
    private Object check(KernelRegion r, InitDeclarator d, Symbol x) {
        if (d.init() != null) {
            return "it has an initializer";
        }
        if (!(d.parent() instanceof Declaration decl) || !(decl.parent() instanceof DeclStmt)) {
            return "it is not declared by a statement of a block";
        }
        DeclSpecs specs = decl.specs();
        for (String storage : List.of("static", "extern", "typedef", "__shared__", "__constant__", "const")) {
            if (specs.has(storage)) {
                return "it is declared '" + storage + "'";
            }
        }
        CType type = x.type() == null ? null : x.type().resolved();
        if (!(type instanceof ArrayType at) || at.scalarElement() == null || !at.scalarElement().resolved().isArithmetic()
                || at.scalarElement().size() == null) {
            return "its elements are not numbers";
        }
        List<Expr> dims = new ArrayList<>();
        long elements = 1;
        for (Declarator dd = d.declarator(); dd instanceof ArrayDeclarator a; dd = a.inner()) {
            Long n = a.size() == null ? null : constants.eval(a.size());
            if (n == null || n <= 0) {
                return "its dimensions are not compile-time constants";
            }
            dims.add(0, a.size());
            elements *= n;
            if (a.inner() instanceof NameDeclarator) {
                break;
            }
            if (!(a.inner() instanceof ArrayDeclarator)) {
                return "it is not an array of numbers";
            }
        }
        List<ArrayRef> refs = new ArrayList<>();
        for (Stmt s : r.body()) {
            if (!ArrayRef.onlyElementAccesses(s, x)) {
                return "the kernel uses it other than by element accesses";
            }
            for (ArrayRef ref : ArrayRef.in(s)) {
                if (ref.array() == x) {
                    refs.add(ref);
                }
            }
        }
        for (ArrayRef ref : refs) {
            if (ref.subscripts().size() != dims.size() || ref.viaCast()) {
                return "an access does not give all its " + dims.size() + " subscripts";
            }
            Node p = ref.node().parent();
            while (p instanceof Paren) {
                p = p.parent();
            }
            if (p instanceof Unary u && u.op().equals("&")) {
                return "its address is taken (line " + ref.node().pos().line() + ")";
            }
            for (Expr sub : ref.subscripts()) {
                if (NodeWalker.any(sub, n -> n instanceof Ident i && i.symbol() == x)) {
                    return "a subscript reads the array itself (line " + ref.node().pos().line() + ")";
                }
            }
        }
        if (!forced && refs.stream().allMatch(ref -> unrolledSubscripts(ref, r))) {
            return "every subscript is a constant or the variable of a loop of constant trip count (unrolled, the array stays in"
                    + " registers)";
        }
        DeclSpecs element = specs.copy();
        element.remove("register");
        return new Candidate(d, x, element, dims, elements, at.scalarElement().size());
    }

    /** Whether each subscript of {@code ref} mentions only constants and the variables of constant-trip loops around it. */
    private boolean unrolledSubscripts(ArrayRef ref, KernelRegion r) {
        java.util.Set<Symbol> unrolled = new java.util.HashSet<>();
        for (Node p = ref.node().parent(); p != null && p != r.block(); p = p.parent()) {
            if (p instanceof For f) {
                CountedLoop c = CountedLoop.of(f, constants);
                if (c != null && constants.eval(c.first()) != null && constants.eval(c.bound()) != null) {
                    unrolled.add(c.var());
                }
            }
        }
        for (Expr s : ref.subscripts()) {
            boolean[] dynamic = {false};
            NodeWalker.preOrder(s, n -> {
                if (n instanceof Ident i && i.symbol() != null && i.symbol().kind() != Symbol.Kind.ENUM_CONSTANT
                        && !unrolled.contains(i.symbol()) && constants.eval(i) == null
                        || n instanceof dev.hicuda.ir.expr.Index || n instanceof dev.hicuda.ir.expr.Call) {
                    dynamic[0] = true;
                }
            });
            if (dynamic[0]) {
                return false;
            }
        }
        return true;
    }

    /** The shared column array at the kernel's start, the accesses redirected, the declaration gone; returns the new array's text. */
    private String write(KernelRegion r, Candidate c, long[] threads, long t) {
        String name = names.fresh(c.array.name() + "_sh");
        DeclSpecs specs = c.specs.copy();
        specs.addFirst("__shared__");
        List<Expr> dims = new ArrayList<>();
        for (Expr e : c.dims) {
            dims.add(e.copy());
        }
        dims.add(Ir.num(t));
        Stmt decl = Ir.arrayOf(specs, name, dims);
        decl.at(c.decl.pos());
        r.block().insertAfter(r.begin(), decl);
        for (Stmt s : r.body()) {
            for (ArrayRef ref : ArrayRef.in(s)) {
                if (ref.array() != c.array) {
                    continue;
                }
                List<Expr> subs = new ArrayList<>();
                for (Expr e : ref.subscripts()) {
                    subs.add(e.copy());
                }
                subs.add(threadIndex(threads));
                Expr moved = Ir.index(new Ident(name), subs);
                moved.at(ref.node().pos());
                ref.node().parent().replaceChild(ref.node(), moved);
            }
        }
        DeclStmt.removeDeclarator(c.decl);
        StringBuilder text = new StringBuilder(name);
        for (Expr e : c.dims) {
            text.append('[').append(dev.hicuda.ir.print.CPrinter.readable().expr(e)).append(']');
        }
        return text.append('[').append(t).append(']').toString();
    }

    /** The thread's linear index in its block: {@code (z * Ty + y) * Tx + x} over the dimensions of the thread clause. */
    static Expr threadIndex(long[] threads) {
        String[] fields = threads.length == 3 ? new String[] {"z", "y", "x"} : threads.length == 2 ? new String[] {"y", "x"}
                : new String[] {"x"};
        Expr e = Ir.builtin("threadIdx", fields[0]);
        for (int d = 1; d < threads.length; d++) {
            e = Ir.bin("+", Ir.bin("*", e, Ir.num(threads[d])), Ir.builtin("threadIdx", fields[d]));
        }
        return e;
    }

    /** The thread clause's sizes, or null when one is not a compile-time constant. */
    long[] threads(KernelRegion r) {
        List<Expr> t = r.directive().thread();
        long[] out = new long[t.size()];
        for (int d = 0; d < out.length; d++) {
            Long v = constants.eval(t.get(d));
            if (v == null || v <= 0) {
                return null;
            }
            out[d] = v;
        }
        return out.length == 0 ? null : out;
    }
}
