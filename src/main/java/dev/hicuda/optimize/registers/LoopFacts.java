package dev.hicuda.optimize.registers;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.analysis.affine.PolyReader;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.analysis.ranges.SymbolicRanges;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.directive.LoopPartitionDirective;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.optimize.nest.ArrayRef;
import dev.hicuda.optimize.nest.Code;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** What the register passes need to know about a sequential loop of a kernel. */
public final class LoopFacts {
    private static final CPrinter SAME = CPrinter.canonical();

    final For loop;
    final CountedLoop counted;
    /** The variables the loop changes (its own, those its body assigns, and those its body declares: new in each iteration). */
    final Set<Symbol> changed = new HashSet<>();
    final List<ArrayRef> refs;

    LoopFacts(For loop, ConstEval constants) {
        this.loop = loop;
        this.counted = CountedLoop.of(loop, constants);
        changed.addAll(CountedLoop.writtenIn(loop));
        changed.addAll(Code.declaredIn(loop));
        refs = ArrayRef.in(loop);
    }

    /** The sequential (not partitioned) loops of a kernel region, outermost first (in pre-order). */
    public static List<For> sequentialLoops(dev.hicuda.analysis.KernelRegion r) {
        List<For> out = new ArrayList<>();
        for (Stmt s : r.body()) {
            for (For f : NodeWalker.collect(s, For.class)) {
                if (!partitioned(f)) {
                    out.add(f);
                }
            }
        }
        return out;
    }

    /** Whether {@code f} is a loop the programmer partitioned (a loop_partition directive stands before it). */
    public static boolean partitioned(For f) {
        if (f.parent() instanceof Compound c) {
            int i = c.indexOf(f);
            return i > 0 && c.items().get(i - 1) instanceof DirectiveStmt d && d.directive() instanceof LoopPartitionDirective;
        }
        return false;
    }

    /** Why the loop's body cannot keep values in registers across iterations, or null. */
    String unsuitable() {
        if (counted == null) {
            return "it is not a counted loop";
        }
        if (NodeWalker.any(loop.body(), n -> n instanceof DirectiveStmt)) {
            return "its body has a directive (shared data or a barrier: other threads may touch the element)";
        }
        return jump(false);
    }

    /**
     * "its body has a return" (or a goto; with {@code labels}, a label, where a goto from outside could enter the
     * body): why values cannot be carried from one iteration into the next, or null.
     */
    String jump(boolean labels) {
        if (NodeWalker.any(loop.body(), n -> n instanceof dev.hicuda.ir.stmt.Return)) {
            return "its body has a return";
        }
        if (NodeWalker.any(loop.body(), n -> n instanceof dev.hicuda.ir.stmt.Jump j
                && (j.kind() == dev.hicuda.ir.stmt.Jump.Kind.GOTO || j.kind() == dev.hicuda.ir.stmt.Jump.Kind.COMPUTED_GOTO))) {
            return "its body has a goto";
        }
        if (labels && NodeWalker.any(loop.body(), n -> n instanceof dev.hicuda.ir.stmt.Labeled l
                && l.kind() == dev.hicuda.ir.stmt.Labeled.Kind.LABEL)) {
            return "its body has a label";
        }
        return null;
    }

    /** Whether the loop provably runs at least once (so a value loaded before it is one the loop would load). */
    boolean runsOnce(ConstEval constants) {
        SymbolicRanges r = SymbolicRanges.at(loop, constants);
        PolyReader reader = r.reader();
        Poly first = reader.read(counted.first());
        Poly bound = reader.read(counted.bound());
        if (first == null || bound == null) {
            return false;
        }
        return switch (counted.rel()) {
            case "<" -> r.compare(first, bound.plus(-1)) == SymbolicRanges.Comparison.LE;
            case "<=" -> r.compare(first, bound) == SymbolicRanges.Comparison.LE;
            case ">" -> r.compare(bound.plus(1), first) == SymbolicRanges.Comparison.LE;
            default -> r.compare(bound, first) == SymbolicRanges.Comparison.LE;
        };
    }

    /** Whether the subscripts of {@code r} have the same value in every iteration (no changed variable, no memory read, no call). */
    boolean invariant(ArrayRef r) {
        for (Expr s : r.subscripts()) {
            if (Code.mentions(s, changed) || NodeWalker.any(s, n -> n instanceof Index || n instanceof Call)
                    || PolyReader.hasSideEffects(s)) {
                return false;
            }
        }
        return true;
    }

    /** The subscripts as text, to compare accesses. */
    static String key(ArrayRef r) {
        StringBuilder sb = new StringBuilder(r.name());
        for (Expr s : r.subscripts()) {
            sb.append('[').append(SAME.expr(s)).append(']');
        }
        return sb.toString();
    }

    /** Whether {@code a} and {@code b} provably touch different elements (a subscript differs by a non-zero constant). */
    static boolean distinct(ArrayRef a, ArrayRef b, ConstEval constants) {
        if (a.subscripts().size() != b.subscripts().size()) {
            return false;
        }
        PolyReader reader = new PolyReader(constants);
        for (int d = 0; d < a.subscripts().size(); d++) {
            Poly x = reader.read(a.subscripts().get(d));
            Poly y = reader.read(b.subscripts().get(d));
            if (x != null && y != null) {
                Long diff = x.minus(y).constantValue();
                if (diff != null && diff != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The statements that run in every iteration: the expression statements and declarations of the body
     * (through nested blocks) before the first statement that can end the iteration early (one with a break or
     * continue of the loop in it, at any depth); the other statements (if, loops, switch) are skipped, their
     * own statements running only under a condition.
     */
    List<Stmt> everyIteration() {
        List<Stmt> out = new ArrayList<>();
        collect(loop.body(), out);
        return out;
    }

    /** Adds the statements of {@code s} that run whenever s does; false at the first after which the iteration may end. */
    private static boolean collect(Stmt s, List<Stmt> out) {
        if (s instanceof Compound c) {
            for (Stmt x : c.items()) {
                if (!collect(x, out)) {
                    return false;
                }
            }
            return true;
        }
        if (s instanceof ExprStmt || s instanceof DeclStmt) {
            out.add(s);
            return true;
        }
        return Code.escapingJump(s) == null;
    }
}
