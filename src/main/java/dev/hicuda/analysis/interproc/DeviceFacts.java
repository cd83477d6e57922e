package dev.hicuda.analysis.interproc;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.LoopPartitionDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Member;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.symbol.Symbol;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What a function called from a kernel does, counting the functions it calls in turn (through the
 * program's {@link CallGraph}): the file-scope variables it uses, which a kernel calling it must
 * pass in (arrays as their device copies, scalars as values), and whether it holds directives that
 * need the kernel's context ({@code loop_partition}, {@code barrier}, {@code singular},
 * {@code shared}) or block-wide barriers.
 */
public final class DeviceFacts {
    /** A file-scope variable a function uses: the symbol it names there, its first use, and whether the function writes it. */
    public record Use(Symbol symbol, Ident first, boolean written) {
    }

    private final CallGraph graph;
    private final Map<FunctionDef, Map<String, Use>> uses = new IdentityHashMap<>();
    private final Map<FunctionDef, Boolean> context = new IdentityHashMap<>();
    private final Map<FunctionDef, Boolean> barriers = new IdentityHashMap<>();

    public DeviceFacts(CallGraph graph) {
        this.graph = graph;
    }

    public CallGraph graph() {
        return graph;
    }

    /** The file-scope variables {@code f} and the functions it calls use, by name, in order of first use. */
    public Map<String, Use> fileScopeUses(FunctionDef f) {
        Map<String, Use> m = uses.get(f);
        if (m != null) {
            return m;
        }
        m = new LinkedHashMap<>();
        uses.put(f, m); // a recursive call (an error reported elsewhere) sees what is known so far
        Map<String, Use> out = m;
        NodeWalker.preOrder(f.body(), n -> {
            if (n instanceof Ident i && i.symbol() != null && i.symbol().isObject() && i.symbol().isFileScope()) {
                Use old = out.get(i.name());
                boolean w = isWrite(i);
                if (old == null) {
                    out.put(i.name(), new Use(i.symbol(), i, w));
                } else if (w && !old.written()) {
                    out.put(i.name(), new Use(old.symbol(), old.first(), true));
                }
            }
        });
        for (CallGraph.CallSite s : graph.callsFrom(f)) {
            for (Map.Entry<String, Use> e : fileScopeUses(s.callee()).entrySet()) {
                Use old = out.get(e.getKey());
                if (old == null) {
                    out.put(e.getKey(), e.getValue());
                } else if (e.getValue().written() && !old.written()) {
                    out.put(e.getKey(), new Use(old.symbol(), old.first(), true));
                }
            }
        }
        return out;
    }

    /** Whether {@code f} or a function it calls holds loop_partition, barrier, singular or shared directives. */
    public boolean needsKernelContext(FunctionDef f) {
        return transitively(f, context, Set.of("loop_partition", "barrier", "singular", "shared"));
    }

    /** Whether {@code f} or a function it calls makes the threads of a block wait for each other (barrier, shared transfers). */
    public boolean hasBarriers(FunctionDef f) {
        return transitively(f, barriers, Set.of("barrier", "shared"));
    }

    private boolean transitively(FunctionDef f, Map<FunctionDef, Boolean> memo, Set<String> kinds) {
        Boolean b = memo.get(f);
        if (b != null) {
            return b;
        }
        memo.put(f, false);
        boolean r = NodeWalker.any(f.body(), n -> n instanceof DirectiveStmt d && kinds.contains(kind(d)));
        for (CallGraph.CallSite s : graph.callsFrom(f)) {
            r |= transitively(s.callee(), memo, kinds);
        }
        memo.put(f, r);
        return r;
    }

    private static String kind(DirectiveStmt d) {
        if (d.directive() instanceof LoopPartitionDirective) {
            return "loop_partition";
        }
        if (d.directive() instanceof SimpleDirective s) {
            return s.kind() == SimpleDirective.Kind.BARRIER ? "barrier" : s.kind() == SimpleDirective.Kind.SINGULAR ? "singular" : "";
        }
        if (d.directive() instanceof DataDirective dd && dd.memory() == DataDirective.Memory.SHARED) {
            return "shared";
        }
        return "";
    }

    /** Whether an identifier is stored to: assigned, incremented, or its address (or an element's) taken. */
    public static boolean isWrite(Ident i) {
        return writeKind(i) != null;
    }

    /** "writes to" / "takes the address of" when the element (or array) named by {@code i} is modified or escapes; else null. */
    public static String writeKind(Ident i) {
        Node n = i;
        while (n.parent() instanceof Index ix && ix.base() == n || n.parent() instanceof Paren
                || n.parent() instanceof Member m && m.base() == n && !m.isArrow()) {
            n = n.parent();
        }
        Node p = n.parent();
        if (p instanceof Assign a && a.target() == n || p instanceof Unary u && u.isIncDec()) {
            return "writes to";
        }
        if (p instanceof Unary u && u.op().equals("&")) {
            return "takes the address of";
        }
        return null;
    }

    /**
     * The calls from {@code from} (which the first call, {@code first}, reaches) down to the function
     * that holds {@code node}: the chain through which a kernel's call reaches a use; null when none does.
     */
    public java.util.List<CallGraph.CallSite> chainTo(CallGraph.CallSite first, Node node) {
        FunctionDef target = null;
        for (Node p = node; p != null; p = p.parent()) {
            if (p instanceof FunctionDef f) {
                target = f;
            }
        }
        java.util.Map<FunctionDef, CallGraph.CallSite> via = new IdentityHashMap<>();
        java.util.ArrayDeque<FunctionDef> work = new java.util.ArrayDeque<>();
        work.add(first.callee());
        Set<FunctionDef> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        seen.add(first.callee());
        while (!work.isEmpty()) {
            FunctionDef f = work.poll();
            if (f == target) {
                java.util.List<CallGraph.CallSite> l = new java.util.ArrayList<>();
                for (FunctionDef g = f; via.containsKey(g); g = via.get(g).caller()) {
                    l.add(0, via.get(g));
                }
                l.add(0, first);
                return l;
            }
            for (CallGraph.CallSite s : graph.callsFrom(f)) {
                if (seen.add(s.callee())) {
                    via.put(s.callee(), s);
                    work.add(s.callee());
                }
            }
        }
        return null;
    }

    /** The functions a set of calls may reach, the callees included (for the kernel that makes them). */
    public Set<FunctionDef> reachable(Iterable<FunctionDef> from) {
        Set<FunctionDef> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        java.util.ArrayDeque<FunctionDef> work = new java.util.ArrayDeque<>();
        for (FunctionDef f : from) {
            work.add(f);
        }
        while (!work.isEmpty()) {
            FunctionDef f = work.poll();
            if (seen.add(f)) {
                for (CallGraph.CallSite s : graph.callsFrom(f)) {
                    work.add(s.callee());
                }
            }
        }
        return seen;
    }
}
