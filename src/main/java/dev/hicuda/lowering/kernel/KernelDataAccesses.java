package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.dataflow.ReachingDirectives;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.analysis.interproc.CallGraph;
import dev.hicuda.analysis.interproc.DeviceFacts;
import dev.hicuda.analysis.interproc.FunctionClasses;
import dev.hicuda.lowering.data.DeviceArray;
import dev.hicuda.lowering.data.KernelData;
import dev.hicuda.lowering.data.ReadOnlyKernelData;
import dev.hicuda.lowering.shared.SharedMemoryLowering;
import dev.hicuda.pass.PassContext;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.List;
import java.util.function.Predicate;

/**
 * What a kernel region uses from outside it, found before the region is moved (so that the
 * reaching data directives can be found): the arrays, each with the device copy it reads and
 * writes; the host scalars it reads (kernel parameters); the host scalars it assigns before
 * reading (private per thread); the functions it calls (compiled for the device too).  Reports
 * what a kernel cannot do: assign a host scalar after reading it, call a function it cannot reach.
 */
final class KernelDataAccesses {
    /** The variables declared inside the region. */
    final Set<Symbol> locals = new HashSet<>();
    /** The arrays that have a device copy in global memory (or a texture), in order of first access. */
    final Map<Symbol, DeviceArray> arrays = new LinkedHashMap<>();
    /** The host scalars the kernel reads: its scalar parameters. */
    final Set<Symbol> scalars = new LinkedHashSet<>();
    /** The host scalars the kernel assigns before reading: each thread has its own. */
    final Set<Symbol> privates = new LinkedHashSet<>();

    private final PassContext ctx;
    private final Reporter reporter;
    private final Exprs ex;
    private final KernelDirective kd;

    /** Starts with the variables declared in the region's statements {@code body}. */
    KernelDataAccesses(PassContext ctx, Exprs ex, KernelDirective kd, List<Stmt> body) {
        this.ctx = ctx;
        this.reporter = ctx.reporter();
        this.ex = ex;
        this.kd = kd;
        for (Stmt s : body) {
            NodeWalker.preOrder(s, n -> {
                if (n instanceof InitDeclarator id && id.name() != null) {
                    Symbol sym = SymbolTable.of(ctx).lookup(id.name(), id);
                    if (sym != null && sym.declaration() == id) {
                        locals.add(sym);
                    }
                }
            });
        }
    }

