package dev.hicuda.optimize.tiling;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.stmt.Statements;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.optimize.nest.ArrayRef;
import dev.hicuda.optimize.nest.Directives;
import dev.hicuda.optimize.nest.ExplicitNest;
import dev.hicuda.optimize.nest.Names;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Writes a {@link StripPlan} into an explicit nest: the strip loop, and the shared directives around the staged loop. */
public final class TileWriter {
    private final ExplicitNest nest;
    private final Exprs ex;
    private final ConstEval constants;
    private final Names names;

    public TileWriter(ExplicitNest nest, ConstEval constants, Names names) {
        this.nest = nest;
        this.constants = constants;
        this.ex = new Exprs(constants);
        this.names = names;
    }

    public void write(StripPlan p) {
        For loop = p.loop();
        CountedLoop c = CountedLoop.of(loop, constants);
        Expr end = c.rel().equals("<=") ? ex.add(c.bound().copy(), Exprs.num(1)) : c.bound().copy();
        Compound parent = parentBlock(loop);
        List<String> arrays = new ArrayList<>();
        for (TileAnalysis.Tile t : p.tiles()) {
            arrays.add(t.array.name());
        }
        int epoch = nest.region().begin().epoch();
        rawIndicesInTiles(p);
        if (p.whole()) {
            int at = parent.indexOf(loop);
            for (TileAnalysis.Tile t : p.tiles()) {
                parent.insert(at++, Directives.copyin(DataDirective.Memory.SHARED, t.array.name(), sections(t, c.first(), p.strip()),
                        loop.pos(), epoch));
            }
            parent.insertAfter(loop, Directives.remove(DataDirective.Memory.SHARED, arrays, loop.pos(), epoch));
            return;
        }
        String strip = names.fresh(c.var().name() + "_s");
        Long trips = constants.eval(ex.sub(end.copy(), Exprs.wrap(c.first())));
        boolean exact = trips != null && trips % p.strip() == 0;
        For stripLoop = new For(new DeclStmt(new Declaration(DeclSpecs.keywords("int"),
                List.of(new InitDeclarator(new NameDeclarator(strip), c.first().copy(), null)))),
                new Binary("<", Exprs.id(strip), end.copy()), new Assign("+=", Exprs.id(strip), Exprs.num(p.strip())),
                new Compound(new ArrayList<>()));
        stripLoop.at(loop.pos());
        parent.set(parent.indexOf(loop), stripLoop);
        Compound body = (Compound) stripLoop.body();
        body.at(loop.pos());
        for (TileAnalysis.Tile t : p.tiles()) {
            body.add(Directives.copyin(DataDirective.Memory.SHARED, t.array.name(), sections(t, Exprs.id(strip), p.strip()),
                    loop.pos(), epoch));
        }
        // the loop now walks one strip
        if (loop.init() instanceof ExprStmt es && es.expr() instanceof Assign a) {
            loop.setInit(new ExprStmt(new Assign("=", a.target().copy(), Exprs.id(strip))).at(loop.pos()));
        } else if (loop.init() instanceof DeclStmt ds) {
            ds.decl().declarators().get(0).setInit(Exprs.id(strip));
        }
        loop.setCond(new Binary("<", Exprs.id(c.var().name()), ex.add(Exprs.id(strip), Exprs.num(p.strip()))));
        if (exact) {
            body.add(loop);
        } else {
            // the last strip may end past the loop's end: it runs its iterations under a guard; a full strip (the same
            // test for the whole block) runs without it, so that its loop keeps a constant trip count
            For guarded = (For) Statements.copy(loop);
            Stmt inner = guarded.body();
            guarded.setBody(new If(new Binary("<", Exprs.id(c.var().name()), end.copy()), inner, null).at(loop.pos()));
            body.add(new If(new Binary("<=", ex.add(Exprs.id(strip), Exprs.num(p.strip())), end.copy()), loop, guarded).at(loop.pos()));
        }
        body.add(Directives.remove(DataDirective.Memory.SHARED, arrays, loop.pos(), epoch));
    }

    /**
     * In the staged loop, the accesses to the tiles take the copies' unclamped indices ({@code i_b + i_t + 16} for
     * {@code i_1}): they read the shared tile, which holds a row or column for every copy of the block, in range or
     * not, so no clamp is needed there, and its subscripts become the thread's index plus constants (registers and
     * address arithmetic saved: mm's 8 x 8 copies read {@code s_A[16 * a + ty][k - k_s]}).  A copy beyond the end
     * reads elements the cooperative copy did not load and computes a value its guarded store discards, as a
     * clamped copy's recomputed value was.
     */
    private void rawIndicesInTiles(StripPlan p) {
        Map<String, Expr> raw = nest.rawValues();
        Set<Symbol> staged = new HashSet<>();
        for (TileAnalysis.Tile t : p.tiles()) {
            staged.add(t.array);
        }
        for (ArrayRef ref : ArrayRef.in(p.loop().body())) {
            if (!staged.contains(ref.array())) {
                continue;
            }
            for (Expr sub : ref.subscripts()) {
                for (Ident id : NodeWalker.collect(sub, Ident.class)) {
                    Expr r = raw.get(id.name());
                    if (r != null && id.symbol() != null) {
                        NodeWalker.replace(id, new Paren(r.copy()).at(id.pos()));
                    }
                }
            }
        }
    }

    /** The block that holds {@code loop}, made one if the loop is the body of another statement. */
    private static Compound parentBlock(For loop) {
        if (loop.parent() instanceof Compound b) {
            return b;
        }
        Compound b = new Compound(new ArrayList<>());
        b.at(loop.pos());
        NodeWalker.replace(loop, b);
        b.add(loop);
        return b;
    }

    /** A thread's section of {@code t} for the strip starting at {@code k0}: per dimension {lo, hi}. */
    private List<Expr[]> sections(TileAnalysis.Tile t, Expr k0, long strip) {
        List<Expr[]> out = new ArrayList<>();
        for (int m = 0; m < t.dims.rank(); m++) {
            Expr base = term(t.base.get(m));
            for (int d = 0; d < nest.dims().size(); d++) {
                long cd = t.coefDims.get(m)[d];
                if (cd != 0) {
                    Expr raw = nest.dims().get(d).raw(0);
                    base = plus(base, cd == 1 ? raw : ex.mul(Exprs.num(cd), paren(raw)));
                }
            }
            long ck = t.coefK.get(m);
            if (ck != 0) {
                base = plus(base, ex.mul(Exprs.num(ck), Exprs.wrap(k0)));
            }
            long[] span = t.span.get(m);
            Expr lo = plusConst(base, span[0]);
            Expr hi = plusConst(base == null ? null : base.copy(), span[1] + ck * (strip - 1));
            out.add(new Expr[] {lo, hi});
        }
        return out;
    }

    private static Expr paren(Expr e) {
        return new Paren(e);
    }

    private static Expr term(Poly p) {
        return p == null || p.isZero() ? null : Exprs.wrap(p.toExpr());
    }

    private Expr plus(Expr a, Expr b) {
        return a == null ? b : ex.add(a, b);
    }

    private Expr plusConst(Expr a, long c) {
        if (a == null) {
            return Exprs.num(c);
        }
        return ex.simplified(c == 0 ? a : ex.add(a, Exprs.num(c)));
    }
}
