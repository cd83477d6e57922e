package dev.hicuda.lowering.data;

import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.interproc.DeviceFacts;

import dev.hicuda.analysis.loops.Subscripts;
import dev.hicuda.pass.TranslationReport;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.dataflow.ReachingDirectives;
import dev.hicuda.pass.PassContext;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Member;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.CType;
import dev.hicuda.ir.type.PrimitiveType;
import dev.hicuda.ir.type.StructType;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The arrays one kernel reads from constant memory ({@code constant copyin}) or through the
 * read-only data path ({@code texture copyin}), for {@link KernelLowering}.
 *
 * <ul>
 * <li>Which copy a kernel uses: the {@code global}, {@code constant} or {@code texture} directive
 * of the array that reaches the kernel; more than one is an ambiguity error (paper §5.4).</li>
 * <li>A kernel may not write to (or take the address of) a constant or textured array.</li>
 * <li>Constant reads are redirected to the copy's view in the constant pool with the section's
 * offsets: {@code A[i][j]} → {@code c_A[i - lo0][j - lo1]}.</li>
 * <li>A textured array is passed like a global one but as {@code const T *__restrict__}, and each
 * read of an arithmetic element becomes {@code __ldg(&A[...])} (the read-only data cache).</li>
 * </ul>
 */
public final class ReadOnlyKernelData {
    private final PassContext ctx;
    private final Reporter reporter;
    private final Exprs ex;
    private final KernelDirective kd;
    private final Map<Symbol, ConstantVariable> constants = new LinkedHashMap<>();
    private final Map<Symbol, DeviceArray> textured = new LinkedHashMap<>();
    private final Set<Symbol> ldgUsed = new LinkedHashSet<>();

    public ReadOnlyKernelData(PassContext ctx, Exprs ex, KernelDirective kd) {
        this.ctx = ctx;
        this.reporter = ctx.reporter();
        this.ex = ex;
        this.kd = kd;
    }

    /**
     * Decides where the kernel reads array {@code sym} from, given the {@code global alloc} that
     * reaches it ({@code global}, maybe null).  Returns true when a constant or texture directive
     * reaches the kernel (the array is then recorded here, and a textured array's layout put in
     * {@code arrays}) or when an error was reported; false leaves the array to the global path.
     */
    public boolean claim(Symbol sym, DirectiveStmt global, KernelRegion region, Map<Symbol, DeviceArray> arrays) {
        DirectiveStmt constant = ReachingDirectives.reaching(sym.name(), DataDirective.Memory.CONSTANT, region.begin());
        DirectiveStmt texture = ReachingDirectives.reaching(sym.name(), DataDirective.Memory.TEXTURE, region.begin());
        if (constant == null && texture == null) {
            return false;
        }
        List<Ident> uses = uses(region.body(), sym);
        List<String> reaching = new ArrayList<>();
        for (DirectiveStmt d : new DirectiveStmt[] {global, constant, texture}) {
            if (d != null) {
                DataDirective dd = (DataDirective) d.directive();
                reaching.add("'" + dd.memory().keyword() + (dd.action() == DataDirective.Action.ALLOC ? " alloc" : " copyin")
                        + "' (line " + d.pos().line() + ")");
            }
        }
        if (reaching.size() > 1) {
            reporter.error(uses.get(0).pos(), "array '" + sym.name() + "' is used in kernel '" + kd.name() + "' while "
                    + String.join(" and ", reaching) + " directives reach it, so which copy the kernel reads is ambiguous;"
                    + " free or remove all but one before the kernel");
            return true;
        }
        DirectiveStmt d = constant != null ? constant : texture;
        String memory = constant != null ? "in constant memory (constant copyin at line " + d.pos().line() + ")"
                : "bound to the read-only texture path (texture copyin at line " + d.pos().line() + ")";
        boolean ok = true;
        for (Ident use : uses) {
            String what = DeviceFacts.writeKind(use);
            if (what != null) {
                reporter.error(use.pos(), "kernel '" + kd.name() + "' " + what + " '" + sym.name() + "', which is " + memory
                        + ": " + (constant != null ? "constant" : "textured") + " arrays are read-only in kernels;"
                        + " use 'global alloc' for an array that a kernel writes");
                ok = false;
            }
        }
        if (!ok) {
            return true;
        }
        if (constant != null) {
            ConstantVariable v = ConstantMemoryPlan.of(ctx).variable(constant);
            if (v == null) {
                throw new IllegalStateException("no constant-memory plan for the copyin at " + constant.pos());
            }
            if (constant.isPropagated()) {
                // a caller's copy: the same bytes of the pool, read with the layout in this function's terms
                DeviceArray layout = DeviceArray.of(sym, (DataDirective) constant.directive(), ex, reporter, SymbolTable.of(ctx));
                if (layout == null) {
                    return true;
                }
                v = v.seenAs(layout);
            }
            constants.put(sym, v);
        } else {
            DeviceArray a = DeviceArray.of(sym, (DataDirective) texture.directive(), ex, reporter, SymbolTable.of(ctx));
            if (a != null) {
                arrays.put(sym, a);
                textured.put(sym, a);
            }
        }
        return true;
    }

