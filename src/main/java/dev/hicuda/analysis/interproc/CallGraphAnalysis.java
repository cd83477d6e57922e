package dev.hicuda.analysis.interproc;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.pass.ProgramPass;
import dev.hicuda.pass.WholeProgram;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds the program's call graph, classifies its functions (K, MK, IK, N: {@link FunctionClasses})
 * and checks what device code cannot do, each error located where it happens and naming the chain
 * of calls from the kernel region that makes it device code: a kernel region reached from inside
 * another kernel through calls, recursion, calls through function pointers and functions used as
 * values, memory allocation, host input/output other than {@code printf}, and calls to functions
 * whose definition is not in the program.
 */
public final class CallGraphAnalysis implements ProgramPass {
    @Override
    public String name() {
        return "call-graph";
    }

    @Override
    public void run(WholeProgram program) {
        CallGraph g = CallGraph.of(program);
        FunctionClasses classes = FunctionClasses.of(g);
        program.put(FunctionClasses.KEY, classes);
        Reporter reporter = program.units().get(0).reporter();
        new Checks(g, classes, reporter).run();
    }

    private static final class Checks {
        private final CallGraph g;
        private final FunctionClasses classes;
        private final Reporter reporter;
        private final Set<Call> reportedRecursion = Collections.newSetFromMap(new IdentityHashMap<>());

        Checks(CallGraph g, FunctionClasses classes, Reporter reporter) {
            this.g = g;
            this.classes = classes;
            this.reporter = reporter;
        }

        void run() {
            for (FunctionDef f : g.functions()) {
                for (KernelRegion r : g.kernelsIn(f)) {
                    if (classes.isDevice(f)) {
                        reporter.error(r.begin().pos(), "kernel '" + r.directive().name() + "' is reached from inside another kernel through"
                                + " calls (" + classes.describeChain(f) + "); kernel regions cannot be nested, even through calls");
                    }
                    String where = "inside kernel '" + r.directive().name() + "'";
                    for (Stmt s : r.body()) {
                        body(s, where, g.unitOf(f));
                    }
                }
            }
            for (FunctionDef f : g.functions()) {
                if (classes.isDevice(f)) {
                    body(f.body(), "in '" + f.name() + "', which runs on the GPU (" + classes.describeChain(f) + ")", g.unitOf(f));
                }
            }
            recursion();
        }

        /** The checks on one piece of device code; {@code where} says why it is device code. */
        private void body(Node code, String where, dev.hicuda.pass.PassContext unit) {
            NodeWalker.preOrder(code, n -> {
                if (n instanceof Call c) {
                    call(c, where, unit);
                } else if (n instanceof Ident i && i.symbol() != null && i.symbol().kind() == Symbol.Kind.FUNCTION && !isCallee(i)) {
                    reporter.error(i.pos(), "function '" + i.name() + "' used as a value " + where
                            + ": function pointers cannot be used in device code");
                }
            });
        }

        private static boolean isCallee(Ident i) {
            Node n = i;
            while (n.parent() instanceof Paren) {
                n = n.parent();
            }
            return n.parent() instanceof Call c && c.callee() == n;
        }

        private void call(Call c, String where, dev.hicuda.pass.PassContext unit) {
            String name = c.callee() instanceof Paren p && p.inner() instanceof Ident pi ? pi.name() : c.calleeName();
            Symbol sym = c.callee() instanceof Ident ci ? ci.symbol() : null;
            if (name == null || sym != null && sym.kind() != Symbol.Kind.FUNCTION) {
                reporter.error(c.pos(), "call through a function pointer " + where
                        + ": device code may call functions only by their names");
                return;
            }
            if (g.definition(name, unit) != null) {
                return;
            }
            if (DeviceLibrary.allocates(name)) {
                reporter.error(c.pos(), "'" + name + "' cannot be called " + where + ": device code cannot allocate or free memory;"
                        + " allocate it before the kernel and give it to the kernel with a 'global alloc' directive");
            } else if (DeviceLibrary.hostIo(name)) {
                reporter.error(c.pos(), "'" + name + "' is host input/output and cannot be called " + where
                        + ": device code may print only with printf");
            } else if (!DeviceLibrary.available(name)) {
                reporter.error(c.pos(), "call to '" + name + "' " + where
                        + ": its definition is not in the program, so it cannot be compiled for the GPU");
            }
        }

        /** Calls that close a cycle of device calls (depth first from every kernel region, in program order). */
        private void recursion() {
            Map<FunctionDef, Integer> state = new IdentityHashMap<>(); // 1 on the path, 2 done
            for (FunctionDef f : g.functions()) {
                for (CallGraph.CallSite s : g.callsFrom(f)) {
                    if (s.inKernel()) {
                        List<CallGraph.CallSite> path = new ArrayList<>();
                        path.add(s);
                        visit(s.callee(), path, state);
                    }
                }
            }
        }

        private void visit(FunctionDef f, List<CallGraph.CallSite> path, Map<FunctionDef, Integer> state) {
            Integer st = state.get(f);
            if (st != null && st == 2) {
                return;
            }
            state.put(f, 1);
            for (CallGraph.CallSite s : g.callsFrom(f)) {
                path.add(s);
                Integer cs = state.get(s.callee());
                if (cs != null && cs == 1) {
                    if (reportedRecursion.add(s.call())) {
                        reporter.error(s.pos(), "recursive call to '" + s.callee().name() + "' in device code ("
                                + FunctionClasses.describe(path) + "): functions that run on the GPU cannot be recursive");
                    }
                } else {
                    visit(s.callee(), path, state);
                }
                path.remove(path.size() - 1);
            }
            state.put(f, 2);
        }
    }
}
