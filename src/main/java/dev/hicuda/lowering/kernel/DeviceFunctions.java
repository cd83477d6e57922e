package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.HostArrayType;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.interproc.CallGraph;
import dev.hicuda.analysis.interproc.DeviceFacts;
import dev.hicuda.analysis.interproc.FunctionClasses;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.analysis.loops.PartitionLevels;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDeclarator;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.ir.type.CType;
import dev.hicuda.lowering.data.ConstantMemoryPlan;
import dev.hicuda.lowering.data.DataBinding;
import dev.hicuda.lowering.data.ExtraParameters;
import dev.hicuda.lowering.grid.GridMapping;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The functions a kernel calls, compiled for the device (journal §5.7.2: access redirection and
 * kernel context propagation among K and IK functions).  Each call in device code gets a copy of
 * its callee for the context it is called in:
 * <ul>
 * <li>a parameter that receives an array with a device copy (global, textured or constant) reads
 * and writes that copy: its accesses are redirected as the kernel's are, through the copy's layout
 * seen in the callee's terms (a shape given for a pointer parameter is the caller's); a parameter
 * bound to a constant copy disappears (the callee reads the constant pool's view);</li>
 * <li>the file-scope variables the callee uses (directly or through its own callees) are passed in:
 * an array as the device copy the kernel has of it, a scalar as its value;</li>
 * <li>a layout value the callee cannot compute (a section bound held in a caller's variable) is
 * passed as an extra parameter, unless the caller passes the same variable as an argument;</li>
 * <li>when the callee (or a function it calls) holds {@code loop_partition}, {@code barrier},
 * {@code singular} or {@code shared}, the kernel's grid and the partitioned loops around the call
 * are carried in: its loops are partitioned at the nesting levels they have in the kernel.</li>
 * </ul>
 * A callee reached in several contexts is cloned once per context; a clone is named after its
 * function and what distinguishes its context: {@code f__g_x} (parameter {@code x} bound to a global
 * copy), {@code f__t_x} (textured), {@code f__c_T} (constant view {@code c_T}), {@code f__g_A}
 * (file-scope array {@code A}), {@code f__in_K} (the context of kernel {@code K}, {@code f__in_K_1_1}
 * inside one loop partitioned over thread blocks and one over threads); a function with none of these
 * keeps its name.  Clones are {@code static __device__} in the device file of the kernel.
 */
final class DeviceFunctions {
    /** What a body of device code (the kernel's, or a clone's) binds its names to. */
    record Env(Map<Symbol, DataBinding> bindings, Map<String, Symbol> fileScope, PassContext unit, int lb0, int lt0,
                       List<CallGraph.CallSite> chain, long sharedBase) {
        DataBinding fileScopeBinding(String name) {
            Symbol s = fileScope.get(name);
            return s == null ? null : bindings.get(s);
        }
    }

    /** One clone: its function, the names of its parameters bound to global copies it writes. */
    record Clone(FunctionDef def, Set<Integer> writtenParams, Set<String> writtenGlobals, boolean barriers, long sharedEnd, boolean pool) {
    }

    final PassContext ctx;
    final Reporter reporter;
    final KernelDirective kd;
    final dev.hicuda.diag.SourcePos kernelPos;
    /** The calls (rewritten to their clones) of functions that make the threads of a block wait for each other. */
    private final Map<Call, String> barrierCalls = new java.util.IdentityHashMap<>();
    final GridMapping blocks;
    final GridMapping threads;
    private final FunctionClasses classes;
    private final DeviceFacts facts;
    private final CallGraph graph;
    private final CPrinter printer = CPrinter.readable();
    final Map<String, Clone> clones;
    final Map<String, String> names;
    final List<String> report = new ArrayList<>();
    /** Whether a function the kernel calls makes the threads wait for each other. */
    boolean usesBarriers;
    /** Whether a function called reads constant memory through the OpenCL constant pool, which it then receives as its last parameter. */
    boolean usesPool;
    /** The arrays of the kernel body that callees write through (their device copies cannot be const). */
    final Set<String> writtenThroughCalls = new HashSet<>();
    /**
     * The end of the bytes of the shared-memory buffer that the functions called use (their shared
     * variables lie below it; those of the calling code go above it).
     */
    long sharedEnd;

    /**
     * @param clones the clones made so far in this device file, by context (shared by the kernels of a file)
     * @param names  the names of those clones, by context
     */
    DeviceFunctions(PassContext ctx, KernelDirective kd, dev.hicuda.diag.SourcePos kernelPos, GridMapping blocks, GridMapping threads,
                    Map<String, Clone> clones, Map<String, String> names) {
        this.ctx = ctx;
        this.kernelPos = kernelPos;
        this.reporter = ctx.reporter();
        this.kd = kd;
        this.blocks = blocks;
        this.threads = threads;
        this.classes = FunctionClasses.of(ctx);
        this.graph = classes.graph();
        this.facts = new DeviceFacts(graph);
        this.clones = clones;
        this.names = names;
    }

    /** A fresh registry of clones for one device file. */
    static Map<String, Clone> registry() {
        return new LinkedHashMap<>();
    }

    /** The --report lines: the device functions this kernel calls. */
    List<String> reportLines() {
        return report;
    }

    /**
     * Compiles for the device the functions the kernel body calls, and rewrites the calls: runs on the
     * body after its shaped accesses are promoted and before its loops are partitioned and its arrays
     * redirected; {@code bindings} are the kernel's arrays with device copies.
     */
    void lower(Compound kbody, Map<Symbol, DataBinding> bindings) {
        Map<String, Symbol> fileScope = new HashMap<>();
        for (Symbol s : bindings.keySet()) {
            if (s.isFileScope()) {
                fileScope.put(s.name(), s);
            }
        }
        for (Ident i : NodeWalker.collect(kbody, Ident.class)) {
            if (i.symbol() != null && i.symbol().isFileScope() && i.symbol().isObject()) {
                fileScope.putIfAbsent(i.name(), i.symbol());
            }
        }
        SymbolTable table = SymbolTable.of(ctx);
        for (CallGraph.CallSite s : callsIn(kbody, ctx)) {
            for (String name : facts.fileScopeUses(s.callee()).keySet()) {
                Symbol k = table.fileScope().lookup(name);
                if (k != null) {
                    fileScope.putIfAbsent(name, k);
                }
            }
        }
        lowerCalls(kbody, new Env(bindings, fileScope, ctx, 0, 0, List.of(), 0));
    }

    /**
     * When {@code n} is a call (lowered here) of a function that makes the threads of a block wait for
     * each other, the name the user gave that function (the call now names its clone); else null.
     */
    String barrierFunction(Node n) {
        return n instanceof Call c ? barrierCalls.get(c) : null;
    }

    private List<CallGraph.CallSite> callsIn(Node body, PassContext unit) {
        List<CallGraph.CallSite> l = new ArrayList<>();
        for (Call c : NodeWalker.collect(body, Call.class)) {
            FunctionDef f = graph.resolve(c, unit);
            if (f != null) {
                l.add(new CallGraph.CallSite(c, null, f, null));
            }
        }
        return l;
    }

    // ------------------------------------------------------------------ the calls of one body

    void lowerCalls(Compound body, Env env) {
        PartitionLevels levels = PartitionLevels.of(body);
        for (CallGraph.CallSite site : callsIn(body, env.unit())) {
            Call c = site.call();
            FunctionDef f = site.callee();
            int lb = env.lb0();
            int lt = env.lt0();
            for (Node a = c.parent(); a != null && a != body.parent(); a = a.parent()) {
                if (a instanceof For loop && levels.of(loop) != null) {
                    lb += levels.of(loop).directive().overTblock() ? 1 : 0;
                    lt += levels.of(loop).directive().overThread() ? 1 : 0;
                }
            }
            List<CallGraph.CallSite> chain = new ArrayList<>(env.chain());
            chain.add(new CallGraph.CallSite(c, null, f, null));
            if (facts.needsKernelContext(f) && inSingular(c, body)) {
                reporter.error(c.pos(), "call of '" + f.name() + "' inside a 'singular' region: it holds loop_partition, barrier,"
                        + " singular or shared directives (" + describe(chain) + "), which need every thread of the block,"
                        + " but a singular region runs on one thread");
                continue;
            }
            call(c, f, env, lb, lt, chain);
        }
    }

    /** Whether {@code n} stands between a singular and its singular_end of a block of {@code body}. */
    private static boolean inSingular(Node n, Compound body) {
        for (Node child = n, p = n.parent(); p != null && child != body; child = p, p = p.parent()) {
            if (p instanceof Compound c && child instanceof Stmt s) {
                boolean open = false;
                for (Stmt x : c.items()) {
                    if (x == s) {
                        if (open) {
                            return true;
                        }
                        break;
                    }
                    if (x instanceof DirectiveStmt d && d.directive() instanceof SimpleDirective sd) {
                        open = sd.kind() == SimpleDirective.Kind.SINGULAR || open && sd.kind() != SimpleDirective.Kind.SINGULAR_END;
                    }
                }
            }
        }
        return false;
    }

    /** One call: the callee's context, its clone (made on first use), the call rewritten to the clone. */
    private void call(Call c, FunctionDef f, Env env, int lb, int lt, List<CallGraph.CallSite> chain) {
        PassContext fUnit = graph.unitOf(f);
        SymbolTable fTable = SymbolTable.of(fUnit);
        Exprs ex = new Exprs(SymbolTable.of(env.unit()).constEval());
        FunctionDeclarator fd = f.functionDeclarator();
        List<ParamDecl> params = fd == null ? List.of() : fd.params();
        Set<Symbol> writtenInF = CountedLoop.writtenIn(f.body());
        ExtraParameters hidden = new ExtraParameters();

        // parameters bound to device copies
        Map<Integer, DataBinding> formal = new LinkedHashMap<>();
        for (int j = 0; j < params.size() && j < c.args().size(); j++) {
            Expr actual = Paren.strip(c.args().get(j));
            if (!(actual instanceof Ident id) || id.symbol() == null || !env.bindings().containsKey(id.symbol())) {
                continue;
            }
            ParamDecl p = params.get(j);
            Symbol ps = p.name() == null ? null : fTable.lookup(p.name(), f.body());
            DataBinding b = env.bindings().get(id.symbol());
            if (ps == null || ps.type() == null || HostArrayType.of(ps.type()) == null) {
                reporter.error(actual.pos(), "'" + id.name() + "', which has a device copy (" + b.describe() + "), is passed to parameter "
                        + (j + 1) + " of '" + f.name() + "', which is not a pointer to its elements; pass arrays to array or pointer parameters");
                return;
            }
            if (writtenInF.contains(ps)) {
                reporter.error(actual.pos(), "parameter '" + ps.name() + "' of '" + f.name() + "' receives the device copy of '" + id.name()
                        + "' and is assigned in the function; device code may index it but not move it (" + describe(chain) + ")");
                return;
            }
            Boolean subscripted = subscripted(ps.type(), b.layout().rank());
            if (subscripted == null) {
                reporter.error(actual.pos(), "'" + id.name() + "' has " + b.layout().rank() + " dimensions but parameter '" + ps.name()
                        + "' of '" + f.name() + "' has type " + ps.type().describe() + "; give the parameter the array's dimensions"
                        + " (or make it a pointer to elements, indexed with flat offsets)");
                return;
            }
            String var = ps.name();
            formal.put(j, b.seenAs(ps, e -> transport(e, var, c, f, params, fTable, writtenInF, ex, hidden), subscripted));
        }

        // the file-scope variables the callee uses
        Map<String, DataBinding> globals = new LinkedHashMap<>();
        Map<String, DeviceFacts.Use> scalars = new LinkedHashMap<>();
        for (Map.Entry<String, DeviceFacts.Use> e : facts.fileScopeUses(f).entrySet()) {
            String name = e.getKey();
            DeviceFacts.Use use = e.getValue();
            CType t = use.symbol().type();
            boolean array = t != null && (t.resolved() instanceof ArrayType || t.isPointer());
            if (!array) {
                if (use.written()) {
                    reporter.error(use.first().pos(), "'" + name + "' is a file-scope variable written in device code (" + describe(chain)
                            + "); each GPU thread would write its own copy and the host's would not change; keep the result in an array"
                            + " with a device copy, or in a local variable");
                    return;
                }
                scalars.put(name, use);
                continue;
            }
            DataBinding b = env.fileScopeBinding(name);
            if (b == null) {
                reporter.error(use.first().pos(), "array '" + name + "' is used in device code (" + describe(chain) + ") but kernel '"
                        + kd.name() + "' has no device copy of it; add a 'global alloc', 'constant copyin' or 'texture copyin' of '"
                        + name + "' that reaches the kernel");
                return;
            }
            Symbol calleeSym = fTable.fileScope().lookup(name);
            Symbol seen = calleeSym != null ? calleeSym : use.symbol();
            Boolean subscripted = subscripted(seen.type(), b.layout().rank());
            globals.put(name, b.seenAs(seen, x -> transport(x, name, c, f, params, fTable, writtenInF, ex, hidden),
                    subscripted == null || subscripted));
        }

        // the context, and its clone
        boolean context = facts.needsKernelContext(f);
        List<String> parts = new ArrayList<>();
        StringBuilder key = new StringBuilder();
        key.append(System.identityHashCode(f)).append('|').append(f.name());
        formal.forEach((j, b) -> {
            parts.add(b.describe());
            key.append("|p").append(j).append('=').append(b.key(printer));
        });
        globals.forEach((n, b) -> {
            parts.add(b.describe());
            key.append("|f").append(n).append('=').append(b.key(printer));
        });
        scalars.keySet().forEach(n -> key.append("|s").append(n));
        hidden.values().keySet().forEach(h -> key.append("|h").append(h));
        if (context) {
            parts.add("in_" + kd.name() + (lb == 0 && lt == 0 ? "" : "_" + lb + "_" + lt));
            key.append("|k").append(kd.name()).append('/').append(lb).append('/').append(lt).append('/').append(env.sharedBase());
        }
        Clone clone = clones.get(key.toString());
        if (clone == null) {
            String name = uniqueName(f.name() + (parts.isEmpty() ? "" : "__" + String.join("__", parts)), key.toString());
            clone = new DeviceClone(this).build(f, name, formal, globals, scalars, hidden, context, lb, lt, chain, fUnit,
                    env.sharedBase(), c);
            clones.put(key.toString(), clone);
            report.add("  device function " + name + " (from " + f.name() + ", " + f.pos().file() + ":" + f.pos().line() + ")");
        }
        usesBarriers |= clone.barriers();
        if (clone.barriers()) {
            barrierCalls.put(c, f.name());
        }
        sharedEnd = Math.max(sharedEnd, clone.sharedEnd());

        // the call: the clone's name, no arguments for constant copies, the file-scope data and layout values appended
        Ident callee = (Ident) Paren.strip(c.callee());
        callee.setName(clone.def().name());
        callee.setSymbol(null);
        List<Expr> args = new ArrayList<>(c.args());
        for (int j = params.size() - 1; j >= 0; j--) {
            DataBinding b = formal.get(j);
            if (b == null) {
                continue;
            }
            Ident actual = (Ident) Paren.strip(args.get(j));
            if (clone.writtenParams().contains(j)) {
                writtenThroughCalls.add(actual.name());
            }
            if (b.kind() == DataBinding.Kind.CONSTANT) {
                args.remove(j);
            } else {
                Ident plain = new Ident(actual.name());
                plain.at(actual.pos());
                args.set(j, plain);
            }
        }
        for (Map.Entry<String, DataBinding> g : globals.entrySet()) {
            if (clone.writtenGlobals().contains(g.getKey())) {
                writtenThroughCalls.add(g.getKey());
            }
            if (g.getValue().kind() != DataBinding.Kind.CONSTANT) {
                args.add(Exprs.id(g.getKey()));
            }
        }
        for (String s : scalars.keySet()) {
            Ident arg = new Ident(s);
            arg.setSymbol(env.fileScope().get(s));
            args.add(arg);
        }
        args.addAll(hidden.values().values());
        if (clone.pool()) {
            args.add(Exprs.id(ConstantMemoryPlan.POOL)); // OpenCL: the kernel's __constant pool parameter, passed down
            usesPool = true;
        }
        c.setArgs(args);
    }

    /**
     * Whether a variable of type {@code t} that receives an array of {@code rank} dimensions is
     * written with one subscript per dimension (true), with flat offsets (false: a pointer to elements
     * receiving a multi-dimensional array), or cannot receive it (null).
     */
    private static Boolean subscripted(CType t, int rank) {
        HostArrayType h = HostArrayType.of(t);
        if (h == null) {
            return null;
        }
        if (h.kind() == HostArrayType.Kind.FLAT) {
            return rank == 1;
        }
        return h.rank() == rank ? Boolean.TRUE : null;
    }

    /**
     * A layout expression of the caller in the callee's terms: a compile-time constant as it is; a
     * variable the caller passes as an argument, as the parameter that receives it (when the callee
     * does not assign it); anything else as an extra parameter ({@code x_1}, {@code x_2}, ... after
     * the variable it belongs to) whose argument is the caller's expression.
     */
    private Expr transport(Expr e, String var, Call c, FunctionDef f, List<ParamDecl> params, SymbolTable fTable, Set<Symbol> writtenInF,
                           Exprs ex, ExtraParameters hidden) {
        if (ex.value(e) != null) {
            return e.copy();
        }
        Expr copy = e.copy();
        boolean portable = !NodeWalker.any(copy, n -> n instanceof Call);
        for (Ident id : NodeWalker.collect(copy, Ident.class)) {
            Symbol formal = null;
            for (int j = 0; id.symbol() != null && formal == null && j < params.size() && j < c.args().size(); j++) {
                if (Paren.strip(c.args().get(j)) instanceof Ident a && a.symbol() == id.symbol() && params.get(j).name() != null) {
                    Symbol ps = fTable.lookup(params.get(j).name(), f.body());
                    if (ps != null && !writtenInF.contains(ps) && ps.type() != null && ps.type().isArithmetic()) {
                        formal = ps;
                    }
                }
            }
            if (formal != null) {
                id.setName(formal.name());
                id.setSymbol(formal);
            } else if (id.symbol() == null || id.symbol().kind() != Symbol.Kind.ENUM_CONSTANT) {
                portable = false; // device code sees no host variable: the value is passed
            }
        }
        if (portable) {
            return copy;
        }
        return hidden.parameter(var, e);
    }

    private String uniqueName(String base, String key) {
        String n = base;
        for (int k = 2; names.containsValue(n) && !n.equals(names.get(key)); k++) {
            n = base + "_" + k;
        }
        names.put(key, n);
        return n;
    }

    String describe(List<CallGraph.CallSite> chain) {
        StringBuilder sb = new StringBuilder("kernel '" + kd.name() + "' (" + kernelPos.file() + ":" + kernelPos.line() + ")");
        for (CallGraph.CallSite s : chain) {
            sb.append(" \u2192 ").append(s.callee().name()).append(" (").append(s.pos().file()).append(':').append(s.pos().line()).append(')');
        }
        return sb.toString();
    }

}