    private static List<Ident> uses(List<Stmt> body, Symbol sym) {
        List<Ident> l = new ArrayList<>();
        for (Stmt s : body) {
            for (Ident i : NodeWalker.collect(s, Ident.class)) {
                if (i.symbol() == sym) {
                    l.add(i);
                }
            }
        }
        return l;
    }

    /**
     * The read-only data of a function called from a kernel: {@code bindings} gives, for the names it
     * uses (its parameters, the file-scope arrays it receives), the copies they stand for; those in
     * constant memory and the textured ones are read as in the kernel.
     */
    public static ReadOnlyKernelData forDeviceFunction(PassContext ctx, Exprs ex, KernelDirective kd, Map<Symbol, DataBinding> bindings) {
        ReadOnlyKernelData r = new ReadOnlyKernelData(ctx, ex, kd);
        for (Map.Entry<Symbol, DataBinding> e : bindings.entrySet()) {
            if (e.getValue().kind() == DataBinding.Kind.CONSTANT) {
                r.constants.put(e.getKey(), e.getValue().constantVariable());
            } else if (e.getValue().kind() == DataBinding.Kind.TEXTURE) {
                r.textured.put(e.getKey(), e.getValue().layout());
            }
        }
        return r;
    }

    /** What each array the kernel uses stands for on the device: {@code arrays} (global and textured copies) and the constant copies. */
    public Map<Symbol, DataBinding> bindings(Map<Symbol, DeviceArray> arrays) {
        Map<Symbol, DataBinding> m = new LinkedHashMap<>();
        arrays.forEach((sym, a) -> m.put(sym, DataBinding.of(a)));
        constants.forEach((sym, v) -> m.put(sym, DataBinding.constant(v)));
        return m;
    }

    // ------------------------------------------------------------------ rewriting the kernel body

    /**
     * Wraps each read of an arithmetic element of a textured array — {@code A[i][j]}, or a field
     * {@code A[i].f.g} of a structure element — in {@code __ldg(&...)}; run before redirection.
     * A structure read as a whole has no {@code __ldg}: the {@code const __restrict__} parameter
     * lets nvcc use the read-only path for it.
     */
    public void loadTexturesThroughReadOnlyCache(Compound kbody) {
        for (Index top : NodeWalker.collect(kbody, Index.class)) {
            List<Index> chain = Subscripts.chain(top);
            if (chain == null || !(chain.get(0).base() instanceof Ident id) || !textured.containsKey(id.symbol())) {
                continue;
            }
            DeviceArray a = textured.get(id.symbol());
            if (chain.size() != a.rank()) {
                continue;
            }
            Expr read = top;
            CType type = a.element;
            while (read.parent() instanceof Member m && m.base() == read && !m.isArrow()
                    && type.resolved() instanceof StructType st && st.field(m.name()) != null) {
                type = st.field(m.name()).type();
                read = m;
            }
            if (!ldgType(type)) {
                continue;
            }
            Call load = new Call(Exprs.id("__ldg"), List.of());
            NodeWalker.replace(read, load);
            load.setArgs(List.of(new Unary("&", read, false)));
            ldgUsed.add(id.symbol());
        }
    }

