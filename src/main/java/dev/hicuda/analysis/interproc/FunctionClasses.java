package dev.hicuda.analysis.interproc;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.pass.PassContext;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The four classes of functions of the journal paper's §5.7.2, which decide where each
 * interprocedural propagation runs and which errors are checked:
 * <ul>
 * <li>K: the function contains kernel regions;</li>
 * <li>MK: it contains none but may lead to one: a chain of calls outside kernel regions leads to a K function;</li>
 * <li>IK: it may run inside a kernel region: a chain of calls leads to it from inside one;</li>
 * <li>N: none of these.</li>
 * </ul>
 * Data directives propagate among K and MK functions; access redirection and the kernel's context
 * (grid, enclosing partitioned loops) propagate among K and IK functions.  A function that is both
 * K (or MK) and IK would start a kernel from inside a kernel: an error.  For each IK function the
 * first chain of calls found from a kernel region is kept, for messages.
 */
public final class FunctionClasses {
    /** The class of a function. */
    public enum Kind { K, MK, IK, N }

    /** Where the program's results keep the classes of its functions. */
    public static final PassContext.Key<FunctionClasses> KEY =
            PassContext.Key.withDefault("function classes", FunctionClasses.class, () -> new FunctionClasses(null));

    private final CallGraph graph;
    private final Set<FunctionDef> k = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<FunctionDef> mk = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<FunctionDef> ik = Collections.newSetFromMap(new IdentityHashMap<>());
    /** For an IK function: the call through which a kernel first reaches it. */
    private final Map<FunctionDef, CallGraph.CallSite> reachedBy = new IdentityHashMap<>();

    private FunctionClasses(CallGraph graph) {
        this.graph = graph;
    }

    /** Classifies every function of the call graph. */
    public static FunctionClasses of(CallGraph g) {
        FunctionClasses c = new FunctionClasses(g);
        Deque<FunctionDef> work = new ArrayDeque<>();
        for (FunctionDef f : g.functions()) {
            if (!g.kernelsIn(f).isEmpty()) {
                c.k.add(f);
            }
            for (CallGraph.CallSite s : g.callsFrom(f)) {
                if (s.inKernel() && !c.reachedBy.containsKey(s.callee())) {
                    c.reachedBy.put(s.callee(), s);
                    c.ik.add(s.callee());
                    work.add(s.callee());
                }
            }
        }
        while (!work.isEmpty()) {
            FunctionDef f = work.poll();
            for (CallGraph.CallSite s : g.callsFrom(f)) {
                if (c.ik.add(s.callee())) {
                    c.reachedBy.put(s.callee(), s);
                    work.add(s.callee());
                }
            }
        }
        work.addAll(c.k);
        while (!work.isEmpty()) {
            FunctionDef f = work.poll();
            for (CallGraph.CallSite s : g.callsTo(f)) {
                if (!s.inKernel() && !c.k.contains(s.caller()) && c.mk.add(s.caller())) {
                    work.add(s.caller());
                }
            }
        }
        return c;
    }

    /** The classes of the program's functions (after {@link CallGraphAnalysis} has run). */
    public static FunctionClasses of(PassContext ctx) {
        return ctx.whole().get(KEY);
    }

    public CallGraph graph() {
        return graph;
    }

    /** The class of {@code f}: IK first (what runs on the device), then K, MK, N. */
    public Kind kind(FunctionDef f) {
        return ik.contains(f) ? Kind.IK : k.contains(f) ? Kind.K : mk.contains(f) ? Kind.MK : Kind.N;
    }

    public boolean isKernelFunction(FunctionDef f) {
        return k.contains(f);
    }

    /** Whether {@code f} may lead to a kernel region: it is K or MK. */
    public boolean leadsToKernel(FunctionDef f) {
        return k.contains(f) || mk.contains(f);
    }

    /** Whether {@code f} may run inside a kernel region. */
    public boolean isDevice(FunctionDef f) {
        return ik.contains(f);
    }

    /** The functions that may run inside kernel regions. */
    public Set<FunctionDef> deviceFunctions() {
        return ik;
    }

    /** The calls through which a kernel region first reaches {@code f} (an IK function), outermost first. */
    public List<CallGraph.CallSite> chainTo(FunctionDef f) {
        List<CallGraph.CallSite> l = new ArrayList<>();
        Set<FunctionDef> seen = new LinkedHashSet<>();
        for (CallGraph.CallSite s = reachedBy.get(f); s != null && seen.add(s.callee()); s = reachedBy.get(s.caller())) {
            l.add(0, s);
            if (s.inKernel()) {
                break;
            }
        }
        return l;
    }

    /**
     * The chain of calls from a kernel region to {@code f}, for messages:
     * {@code kernel 'k' (a.c:12) → f (a.c:14) → g (b.c:30)}, each function followed by where it is called.
     */
    public String describeChain(FunctionDef f) {
        return describe(chainTo(f));
    }

    /** The chain {@code calls} (outermost first, the first in a kernel region) as a message. */
    public static String describe(List<CallGraph.CallSite> calls) {
        if (calls.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder(kernelName(calls.get(0)));
        for (CallGraph.CallSite s : calls) {
            sb.append(" \u2192 ").append(s.callee().name()).append(" (").append(at(s)).append(')');
        }
        return sb.toString();
    }

    /** "kernel 'k' (a.c:12)", or the Mint loop nest a call stands in. */
    static String kernelName(CallGraph.CallSite s) {
        KernelRegion r = s.kernel();
        if (r != null) {
            return "kernel '" + r.directive().name() + "' (" + r.begin().pos().file() + ":" + r.begin().pos().line() + ")";
        }
        return "the Mint loop nest of '" + s.caller().name() + "'";
    }

    static String at(CallGraph.CallSite s) {
        return s.pos().file() + ":" + s.pos().line();
    }
}