    /**
     * Classifies every variable and function the region uses from outside; arrays that live only
     * in shared memory need no copy, {@code readOnly} claims those in constant or texture memory.
     */
    void analyse(KernelRegion region, TranslationUnit tu, SharedMemoryLowering shared, ReadOnlyKernelData readOnly) {
        List<Stmt> body = region.body();
        Map<Symbol, Boolean> firstIsWrite = new LinkedHashMap<>();
        // whether a scalar's first access in evaluation order assigns it ('s = s + x' reads s first)
        Map<Symbol, Boolean> assignedFirst = new HashMap<>();
        Map<Symbol, Ident> firstAccess = new HashMap<>();
        Set<Symbol> written = new HashSet<>();
        for (Stmt s : body) {
            NodeWalker.evaluationOrder(s, n -> {
                if (n instanceof Ident i && i.symbol() != null) {
                    assignedFirst.putIfAbsent(i.symbol(), isWrite(i) && isPlainAssign(i));
                    firstAccess.putIfAbsent(i.symbol(), i);
                }
            });
            NodeWalker.preOrder(s, n -> {
                if (!(n instanceof Ident i) || i.symbol() == null) {
                    return;
                }
                Symbol sym = i.symbol();
                if (locals.contains(sym) || !sym.isObject() && sym.kind() != Symbol.Kind.FUNCTION) {
                    return;
                }
                if (sym.kind() == Symbol.Kind.FUNCTION) {
                    return; // calls: DeviceFunctions; functions as values: CallGraphAnalysis
                }
                boolean write = isWrite(i);
                firstIsWrite.putIfAbsent(sym, write && isPlainAssign(i));
                if (write) {
                    written.add(sym);
                }
            });
        }
        // the file-scope variables the functions it calls use (directly or not) are the kernel's too,
        // and so is the target of 'shared copyout A[...] to B[...]' (its global copy is written)
        Map<Symbol, Ident> calleeUse = new HashMap<>();
        Map<Symbol, String> calleeChain = new HashMap<>();
        for (Stmt s : body) {
            for (DirectiveStmt ds : NodeWalker.collect(s, DirectiveStmt.class)) {
                if (ds.directive() instanceof DataDirective dd && dd.memory() == DataDirective.Memory.SHARED && dd.to() != null) {
                    Symbol t = SymbolTable.of(ctx).lookup(dd.to().name(), ds);
                    if (t != null && t.isObject() && !locals.contains(t)) {
                        Ident use = new Ident(t.name());
                        use.setSymbol(t);
                        use.at(dd.to().pos());
                        calleeUse.putIfAbsent(t, use);
                        firstIsWrite.putIfAbsent(t, false);
                    }
                }
            }
        }
        FunctionClasses classes = FunctionClasses.of(ctx);
        DeviceFacts facts = new DeviceFacts(classes.graph());
        for (Stmt s : body) {
            for (Call c : NodeWalker.collect(s, Call.class)) {
                FunctionDef f = classes.graph() == null ? null : classes.graph().resolve(c, ctx);
                if (f == null) {
                    continue;
                }
                for (Map.Entry<String, DeviceFacts.Use> e : facts.fileScopeUses(f).entrySet()) {
                    Symbol k = SymbolTable.of(ctx).fileScope().lookup(e.getKey());
                    DeviceFacts.Use use = e.getValue();
                    if (k == null || !k.isObject()) {
                        reporter.error(use.first().pos(), "'" + e.getKey() + "' is a file-scope variable of " + use.first().pos().file()
                                + " used in device code by '" + f.name() + "', called in kernel '" + kd.name() + "', but "
                                + region.begin().pos().file() + " does not declare it, so the kernel cannot pass it; declare it there"
                                + " (an extern declaration in a shared header)");
                        continue;
                    }
                    boolean scalar = k.type() == null || !(k.type().resolved() instanceof ArrayType || k.type().isPointer());
                    if (scalar && use.written()) {
                        continue; // reported, with the chain of calls, by DeviceFunctions
                    }
                    if (calleeUse.putIfAbsent(k, use.first()) == null) {
                        java.util.List<CallGraph.CallSite> chain = facts.chainTo(new CallGraph.CallSite(c, null, f, region), use.first());
                        if (chain != null) {
                            calleeChain.put(k, "kernel '" + kd.name() + "' (" + region.begin().pos().file() + ":" + region.begin().pos().line()
                                    + ")" + chainText(chain));
                        }
                    }
                    firstIsWrite.putIfAbsent(k, false);
                }
            }
        }
        for (Map.Entry<Symbol, Boolean> e : firstIsWrite.entrySet()) {
            Symbol sym = e.getKey();
            Ident use = calleeUse.containsKey(sym) && firstUse(body, sym) == null ? calleeUse.get(sym) : firstUse(body, sym);
            if (sym.type() != null && (sym.type().resolved() instanceof ArrayType || sym.type().isPointer())) {
                if (shared.livesOnlyInShared(sym, body)) {
                    continue; // no global copy needed
                }
                DirectiveStmt d = ReachingDirectives.reaching(sym.name(), DataDirective.Memory.GLOBAL, region.begin());
                if (readOnly.claim(sym, d, region, arrays)) {
                    continue; // constant or texture memory (or an error reported)
                }
                DeviceArray a = KernelData.deviceArray(sym, use, kd, region, SymbolTable.of(ctx), ex, reporter, calleeChain.get(sym));
                if (a != null) {
                    arrays.put(sym, a);
                }
            } else if (written.contains(sym)) {
                if (assignedFirst.get(sym)) {
                    privates.add(sym);
                } else {
                    reporter.error(firstAccess.get(sym).pos(), "scalar '" + sym.name() + "' is written in kernel '" + kd.name()
                            + "' after being read: each GPU thread has its own copy, so the host's value would not change; "
                            + "declare it inside the kernel region, or keep the result in an array with a 'global copyout' directive");
                }
            } else {
                scalars.add(sym);
            }
        }
    }

    /**
     * Whether the host can evaluate an expression just before the launch: it names only enum
     * constants and arithmetic host variables that the kernel does not declare or privatize.
     */
    Predicate<Expr> hostEvaluable() {
        return e -> NodeWalker.collect(e, Ident.class).stream().allMatch(i -> i.symbol() != null
                && !locals.contains(i.symbol()) && !privates.contains(i.symbol())
                && (i.symbol().kind() == Symbol.Kind.ENUM_CONSTANT || i.symbol().isObject() && i.symbol().type() != null
                && i.symbol().type().isArithmetic()));
    }

    private static Ident firstUse(List<Stmt> body, Symbol sym) {
        for (Stmt s : body) {
            for (Ident i : NodeWalker.collect(s, Ident.class)) {
                if (i.symbol() == sym) {
                    return i;
                }
            }
        }
        return null;
    }

    /** " → f (a.c:12) → g (b.c:30)": the calls of a chain, each callee with where it is called. */
    private static String chainText(java.util.List<CallGraph.CallSite> chain) {
        StringBuilder sb = new StringBuilder();
        for (CallGraph.CallSite s : chain) {
            sb.append(" \u2192 ").append(s.callee().name()).append(" (").append(s.pos().file()).append(':').append(s.pos().line()).append(')');
        }
        return sb.toString();
    }

    private static boolean isWrite(Ident i) {
        Node p = i.parent();
        while (p instanceof Paren) {
            p = p.parent();
        }
        if (p instanceof Assign a && Paren.strip(a.target()) == i) {
            return true;
        }
        if (p instanceof Unary u && (u.isIncDec() || u.op().equals("&"))) {
            return true;
        }
        return false;
    }

    private static boolean isPlainAssign(Ident i) {
        return i.parent() instanceof Assign a && a.op().equals("=") && a.target() == i;
    }
}
