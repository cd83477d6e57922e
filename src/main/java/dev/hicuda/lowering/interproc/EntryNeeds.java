package dev.hicuda.lowering.interproc;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.VisibleShapes;
import dev.hicuda.analysis.dataflow.ReachingDirectives;
import dev.hicuda.analysis.interproc.CallGraph;
import dev.hicuda.analysis.interproc.DeviceFacts;
import dev.hicuda.analysis.interproc.FunctionClasses;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.pass.PassContext;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The names through which each K or MK function needs data directives of its callers: an array
 * (or pointer) that one of its kernels uses, or that a function it calls needs in turn, and for
 * which no data directive of the function itself is in force there (nor, for a pointer, a shape).
 * A fixpoint over the calls outside kernel regions; only these names are propagated, so a function
 * that manages its own data keeps its name and signature.
 */
final class EntryNeeds {
    private static final DataDirective.Memory[] MEMORIES = {DataDirective.Memory.GLOBAL, DataDirective.Memory.CONSTANT,
            DataDirective.Memory.TEXTURE};

    private final CallGraph graph;
    private final FunctionClasses classes;
    private final DeviceFacts facts;
    private final Map<FunctionDef, Set<EntryKey>> needs = new IdentityHashMap<>();

    EntryNeeds(FunctionClasses classes) {
        this.classes = classes;
        this.graph = classes.graph();
        this.facts = new DeviceFacts(graph);
        for (FunctionDef f : graph.functions()) {
            if (classes.leadsToKernel(f)) {
                needs.put(f, new TreeSet<>());
                own(f);
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (FunctionDef f : graph.functions()) {
                if (!classes.leadsToKernel(f)) {
                    continue;
                }
                for (CallGraph.CallSite s : graph.callsFrom(f)) {
                    if (s.inKernel() || !classes.leadsToKernel(s.callee())) {
                        continue;
                    }
                    for (EntryKey k : Set.copyOf(needs.get(s.callee()))) {
                        Symbol v = actual(k, s.call(), f, s.callee());
                        if (v != null && !satisfied(v, s.call(), f)) {
                            EntryKey mine = keyOf(v, f);
                            if (mine != null && needs.get(f).add(mine)) {
                                changed = true;
                            }
                        }
                    }
                }
            }
        }
    }

    /** The names {@code f} needs from its callers, in order. */
    Set<EntryKey> of(FunctionDef f) {
        return needs.getOrDefault(f, Set.of());
    }

    /** The needs of {@code f}'s kernels and global copyouts, which no directive of {@code f} serves. */
    private void own(FunctionDef f) {
        PassContext unit = graph.unitOf(f);
        for (KernelRegion r : graph.kernelsIn(f)) {
            for (Stmt st : r.body()) {
                for (Ident i : NodeWalker.collect(st, Ident.class)) {
                    Symbol s = i.symbol();
                    if (s != null && s.isObject() && data(s) && !r.equals(KernelRegion.enclosing(s.declaration()))
                            && !satisfied(s, r.begin(), f)) {
                        add(f, s);
                    }
                }
                for (Call c : NodeWalker.collect(st, Call.class)) {
                    FunctionDef g = graph.resolve(c, unit);
                    if (g == null) {
                        continue;
                    }
                    for (String name : facts.fileScopeUses(g).keySet()) {
                        Symbol s = SymbolTable.of(unit).fileScope().lookup(name);
                        if (s != null && s.isObject() && data(s) && !satisfied(s, r.begin(), f)) {
                            add(f, s);
                        }
                    }
                }
            }
        }
        for (DirectiveStmt d : NodeWalker.collect(f.body(), DirectiveStmt.class)) {
            if (d.directive() instanceof DataDirective dd && dd.memory() == DataDirective.Memory.GLOBAL
                    && dd.action() == DataDirective.Action.COPYOUT && KernelRegion.enclosing(d) == null
                    && ReachingDirectives.search(dd.variable().name(), DataDirective.Memory.GLOBAL, d).outcome()
                    == ReachingDirectives.Outcome.ENTRY) {
                Symbol s = SymbolTable.of(unit).lookup(dd.variable().name(), d);
                if (s != null) {
                    add(f, s);
                }
            }
        }
    }

    private void add(FunctionDef f, Symbol s) {
        EntryKey k = keyOf(s, f);
        if (k != null) {
            needs.get(f).add(k);
        }
    }

    /** Whether {@code s} is an array or a pointer (data the directives copy). */
    static boolean data(Symbol s) {
        return s.type() != null && (s.type().resolved() instanceof ArrayType || s.type().isPointer());
    }

    /**
     * Whether a data directive of {@code f} itself is in force for {@code s} at {@code at} (or freed
     * it there), and, for a pointer, a shape of {@code f}'s is visible.
     */
    boolean satisfied(Symbol s, Node at, FunctionDef f) {
        boolean local = false;
        for (DataDirective.Memory m : MEMORIES) {
            ReachingDirectives.Result r = ReachingDirectives.search(s.name(), m, at);
            local |= r.outcome() == ReachingDirectives.Outcome.FREED
                    || r.outcome() == ReachingDirectives.Outcome.FOUND && !r.directive().isPropagated();
        }
        if (!local) {
            return false;
        }
        if (!s.type().isPointer()) {
            return true;
        }
        DirectiveStmt shape = VisibleShapes.at(s, at, SymbolTable.of(graph.unitOf(f)));
        return shape != null && !shape.isPropagated();
    }

    /**
     * The variable of the caller {@code f} that the callee's name {@code k} stands for at {@code call}:
     * the argument, when it is a variable, or the same file-scope variable; null otherwise.
     */
    Symbol actual(EntryKey k, Call call, FunctionDef f, FunctionDef callee) {
        if (k.isParam()) {
            if (k.param() >= call.args().size()) {
                return null;
            }
            Expr a = Paren.strip(call.args().get(k.param()));
            return a instanceof Ident i && i.symbol() != null && i.symbol().isObject() && data(i.symbol()) ? i.symbol() : null;
        }
        Symbol s = SymbolTable.of(graph.unitOf(f)).fileScope().lookup(k.global());
        return s != null && s.isObject() ? s : null;
    }

    /** The name through which {@code s} reaches {@code f}: its parameter, or the file-scope variable; null for a local. */
    static EntryKey keyOf(Symbol s, FunctionDef f) {
        if (s.isFileScope()) {
            return EntryKey.global(s.name());
        }
        if (s.kind() == Symbol.Kind.PARAMETER && f.functionDeclarator() != null) {
            java.util.List<ParamDecl> ps = f.functionDeclarator().params();
            for (int j = 0; j < ps.size(); j++) {
                if (ps.get(j) == s.declaration()) {
                    return EntryKey.param(j);
                }
            }
        }
        return null;
    }

    CallGraph graph() {
        return graph;
    }

    FunctionClasses classes() {
        return classes;
    }
}
