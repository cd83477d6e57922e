package dev.hicuda.optimize.registers;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.optimize.nest.ArrayRef;
import dev.hicuda.optimize.nest.Names;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Accumulators in registers: in a sequential loop, an element that a statement run in every
 * iteration updates ({@code X[s] op= e}, {@code X[s] = X[s] op e}, {@code X[s]++}) at subscripts the
 * loop does not change is loaded into a register before the loop, read and updated there, and
 * stored after it.  See {@link dev.hicuda.optimize.Registers} for the rules.
 */
public final class Accumulators {
    private final LoopFacts facts;
    private final ConstEval constants;
    private final Names names;

    public Accumulators(For loop, ConstEval constants, Names names) {
        this.facts = new LoopFacts(loop, constants);
        this.constants = constants;
        this.names = names;
    }

    /** Applies to every accumulator of the loop; the report's lines ("applied: ..." or why not). */
    public List<String> apply() {
        List<ArrayRef> updates = new ArrayList<>();
        for (Stmt s : facts.everyIteration()) {
            if (s instanceof ExprStmt es) {
                ArrayRef r = update(es.expr());
                if (r != null) {
                    updates.add(r);
                }
            }
        }
        if (updates.isEmpty()) {
            return List.of();
        }
        String where = "loop '" + (facts.counted == null ? "?" : facts.counted.var().name()) + "' (line " + facts.loop.pos().line() + ")";
        String bad = facts.unsuitable();
        if (bad == null && !facts.runsOnce(constants)) {
            bad = "it may run no iteration (the load before it and the store after it would be new)";
        }
        if (bad != null) {
            return List.of("accumulator " + LoopFacts.key(updates.get(0)) + " not kept in a register across " + where + ": " + bad);
        }
        List<String> out = new ArrayList<>();
        Set<String> done = new LinkedHashSet<>();
        for (ArrayRef u : updates) {
            String key = LoopFacts.key(u);
            if (done.contains(key)) {
                continue;
            }
            done.add(key);
            String why = check(u);
            if (why != null) {
                out.add("accumulator " + key + " not kept in a register across " + where + ": " + why);
                continue;
            }
            out.add("applied: " + keep(u, key) + " across " + where);
        }
        return out;
    }

    /** The element an update expression updates, or null. */
    private static ArrayRef update(Expr e) {
        Expr target = null;
        if (e instanceof Assign a && !a.op().equals("=")) {
            target = a.target();
        } else if (e instanceof Assign a && a.op().equals("=") && Paren.strip(a.value()) instanceof dev.hicuda.ir.expr.Binary b
                && Paren.strip(a.target()) instanceof Index t && Paren.strip(b.left()) instanceof Index l) {
            ArrayRef rt = ArrayRef.of(t);
            ArrayRef rl = ArrayRef.of(l);
            if (rt != null && rl != null && LoopFacts.key(rt).equals(LoopFacts.key(rl))) {
                target = a.target();
            }
        } else if (e instanceof Unary u && u.isIncDec()) {
            target = u.operand();
        }
        return Paren.strip(target) instanceof Index ix ? ArrayRef.of(ix) : null;
    }

    private String check(ArrayRef u) {
        if (!facts.invariant(u)) {
            return "its subscripts change in the loop or read memory";
        }
        if (Scalar.specs(u) == null) {
            return "its element type is not an arithmetic type spelled by the array's declaration";
        }
        String key = LoopFacts.key(u);
        int uses = 0;
        for (ArrayRef r : facts.refs) {
            if (r.array() != u.array()) {
                continue;
            }
            uses++;
            if (!LoopFacts.key(r).equals(key) && !LoopFacts.distinct(r, u, constants)) {
                return LoopFacts.key(r) + " may be the same element (aliasing)";
            }
        }
        if (!ArrayRef.onlyElementAccesses(facts.loop, u.array())) {
            return u.name() + " is used other than by element accesses in the loop";
        }
        return uses == 0 ? "internal: no access" : null;
    }

    /** Rewrites the loop for accumulator {@code u}; returns the report's description. */
    private String keep(ArrayRef u, String key) {
        For loop = facts.loop;
        DeclSpecs specs = Scalar.specs(u);
        String reg = names.fresh(u.name() + "_acc");
        Compound block = Scalar.block(loop);
        int at = block.indexOf(loop);
        Expr init = u.node().copy();
        String from = "loaded before the loop";
        if (at > 0 && block.items().get(at - 1) instanceof ExprStmt prev && prev.expr() instanceof Assign a && a.op().equals("=")
                && Paren.strip(a.target()) instanceof Index t && ArrayRef.of(t) != null && LoopFacts.key(ArrayRef.of(t)).equals(key)
                && !NodeWalker.any(a.value(), n -> n instanceof Ident i && i.symbol() == u.array())) {
            init = a.value().copy();
            block.remove(prev);
            at--;
            from = "initialized with the value stored just before the loop";
        }
        for (ArrayRef r : new ArrayList<>(ArrayRef.in(loop))) {
            if (r.array() == u.array() && LoopFacts.key(r).equals(key)) {
                NodeWalker.replace(r.node(), Scalar.use(reg));
            }
        }
        block.insert(at, Scalar.declare(specs, reg, init, loop));
        ExprStmt store = new ExprStmt(new Assign("=", u.node().copy(), Scalar.use(reg)));
        NodeWalker.preOrder(store, n -> {
            if (!n.pos().isKnown()) {
                n.at(loop.pos());
            }
        });
        store.setEpoch(loop.epoch());
        block.insertAfter(loop, store);
        return key + " kept in register " + reg + " (" + from + ", stored once after it)";
    }
}
