package dev.hicuda.optimize.registers;

import dev.hicuda.analysis.ConditionalEvaluation;
import dev.hicuda.analysis.ConstEval;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.optimize.nest.ArrayRef;
import dev.hicuda.optimize.nest.Names;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Loop-invariant loads: an element a sequential loop reads in every iteration at subscripts it does
 * not change, of an array it does not write, is loaded once into a register before the loop (and
 * every read of it in the loop uses the register).  Applied repeatedly, a load moves out of a nest
 * as far as it is invariant.  See {@link dev.hicuda.optimize.Registers} for the rules.
 */
public final class InvariantLoads {
    private final LoopFacts facts;
    private final ConstEval constants;
    private final Names names;

    public InvariantLoads(For loop, ConstEval constants, Names names) {
        this.facts = new LoopFacts(loop, constants);
        this.constants = constants;
        this.names = names;
    }

    public List<String> apply() {
        Set<Symbol> written = new HashSet<>();
        for (ArrayRef r : facts.refs) {
            if (r.write()) {
                written.add(r.array());
            }
        }
        Map<String, ArrayRef> candidates = new LinkedHashMap<>();
        for (Stmt s : facts.everyIteration()) {
            for (ArrayRef r : ArrayRef.in(s)) {
                if (!r.write() && !written.contains(r.array()) && ConditionalEvaluation.unconditional(r.node(), s) && facts.invariant(r)) {
                    candidates.putIfAbsent(LoopFacts.key(r), r);
                }
            }
        }
        if (candidates.isEmpty()) {
            return List.of();
        }
        String where = "loop '" + (facts.counted == null ? "?" : facts.counted.var().name()) + "' (line " + facts.loop.pos().line() + ")";
        String bad = facts.unsuitable();
        if (bad == null && !facts.runsOnce(constants)) {
            bad = "it may run no iteration (the load before it would be new)";
        }
        if (bad != null) {
            return List.of("invariant load " + candidates.keySet().iterator().next() + " not hoisted out of " + where + ": " + bad);
        }
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, ArrayRef> e : candidates.entrySet()) {
            ArrayRef r = e.getValue();
            DeclSpecs specs = Scalar.specs(r);
            if (specs == null) {
                continue;
            }
            if (!ArrayRef.onlyElementAccesses(facts.loop, r.array())) {
                out.add("invariant load " + e.getKey() + " not hoisted out of " + where + ": " + r.name()
                        + " is used other than by element accesses in the loop");
                continue;
            }
            out.add("applied: " + hoist(r, e.getKey(), specs) + " hoisted out of " + where);
        }
        return out;
    }

    private String hoist(ArrayRef r, String key, DeclSpecs specs) {
        For loop = facts.loop;
        String reg = names.fresh(r.name() + "_val");
        Expr init = r.node().copy();
        for (ArrayRef x : new ArrayList<>(ArrayRef.in(loop))) {
            if (x.array() == r.array() && LoopFacts.key(x).equals(key)) {
                NodeWalker.replace(x.node(), Scalar.use(reg));
            }
        }
        Compound block = Scalar.block(loop);
        specs.addFirst("const");
        block.insertBefore(loop, Scalar.declare(specs, reg, init, loop));
        return "invariant load " + key + " (into " + reg + ")";
    }
}
