package dev.hicuda.optimize.nest;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.dataflow.ReachingDirectives;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.analysis.ranges.IndexFactoring;
import dev.hicuda.analysis.ranges.SymbolicRanges;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.ArrayDeclarator;
import dev.hicuda.ir.decl.Declarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.PointerDeclarator;
import dev.hicuda.ir.decl.TypeName;
import dev.hicuda.ir.expr.Cast;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Paren;

import java.util.List;

/**
 * Gives flat accesses {@code p[e]} to a shaped pointer ({@code shape p[d1]...[dn]}, n &gt; 1) their
 * subscripts, written {@code ((T (*)[d2]...[dn]) p)[i1]...[in]}, when the offset factors provably
 * (each subscript but the first within its dimension, by the ranges of the loops around the access:
 * the same proof the translation makes, {@link IndexFactoring}).  A restructuring pass does this
 * before it replaces loop variables by expressions whose ranges are no longer known (clamped copies),
 * so that the accesses keep their subscripts: the translation reads the cast form's subscripts
 * directly.  Accesses that do not factor are left flat.
 */
public final class ShapedSubscripts {
    private ShapedSubscripts() {
    }

    /**
     * Rewrites the accesses in {@code root} to arrays whose device copy is in global memory (a
     * constant or textured copy is read through its own typed view); returns how many were rewritten.
     */
    public static int promote(Node root, SymbolTable symbols, ConstEval constants) {
        // all or nothing per array, as the translation does: an array with an access that does not factor stays flat
        java.util.Map<dev.hicuda.ir.symbol.Symbol, java.util.List<Object[]>> byArray = new java.util.LinkedHashMap<>();
        java.util.Set<dev.hicuda.ir.symbol.Symbol> flat = new java.util.HashSet<>();
        for (ArrayRef r : ArrayRef.in(root)) {
            if (r.viaCast() || !inGlobalMemory(r.name(), r.node())) {
                continue;
            }
            ArrayDims dims = ArrayDims.of(r.array(), r.node(), symbols);
            if (dims == null || !dims.shaped() || dims.rank() < 2 || r.array().specs() == null) {
                continue;
            }
            IndexFactoring.Factored f = r.subscripts().size() == 1 ? new IndexFactoring().factor(r.subscripts().get(0), dims.dims(),
                    SymbolicRanges.at(r.node(), constants)) : null;
            if (f == null || !f.ok()) {
                flat.add(r.array());
                continue;
            }
            byArray.computeIfAbsent(r.array(), k -> new java.util.ArrayList<>()).add(new Object[] {r, dims, f});
        }
        int n = 0;
        for (java.util.Map.Entry<dev.hicuda.ir.symbol.Symbol, java.util.List<Object[]>> e : byArray.entrySet()) {
            if (flat.contains(e.getKey())) {
                continue;
            }
            for (Object[] a : e.getValue()) {
                rewrite((ArrayRef) a[0], (ArrayDims) a[1], (IndexFactoring.Factored) a[2]);
                n++;
            }
        }
        return n;
    }

    private static void rewrite(ArrayRef r, ArrayDims dims, IndexFactoring.Factored f) {
        Declarator d = new PointerDeclarator(List.of(), new NameDeclarator(null));
        for (int k = 1; k < dims.rank(); k++) {
            d = new ArrayDeclarator(d, dims.dims().get(k).copy(), List.of());
        }
        TypeName t = new TypeName(r.array().specs().withoutStorage(), d);
        Ident base = new Ident(r.name());
        base.setSymbol(r.array());
        Expr e = new Paren(new Cast(t, base));
        for (Expr s : f.indices()) {
            e = new Index(e, s.copy());
        }
        copyPositions(e, r.node());
        NodeWalker.replace(r.node(), e);
    }

    /** Whether the copy of {@code array} that reaches {@code at} is a global one (no constant or texture copy reaches). */
    public static boolean inGlobalMemory(String array, Node at) {
        return ReachingDirectives.reaching(array, DataDirective.Memory.GLOBAL, at) != null
                && ReachingDirectives.reaching(array, DataDirective.Memory.CONSTANT, at) == null
                && ReachingDirectives.reaching(array, DataDirective.Memory.TEXTURE, at) == null;
    }

    private static void copyPositions(Expr e, Index old) {
        NodeWalker.preOrder(e, x -> {
            if (!x.pos().isKnown()) {
                x.at(old.pos());
            }
        });
    }

    /** Whether {@code e} is an access in the cast form this class writes. */
    public static boolean isCastForm(Expr e) {
        Expr x = Paren.strip(e);
        while (x instanceof Index ix) {
            x = Paren.strip(ix.base());
        }
        return x instanceof Cast;
    }
}