    /** __ldg has overloads for the arithmetic types but not for _Bool, long double or structures. */
    private static boolean ldgType(CType t) {
        return t.resolved() instanceof PrimitiveType pt && !pt.name().equals("_Bool") && !pt.name().equals("long double")
                && !pt.name().equals("void");
    }

    /** The layouts of the constant copies the kernel reads (their sections bound shared-memory loads from them). */
    public Map<Symbol, DeviceArray> constantLayouts() {
        Map<Symbol, DeviceArray> m = new LinkedHashMap<>();
        constants.forEach((sym, v) -> m.put(sym, v.layout));
        return m;
    }

    /** Redirects reads of constant arrays to their views, shifting each subscript by the section's start. */
    public void redirectConstants(Compound kbody) {
        if (!constants.isEmpty()) {
            ConstantMemoryPlan.of(ctx).markReadBy(ctx.program().unit());
        }
        for (Index top : NodeWalker.collect(kbody, Index.class)) {
            List<Index> chain = Subscripts.chain(top);
            if (chain == null || !(chain.get(0).base() instanceof Ident id) || !constants.containsKey(id.symbol())) {
                continue;
            }
            ConstantVariable v = constants.get(id.symbol());
            if (chain.size() != v.layout.rank()) {
                reporter.error(top.pos(), "access to '" + id.name() + "' in a kernel must index all " + v.layout.rank()
                        + " dimensions (it indexes " + chain.size() + ")");
                continue;
            }
            for (int d = 0; d < chain.size(); d++) {
                Long lo = ex.value(v.layout.lo.get(d));
                if (lo == null || lo != 0) {
                    chain.get(d).setIndex(ex.sub(Exprs.wrap(chain.get(d).index()), v.layout.lo.get(d).copy()));
                }
            }
            id.setName(v.view);
            id.setSymbol(null);
        }
        for (Ident i : NodeWalker.collect(kbody, Ident.class)) {
            if (i.symbol() != null && constants.containsKey(i.symbol())) {
                reporter.error(i.pos(), "array '" + i.name() + "' may only be used with all its subscripts inside a kernel");
            }
        }
    }


    // ------------------------------------------------------------------ the kernel's signature and report

    /** The kernel parameter for a device array: {@code const T *__restrict__ A} when it is textured. */
    public ParamDecl param(DeviceArray a) {
        return param(a, true);
    }

    /**
     * The kernel parameter for a device array.  Every device copy is its own allocation and each is
     * passed once, so the pointers never alias: all are {@code __restrict__}, and those the kernel
     * only reads (textured ones, or {@code written} false) are also {@code const}, which lets nvcc
     * keep loads in flight across stores and use the read-only data path.
     */
    public ParamDecl param(DeviceArray a, boolean written) {
        DeclSpecs specs = a.elementSpecs.copy();
        if (textured.containsKey(a.host) || !written) {
            specs.addFirst("const");
        }
        return new ParamDecl(specs, a.declarator(a.host.name(), List.of("__restrict__")));
    }

    public void report(TranslationReport r) {
        if (!constants.isEmpty()) {
            long bytes = 0;
            List<String> parts = new ArrayList<>();
            for (ConstantVariable v : constants.values()) {
                bytes += v.bytes();
                parts.add(v.view + " " + v.bytes() + " bytes at offset " + v.offset());
            }
            r.add("  constant memory: " + bytes + " bytes read (" + String.join(", ", parts) + ") of the "
                    + ConstantMemoryPlan.of(ctx).poolSize() + "-byte " + ConstantMemoryPlan.POOL);
        }
        if (!textured.isEmpty()) {
            List<String> names = new ArrayList<>();
            for (DeviceArray a : textured.values()) {
                names.add(a.host.name() + " (" + a.deviceName() + ", const __restrict__" + (ldgUsed.contains(a.host) ? ", __ldg" : "") + ")");
            }
            r.add("  textured, read through the read-only data path: " + String.join(", ", names));
        }
    }
}
