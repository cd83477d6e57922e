package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.affine.Exprs;

import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.directive.LoopPartitionDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.InitList;
import dev.hicuda.ir.stmt.*;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Predicates the body of a loop partitioned over threads whose iterations do not divide evenly,
 * so that its barriers and shared-memory directives (whose cooperative transfers need every thread,
 * paper §4.2: "the compiler automatically generates guard code") stay block-wide: every thread of the block runs the same number of trips
 * (those of its busiest thread), and in a trip where a thread has no iteration of its own it
 * still reaches each barrier but does none of the work.  The work around the barriers is
 * guarded by the flag {@code on}:
 * <ul>
 * <li>a run of statements without a barrier becomes {@code if (on) { ... }} (a {@code singular}
 *     region, or a {@code loop_partition} with its loop, moves as one statement);</li>
 * <li>a declaration keeps its place (later statements may use it) and its initializers become
 *     guarded assignments: {@code float x = A[i];} becomes {@code float x; if (on) { x = A[i]; }};</li>
 * <li>a block that contains a barrier is predicated in turn; so is the body of a {@code for} loop
 *     that contains one, whose header must then be the same for every thread (it may not use the
 *     partitioned variable nor a variable declared in the loop body).</li>
 * </ul>
 * A barrier under {@code if}, {@code while}, {@code do} or {@code switch}, a {@code break},
 * {@code continue}, {@code return} or {@code goto} that would leave the predicated body, or a
 * declaration initialized by a brace list cannot be predicated: {@link #apply} reports why and
 * returns null.
 */
final class BarrierPredication {
    private final String on;
    private final String var;
    private final Reporter reporter;
    private Set<String> varying;
    private final Set<String> uniform = new HashSet<>();
    private boolean failed;

    /**
     * @param on  the name of the flag that says whether this thread has an iteration in this trip
     * @param var the partitioned loop's variable
     */
    BarrierPredication(String on, String var, Reporter reporter) {
        this.on = on;
        this.var = var;
        this.reporter = reporter;
    }

    static boolean hasBarrier(Node n) {
        return NodeWalker.any(n, x -> x instanceof DirectiveStmt d && d.directive() instanceof SimpleDirective sd
                && sd.kind() == SimpleDirective.Kind.BARRIER);
    }

    /** A shared-memory directive: its cooperative transfers and their barriers need every thread of the block. */
    static boolean isShared(Stmt s) {
        return s instanceof DirectiveStmt d && d.directive() instanceof dev.hicuda.ir.directive.DataDirective dd
                && dd.memory() == dev.hicuda.ir.directive.DataDirective.Memory.SHARED;
    }

    /** Whether {@code n} holds a barrier or a shared-memory directive, which every thread of the block must reach. */
    static boolean blockWide(Node n) {
        return hasBarrier(n) || NodeWalker.any(n, x -> x instanceof Stmt st && isShared(st));
    }

    /** The predicated body, or null after reporting why it cannot be predicated. */
    Compound apply(Stmt body, For loop) {
        // names that may differ between threads: those declared or assigned in the body (except by the headers of
        // the loops around barriers, which every thread runs alike)
        varying = new HashSet<>();
        for (InitDeclarator d : NodeWalker.collect(body, InitDeclarator.class)) {
            if (d.name() != null) {
                varying.add(d.name());
            }
        }
        for (Assign a : NodeWalker.collect(body, Assign.class)) {
            if (a.target() instanceof Ident i) {
                varying.add(i.name());
            }
        }
        for (dev.hicuda.ir.expr.Unary u : NodeWalker.collect(body, dev.hicuda.ir.expr.Unary.class)) {
            if (u.isIncDec() && u.operand() instanceof Ident i) {
                varying.add(i.name());
            }
        }
        checkJumps(body, loop);
        Compound out = failed ? null : block(body instanceof Compound c ? c.items() : List.of(body));
        if (failed) {
            return null;
        }
        if (body instanceof Compound c) {
            out.setLeadingTrivia(c.leadingTrivia());
            out.setTrailingComment(c.trailingComment());
        }
        return out;
    }

    private Compound block(List<Stmt> items) {
        List<Stmt> src = new ArrayList<>(items);
        List<Stmt> out = new ArrayList<>();
        List<Stmt> run = new ArrayList<>();
        for (int i = 0; i < src.size(); i++) {
            Stmt s = src.get(i);
            List<Stmt> unit = new ArrayList<>(List.of(s));
            if (s instanceof DirectiveStmt d && d.directive() instanceof SimpleDirective sd && sd.kind() == SimpleDirective.Kind.SINGULAR) {
                while (i + 1 < src.size()) {
                    Stmt next = src.get(++i);
                    unit.add(next);
                    if (next instanceof DirectiveStmt e && e.directive() instanceof SimpleDirective se
                            && se.kind() == SimpleDirective.Kind.SINGULAR_END) {
                        break;
                    }
                }
            } else if (s instanceof DirectiveStmt d && d.directive() instanceof LoopPartitionDirective && i + 1 < src.size()) {
                unit.add(src.get(++i));
            }
            Stmt last = unit.get(unit.size() - 1);
            boolean barrier = unit.stream().anyMatch(BarrierPredication::blockWide);
            if (!barrier && !(s instanceof DeclStmt)) {
                run.addAll(unit);
                continue;
            }
            flush(run, out);
            if (s instanceof DeclStmt ds) {
                declaration(ds, out, run); // its initializers start the next guarded run
            } else if (s instanceof DirectiveStmt d && d.directive() instanceof SimpleDirective sd && sd.kind() == SimpleDirective.Kind.BARRIER
                    || isShared(s)) {
                out.add(s); // every thread reaches it: a barrier, or a shared directive (its transfers are cooperative)
            } else if (s instanceof Compound c) {
                Compound p = block(c.items());
                p.setLeadingTrivia(c.leadingTrivia());
                out.add(p);
            } else if (last instanceof For f) {
                if (unit.size() > 1) {
                    out.add(unit.get(0)); // the loop_partition directive stays in front of its loop
                }
                out.add(forLoop(f));
            } else {
                fail(s, "cannot keep the threads in step at the barrier under this " + describe(s) + ": move the barrier out of it"
                        + " or make the trip count a multiple of the thread count");
            }
        }
        flush(run, out);
        return new Compound(out);
    }

    private void flush(List<Stmt> run, List<Stmt> out) {
        if (run.isEmpty()) {
            return;
        }
        Compound work = new Compound(new ArrayList<>(run));
        If guard = new If(Exprs.id(on), work, null);
        guard.setLeadingTrivia(run.get(0).leadingTrivia());
        run.get(0).setLeadingTrivia(List.of());
        out.add(guard);
        run.clear();
    }

    /** A declaration stays where it is; its initializers become guarded assignments. */
    private void declaration(DeclStmt ds, List<Stmt> out, List<Stmt> run) {
        Declaration d = ds.decl();
        List<Stmt> inits = new ArrayList<>();
        List<InitDeclarator> plain = new ArrayList<>();
        for (InitDeclarator id : d.declarators()) {
            if (id.init() == null) {
                plain.add(id);
                continue;
            }
            if (id.init() instanceof InitList || !(id.declarator() instanceof NameDeclarator)) {
                fail(ds, "cannot predicate the initializer of '" + id.name() + "' (it would run for threads that have no"
                        + " iteration): declare it without an initializer and assign it");
                return;
            }
            plain.add(new InitDeclarator(id.declarator().copy(), null, null));
            inits.add(new ExprStmt(new Assign("=", Exprs.id(id.name()), id.init().copy())));
        }
        if (inits.isEmpty()) {
            out.add(ds);
            return;
        }
        DeclSpecs specs = d.specs().copy();
        specs.remove("const");
        DeclStmt decl = new DeclStmt(new Declaration(specs, plain));
        decl.setLeadingTrivia(ds.leadingTrivia());
        decl.at(ds.pos());
        out.add(decl);
        run.addAll(inits);
    }

    /** A loop with a barrier in it: every thread runs its header, its body is predicated. */
    private Stmt forLoop(For f) {
        for (Node part : new Node[] {f.init(), f.cond(), f.step()}) {
            if (part == null) {
                continue;
            }
            for (Ident i : NodeWalker.collect(part, Ident.class)) {
                if (i.name().equals(var) || varying.contains(i.name()) && !uniform.contains(i.name()) && !setBy(f, i.name())) {
                    fail(f, "cannot keep the threads in step at the barrier in this loop: its header uses '" + i.name()
                            + "', which differs between threads, so they would reach the barrier different numbers of times");
                    return f;
                }
            }
        }
        Set<String> outer = new HashSet<>(uniform);
        for (Ident i : NodeWalker.collect(f.init() == null ? new ExprStmt(null) : f.init(), Ident.class)) {
            uniform.add(i.name());
        }
        if (f.init() instanceof DeclStmt ds) {
            ds.decl().declarators().forEach(d -> uniform.add(d.name()));
        }
        Stmt body = f.body();
        Compound p = block(body instanceof Compound c ? c.items() : List.of(body));
        uniform.retainAll(outer);
        if (body instanceof Compound c) {
            p.setLeadingTrivia(c.leadingTrivia());
        }
        f.setBody(p);
        return f;
    }

    /** Whether the loop's own header sets the name (its variable): every thread runs the header alike. */
    private static boolean setBy(For f, String name) {
        boolean declared = f.init() instanceof DeclStmt ds && ds.decl().declarators().stream().anyMatch(d -> name.equals(d.name()));
        boolean assigned = f.init() instanceof ExprStmt es && es.expr() instanceof Assign a && a.target() instanceof Ident t
                && t.name().equals(name);
        return declared || assigned;
    }

    /** break/continue/return/goto that would leave the predicated body would skip barriers. */
    private void checkJumps(Stmt body, For loop) {
        for (Return r : NodeWalker.collect(body, Return.class)) {
            fail(r, "cannot keep the threads in step at the barriers: this 'return' would let a thread skip them");
            return;
        }
        for (Jump j : NodeWalker.collect(body, Jump.class)) {
            boolean inner = false;
            for (Node p = j.parent(); p != null && p != loop; p = p.parent()) {
                if (p instanceof For || p instanceof While || p instanceof Switch && j.kind() == Jump.Kind.BREAK) {
                    inner = true;
                    break;
                }
            }
            if (!inner || j.kind() == Jump.Kind.GOTO) {
                fail(j, "cannot keep the threads in step at the barriers: this '" + j.kind().name().toLowerCase()
                        + "' would let a thread skip them");
                return;
            }
        }
    }

    private void fail(Node at, String why) {
        if (!failed) {
            reporter.error(at.pos(), why + " (loop '" + var + "' is partitioned over threads with iterations that do not"
                    + " divide evenly among them, so the work around its barriers is predicated)");
        }
        failed = true;
    }

    private static String describe(Stmt s) {
        return switch (s.getClass().getSimpleName()) {
            case "If" -> "if statement";
            case "While" -> ((While) s).isDoWhile() ? "do-while loop" : "while loop";
            case "Switch" -> "switch statement";
            default -> "statement";
        };
    }
}
