package dev.hicuda.analysis.interproc;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.LoopNestDirective;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.WholeProgram;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The calls between the functions defined in the program's files (paper §5.7.2).  A call names
 * its callee: a definition in the caller's own file is taken first (a {@code static} function
 * is visible there only), else the definition with external linkage in another file.  Each call
 * knows whether it stands in device code of its caller: inside a kernel region (hiCUDA's
 * {@code kernel} … {@code kernel_end}, or a loop nest of a Mint {@code for}).
 */
public final class CallGraph {
    /** One call of a function defined in the program. */
    public record CallSite(Call call, FunctionDef caller, FunctionDef callee, KernelRegion kernel) {
        /** Whether the call stands inside a kernel region of its caller. */
        public boolean inKernel() {
            return kernel != null || call.parent() != null && mintKernel(call);
        }

        public SourcePos pos() {
            return call.pos();
        }
    }

    private final WholeProgram program;
    private final Map<FunctionDef, PassContext> unitOf = new IdentityHashMap<>();
    private final Map<FunctionDef, List<CallSite>> calls = new IdentityHashMap<>();
    private final Map<FunctionDef, List<CallSite>> callers = new IdentityHashMap<>();
    private final Map<FunctionDef, List<KernelRegion>> kernels = new IdentityHashMap<>();
    private final List<FunctionDef> functions = new ArrayList<>();

    private CallGraph(WholeProgram program) {
        this.program = program;
    }

    /** The call graph of the program as it is now. */
    public static CallGraph of(WholeProgram program) {
        CallGraph g = new CallGraph(program);
        for (PassContext u : program.units()) {
            for (FunctionDef f : u.program().unit().functions()) {
                if (!f.isIncluded() || !g.unitOf.containsKey(f)) {
                    g.unitOf.put(f, u);
                    g.functions.add(f);
                }
            }
        }
        for (FunctionDef f : g.functions) {
            g.calls.put(f, new ArrayList<>());
            g.kernels.put(f, kernelRegions(f));
        }
        for (FunctionDef f : g.functions) {
            for (Call c : NodeWalker.collect(f.body(), Call.class)) {
                FunctionDef callee = g.resolve(c, g.unitOf.get(f));
                if (callee != null) {
                    CallSite s = new CallSite(c, f, callee, KernelRegion.enclosing(c));
                    g.calls.get(f).add(s);
                    g.callers.computeIfAbsent(callee, k -> new ArrayList<>()).add(s);
                }
            }
        }
        return g;
    }

    /** The kernel regions written directly in a function, in order. */
    private static List<KernelRegion> kernelRegions(FunctionDef f) {
        List<KernelRegion> l = new ArrayList<>();
        for (Compound c : NodeWalker.collect(f.body(), Compound.class)) {
            l.addAll(KernelRegion.in(c));
        }
        return l;
    }

    /** Whether {@code n} stands in the loop nest of a Mint {@code for} (a kernel once Mint is lowered). */
    static boolean mintKernel(Node n) {
        for (Node child = n, p = n.parent(); p != null; child = p, p = p.parent()) {
            if (child instanceof For f && p instanceof Compound c) {
                int i = c.indexOf(f);
                for (int j = i - 1; j >= 0 && c.items().get(j) instanceof DirectiveStmt d; j--) {
                    if (d.directive() instanceof LoopNestDirective) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The function defined in the program that {@code c}, a call in {@code unit}, calls; null for other calls. */
    public FunctionDef resolve(Call c, PassContext unit) {
        if (!(c.callee() instanceof Ident i) || i.symbol() != null && i.symbol().kind() != Symbol.Kind.FUNCTION) {
            return null;
        }
        return definition(i.name(), unit);
    }

    /** The definition that the name {@code name} denotes in {@code unit}: its own first, else an external one. */
    public FunctionDef definition(String name, PassContext unit) {
        FunctionDef external = null;
        for (FunctionDef f : functions) {
            if (!f.name().equals(name)) {
                continue;
            }
            if (unitOf.get(f) == unit) {
                return f;
            }
            if (external == null && !f.specs().isStatic()) {
                external = f;
            }
        }
        return external;
    }

    /** Every function definition of the program, file by file in input order. */
    public List<FunctionDef> functions() {
        return functions;
    }

    /** The calls a function makes to functions of the program, in order. */
    public List<CallSite> callsFrom(FunctionDef f) {
        return calls.getOrDefault(f, List.of());
    }

    /** The calls of a function, from anywhere in the program. */
    public List<CallSite> callsTo(FunctionDef f) {
        return callers.getOrDefault(f, List.of());
    }

    /** The kernel regions written in a function. */
    public List<KernelRegion> kernelsIn(FunctionDef f) {
        return kernels.getOrDefault(f, List.of());
    }

    /** The unit (input file) that defines a function. */
    public PassContext unitOf(FunctionDef f) {
        return unitOf.get(f);
    }

    public WholeProgram program() {
        return program;
    }

    /** The functions of one unit, by name (for lookups that respect file scope). */
    public Map<String, FunctionDef> functionsOf(TranslationUnit tu) {
        Map<String, FunctionDef> m = new LinkedHashMap<>();
        for (FunctionDef f : functions) {
            if (unitOf.get(f).program().unit() == tu) {
                m.put(f.name(), f);
            }
        }
        return m;
    }
}
