package dev.hicuda.optimize.nest;

import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.stmt.Statements;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Unroll-and-jam of the body of a partitioned loop nest over several copies (the iterations one
 * thread computes): each statement is repeated once per copy, with the copy's names, except that
 * blocks are jammed inside and a sequential {@code for} loop whose header is the same for every copy
 * is kept once with its body jammed (so a loop over {@code k} around {@code s += A[i][k] * B[k][j]}
 * runs once for all copies: what each copy reads that does not depend on it is read once).  Legal
 * because the iterations of a partitioned loop are independent (they run in parallel anyway), so
 * the copies' statements may interleave.
 *
 * <p>A copy's own variables are the partitioned loops' variables (renamed to the copy's index
 * variables), the variables declared in the body, and the scalars the body assigns (kernel-private);
 * loops kept once share their loop variable.  Statements that store to memory outside the thread
 * (arrays not declared in the body) or call functions other than math functions are guarded by the
 * copy's condition when a copy may lie beyond the loop's end.
 */
public final class Jam {
    /** One copy: the suffix of its own variables' names, the names of its index variables, the guard (or null). */
    public record Copy(String suffix, Map<Symbol, String> index, Expr guard) {
    }

    private final Stmt body;
    private final Set<Symbol> dimVars;
    private final Set<Symbol> own = new LinkedHashSet<>();
    private final Set<For> fused = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<Symbol> bodyDeclared;

    public Jam(Stmt body, Set<Symbol> dimVars) {
        this.body = body;
        this.dimVars = dimVars;
        this.bodyDeclared = Code.declaredIn(body);
        Set<Symbol> written = CountedLoop.writtenIn(body);
        Set<Symbol> shared = new HashSet<>();
        mark(body, written, shared);
        own.addAll(dimVars);
        for (Symbol s : bodyDeclared) {
            if (!shared.contains(s)) {
                own.add(s);
            }
        }
        for (Symbol s : written) {
            if (!shared.contains(s) && !dimVars.contains(s)) {
                own.add(s);
            }
        }
    }

    /** The scalars the body assigns without declaring them: each copy gets its own, declared before the jammed body. */
    public List<Symbol> privateScalars() {
        List<Symbol> out = new ArrayList<>();
        for (Symbol s : own) {
            if (!dimVars.contains(s) && !bodyDeclared.contains(s)) {
                out.add(s);
            }
        }
        return out;
    }

    /** The loops kept once for all copies. */
    public int fusedLoops() {
        return fused.size();
    }

    /** Marks the loops that can be kept once; {@code shared} collects their variables. */
    private void mark(Stmt s, Set<Symbol> written, Set<Symbol> shared) {
        if (s instanceof Compound c) {
            for (Stmt x : c.items()) {
                mark(x, written, shared);
            }
        } else if (s instanceof For f && fusable(f, written, shared)) {
            fused.add(f);
            Set<Symbol> header = CountedLoop.writtenIn(f.init());
            header.addAll(CountedLoop.writtenIn(f.step()));
            if (f.init() instanceof DeclStmt) {
                header.addAll(Code.declaredIn(f.init()));
            }
            shared.addAll(header);
            mark(f.body(), written, shared);
        }
    }

    private boolean fusable(For f, Set<Symbol> written, Set<Symbol> shared) {
        Set<Symbol> header = CountedLoop.writtenIn(f.init());
        header.addAll(CountedLoop.writtenIn(f.step()));
        if (f.init() instanceof DeclStmt) {
            header.addAll(Code.declaredIn(f.init()));
        }
        if (header.size() != 1 || Code.escapingJump(f.body()) != null) {
            return false;
        }
        Symbol v = header.iterator().next();
        if (!onlyInHeaders(v)) {
            return false;
        }
        Set<Symbol> varying = new HashSet<>(dimVars);
        varying.addAll(bodyDeclared);
        varying.addAll(written);
        varying.removeAll(shared);
        varying.remove(v);
        return !Code.mentions(f.init(), varying) && !Code.mentions(f.cond(), varying) && !Code.mentions(f.step(), varying);
    }

    /** Whether {@code v} is assigned in the body only by the headers (initialization, step) of loops. */
    private boolean onlyInHeaders(Symbol v) {
        List<For> loops = NodeWalker.collect(body, For.class);
        for (Node site : writeSites(body, v)) {
            boolean header = false;
            for (For g : loops) {
                header |= g.init() != null && site.isInside(g.init()) || g.step() != null && site.isInside(g.step());
            }
            if (!header) {
                return false;
            }
        }
        return true;
    }

    private static List<Node> writeSites(Node root, Symbol v) {
        List<Node> out = new ArrayList<>();
        NodeWalker.preOrder(root, n -> {
            if (CountedLoop.writtenIn(n).contains(v) && (n instanceof dev.hicuda.ir.expr.Assign || n instanceof dev.hicuda.ir.expr.Unary)) {
                out.add(n);
            }
        });
        return out;
    }

    /** The jammed statements of the body for {@code copies}. */
    public List<Stmt> jam(List<Copy> copies) {
        return jam(body instanceof Compound c ? c.items() : List.of(body), copies);
    }

    private List<Stmt> jam(List<Stmt> stmts, List<Copy> copies) {
        List<Stmt> out = new ArrayList<>();
        for (Stmt s : stmts) {
            if (s instanceof Compound c) {
                Compound b = new Compound(jam(c.items(), copies));
                out.add(Statements.layout(c, b));
            } else if (s instanceof For f && fused.contains(f)) {
                Stmt inner = f.body();
                Compound b = new Compound(jam(inner instanceof Compound c ? c.items() : List.of(inner), copies));
                b.at(inner.pos());
                For g = new For(Statements.copy(f.init()), copy(f.cond()), copy(f.step()), b);
                out.add(g.at(f.pos()));
            } else {
                boolean guard = !(s instanceof DeclStmt) && storesOutside(s);
                for (Copy c : copies) {
                    Stmt t = rename(Statements.copy(s), c);
                    if (guard && c.guard() != null) {
                        t = new If(c.guard().copy(), t, null).at(s.pos());
                    }
                    out.add(t);
                }
            }
        }
        return out;
    }

    private static Expr copy(Expr e) {
        return e == null ? null : e.copy();
    }

    /** Whether {@code s} writes memory a copy beyond the loop's end must not touch. */
    private boolean storesOutside(Stmt s) {
        for (ArrayRef r : ArrayRef.in(s)) {
            if (r.write() && !bodyDeclared.contains(r.array())) {
                return true;
            }
        }
        return !Code.onlyPureCalls(s);
    }

    /** {@code s} (a fresh copy) with the copy's names. */
    private Stmt rename(Stmt s, Copy c) {
        NodeWalker.preOrder(s, n -> {
            if (n instanceof Ident i && i.symbol() != null && own.contains(i.symbol())) {
                i.setName(nameOf(i.symbol(), c));
            } else if (n instanceof NameDeclarator d && d.name() != null && !c.suffix().isEmpty()) {
                d.setName(d.name() + c.suffix());
            }
        });
        return s;
    }

    /** The name of {@code s} in copy {@code c}. */
    public String nameOf(Symbol s, Copy c) {
        String idx = c.index().get(s);
        return idx != null ? idx : s.name() + c.suffix();
    }
}
